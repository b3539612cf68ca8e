import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call, queryKeyOf } from '@/shared/api/client';
import { useLanguage } from '@/shared/i18n/use-language';

const citiesQuery = (city: string, countryCode: string) => ({ city, country_code: countryCode, size: 8 });

/** Places the courier service reaches whose name begins with what was typed, named in the interface language. */
export function useDeliveryCities(text: string, countryCode: string) {
  const query = { ...citiesQuery(text.trim(), countryCode), lang: useLanguage() };
  return useQuery({
    queryKey: queryKeyOf('GET /delivery/cdek/cities', { query }),
    queryFn: ({ signal }) => call('GET /delivery/cdek/cities', { query, signal }),
    enabled: query.city.length > 0,
    staleTime: 60 * 60_000,
    placeholderData: keepPreviousData,
  });
}

export function findDeliveryCities(city: string, countryCode: string) {
  return call('GET /delivery/cdek/cities', { query: citiesQuery(city, countryCode) });
}

/** Bishkek is written both ways; the courier service's list may use either. */
export function cityNamesMatch(a: string, b: string) {
  const norm = (city: string) => {
    const lower = city.trim().toLowerCase();
    return lower === 'бишкек' ? 'bishkek' : lower;
  };
  return norm(a) === norm(b);
}
