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

/** `lang` names the city as the city search does; no `city_code`: the shop's own city. */
export const DeliveryEstimateQuery = LangQuery.extend({
  /** A CDEK city code, as the city search answers it. */
  city_code: queryInt({ min: 1, max: 2_147_483_647 }).optional(),
});

/**
 * How long a courier delivery to one city takes, for the product page's estimate (issue 29): the
 * days on the way and what decides the day it leaves; the browser turns them into dates with
 * `deliveryDates` at the moment it shows them.
 */
export const DeliveryEstimate = z
  .object({
    city_code: z.number().int(),
    city: z.string(),
    /** The shop's own courier in its city; otherwise CDEK's courier. */
    own_courier: z.boolean(),
    /** Days from leaving to the door: the own courier's, or CDEK's for one item. */
    days_min: z.number().int(),
    days_max: z.number().int(),
    /** `HH:MM`, Bishkek: an order from this hour on leaves on the next open day. */
    cutoff: z.string().nullable(),
    /** Weekdays the sending location is closed, 0 = Sunday. */
    closed_weekdays: z.array(z.number().int()),
    /** Weekdays nothing arrives: the own courier's days off; none for CDEK (its days are calendar days). */
    arrival_closed_weekdays: z.array(z.number().int()),
  })
  .meta({ id: 'DeliveryEstimate' });
export type DeliveryEstimate = z.infer<typeof DeliveryEstimate>;

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
  'GET /delivery/estimate': {
    summary: "How long courier delivery to a city (the shop's own by default) takes and when an order leaves",
    query: DeliveryEstimateQuery,
    response: DeliveryEstimate,
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
