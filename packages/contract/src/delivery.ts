import { z } from 'zod';
import { queryInt } from './common.js';
import { endpoints } from './endpoint.js';
import { fieldError, Id, typedText } from './fields.js';
import { OrderDetail } from './orders.js';
import { shopIds } from './store-info.js';

export const DeliveryCitiesQuery = z.object({
  /** What the shopper has typed so far. */
  city: typedText(60).optional(),
  /** ISO 3166-1 alpha-2 codes, comma-separated; Kyrgyzstan by default. */
  country_codes: z
    .string()
    .regex(/^[A-Za-z]{2}(,[A-Za-z]{2})*$/, 'Comma-separated two-letter country codes')
    .transform((value) => value.toUpperCase().split(','))
    .optional(),
  page: queryInt({ min: 0, max: 1000 }).default(0),
  size: queryInt({ min: 1, max: 100 }).default(20),
});

export const DeliveryCity = z.object({
  code: z.number().int(),
  city: z.string(),
  region: z.string().nullable(),
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
    }),
    z.strictObject({ method: z.literal('pickup'), shop_id: z.enum(shopIds, fieldError('invalid_value')) }),
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
    summary: 'Cities CDEK delivers to, by the first letters typed (Kyrgyzstan by default)',
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
