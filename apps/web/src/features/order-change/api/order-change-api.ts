import type { BuyerOrderChange } from '@aruu/contract/order-changes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, queryKeyOf } from '@/shared/api/client';
import { useLeaveFor } from '@/shared/hooks/use-leave-for';

const changeKey = (token: string) => queryKeyOf('GET /order-changes/:token', { params: { token } });

/** The proposal behind the buyer's link; no sign-in, the token is the key. */
export function useBuyerOrderChange(token: string) {
  return useQuery({
    queryKey: changeKey(token),
    queryFn: ({ signal }) => call('GET /order-changes/:token', { params: { token }, signal }),
  });
}

/**
 * The buyer's answer; the page then shows the change as the server left it. A refused answer
 * (the shop withdrew it, or the time ran out meanwhile) reads the change again, so the page says
 * what became of it instead of offering answers that can no longer work.
 */
export function useDecideChange(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (choice: 'accept' | 'remove_line' | 'cancel_order') =>
      call('POST /order-changes/:token/decide', { params: { token }, body: { choice } }),
    onSuccess: (change: BuyerOrderChange) => queryClient.setQueryData(changeKey(token), change),
    onError: () => queryClient.invalidateQueries({ queryKey: changeKey(token) }),
  });
}

/** Starts the card payment of the difference and leaves for the provider's page (`useLeaveFor`). */
export function usePayDifference(token: string) {
  const { leaving, leave } = useLeaveFor();
  const mutation = useMutation({
    mutationFn: () => call('POST /order-changes/:token/pay', { params: { token } }),
    onSuccess: ({ payment_url }) => leave(payment_url),
  });
  return { ...mutation, busy: mutation.isPending || leaving };
}
