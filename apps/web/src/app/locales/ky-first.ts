import { banners } from '@/entities/banners/locales/ky';
import { cart } from '@/entities/cart/locales/ky';
import { catalog } from '@/entities/catalog/locales/ky';
import { favorites } from '@/entities/favorites/locales/ky';
import { reviews } from '@/entities/reviews/locales/ky';
import { stockAlerts } from '@/features/catalog/locales/ky';
import { home } from '@/features/home/locales/ky';
import { search } from '@/features/search/locales/ky';
import { errors } from '@/shared/i18n/errors/ky';
import { common } from '@/shared/i18n/locales/ky';
import { layout } from '../layout/locales/ky';

/** The texts every page may need (the layout, browsing, the cart), loaded when the language is chosen. */
export const messages = {
  common,
  errors,
  layout,
  search,
  home,
  catalog,
  banners,
  cart,
  favorites,
  stockAlerts,
  reviews,
};
