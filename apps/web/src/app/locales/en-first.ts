import { banners } from '@/entities/banners/locales/en';
import { cart } from '@/entities/cart/locales/en';
import { catalog } from '@/entities/catalog/locales/en';
import { favorites } from '@/entities/favorites/locales/en';
import { reviews } from '@/entities/reviews/locales/en';
import { stockAlerts } from '@/features/catalog/locales/en';
import { home } from '@/features/home/locales/en';
import { search } from '@/features/search/locales/en';
import { errors } from '@/shared/i18n/errors/en';
import { common } from '@/shared/i18n/locales/en';
import { layout } from '../layout/locales/en';

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
