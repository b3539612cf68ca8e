/** The storefront's text namespaces: shared texts, API errors, the layout, and one per feature. */
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
  'stockAlerts',
  'reviews',
  'orderChange',
] as const;
export type Namespace = (typeof namespaces)[number];

/**
 * Namespaces that only some pages use (forms, signed-in pages): a second chunk per language, loaded
 * with the first of those pages (`app/router.tsx`), so the home, catalogue and product pages do not
 * download them (issue 16).
 */
export const laterNamespaces = ['about', 'contacts', 'auth', 'checkout', 'orders', 'account', 'orderChange'] as const;
export type LaterNamespace = (typeof laterNamespaces)[number];
/** Loaded when the language is chosen, before the first render. */
export const firstNamespaces = namespaces.filter(
  (namespace): namespace is Exclude<Namespace, LaterNamespace> =>
    !laterNamespaces.includes(namespace as LaterNamespace),
);
