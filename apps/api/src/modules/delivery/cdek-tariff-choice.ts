import type { CdekCitySuggestion, CdekOfferedTariff } from './cdek-client.js';

/**
 * The cheapest of the configured tariffs CDEK sells on the route; a tie goes to the one
 * configured first. Undefined when CDEK sells none of them there (docs/decisions/045).
 */
export function cheapestConfiguredTariff(
  offered: readonly CdekOfferedTariff[],
  configured: readonly number[],
): CdekOfferedTariff | undefined {
  const rank = (tariff: CdekOfferedTariff) => configured.indexOf(tariff.code);
  return offered
    .filter((tariff) => rank(tariff) >= 0)
    .sort((a, b) => a.deliverySum - b.deliverySum || rank(a) - rank(b))[0];
}

/**
 * A suggestion's `full_name` ("Ош, Ошская обл., Киргизия"; "Москва, Россия") as the place and
 * its region. The last part is the country, which the storefront names in the shopper's
 * language from the country code instead.
 */
export function placeOf(suggestion: CdekCitySuggestion): { city: string; region: string | null } {
  const parts = suggestion.fullName
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const [city = suggestion.fullName.trim(), ...rest] = parts;
  const region = rest.slice(0, -1).join(', ');
  return { city, region: region || null };
}
