import { z } from 'zod';
import { somAmountToTyiynRoundedUp } from './cdek-amount.js';
import { CdekError, errorsInBody } from './cdek-error.js';
import { bodyOfSuccess, type CdekHttpOptions, type CdekReply, sendToCdek } from './cdek-http.js';
import { createCdekTokenSource } from './cdek-token.js';

export interface CdekClientOptions {
  /** `https://api.cdek.ru/v2`, `https://api.edu.cdek.ru/v2`, or our simulator's `…/_sandbox/cdek/v2`. */
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  fetch?: typeof fetch;
  /** Per HTTP request, token requests included. */
  timeoutMs?: number;
}

export interface CdekCityQuery {
  /** ISO 3166 alpha-2; Kyrgyzstan unless said otherwise. */
  countryCodes?: string[];
  /** What the shopper has typed so far. */
  city?: string;
  /** One city by its CDEK code. */
  code?: number;
  /** 0-based; CDEK only honours it together with `size`. */
  page?: number;
  size?: number;
  lang?: 'rus' | 'eng';
}

export interface CdekCity {
  code: number;
  city: string;
  region?: string;
  countryCode: string;
  country?: string;
}

export interface CdekTariffQuery {
  tariffCode: number;
  fromCityCode: number;
  toCityCode: number;
  weightGrams: number;
  lengthCm?: number;
  widthCm?: number;
  heightCm?: number;
}

export interface CdekTariffQuote {
  /** The delivery itself, in tyiyn, rounded up. */
  deliverySumTyiyn: number;
  /** Delivery plus any service CDEK adds on its own (insurance); what CDEK will bill. */
  totalSumTyiyn: number;
  periodMin: number;
  periodMax: number;
  currency: 'KGS';
}

export interface CdekClient {
  cities(query?: CdekCityQuery): Promise<CdekCity[]>;
  tariff(query: CdekTariffQuery): Promise<CdekTariffQuote>;
}

/** CDEK's currency ids are integers; 9 is the Kyrgyz som. */
const CURRENCY_KGS = 9;
/** Calculator `type`: 1 = online shop, which is what our contract with CDEK will be. */
const TYPE_ONLINE_SHOP = 1;

// Lenient on purpose: CDEK adds fields freely; we read only what we use.
const CityReply = z.array(
  z.object({
    code: z.number().int(),
    city: z.string(),
    region: z.string().optional(),
    country_code: z.string(),
    country: z.string().optional(),
  }),
);

const TariffReply = z.object({
  delivery_sum: z.number().nonnegative(),
  total_sum: z.number().nonnegative().optional(),
  period_min: z.number().int(),
  period_max: z.number().int(),
  currency: z.string().optional(),
});

export function createCdekClient(options: CdekClientOptions): CdekClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const http: CdekHttpOptions = { fetch: options.fetch ?? fetch, timeoutMs: options.timeoutMs ?? 10_000 };
  const tokens = createCdekTokenSource(
    { baseUrl, clientId: options.clientId, clientSecret: options.clientSecret },
    http,
  );

  /** A call with the bearer token; a 401 means CDEK no longer honours it, so one retry with a new one. */
  async function authorised(path: string, init: RequestInit): Promise<CdekReply> {
    for (let attempt = 1; ; attempt++) {
      const token = await tokens.get();
      const reply = await sendToCdek(
        `${baseUrl}${path}`,
        { ...init, headers: { ...init.headers, authorization: `Bearer ${token}` } },
        http,
      );
      if (reply.status !== 401 || attempt === 2) return reply;
      tokens.drop(token);
    }
  }

  function parseReply<S extends z.ZodType>(schema: S, body: unknown, what: string): z.output<S> {
    const parsed = schema.safeParse(body);
    if (parsed.success) return parsed.data;
    // CDEK sometimes says 200 and puts the refusal in `errors` instead of the result.
    const errors = errorsInBody(body);
    if (errors.length > 0) throw new CdekError('bad_request', `CDEK refused the ${what} request`, { errors });
    throw new CdekError('unavailable', `CDEK answered the ${what} request with an unexpected body`);
  }

  return {
    async cities(query = {}) {
      // A lookup by code needs no country; a search defaults to Kyrgyzstan.
      const params = new URLSearchParams(
        query.code === undefined || query.countryCodes
          ? { country_codes: (query.countryCodes ?? ['KG']).join(',') }
          : {},
      );
      if (query.city) params.set('city', query.city);
      if (query.code !== undefined) params.set('code', String(query.code));
      if (query.size !== undefined) params.set('size', String(query.size));
      if (query.page !== undefined) params.set('page', String(query.page));
      if (query.lang) params.set('lang', query.lang);
      const reply = await authorised(`/location/cities?${params}`, { method: 'GET' });
      const cities = parseReply(CityReply, bodyOfSuccess(reply, 'city search'), 'city search');
      return cities.map((city) => ({
        code: city.code,
        city: city.city,
        ...(city.region ? { region: city.region } : {}),
        countryCode: city.country_code,
        ...(city.country ? { country: city.country } : {}),
      }));
    },

    async tariff(query) {
      const body = {
        type: TYPE_ONLINE_SHOP,
        currency: CURRENCY_KGS,
        tariff_code: query.tariffCode,
        from_location: { code: query.fromCityCode },
        to_location: { code: query.toCityCode },
        packages: [{ weight: query.weightGrams, length: query.lengthCm, width: query.widthCm, height: query.heightCm }],
      };
      const reply = await authorised('/calculator/tariff', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      const quote = parseReply(TariffReply, bodyOfSuccess(reply, 'tariff'), 'tariff');
      // Never label another currency's number as som: the contract currency may win over ours.
      if (quote.currency !== 'KGS') {
        throw new CdekError('bad_request', `CDEK quoted in ${quote.currency ?? 'an unnamed currency'}, not KGS`, {
          status: reply.status,
          errors: [{ code: 'unexpected_currency', message: `Quoted in ${quote.currency ?? 'no currency'}` }],
        });
      }
      return {
        deliverySumTyiyn: somAmountToTyiynRoundedUp(quote.delivery_sum),
        totalSumTyiyn: somAmountToTyiynRoundedUp(quote.total_sum ?? quote.delivery_sum),
        periodMin: quote.period_min,
        periodMax: quote.period_max,
        currency: 'KGS',
      };
    },
  };
}
