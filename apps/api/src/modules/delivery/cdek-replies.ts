import { z } from 'zod';

/*
 * What the adapter reads of CDEK's answers. Lenient on purpose: CDEK adds fields freely; only
 * what the store uses is required. Shapes from CDEK's API 2.0 docs (yuque.com/cdek/api2:
 * cities, tariff_code_calc, available_tariff) and, for suggest/cities, the fields two
 * independent clients read (docs/decisions/045).
 */

export const CityReply = z.array(
  z.object({
    code: z.number().int(),
    city: z.string(),
    region: z.string().optional(),
    country_code: z.string(),
    country: z.string().optional(),
  }),
);

/** `full_name` is "place, [region, …] country", e.g. "Москва, Россия". */
export const SuggestReply = z.array(
  z.object({
    code: z.number().int(),
    city_uuid: z.string().optional(),
    full_name: z.string().min(1),
    country_code: z.string().optional(),
  }),
);

export const TariffReply = z.object({
  delivery_sum: z.number().nonnegative(),
  total_sum: z.number().nonnegative().optional(),
  period_min: z.number().int(),
  period_max: z.number().int(),
  currency: z.string().optional(),
});

/** An empty list is an answer (nothing is sold on the route); a missing one is not. */
export const TariffListReply = z.object({
  tariff_codes: z.array(
    z.object({
      tariff_code: z.number().int(),
      tariff_name: z.string(),
      delivery_mode: z.number().int().optional(),
      delivery_sum: z.number().nonnegative(),
      period_min: z.number().int(),
      period_max: z.number().int(),
    }),
  ),
});
