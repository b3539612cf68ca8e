import type { LegalPageId } from '../features/legal/content';

/** Every route of the storefront (spec §2), in one place. */
export const paths = {
  home: '/',
  catalog: '/catalog',
  product: (id: number) => `/product/${id}`,
  banner: (id: number) => `/banner/${id}`,
  about: '/about',
  contacts: '/contacts',
  auth: '/auth',
  legal: (id: LegalPageId) => `/${id}`,
  basket: '/basket',
  favorites: '/favorites',
  profile: '/profile',
  orders: '/order-tracking',
  account: '/my-acc',
  checkout: '/complete-purchase',
} as const;
