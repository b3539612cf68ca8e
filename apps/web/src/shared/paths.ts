import type { LegalPageId } from '@aruu/contract/store-info';

type QueryValue = string | number | boolean | readonly (string | number)[] | undefined | null;

/** `?a=1&b=2` from the given parameters, skipping empty ones; arrays repeat the key. */
export function queryString(params: Record<string, QueryValue>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    // `false` is a filter left off, so it is left out like an empty value.
    if (value === undefined || value === null || value === '' || value === false) continue;
    if (Array.isArray(value)) for (const item of value) search.append(key, String(item));
    else search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** Every route of the storefront (spec §2), in one place. */
export const paths = {
  home: '/',
  catalog: '/catalog',
  /** The catalogue with filters in the address, so a filtered page can be shared (`search`, `page`, `categoryName`…). */
  catalogOf: (params: Record<string, QueryValue>) => `/catalog${queryString(params)}`,
  product: (id: number) => `/product/${id}`,
  banner: (id: number) => `/banner/${id}`,
  about: '/about',
  contacts: '/contacts',
  auth: '/auth',
  /** Sign in, then come back to `next`. */
  authThenBack: (next: string) => `/auth${queryString({ next })}`,
  resetPassword: (token: string) => `/auth/${encodeURIComponent(token)}`,
  legal: (id: LegalPageId) => `/${id}`,
  basket: '/basket',
  favorites: '/favorites',
  profile: '/profile',
  orders: '/order-tracking',
  order: (id: number) => `/order-tracking/${id}`,
  account: '/my-acc',
  address: '/address',
  addressOf: (id: number) => `/address/${id}`,
  checkout: '/complete-purchase',
} as const;
