import type { PromoCodeBody } from '@aruu/contract/staff-promotions';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, queryKeyOf } from '@/staff/shared/api/client';

const listKey = queryKeyOf('GET /staff/promo-codes');

export function usePromoCodes() {
  return useQuery({ queryKey: listKey, queryFn: ({ signal }) => call('GET /staff/promo-codes', { signal }) });
}

/** Creates a code (`id` undefined) or replaces an existing one's rules. */
export function useSavePromoCode() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: PromoCodeBody }) =>
      id === undefined
        ? call('POST /staff/promo-codes', { body })
        : call('PUT /staff/promo-codes/:id', { params: { id: String(id) }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: listKey }),
  });
}

export function useSetPromoActive() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: number; active: boolean }) =>
      call(active ? 'POST /staff/promo-codes/:id/resume' : 'POST /staff/promo-codes/:id/pause', {
        params: { id: String(id) },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: listKey }),
  });
}
