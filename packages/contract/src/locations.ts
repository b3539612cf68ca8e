import { z } from 'zod';
import { IdParam, LangQuery } from './common.js';
import { endpoints } from './endpoint.js';
import { fieldError, optionalText, requiredText, typedText } from './fields.js';

/**
 * Where the shop keeps goods (issue 26, docs/decisions/058): its shops, which are pickup points,
 * and its online warehouse. Each has free and reserved units per variation; `variations.stock`,
 * what the catalogue sells, is their sum over the active locations that sell.
 */

/** A location's stable short name: `tsum`, `asia-mall`, `online`. */
export const LocationCode = z
  .string(fieldError('invalid_value'))
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9][a-z0-9-]{0,31}$/, 'invalid_value');
export type LocationCode = z.infer<typeof LocationCode>;

const ClockTime = z.string(fieldError('invalid_value')).regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'invalid_value');

/**
 * Weekdays a location is closed and sends nothing, 0 = Sunday: each once, in order, and at least
 * one day open. The delivery and pickup estimates skip them (delivery-dates.ts).
 */
export const ClosedWeekdays = z
  .array(
    z.number(fieldError('invalid_value')).int('invalid_value').min(0, 'invalid_value').max(6, 'invalid_value'),
    fieldError('invalid_value'),
  )
  .transform((days) => [...new Set(days)].sort((a, b) => a - b))
  .refine((days) => days.length < 7, 'invalid_value');

/**
 * A shop as an order or the checkout names it: name and address in one language (Russian where
 * empty), and its hours. Read from the location, so a renamed shop shows its new name.
 */
export const OrderShop = z
  .object({
    code: z.string(),
    name: z.string(),
    address: z.string(),
    opens: z.string().nullable(),
    closes: z.string().nullable(),
  })
  .meta({ id: 'OrderShop' });
export type OrderShop = z.infer<typeof OrderShop>;

/** A location as the storefront shows it, in the asked language (Russian where a text is empty). */
export const Location = OrderShop.extend({
  phone: z.string().nullable(),
  is_pickup_point: z.boolean(),
  /** Days to bring goods here from another location. */
  transfer_days: z.number().int(),
}).meta({ id: 'Location' });
export type Location = z.infer<typeof Location>;

export const LocationList = z.array(Location).meta({ id: 'LocationList' });
export type LocationList = z.infer<typeof LocationList>;

/** A location with every language, for the back office. */
export const StaffLocation = z
  .object({
    id: z.number().int(),
    code: z.string(),
    name: z.object({ ru: z.string(), ky: z.string(), en: z.string() }),
    address: z.object({ ru: z.string(), ky: z.string(), en: z.string() }),
    phone: z.string().nullable(),
    opens: z.string().nullable(),
    closes: z.string().nullable(),
    closed_weekdays: z.array(z.number().int()),
    is_pickup_point: z.boolean(),
    ships_courier: z.boolean(),
    active: z.boolean(),
    is_default: z.boolean(),
    transfer_days: z.number().int(),
    position: z.number().int(),
  })
  .meta({ id: 'StaffLocation' });
export type StaffLocation = z.infer<typeof StaffLocation>;

const LocalizedText = (max: number) =>
  z.strictObject({ ru: requiredText(max), ky: typedText(max).default(''), en: typedText(max).default('') });

export const LocationBody = z
  .strictObject({
    code: LocationCode,
    name: LocalizedText(80),
    address: LocalizedText(200),
    phone: optionalText(40),
    opens: ClockTime.nullish(),
    closes: ClockTime.nullish(),
    closed_weekdays: ClosedWeekdays.default([]),
    is_pickup_point: z.boolean(),
    ships_courier: z.boolean(),
    active: z.boolean().default(true),
    transfer_days: z
      .number(fieldError('invalid_value'))
      .int('invalid_value')
      .min(0, 'invalid_value')
      .max(60, 'invalid_value'),
    position: z
      .number(fieldError('invalid_value'))
      .int('invalid_value')
      .min(0, 'invalid_value')
      .max(1000, 'invalid_value')
      .default(0),
  })
  .refine((body) => (body.opens == null) === (body.closes == null), { path: ['closes'], message: 'invalid_value' });
export type LocationBody = z.input<typeof LocationBody>;
/** Everything but the code, which orders and import columns refer to, may change. */
export const LocationPatch = z.strictObject({
  name: LocalizedText(80).optional(),
  address: LocalizedText(200).optional(),
  phone: optionalText(40),
  opens: ClockTime.nullish(),
  closes: ClockTime.nullish(),
  closed_weekdays: ClosedWeekdays.optional(),
  is_pickup_point: z.boolean().optional(),
  ships_courier: z.boolean().optional(),
  active: z.boolean().optional(),
  is_default: z.literal(true).optional(),
  transfer_days: z
    .number(fieldError('invalid_value'))
    .int('invalid_value')
    .min(0, 'invalid_value')
    .max(60, 'invalid_value')
    .optional(),
  position: z
    .number(fieldError('invalid_value'))
    .int('invalid_value')
    .min(0, 'invalid_value')
    .max(1000, 'invalid_value')
    .optional(),
});
export type LocationPatch = z.input<typeof LocationPatch>;

export const LocationIdParam = z.object({ location_id: IdParam.shape.id });

/** A transfer's life: units are at the source while `created`, on the road in `in_transit`. */
export const stockTransferStatuses = ['created', 'in_transit', 'received', 'cancelled'] as const;
export const StockTransferStatus = z.enum(stockTransferStatuses);
export type StockTransferStatus = z.infer<typeof StockTransferStatus>;

export const locationEndpoints = endpoints({
  'GET /locations': {
    summary: "The shop's active locations open to shoppers (pickup points first), with address and hours",
    query: LangQuery,
    response: LocationList,
    errors: [400],
  },
});
