import { z } from 'zod';
import { Som } from './common.js';
import { DeliveryChoice } from './delivery.js';
import { endpoints } from './endpoint.js';
import { Id, optionalText } from './fields.js';

/** Why a promo code does not apply (the same codes `orders/create_from_cart` refuses it with). */
export const promoRefusals = [
  'promo_code_unknown',
  'promo_code_expired',
  'promo_code_min_order',
  'promo_code_exhausted',
  'promo_code_used',
] as const;
export type PromoRefusal = (typeof promoRefusals)[number];

export const CheckoutQuoteBody = z.strictObject({
  /** Quote the shopper's cart with this code… */
  promo_code: optionalText(40),
  /** …or an unpaid order this checkout created already (its goods and discount are fixed). */
  order_id: Id.optional(),
  delivery: DeliveryChoice.optional(),
});
export type CheckoutQuoteBody = z.input<typeof CheckoutQuoteBody>;
export type CheckoutQuoteRequest = z.output<typeof CheckoutQuoteBody>;

export const PromoQuote = z.object({
  code: z.string(),
  /** Null when the code applies. */
  refusal: z.enum(promoRefusals).nullable(),
  discount: Som,
  /** The smallest order the code applies to (said with `promo_code_min_order`). */
  min_order: Som,
});
export type PromoQuote = z.infer<typeof PromoQuote>;

export const DeliveryQuote = z.object({
  method: z.enum(['courier', 'pickup']),
  fee: Som,
  city: z.string().nullable(),
  /** The courier service's expected days on the way; null for pickup and the shop's own city. */
  days_min: z.number().int().nullable(),
  days_max: z.number().int().nullable(),
  /** Courier in the shop's city is free from this amount of goods; null elsewhere. */
  free_from: Som.nullable(),
});
export type DeliveryQuote = z.infer<typeof DeliveryQuote>;

/** What the order will be charged, from the same rules that price it (before bonus points). */
export const CheckoutQuote = z.object({
  subtotal: Som,
  item_count: z.number().int(),
  promo: PromoQuote.nullable(),
  discount: Som,
  /** Null until a delivery is chosen. */
  delivery: DeliveryQuote.nullable(),
  total: Som,
});
export type CheckoutQuote = z.infer<typeof CheckoutQuote>;

export const checkoutEndpoints = endpoints({
  'POST /checkout/quote': {
    summary: 'Price my cart (or my unpaid order) with a promo code and a delivery choice, as the order would be',
    body: CheckoutQuoteBody,
    response: CheckoutQuote,
    errors: [400, 401, 404, 409, 429, 503],
  },
});
