import { z } from 'zod';
import { IdParam, LangQuery } from './common.js';
import { endpoints } from './endpoint.js';

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
