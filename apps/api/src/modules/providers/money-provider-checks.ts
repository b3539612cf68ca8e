import type { CdekClient } from '../delivery/cdek-client.js';
import type { UdsClient } from '../loyalty/uds-client.js';
import { checkUdsCompany } from '../loyalty/uds-company.js';
import type { FreedomPayClient } from '../payments/freedom-pay/freedom-pay-client.js';
import type { ProviderCheck } from './check-line.js';

type Outcome = Omit<ProviderCheck, 'provider'>;

/** A signed get_status3 for a payment that cannot exist: proves the merchant id and the secret key. */
export async function checkFreedomPay(client: FreedomPayClient, merchantId: string): Promise<Outcome> {
  const check = await client.checkCredentials();
  return check.ok
    ? { outcome: 'ok', detail: `merchant ${merchantId}: signed get_status3 answered and its signature verifies` }
    : { outcome: 'failed', detail: `merchant ${merchantId}: ${check.reason}` };
}

/** `GET /settings`: the company answers, and counts its points in som. */
export async function checkUds(client: Pick<UdsClient, 'getSettings'>): Promise<Outcome> {
  const check = await checkUdsCompany(client);
  switch (check.status) {
    case 'ok':
      return { outcome: 'ok', detail: `company ${check.companyId} «${check.name}», points in ${check.currency}` };
    case 'wrong_currency':
      return {
        outcome: 'failed',
        detail: `company ${check.companyId} «${check.name}» counts points in ${check.currency ?? 'no currency'}, not KGS: the shop will refuse to spend them`,
      };
    default:
      return { outcome: 'failed', detail: check.reason };
  }
}

export interface CdekCheckSettings {
  senderCityCode: number;
  doorTariffCodes: readonly number[];
}

/** A parcel the check prices: what a typical order of a few cosmetics weighs. */
const SAMPLE_WEIGHT_GRAMS = 500;

/**
 * A token, the suggestions for Бишкек and Ош, and the tariffs sold from the sender city to Ош:
 * proves the account, that CDEK_SENDER_CITY_CODE is Bishkek, and that a configured door tariff
 * is sold on the route most of the shop's parcels take.
 */
export async function checkCdek(client: CdekClient, settings: CdekCheckSettings): Promise<Outcome> {
  await client.token();
  const bishkek = await firstCity(client, 'Бишкек');
  const osh = await firstCity(client, 'Ош');
  if (bishkek.code !== settings.senderCityCode) {
    return {
      outcome: 'failed',
      detail: `CDEK_SENDER_CITY_CODE is ${settings.senderCityCode}, but CDEK codes ${bishkek.fullName} as ${bishkek.code}`,
    };
  }
  const offered = await client.tariffList({
    fromCityCode: settings.senderCityCode,
    toCityCode: osh.code,
    weightGrams: SAMPLE_WEIGHT_GRAMS,
  });
  const sold = offered.filter((tariff) => settings.doorTariffCodes.includes(tariff.code)).map((tariff) => tariff.code);
  const route = `${bishkek.code} → ${osh.code} (${osh.fullName})`;
  if (sold.length === 0) {
    const codes = offered.map((tariff) => tariff.code).join(', ') || 'none';
    return {
      outcome: 'failed',
      detail: `none of CDEK_DOOR_TARIFF_CODES (${settings.doorTariffCodes.join(', ')}) is sold on ${route}; CDEK offers: ${codes}`,
    };
  }
  return {
    outcome: 'ok',
    detail: `token issued; sender city ${bishkek.fullName}; door tariffs sold on ${route}: ${sold.join(', ')}`,
  };
}

async function firstCity(client: CdekClient, name: string) {
  const [city] = await client.suggestCities({ name, countryCode: 'KG' });
  if (!city) throw new Error(`CDEK suggests no city for «${name}» in Kyrgyzstan`);
  return city;
}
