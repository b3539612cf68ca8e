import type { z } from 'zod';
import { somAmountToTyiynRoundedUp } from './cdek-amount.js';
import { CdekError, errorsInBody } from './cdek-error.js';
import { bodyOfSuccess, type CdekHttpOptions, type CdekReply, sendToCdek } from './cdek-http.js';
import { CityReply, SuggestReply, TariffListReply, TariffReply } from './cdek-replies.js';
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
  /** A place's full official name: CDEK matches it in full, never a part ("Должно соответствовать полностью"). */
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

/** One of CDEK's suggestions for what a shopper has typed; `fullName` names place, region and country. */
export interface CdekCitySuggestion {
  code: number;
  fullName: string;
  /** Absent when CDEK leaves it out; the query's country then. */
  countryCode?: string;
}

export interface CdekRoute {
  fromCityCode: number;
  toCityCode: number;
  weightGrams: number;
  lengthCm?: number;
  widthCm?: number;
  heightCm?: number;
}

export interface CdekTariffQuery extends CdekRoute {
  tariffCode: number;
}

/** A tariff CDEK sells on a route, as `calculator/tarifflist` lists it. */
export interface CdekOfferedTariff {
  code: number;
  name: string;
  /** CDEK's delivery_mode: 1 door-door, 2 door-office, 3 office-door, 4 office-office, 6/7 … to a parcel locker. */
  deliveryMode?: number;
  /** The delivery alone in the request's currency, for comparing tariffs; the price to charge comes from `tariff`. */
  deliverySum: number;
  periodMin: number;
  periodMax: number;
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
  /** An access token (the cached one while it lives): proves the account's id and secret. */
  token(): Promise<string>;
  /** `location/cities`: places by exact filters (a code, a full name, countries). */
  cities(query?: CdekCityQuery): Promise<CdekCity[]>;
  /** `location/suggest/cities`: places whose name begins with what was typed, in one country. */
  suggestCities(query: { name: string; countryCode?: string }): Promise<CdekCitySuggestion[]>;
  /** `calculator/tarifflist`: the tariffs CDEK sells on a route, priced. */
  tariffList(route: CdekRoute): Promise<CdekOfferedTariff[]>;
  /** `calculator/tariff`: one tariff's price in som, as CDEK will bill it. */
  tariff(query: CdekTariffQuery): Promise<CdekTariffQuote>;
}

/** CDEK's currency ids are integers; 9 is the Kyrgyz som. */
const CURRENCY_KGS = 9;
/** Calculator `type`: 1 = online shop, which is what our contract with CDEK will be. */
const TYPE_ONLINE_SHOP = 1;

function calculatorBody(route: CdekRoute) {
  return {
    type: TYPE_ONLINE_SHOP,
    currency: CURRENCY_KGS,
    from_location: { code: route.fromCityCode },
    to_location: { code: route.toCityCode },
    packages: [{ weight: route.weightGrams, length: route.lengthCm, width: route.widthCm, height: route.heightCm }],
  };
}

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

  const getJson = (path: string) => authorised(path, { method: 'GET' });
  const postJson = (path: string, body: unknown) =>
    authorised(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

  function parseReply<S extends z.ZodType>(schema: S, reply: CdekReply, what: string): z.output<S> {
    const body = bodyOfSuccess(reply, what);
    const parsed = schema.safeParse(body);
    if (parsed.success) return parsed.data;
    // CDEK sometimes says 200 and puts the refusal in `errors` instead of the result.
    const errors = errorsInBody(body);
    const summary = errors.map((error) => `${error.code}: ${error.message}`).join('; ');
    if (errors.length > 0)
      throw new CdekError('bad_request', `CDEK refused the ${what} request (${summary})`, { errors });
    throw new CdekError('unavailable', `CDEK answered the ${what} request with an unexpected body`);
  }

  return {
    token: () => tokens.get(),

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
      const cities = parseReply(CityReply, await getJson(`/location/cities?${params}`), 'city search');
      return cities.map((city) => ({
        code: city.code,
        city: city.city,
        ...(city.region ? { region: city.region } : {}),
        countryCode: city.country_code,
        ...(city.country ? { country: city.country } : {}),
      }));
    },

    async suggestCities({ name, countryCode }) {
      const params = new URLSearchParams({ name, ...(countryCode ? { country_code: countryCode } : {}) });
      const found = parseReply(SuggestReply, await getJson(`/location/suggest/cities?${params}`), 'city suggestion');
      return found.map((city) => ({
        code: city.code,
        fullName: city.full_name,
        ...(city.country_code ? { countryCode: city.country_code } : {}),
      }));
    },

    async tariffList(route) {
      const reply = await postJson('/calculator/tarifflist', calculatorBody(route));
      const { tariff_codes: offered } = parseReply(TariffListReply, reply, 'tariff list');
      return offered.map((tariff) => ({
        code: tariff.tariff_code,
        name: tariff.tariff_name,
        ...(tariff.delivery_mode === undefined ? {} : { deliveryMode: tariff.delivery_mode }),
        deliverySum: tariff.delivery_sum,
        periodMin: tariff.period_min,
        periodMax: tariff.period_max,
      }));
    },

    async tariff(query) {
      const reply = await postJson('/calculator/tariff', { ...calculatorBody(query), tariff_code: query.tariffCode });
      const quote = parseReply(TariffReply, reply, 'tariff');
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
