import { banners } from '@/entities/banners/locales/ru';
import { cart } from '@/entities/cart/locales/ru';
import { catalog } from '@/entities/catalog/locales/ru';
import { favorites } from '@/entities/favorites/locales/ru';
import { reviews } from '@/entities/reviews/locales/ru';
import { stockAlerts } from '@/features/catalog/locales/ru';
import { home } from '@/features/home/locales/ru';
import { search } from '@/features/search/locales/ru';
import { errors } from '@/shared/i18n/errors/ru';
import { common } from '@/shared/i18n/locales/ru';
import { layout } from '../layout/locales/ru';

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
