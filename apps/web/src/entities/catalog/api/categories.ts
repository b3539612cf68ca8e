import { useQuery } from '@tanstack/react-query';
import { call, queryKeyOf } from '@/shared/api/client';
import { useLanguage } from '@/shared/i18n/use-language';

/** The two-level category tree (menu, drawer, filters), in the interface language. */
export function useCategories({ enabled = true }: { enabled?: boolean } = {}) {
  const language = useLanguage();
  const query = { lang: language };
  return useQuery({
    queryKey: queryKeyOf('GET /categories', { query }),
    queryFn: ({ signal }) => call('GET /categories', { query, signal }),
    staleTime: 10 * 60_000,
    enabled,
  });
}
