import { useQuery } from '@tanstack/react-query';
import { call, queryKeyOf } from '@/shared/api/client';

/**
 * A handful of the shop's brands for the hero (spec §7 `GET brands/random_list`). Drawn once per
 * visit: the row does not reshuffle while the shopper looks at it.
 */
export function useRandomBrands(count: number) {
  return useQuery({
    queryKey: queryKeyOf('GET /brands/random_list', { query: { count } }),
    queryFn: ({ signal }) => call('GET /brands/random_list', { query: { count }, signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
