import type { Language } from '@aruu/contract/languages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, queryKeyOf } from '@/shared/api/client';
import { useLanguage } from '@/shared/i18n/use-language';

/**
 * The shop's pickup points — its shops, in their order, with address and hours in the interface
 * language — as staff keep them (GET /locations). The footer asks on every page, so the pages the
 * server renders (catalogue, product, contacts) carry the answer in their HTML and the app
 * hydrates it without asking again.
 */
export function shopsQuery(language: Language) {
  const query = { lang: language };
  return queryOptions({
    queryKey: queryKeyOf('GET /locations', { query }),
    queryFn: ({ signal }) => call('GET /locations', { query, signal }),
    // Shops open and close a few times a year.
    staleTime: 10 * 60 * 1000,
  });
}

export function useShops() {
  return useQuery(shopsQuery(useLanguage()));
}
