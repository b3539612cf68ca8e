import type { AuthTokens, User } from '@aruu/contract/auth';
import type { Cart, CartLine } from '@aruu/contract/cart';
import type { ProductCard, ProductDetail, ProductListResponse, ProductPage, Variation } from '@aruu/contract/catalog';
import type { OrderChangeLine, OrderChangePreview, OrderChangeSide } from '@aruu/contract/order-changes';
import type { OrderDetail } from '@aruu/contract/orders';
import type { StaffMe } from '@aruu/contract/staff-auth';

/**
 * Answers of the API for component tests, built the way the server builds them: a cart's line
 * totals, count and subtotal follow from its lines, so a test states only the lines.
 */

let nextId = 1;

/** A cart line of `quantity` pieces at `price` som; `available` is what stock still allows. */
export function line(fields: Partial<Omit<CartLine, 'line_total'>> & { title?: string } = {}): CartLine {
  const id = fields.variation_id ?? nextId++;
  const price = fields.price ?? 500;
  const quantity = fields.quantity ?? 1;
  return {
    variation_id: id,
    variation_name: fields.variation_name ?? `Shade ${id}`,
    product: fields.product ?? {
      id: 1000 + id,
      title: fields.title ?? `Product ${id}`,
      image: `/media/products/${id}.svg`,
      photo: null,
      brand: { id: 1, name: 'Aruu' },
    },
    price,
    quantity,
    line_total: price * quantity,
    available: fields.available ?? 10,
  };
}

export function cartWith(...lines: CartLine[]): Cart {
  return {
    products: lines,
    cartCount: lines.reduce((sum, each) => sum + each.quantity, 0),
    subtotal: lines.reduce((sum, each) => sum + each.line_total, 0),
  };
}

/** The cart after setting one line's quantity, as the server answers `POST /carts/update_quantity`. */
export function withQuantity(cart: Cart, variationId: number, quantity: number): Cart {
  return cartWith(
    ...cart.products.map((each) =>
      each.variation_id === variationId ? { ...each, quantity, line_total: each.price * quantity } : each,
    ),
  );
}

/** What `POST /auth/login` and `POST /auth/register` answer: a token pair and the shopper. */
export function signedIn(user: Partial<User> = {}): AuthTokens {
  return {
    access_token: 'access-token',
    refresh_token: 'refresh-token',
    expires_in: 900,
    token_type: 'Bearer',
    user: {
      id: 1,
      email: 'aizada@example.kg',
      first_name: 'Айзада',
      last_name: null,
      nickname: null,
      phone: null,
      account_type: 'individual',
      role: 'shopper',
      language: 'ru',
      whatsapp_opt_in: false,
      created_at: '2026-11-01T09:00:00.000Z',
      ...user,
    },
  };
}

/** A line of an order change: `quantity` pieces of a shade at `unit_price` som. */
export function changeLine(fields: Partial<OrderChangeLine> = {}): OrderChangeLine {
  const variation = fields.variation_id ?? nextId++;
  return {
    order_item_id: fields.order_item_id === undefined ? variation + 500 : fields.order_item_id,
    variation_id: variation,
    product_id: fields.product_id ?? 1000 + variation,
    title: fields.title ?? `Product ${variation}`,
    variation_name: fields.variation_name ?? `Shade ${variation}`,
    image: fields.image ?? `/media/products/${variation}.svg`,
    unit_price: fields.unit_price ?? 500,
    quantity: fields.quantity ?? 1,
  };
}

/** One side of a change: its lines, and totals that follow from them (free delivery, no discount or points). */
export function changeSide(...lines: OrderChangeLine[]): OrderChangeSide {
  const subtotal = lines.reduce((sum, each) => sum + each.unit_price * each.quantity, 0);
  return { lines, totals: { subtotal, delivery: 0, discount: 0, points: 0, total: subtotal } };
}

/**
 * The preview of a change from `before` to `after`, as the server prices it for a paid card
 * order: a cheaper order is refunded to the card, a dearer one pays the difference.
 */
