import { IDEMPOTENCY_KEY_HEADER } from '@aruu/contract/idempotency-headers';
import type { CreateRefundBody, CreateReturnBody, ReturnQuoteBody } from '@aruu/contract/staff-refunds';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, queryKeyOf } from '@/staff/shared/api/client';

const refundsKey = (orderId: number) =>
  queryKeyOf('GET /staff/orders/:order_id/refunds', { params: { order_id: String(orderId) } });

/** The order's refunds and returns; while a refund is on its way the page asks again every few seconds. */
export function useOrderRefunds(orderId: number) {
  return useQuery({
    queryKey: refundsKey(orderId),
    queryFn: ({ signal }) =>
      call('GET /staff/orders/:order_id/refunds', { params: { order_id: String(orderId) }, signal }),
    refetchInterval: (query) => (query.state.data?.refunds.some((refund) => refund.state === 'pending') ? 3000 : false),
  });
}

/** What the rules give for the lines chosen so far; nothing is recorded. */
export function useReturnQuote(orderId: number, body: ReturnQuoteBody | undefined) {
  return useQuery({
    queryKey: [...refundsKey(orderId), 'quote', body] as const,
    queryFn: ({ signal }) =>
      call('POST /staff/orders/:order_id/returns/quote', {
        params: { order_id: String(orderId) },
        body: body as ReturnQuoteBody,
        signal,
      }),
    enabled: body !== undefined,
    placeholderData: keepPreviousData,
  });
}

function useRefundsChange<Input, Output>(orderId: number, change: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: () => queryClient.invalidateQueries({ queryKey: refundsKey(orderId) }),
  });
}

/**
 * Records a return. `key` is made once per dialog: a double click or a retry after a lost answer
 * sends the same key, and the server records the return once.
 */
export const useRecordReturn = (orderId: number) =>
  useRefundsChange(orderId, ({ key, body }: { key: string; body: CreateReturnBody }) =>
    call('POST /staff/orders/:order_id/returns', {
      params: { order_id: String(orderId) },
      body,
      headers: { [IDEMPOTENCY_KEY_HEADER]: key },
    }),
  );

/** A goodwill refund of part of the order; like a return, one key per dialog refunds once. */
export const useRefundAmount = (orderId: number) =>
  useRefundsChange(orderId, ({ key, body }: { key: string; body: CreateRefundBody }) =>
    call('POST /staff/orders/:order_id/refunds', {
      params: { order_id: String(orderId) },
      body,
      headers: { [IDEMPOTENCY_KEY_HEADER]: key },
    }),
  );

export const useRetryRefund = (orderId: number) =>
  useRefundsChange(orderId, (refundId: number) =>
    call('POST /staff/orders/:order_id/refunds/:refund_id/retry', {
      params: { order_id: String(orderId), refund_id: String(refundId) },
    }),
  );
