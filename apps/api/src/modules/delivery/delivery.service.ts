import type { Language } from '@aruu/contract/common';
import type { DeliveryChoice, DeliveryEstimate } from '@aruu/contract/delivery';
import { storeInfo } from '@aruu/contract/store-info';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../http/app-error.js';
import { TtlCache } from '../../lib/ttl-cache.js';
import { roundUpToWholeSom } from './cdek-amount.js';
import type { CdekCity, CdekCitySuggestion, CdekClient } from './cdek-client.js';
import { CdekError } from './cdek-error.js';
import { cheapestConfiguredTariff, placeOf } from './cdek-tariff-choice.js';

/** How the parcel reaches the buyer: a courier to the door, or a CDEK pickup point. */
export type CdekDeliveryMode = 'door' | 'pickupPoint';

export interface DeliverySettings {
  senderCityCode: number;
  cityFeeTyiyn: number;
  freeFromTyiyn: number;
  /** Days the shop's own courier takes in its city once an order leaves. */
  cityCourierDays: number;
  /** The CDEK tariffs each mode may use; the cheapest CDEK sells on the route is taken. */
  tariffCodes: Record<CdekDeliveryMode, readonly number[]>;
}

/** A cosmetics parcel: the box plus a typical item; precise weights come with the back office. */
const PACKAGE_WEIGHT_GRAMS = 200;
const ITEM_WEIGHT_GRAMS = 300;

/** The CDEK tariff a courier delivery was priced with, and the days CDEK expects it to take. */
export interface CdekTariffChoice {
  code: number;
  name: string;
  daysMin: number;
  daysMax: number;
}

export interface DeliveryQuote {
  method: 'courier' | 'pickup';
  feeTyiyn: number;
  cityCode: number | null;
  city: string | null;
  shopId: string | null;
  /** Null for pickup and for the shop's own city (a flat fee, no CDEK quote). */
  tariff: CdekTariffChoice | null;
  /** Courier in the shop's own city is free from this value of goods; null elsewhere. */
  freeFromTyiyn: number | null;
}

/** Where courier orders leave from: its closing hour (null: the shop's daily hours) and closed weekdays. */
export interface CourierDispatch {
  closes: string | null;
  closedWeekdays: number[];
}

export type DeliveryService = ReturnType<typeof createDeliveryService>;

/**
 * CDEK's localisation (`lang` of `location/cities`: rus, eng, zho) for a page's language. It has
 * no Kyrgyz: a Kyrgyz page keeps CDEK's Russian names, in the Cyrillic Kyrgyz writes places in.
 */
const cdekLanguage = (lang: Language) => (lang === 'en' ? 'eng' : 'rus');

const notPossible = () =>
  new AppError('invalid_data', 'unknown_delivery_city', 'Delivery to this city is not possible');

function unavailable(error: unknown): never {
  if (error instanceof CdekError && error.kind !== 'unavailable') throw notPossible();
  throw new AppError('unavailable', 'delivery_unavailable', 'The delivery service does not answer, try again shortly');
}

