import { banners } from '@/entities/banners/locales/ky';
import { cart } from '@/entities/cart/locales/ky';
import { catalog } from '@/entities/catalog/locales/ky';
import { favorites } from '@/entities/favorites/locales/ky';
import { orders } from '@/entities/orders/locales/ky';
import { reviews } from '@/entities/reviews/locales/ky';
import { about } from '@/features/about/locales/ky';
import { account } from '@/features/account/locales/ky';
import { auth } from '@/features/auth/locales/ky';
import { checkout } from '@/features/checkout/locales/ky';
import { contacts } from '@/features/contacts/locales/ky';
import { home } from '@/features/home/locales/ky';
import { search } from '@/features/search/locales/ky';
import { errors } from '@/shared/i18n/errors/ky';
import { common } from '@/shared/i18n/locales/ky';
import { layout } from '../layout/locales/ky';
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
