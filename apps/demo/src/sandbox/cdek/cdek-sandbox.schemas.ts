import { z } from 'zod';

/*
 * The simulator's own reading of CDEK API v2 (see shared/research/integrations.md §2). It is
 * deliberately written apart from the adapter's schemas, so a misreading on one side shows up
 * as a failing test instead of agreeing with itself.
 */

/** Credentials arrive form-encoded, or in the query string (which CDEK also accepts). */
export const TokenParams = z.object({
  grant_type: z.string().optional(),
  client_id: z.string().optional(),
  client_secret: z.string().optional(),
});

export const TokenReply = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
  expires_in: z.number().int(),
  scope: z.string(),
  jti: z.string(),
});

export const OAuthError = z.object({ error: z.string(), error_description: z.string() });

export const CdekErrors = z.object({ errors: z.array(z.object({ code: z.string(), message: z.string() })) });

/** `country_codes=KG,RU` or `country_codes=KG&country_codes=RU`. */
const codeList = z
  .union([z.string(), z.array(z.string())])
  .transform((value) => (Array.isArray(value) ? value : [value]).flatMap((part) => part.split(',')))
  .transform((codes) => codes.map((code) => code.trim()).filter(Boolean));

export const CityQuery = z.object({
  country_codes: codeList.optional(),
  city: z.string().optional(),
  code: z.coerce.number().int().optional(),
  size: z.coerce.number().int().min(1).max(10_000).optional(),
  page: z.coerce.number().int().min(0).optional(),
  lang: z.enum(['rus', 'eng', 'zho']).default('rus'),
});

export const CityReply = z.array(
  z.object({
    code: z.number().int(),
    city_uuid: z.string(),
    city: z.string(),
    country_code: z.string(),
    country: z.string(),
    region: z.string(),
    longitude: z.number(),
    latitude: z.number(),
    time_zone: z.string(),
    payment_limit: z.number(),
  }),
);

/** `name` is required by CDEK; `country_code` narrows to one country. */
export const SuggestQuery = z.object({
  name: z.string().min(1),
  country_code: z.string().length(2).optional(),
});

export const SuggestReply = z.array(
  z.object({ city_uuid: z.string(), code: z.number().int(), full_name: z.string(), country_code: z.string() }),
);

const Location = z.object({
  code: z.number().int().optional(),
  postal_code: z.string().optional(),
  address: z.string().optional(),
});

const CalculatorRequest = z.object({
  date: z.string().optional(),
  type: z.union([z.literal(1), z.literal(2)]).optional(),
  /** CDEK's currency id; without it, the contract's currency (this sandbox account: som). */
  currency: z.number().int().default(9),
  lang: z.string().optional(),
  from_location: Location,
  to_location: Location,
  services: z.array(z.object({ code: z.string(), parameter: z.string().optional() })).optional(),
  packages: z
    .array(
      z.object({
        weight: z.number().int().positive(),
        length: z.number().int().positive().optional(),
        width: z.number().int().positive().optional(),
        height: z.number().int().positive().optional(),
      }),
    )
    .min(1),
});

export const TariffRequest = CalculatorRequest.extend({ tariff_code: z.number().int() });
export const TariffListRequest = CalculatorRequest;

export const TariffListReply = z.object({
  tariff_codes: z.array(
    z.object({
      tariff_code: z.number().int(),
      tariff_name: z.string(),
      tariff_description: z.string(),
      delivery_mode: z.number().int(),
      delivery_sum: z.number(),
      period_min: z.number().int(),
      period_max: z.number().int(),
      calendar_min: z.number().int(),
      calendar_max: z.number().int(),
    }),
  ),
});

export const TariffReply = z.object({
  delivery_sum: z.number(),
  period_min: z.number().int(),
  period_max: z.number().int(),
  calendar_min: z.number().int(),
  calendar_max: z.number().int(),
  weight_calc: z.number().int(),
  services: z.array(z.object({ code: z.string(), sum: z.number() })),
  total_sum: z.number(),
  currency: z.string(),
});