export function createDeliveryService(deps: {
  cdek: CdekClient;
  settings: DeliverySettings;
  log: FastifyBaseLogger;
  /** Whether an active pickup point has this code (the locations module's records; app.ts hands it in). */
  pickupPointOpen: (code: string) => Promise<boolean>;
  /** The location courier orders leave from (the locations module's records; app.ts hands it in). */
  courierDispatch: () => Promise<CourierDispatch | null>;
}) {
  const { cdek, settings, log, pickupPointOpen, courierDispatch } = deps;
  // City lists change a few times a year; typing the same letters should not reach CDEK again.
  const suggestionCache = new TtlCache<CdekCitySuggestion[]>({ ttlMs: 60 * 60 * 1000, maxEntries: 2000 });
  const cityCache = new TtlCache<CdekCity[]>({ ttlMs: 60 * 60 * 1000, maxEntries: 2000 });
  // Product pages ask for the same few cities all day; CDEK's days change with its timetable.
  const daysCache = new TtlCache<CdekTariffChoice>({ ttlMs: 60 * 60 * 1000, maxEntries: 2000 });

  /**
   * The places CDEK suggests for what the shopper has typed, in one country, named in the page's
   * language (issue 29). CDEK documents a language only for `location/cities`, not for its
   * suggestions (Russian): on an English page each suggestion is named by its code there.
   */
  async function cities(query: { city: string; countryCode: string; size: number; lang: Language }) {
    const key = JSON.stringify([query.city.toLocaleLowerCase('ru'), query.countryCode]);
    const found = await suggestionCache
      .getOrLoad(key, () => cdek.suggestCities({ name: query.city, countryCode: query.countryCode }))
      .catch(unavailable);
    const language = cdekLanguage(query.lang);
    return Promise.all(
      found.slice(0, query.size).map(async (suggestion) => ({
        code: suggestion.code,
        ...(language === 'rus' ? placeOf(suggestion) : namedPlace(await cityByCode(suggestion.code, language))),
        country_code: suggestion.countryCode ?? query.countryCode,
      })),
    );
  }

  async function cityByCode(code: number, lang: 'rus' | 'eng' = 'rus'): Promise<CdekCity> {
    const [city] = await cityCache
      .getOrLoad(`code:${code}:${lang}`, () => cdek.cities({ code, lang }))
      .catch(unavailable);
    if (!city) throw notPossible();
    return city;
  }

  /**
   * CDEK's price for this parcel from the shop's city: the cheapest tariff of the mode's list
   * that CDEK sells on the route (`tarifflist`), then that tariff's own quote, which names the
   * currency and adds what CDEK bills on top (insurance), rounded up to whole som. None sold: the shopper is told
   * delivery is not possible, the operator which tariffs the route does offer.
   */
  async function cdekDelivery(mode: CdekDeliveryMode, toCityCode: number, weightGrams: number) {
    const route = { fromCityCode: settings.senderCityCode, toCityCode, weightGrams };
    const offered = await cdek.tariffList(route).catch(unavailable);
    const chosen = cheapestConfiguredTariff(offered, settings.tariffCodes[mode]);
    if (!chosen) {
      log.warn(
        {
          mode,
          fromCityCode: route.fromCityCode,
          toCityCode,
          configured: settings.tariffCodes[mode],
          offered: offered.map((tariff) => `${tariff.code} ${tariff.name}`),
        },
        'CDEK sells none of the configured tariffs on this route',
      );
      throw notPossible();
    }
    const price = await cdek.tariff({ ...route, tariffCode: chosen.code }).catch(unavailable);
    return {
      // CDEK bills in fractions of a som; the shop charges whole som (see roundUpToWholeSom).
      feeTyiyn: roundUpToWholeSom(price.totalSumTyiyn),
      tariff: { code: chosen.code, name: chosen.name, daysMin: price.periodMin, daysMax: price.periodMax },
    };
  }

  /**
   * What delivering these goods costs: free pickup at a shop; courier in the shop's city free
   * from the threshold (spec §9) and a flat fee below it; other cities at CDEK's tariff.
   */
  async function quote(
    choice: DeliveryChoice,
    goods: { valueTyiyn: number; itemCount: number },
    /** The language of the answer's city name; what an order stores is CDEK's own (Russian). */
    lang: Language = 'ru',
  ): Promise<DeliveryQuote> {
    if (choice.method === 'pickup') {
      if (!(await pickupPointOpen(choice.shop_id))) {
        throw new AppError('invalid_data', 'validation_failed', 'Invalid data', {
          'delivery.shop_id': { code: 'invalid_value', message: 'No open pickup point has this code' },
        });
      }
      return {
        method: 'pickup',
        feeTyiyn: 0,
        cityCode: null,
        city: null,
        shopId: choice.shop_id,
        tariff: null,
        freeFromTyiyn: null,
      };
    }
    const city = await cityByCode(choice.city_code, cdekLanguage(lang));
    if (city.code === settings.senderCityCode) {
      const fee = goods.valueTyiyn >= settings.freeFromTyiyn ? 0 : settings.cityFeeTyiyn;
      const freeFromTyiyn = settings.freeFromTyiyn;
      return {
        method: 'courier',
        feeTyiyn: fee,
        cityCode: city.code,
        city: city.city,
        shopId: null,
        tariff: null,
        freeFromTyiyn,
      };
    }
    const priced = await cdekDelivery('door', city.code, PACKAGE_WEIGHT_GRAMS + ITEM_WEIGHT_GRAMS * goods.itemCount);
    return {
      method: 'courier',
      feeTyiyn: priced.feeTyiyn,
      cityCode: city.code,
      city: city.city,
      shopId: null,
      tariff: priced.tariff,
      freeFromTyiyn: null,
    };
  }

  /**
   * How long courier delivery to a city takes (the shop's own city when none is named): the own
   * courier's days there, CDEK's for one item elsewhere; and when an order leaves — the sending
   * location's closing hour (the shop's daily hours for a warehouse without its own) and closed
   * weekdays, which are also the own courier's days off.
   */
  async function estimate(query: { cityCode: number | undefined; lang: Language }): Promise<DeliveryEstimate> {
    const code = query.cityCode ?? settings.senderCityCode;
    const [city, dispatch] = await Promise.all([cityByCode(code, cdekLanguage(query.lang)), courierDispatch()]);
    const ownCourier = city.code === settings.senderCityCode;
    const days = ownCourier
      ? { daysMin: settings.cityCourierDays, daysMax: settings.cityCourierDays }
      : await daysCache.getOrLoad(String(city.code), async () => {
          const priced = await cdekDelivery('door', city.code, PACKAGE_WEIGHT_GRAMS + ITEM_WEIGHT_GRAMS);
          return priced.tariff;
        });
    const closedWeekdays = dispatch?.closedWeekdays ?? [];
    return {
      city_code: city.code,
      city: city.city,
      own_courier: ownCourier,
      days_min: days.daysMin,
      days_max: days.daysMax,
      cutoff: dispatch?.closes ?? storeInfo.hours.closes,
      closed_weekdays: closedWeekdays,
      arrival_closed_weekdays: ownCourier ? closedWeekdays : [],
    };
  }

  return { cities, quote, estimate };
}

/** A city as `location/cities` names it; no region when the place is its own region (Bishkek). */
function namedPlace(city: CdekCity): { city: string; region: string | null } {
  return { city: city.city, region: city.region && city.region !== city.city ? city.region : null };
}
