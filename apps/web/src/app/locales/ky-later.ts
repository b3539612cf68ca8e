import { orders } from '@/entities/orders/locales/ky';
import { about } from '@/features/about/locales/ky';
import { account } from '@/features/account/locales/ky';
import { auth } from '@/features/auth/locales/ky';
import { checkout } from '@/features/checkout/locales/ky';
import { contacts } from '@/features/contacts/locales/ky';
import { orderChange } from '@/features/order-change/locales/ky';

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