export function changePreview(
  before: OrderChangeLine[],
  after: OrderChangeLine[],
  fields: Partial<OrderChangePreview> = {},
): OrderChangePreview {
  const from = changeSide(...before);
  const to = changeSide(...after);
  const difference = to.totals.total - from.totals.total;
  return {
    kind: 'replace',
    needs_consent: difference > 0,
    before: from,
    after: to,
    money: {
      difference,
      refund: difference < 0 ? { card: -difference, points: 0 } : null,
      to_pay: Math.max(difference, 0),
      promo_note: null,
    },
    ...fields,
  };
}

/** A product as the catalogue's lists give it: in stock, not on sale, without photos or reviews. */
export function productCard(fields: Partial<ProductCard> = {}): ProductCard {
  const id = fields.id ?? nextId++;
  return {
    id,
    title: `Product ${id}`,
    image: `/media/products/${id}.svg`,
    brand: { id: 1, name: 'Aruu' },
    category_id: 1,
    variation_id: 10_000 + id,
    price: 1000,
    old_price: null,
    in_stock: true,
    is_new: false,
    is_bestseller: false,
    rating: null,
    photo: null,
    ...fields,
  };
}

/** A variation (a volume unless the test gives it a shade's colour), in stock at 1,000 som. */
export function variation(fields: Partial<Variation> = {}): Variation {
  const id = fields.id ?? nextId++;
  return {
    id,
    name: `${id} ml`,
    price: 1000,
    old_price: null,
    stock_state: 'in_stock',
    in_stock: true,
    color_hex: null,
    image: null,
    ...fields,
  };
}

/** A product's page (`GET /products/{id}`): its card's facts, the given variations, no photos, texts or properties. */
export function productDetail(fields: Partial<ProductDetail> = {}): ProductDetail {
  const card = productCard(fields);
  const variations = fields.variations ?? [variation({ id: card.variation_id, price: card.price })];
  return {
    ...card,
    brand: { id: 1, name: 'Aruu', slug: 'aruu', country: 'KG' },
    description: '',
    composition: '',
    method_of_use: '',
    availability: variations.some((one) => one.in_stock) ? 'in_stock' : 'out_of_stock',
    category_path: [{ id: card.category_id, name: 'Face masks', slug: 'face-masks' }],
    variations,
    properties: [],
    seo_title: null,
    seo_description: null,
    photos: [],
    ...fields,
    variation_id: variations[0]?.id ?? card.variation_id,
    in_stock: fields.in_stock ?? variations.some((one) => one.in_stock),
  };
}

/** One page of products (the first), as the selections answer. */
export function productPage(items: ProductCard[], total = items.length): ProductPage {
  return { items, page: 1, page_size: 20, total };
}

/** A catalogue answer (`GET /products`): a page of products and the facets around them. */
export function productList(
  items: ProductCard[],
  fields: Partial<Omit<ProductListResponse, 'items'>> = {},
): ProductListResponse {
  return {
    ...productPage(items),
    facets: { brands: [], properties: [], price: null },
    ...fields,
  };
}

/**
 * A shopper's order as `GET /orders/{id}` answers it: placed, unpaid, by card, to a courier in
 * Bishkek, with no lines unless the test gives them (the totals are the test's to state).
 */
export function order(fields: Partial<OrderDetail> = {}): OrderDetail {
  return {
    order_id: 12,
    status: 'processed',
    created_at: '2026-11-20T10:00:00.000Z',
    item_count: 1,
    total: 1500,
    delivery: 'courier',
    paid: false,
    customer: { name: 'Aigerim Asanova', phone: '+996555000111', email: 'a@example.kg' },
    // The order keeps the country's English name, as the server stores it.
    address: { country: 'Kyrgyzstan', city: 'Bishkek', address: 'Manasa 40, apt 12' },
    comment: null,
    payment_method: 'card',
    delivery_details: { method: 'courier', city: 'Bishkek', city_code: 5444, shop_id: null, shop: null },
    items: [],
    totals: { subtotal: 1500, delivery: 0, discount: 0, points: 0, total: 1500 },
    expires_at: null,
    timeline: [],
    ...fields,
  };
}

/** The signed-in staff member (`GET /staff/auth/me`): a manager with the permissions the test is about. */
export function staffMember(fields: Partial<StaffMe> & Pick<StaffMe, 'permissions'>): StaffMe {
  return {
    id: 5,
    email: 'aigul@aruu.kg',
    first_name: 'Aigul',
    last_name: null,
    role: 'manager',
    language: 'en',
    recovery_codes_left: 10,
    ...fields,
  };
}
