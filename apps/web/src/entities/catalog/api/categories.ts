import type { Language } from '@aruu/contract/languages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, queryKeyOf } from '@/shared/api/client';
import { useLanguage } from '@/shared/i18n/use-language';

/** The two-level category tree (menu, drawer, filters), in the interface language. */
export function categoriesQuery(language: Language) {
  const query = { lang: language };
  return queryOptions({
    queryKey: queryKeyOf('GET /categories', { query }),
    queryFn: ({ signal }) => call('GET /categories', { query, signal }),
    staleTime: 10 * 60_000,
  });
}

export function useCategories({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...categoriesQuery(useLanguage()), enabled });
}
