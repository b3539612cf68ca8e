import { orders } from '@/entities/orders/locales/en';
import { about } from '@/features/about/locales/en';
import { account } from '@/features/account/locales/en';
import { auth } from '@/features/auth/locales/en';
import { checkout } from '@/features/checkout/locales/en';
import { contacts } from '@/features/contacts/locales/en';
import { orderChange } from '@/features/order-change/locales/en';

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
