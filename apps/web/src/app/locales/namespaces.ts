/** The i18next namespaces: shared texts, API errors, the layout, and one per feature. */
export const namespaces = [
  'common',
  'errors',
  'layout',
  'search',
  'home',
  'catalog',
  'banners',
  'about',
  'contacts',
  'auth',
  'cart',
  'favorites',
  'checkout',
  'orders',
  'account',
  'reviews',
] as const;
export type Namespace = (typeof namespaces)[number];
