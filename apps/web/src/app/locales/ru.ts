import { banners } from '@/entities/banners/locales/ru';
import { cart } from '@/entities/cart/locales/ru';
import { catalog } from '@/entities/catalog/locales/ru';
import { favorites } from '@/entities/favorites/locales/ru';
import { orders } from '@/entities/orders/locales/ru';
import { reviews } from '@/entities/reviews/locales/ru';
import { about } from '@/features/about/locales/ru';
import { account } from '@/features/account/locales/ru';
import { auth } from '@/features/auth/locales/ru';
import { checkout } from '@/features/checkout/locales/ru';
import { contacts } from '@/features/contacts/locales/ru';
import { home } from '@/features/home/locales/ru';
import { search } from '@/features/search/locales/ru';
import { errors } from '@/shared/i18n/errors/ru';
import { common } from '@/shared/i18n/locales/ru';
import { layout } from '../layout/locales/ru';
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
