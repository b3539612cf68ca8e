import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call, queryKeyOf } from '@/shared/api/client';
import { useLanguage } from '@/shared/i18n/use-language';

/** Spec §7, §9: search-as-you-type asks for the first 50 matches. */
export const SEARCH_PAGE_SIZE = 50;

/** Matches for what the shopper typed; nothing is asked for empty text (spec §5). */
export function useProductSearch(text: string) {
  const language = useLanguage();
  const search = text.trim();
  const query = { search, page: 1, page_size: SEARCH_PAGE_SIZE, lang: language };
  return useQuery({
    queryKey: queryKeyOf('GET /products/search', { query }),
    queryFn: ({ signal }) => call('GET /products/search', { query, signal }),
    enabled: search.length > 0,
    placeholderData: keepPreviousData,
  });
}
