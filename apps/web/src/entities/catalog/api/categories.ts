import type { CategoryNode } from '@aruu/contract/catalog';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { useLanguage } from '@/shared/i18n/use-language';

/** The two-level category tree (menu, drawer, filters), in the interface language. */
export function useCategories({ enabled = true }: { enabled?: boolean } = {}) {
  const language = useLanguage();
  return useQuery({
    queryKey: ['catalog', language, 'categories'],
    queryFn: ({ signal }) => api.get<CategoryNode[]>('categories', { lang: language }, signal),
    staleTime: 10 * 60_000,
    enabled,
  });
}
