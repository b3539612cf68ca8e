import { useQuery } from '@tanstack/react-query';
import { call, queryKeyOf } from '@/shared/api/client';
import { useLanguage } from '@/shared/i18n/use-language';
import { countryOf } from '@/shared/lib/countries';
import { cityNamesMatch } from './delivery-cities';

/**
 * How long courier delivery to a city takes (the shop's own city without a code), named in the
 * page's language. Days change with CDEK's timetable, not by the minute.
 */
export function useDeliveryEstimate(cityCode: number | undefined, enabled = true) {
  const query = { lang: useLanguage(), ...(cityCode ? { city_code: String(cityCode) } : {}) };
  return useQuery({
    queryKey: queryKeyOf('GET /delivery/estimate', { query }),
    queryFn: ({ signal }) => call('GET /delivery/estimate', { query, signal }),
    enabled,
    staleTime: 30 * 60_000,
    retry: false,
  });
}

/**
 * The courier service's code of the city of a saved address (the signed-in shopper's), when its
 * list has a city of exactly that name (as checkout preselects it); null when there is none.
 */
export function useSavedCityCode(address: { city: string; country: string } | null | undefined): number | null {
  const city = address?.city.trim() ?? '';
  const countryCode = countryOf(address?.country ?? '')?.code ?? 'KG';
  const found = useQuery({
    queryKey: ['saved-city-code', city, countryCode],
    // Saved as typed: CDEK's Russian name (what an order keeps) or the English one.
    queryFn: async ({ signal }) => {
      for (const lang of ['ru', 'en'] as const) {
        const query = { city, country_code: countryCode, size: 8, lang };
        const cities = await call('GET /delivery/cdek/cities', { query, signal });
        const found = cities.find((option) => cityNamesMatch(option.city, city));
        if (found) return found.code;
      }
      return null;
    },
    enabled: city.length > 0,
    staleTime: 60 * 60_000,
    retry: false,
  });
  return (city && found.data) || null;
}
