import { orders } from '@/entities/orders/locales/ru';
import { about } from '@/features/about/locales/ru';
import { account } from '@/features/account/locales/ru';
import { auth } from '@/features/auth/locales/ru';
import { checkout } from '@/features/checkout/locales/ru';
import { contacts } from '@/features/contacts/locales/ru';
import { orderChange } from '@/features/order-change/locales/ru';

/** The texts only some pages need (forms, signed-in pages), loaded with the first of those pages. */
export const messages = {
  about,
  contacts,
  auth,
  checkout,
  orders,
  account,
  orderChange,
};
