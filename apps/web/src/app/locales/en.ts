import { banners } from '@/entities/banners/locales/en';
import { cart } from '@/entities/cart/locales/en';
import { catalog } from '@/entities/catalog/locales/en';
import { favorites } from '@/entities/favorites/locales/en';
import { orders } from '@/entities/orders/locales/en';
import { reviews } from '@/entities/reviews/locales/en';
import { about } from '@/features/about/locales/en';
import { account } from '@/features/account/locales/en';
import { auth } from '@/features/auth/locales/en';
import { checkout } from '@/features/checkout/locales/en';
import { contacts } from '@/features/contacts/locales/en';
import { home } from '@/features/home/locales/en';
import { search } from '@/features/search/locales/en';
import { errors } from '@/shared/i18n/errors/en';
import { common } from '@/shared/i18n/locales/en';
import { layout } from '../layout/locales/en';
import type { Namespace } from './namespaces';

/** Every text of the storefront in one language: one chunk, loaded when the language is chosen. */
export const messages = {
  common,
  errors,
  layout,
  search,
  home,
  catalog,
  banners,
  about,
  contacts,
  auth,
  cart,
  favorites,
  checkout,
  orders,
  account,
  reviews,
} satisfies Record<Namespace, object>;
