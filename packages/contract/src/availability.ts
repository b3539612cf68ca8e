import { z } from 'zod';
import { IdParam, LangQuery } from './common.js';
import { endpoints } from './endpoint.js';
import { OrderShop } from './locations.js';

/**
 * What the storefront says about stock per shop (issue 26, docs/decisions/058): per pickup shop,
 * whether a shade is on its shelf or can be brought from another location.
 */

/**
 * How a shade stands at one pickup shop for the storefront: on the shelf, a few left, or not
 * there but elsewhere, so it can be brought in `days`.
 */
export const shopAvailabilityStates = ['in_stock', 'few_left', 'can_bring', 'none'] as const;
export const ShopAvailabilityState = z.enum(shopAvailabilityStates);
export type ShopAvailabilityState = z.infer<typeof ShopAvailabilityState>;

export const ShopAvailability = z
  .object({
    code: z.string(),
    name: z.string(),
    address: z.string(),
    state: ShopAvailabilityState,
    /** With `can_bring`: the days it takes; otherwise null. */
    days: z.number().int().nullable(),
    /** Where it would be brought from (`can_bring`), in the asked language. */
    from: z.string().nullable(),
    /** The shop's closing hour (`HH:MM`, Bishkek): an order after it is ready a day later. */
    closes: z.string().nullable(),
    /** Weekdays the shop is closed (0 = Sunday): an order is not ready on them. */
    closed_weekdays: z.array(z.number().int()),
  })
  .meta({ id: 'ShopAvailability' });
export type ShopAvailability = z.infer<typeof ShopAvailability>;

export const VariationAvailability = z
  .object({ variation_id: z.number().int(), shops: z.array(ShopAvailability) })
  .meta({ id: 'VariationAvailability' });
export type VariationAvailability = z.infer<typeof VariationAvailability>;

export const ProductAvailability = z
  .object({ product_id: z.number().int(), variations: z.array(VariationAvailability) })
  .meta({ id: 'ProductAvailability' });
export type ProductAvailability = z.infer<typeof ProductAvailability>;

export const ProductAvailabilityParam = z.object({ product_id: IdParam.shape.id });

export const availabilityEndpoints = endpoints({
  'GET /products/:product_id/availability': {
    summary: "Per pickup shop, how each of the product's shades stands: in stock, a few left, can be brought in N days",
    params: ProductAvailabilityParam,
    query: LangQuery,
    response: ProductAvailability,
    errors: [400, 404],
  },
});

export const PickupOptionsQuery = LangQuery.extend({
  /** The shopper's unpaid order (its units count as its own); without it, the cart. */
  order_id: IdParam.shape.id.optional(),
});
export type PickupOptionsQuery = z.input<typeof PickupOptionsQuery>;

/**
 * A pickup shop for the checkout, judged for the cart (or the unpaid order) by the rule that
 * takes the order's units (docs/decisions/058): whether every line is on its shelf, and if not,
 * in how many days the rest is brought and from where.
 */
export const PickupOption = OrderShop.extend({
  /** Weekdays the shop is closed (0 = Sunday): an order is not ready on them. */
  closed_weekdays: z.array(z.number().int()),
  /** Every line's units are free on this shop's shelf (an order's own units there count). */
  all_here: z.boolean(),
  /** 0 when everything is here; else the shop's transfer days. */
  ready_in_days: z.number().int(),
  /** Lines part or all of which must be brought from another location. */
  lines_to_bring: z.number().int(),
  /** Lines no location holds enough of (the order would be refused until the cart changes). */
  lines_short: z.number().int(),
  /** Where the brought units come from, in the asked language, in the order they are taken. */
  from: z.array(z.string()),
}).meta({ id: 'PickupOption' });
export type PickupOption = z.infer<typeof PickupOption>;

/** Shops with everything first, then in the shop's order. */
export const PickupOptionList = z.array(PickupOption).meta({ id: 'PickupOptionList' });
export type PickupOptionList = z.infer<typeof PickupOptionList>;

export const pickupOptionEndpoints = endpoints({
  'GET /checkout/pickup-options': {
    summary: 'The pickup shops for my cart (or my unpaid order): which have everything, and when the rest is ready',
    query: PickupOptionsQuery,
    response: PickupOptionList,
    errors: [400, 401, 404, 409],
  },
});
