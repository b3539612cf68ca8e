import { z } from 'zod';
import { LangQuery, queryInt } from './common.js';
import { endpoints } from './endpoint.js';
import { fieldError, Id, optionalText, requiredText } from './fields.js';
import { LocationCode } from './locations.js';
import { OrderDetail } from './orders.js';

/** `lang` (else Accept-Language) names the places: CDEK's English on an English page (issue 29). */
export const DeliveryCitiesQuery = LangQuery.extend({
  /** What the shopper has typed so far. */
  city: requiredText(60),
  /** ISO 3166-1 alpha-2; Kyrgyzstan by default. */
  country_code: z
    .string()
    .regex(/^[A-Za-z]{2}$/, 'A two-letter country code')
    .transform((value) => value.toUpperCase())
    .default('KG'),
  size: queryInt({ min: 1, max: 20 }).default(10),
});

/** A place CDEK delivers to: its code (for `set_delivery`), name and region as CDEK writes them in the asked language. */
export const DeliveryCity = z.object({
  code: z.number().int(),
  city: z.string(),
  region: z.string().nullable(),
  /** The storefront names the country in the shopper's language from this. */
  country_code: z.string(),
});
export type DeliveryCity = z.infer<typeof DeliveryCity>;
export const DeliveryCityList = z.array(DeliveryCity);

export const DeliveryChoice = z.discriminatedUnion(
  'method',
  [
    z.strictObject({
      method: z.literal('courier'),
      city_code: Id,
      /**
       * The street address, for an order placed without one (placed for pickup): a courier
       * needs it. Kept on the order; absent, the order's own address is used.
       */
      address: optionalText(300),
    }),
    // A location's code; the server checks it names an active pickup point (GET /locations).
    z.strictObject({ method: z.literal('pickup'), shop_id: LocationCode }),
  ],
  fieldError('invalid_value'),
);
export type DeliveryChoice = z.infer<typeof DeliveryChoice>;

export const SetDeliveryBody = z.strictObject({
  order_id: Id,
  delivery: DeliveryChoice,
});

export const deliveryEndpoints = endpoints({
  'GET /delivery/cdek/cities': {
    summary: 'Places CDEK delivers to whose name begins with what was typed, in one country (Kyrgyzstan by default)',
    query: DeliveryCitiesQuery,
    response: DeliveryCityList,
    errors: [400, 429, 503],
  },
});

/**
 * The orders module's endpoint that takes a delivery choice. Its entry lives here, beside its
 * body, so that orders.ts (whose form schema the storefront's checkout imports) does not load
 * the delivery schemas into the storefront (docs/decisions/014).
 */
export const orderDeliveryEndpoints = endpoints({
  'POST /orders/set_delivery': {
    summary: 'Choose courier (a CDEK city) or pickup (a shop) for an unpaid order',
    body: SetDeliveryBody,
    response: OrderDetail,
    errors: [400, 401, 404, 409, 429, 503],
  },
});
