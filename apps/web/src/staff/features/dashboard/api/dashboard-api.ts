import { useQuery } from '@tanstack/react-query';
import { call, queryKeyOf } from '@/staff/shared/api/client';

/** Refreshed every minute while open: the figures move with the day. */
export function useDashboard() {
  return useQuery({
    queryKey: queryKeyOf('GET /staff/dashboard'),
    queryFn: ({ signal }) => call('GET /staff/dashboard', { signal }),
    refetchInterval: 60_000,
  });
}
