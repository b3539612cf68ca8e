import type { Brand } from '@aruu/contract/catalog';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api/client';

/**
 * A handful of the shop's brands for the hero (spec §7 `GET brands/random_list`). Drawn once per
 * visit: the row does not reshuffle while the shopper looks at it.
 */
export function useRandomBrands(count: number) {
  return useQuery({
    queryKey: ['brands', 'random', count],
    queryFn: ({ signal }) => api.get<Brand[]>('brands/random_list', { count }, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
