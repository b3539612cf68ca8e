/** The staff app's addresses, below its base `/staff` (the router's basename). */
export const STAFF_BASE = '/staff';

export const staffPaths = {
  home: '/',
  signIn: '/sign-in',
  /** The invitation link's page, `/invite/{token}` (the link itself is written by the API). */
  invite: '/invite',
  dashboard: '/dashboard',
  /** Sales, stock at cost and what to reorder; `?from=&to=&group_by=&sort=&dir=&page=`. */
  reports: '/reports',
  orders: '/orders',
  /** An order taken for a customer on the phone, Instagram, WhatsApp or in a shop. */
  newOrder: '/orders/new',
  order: (id: number) => `/orders/${id}`,
  packingSlip: (id: number) => `/orders/${id}/packing-slip`,
  pickingList: '/orders/picking-list',
  customers: '/customers',
  customer: (id: number) => `/customers/${id}`,
  team: '/team',
  audit: '/audit',
  requests: '/requests',
  /** `/orders/{id}/refunds`: an order's refunds and returns. */
  orderRefunds: (orderId: number) => `/orders/${orderId}/refunds`,
  stock: '/stock',
  /** Shops and warehouses. */
  locations: '/locations',
  /** `/stock/{productId}`: a product's variations, adjustments, threshold and history. */
  stockProduct: (productId: number) => `/stock/${productId}`,
  /** Transfers between locations; `?status=&location=` filter the list. */
  transfers: '/transfers',
  newTransfer: '/transfers/new',
  transfer: (id: number) => `/transfers/${id}`,
  /** `/transfers/{id}/sheet`: the printable transfer sheet that travels with the box. */
  transferSheet: (id: number) => `/transfers/${id}/sheet`,
  products: '/products',
  newProduct: '/products/new',
  product: (id: number) => `/products/${id}`,
  /** `/products/{id}/photos`: a product's photos (the product editor links here). */
  productPhotos: (productId: number) => `/products/${productId}/photos`,
  banners: '/banners',
  taxonomy: '/taxonomy',
  promotions: '/promotions',
  homePicks: '/home-picks',
  /** Catalogue import and export; `?id=` shows one import. */
  import: '/import',
  reviews: '/reviews',
  /** The accounting exchange (1C, МойСклад): its address, settings and log. */
  exchange: '/exchange',
} as const;

/** A request's page in the inbox: `/requests/help/12`. */
export const requestPath = (kind: 'help' | 'consultation', id: number) => `${staffPaths.requests}/${kind}/${id}`;
