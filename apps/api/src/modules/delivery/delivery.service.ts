import type { DeliveryChoice } from '@aruu/contract/delivery';
import { AppError } from '../../http/app-error.js';
import { TtlCache } from '../../lib/ttl-cache.js';
import type { CdekCity, CdekClient } from './cdek-client.js';
import { CdekError } from './cdek-error.js';

export interface DeliverySettings {
  senderCityCode: number;
  cityFeeTyiyn: number;
  freeFromTyiyn: number;
}

/** Door delivery from the shop's warehouse, as CDEK names it (its tariff reply carries no name). */
const COURIER_TARIFF = { code: 137, name: 'Посылка склад-дверь' } as const;
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

export type DeliveryService = ReturnType<typeof createDeliveryService>;

function unavailable(error: unknown): never {
  if (error instanceof CdekError && error.kind !== 'unavailable') {
    throw new AppError('invalid_data', 'unknown_delivery_city', 'Delivery to this city is not possible');
  }
  throw new AppError('unavailable', 'delivery_unavailable', 'The delivery service does not answer, try again shortly');
}

export function createDeliveryService(deps: { cdek: CdekClient; settings: DeliverySettings }) {
  const { cdek, settings } = deps;
  // City lists change a few times a year; typing the same prefix should not reach CDEK again.
  const cityCache = new TtlCache<CdekCity[]>({ ttlMs: 60 * 60 * 1000, maxEntries: 2000 });

  async function cities(query: { city?: string; countryCodes?: string[]; page: number; size: number }) {
    const key = JSON.stringify([query.city?.toLowerCase() ?? '', query.countryCodes ?? ['KG'], query.page, query.size]);
    const found = await cityCache
      .getOrLoad(key, () =>
        cdek.cities({
          city: query.city || undefined,
          countryCodes: query.countryCodes,
          page: query.page,
          size: query.size,
        }),
      )
      .catch(unavailable);
    return found.map((city) => ({
      code: city.code,
      city: city.city,
      region: city.region ?? null,
      country_code: city.countryCode,
    }));
  }

  async function cityByCode(code: number): Promise<CdekCity> {
    const [city] = await cityCache.getOrLoad(`code:${code}`, () => cdek.cities({ code })).catch(unavailable);
    if (!city) throw new AppError('invalid_data', 'unknown_delivery_city', 'Delivery to this city is not possible');
    return city;
  }

  /**
   * What delivering these goods costs: free pickup at a shop; courier in the shop's city free
   * from the threshold (spec §9) and a flat fee below it; other cities at CDEK's tariff.
   */
  async function quote(
    choice: DeliveryChoice,
    goods: { valueTyiyn: number; itemCount: number },
  ): Promise<DeliveryQuote> {
    if (choice.method === 'pickup')
      return {
        method: 'pickup',
        feeTyiyn: 0,
        cityCode: null,
        city: null,
        shopId: choice.shop_id,
        tariff: null,
        freeFromTyiyn: null,
      };
    const city = await cityByCode(choice.city_code);
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
    const tariff = await cdek
      .tariff({
        tariffCode: COURIER_TARIFF.code,
        fromCityCode: settings.senderCityCode,
        toCityCode: city.code,
        weightGrams: PACKAGE_WEIGHT_GRAMS + ITEM_WEIGHT_GRAMS * goods.itemCount,
      })
      .catch(unavailable);
    return {
      method: 'courier',
      feeTyiyn: tariff.totalSumTyiyn,
      cityCode: city.code,
      city: city.city,
      shopId: null,
      tariff: { ...COURIER_TARIFF, daysMin: tariff.periodMin, daysMax: tariff.periodMax },
      freeFromTyiyn: null,
    };
  }

  return { cities, quote };
}
