import type { User } from '@aruu/contract/auth';
import type { DeliveryChoice } from '@aruu/contract/delivery';
import type { Address } from '@aruu/contract/users';
import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { countries, countryOf } from '@/shared/lib/countries';
import { formatPhone } from '@/shared/lib/format-phone';
import type { checkoutFormSchema } from './checkout-schema';

/**
 * Field codes of this form's own checks, translated by the checkout texts (the contract's
 * codes — `required`, `invalid_phone`… — by the shared error texts).
 */
export const checkoutFieldCodes = [
  'city_from_list',
  'choose_shop',
  'points_invalid',
  'points_need_code',
  'points_not_number',
] as const;

type Schema = ReturnType<typeof checkoutFormSchema>;
/** What the fields hold (as typed). */
export type CheckoutFormValues = Omit<z.input<Schema>, 'accept_terms' | 'country' | 'city'> & {
  accept_terms: boolean;
  country: string;
  city: string;
};
/** What a valid form gives (trimmed, phone in E.164). */
export type CheckoutFormOutput = z.output<Schema>;

/** Fields the server may answer errors for, by their request names. */
export const orderFieldNames = [
  'customer_name',
  'phone',
  'email',
  'country',
  'city',
  'address',
  'comment',
  'promo_code',
  'accept_terms',
] as const;

export function deliveryChoiceOf(values: Pick<CheckoutFormValues, 'delivery_method' | 'city_code' | 'shop_id'>) {
  if (values.delivery_method === 'pickup' && values.shop_id) {
    return { method: 'pickup', shop_id: values.shop_id } satisfies DeliveryChoice;
  }
  if (values.delivery_method === 'courier' && values.city_code) {
    return { method: 'courier', city_code: values.city_code } satisfies DeliveryChoice;
  }
  return undefined;
}

/** The form filled from the profile and the saved address (spec: street + house + apartment → address). */
export function prefilledForm(me: User, address: Address | null, apartmentWord: string): CheckoutFormValues {
  const street = address ? `${address.street} ${address.house}`.trim() : '';
  return {
    customer_name: [me.first_name, me.last_name].filter(Boolean).join(' '),
    phone: me.phone ? formatPhone(me.phone) : '',
    email: me.email,
    country: countryOf(address?.country)?.name ?? countries[0].name,
    city: address?.city ?? 'Bishkek',
    address: address?.apartment ? `${street}, ${apartmentWord} ${address.apartment}` : street,
    // Offered ticked while the account has no address; replacing one is the shopper's choice.
    save_address: address === null,
    // Off until the shopper ticks it (an account opted in already keeps hearing either way).
    whatsapp_opt_in: false,
    comment: '',
    promo_code: '',
    accept_terms: false,
    delivery_method: 'courier',
    city_code: null,
    shop_id: null,
    uds_code: '',
    points: '',
    payment_method: 'card',
  };
}

/** A saved form from an older version of this page may lack fields: those come from the prefill. */
export function restoredForm(prefill: CheckoutFormValues, saved: Partial<CheckoutFormValues> | undefined) {
  if (!saved) return prefill;
  const restored = { ...prefill };
  for (const key of Object.keys(prefill) as Array<keyof CheckoutFormValues>) {
    const value = saved[key];
    if (value !== undefined && (value === null || typeof value === typeof prefill[key] || prefill[key] === null)) {
      (restored as Record<string, unknown>)[key] = value;
    }
  }
  return restored;
}

/** The checkout's react-hook-form instance, as the sections receive it. */
export type CheckoutForm = UseFormReturn<CheckoutFormValues, unknown, CheckoutFormOutput>;
