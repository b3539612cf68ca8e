import { IDEMPOTENCY_KEY_HEADER } from '@aruu/contract/idempotency-headers';
import type { OrderChangeBody } from '@aruu/contract/order-changes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call, queryKeyOf } from '@/staff/shared/api/client';
import { useOrderChange } from './orders-api';

const orderParams = (orderId: number) => ({ order_id: String(orderId) });

/** The order's changes, newest first (their key starts like the order's, so every order change refreshes it). */
export function useOrderChanges(orderId: number) {
  return useQuery({
    queryKey: queryKeyOf('GET /staff/orders/:order_id/changes', { params: orderParams(orderId) }),
    queryFn: ({ signal }) => call('GET /staff/orders/:order_id/changes', { params: orderParams(orderId), signal }),
  });
}

/** What the change would make of the order; nothing is recorded. Asked again whenever the form changes. */
export function useChangePreview(orderId: number, body: OrderChangeBody | undefined) {
  return useQuery({
    queryKey: [...queryKeyOf('POST /staff/orders/:order_id/changes/preview', { params: orderParams(orderId) }), body],
    queryFn: ({ signal }) =>
      call('POST /staff/orders/:order_id/changes/preview', {
        params: orderParams(orderId),
        body: body as OrderChangeBody,
        signal,
      }),
    enabled: body !== undefined,
    placeholderData: keepPreviousData,
  });
}

/**
 * Makes the change. `key` is made once per dialog: a double click or a retry after a lost answer
 * sends the same key, and the server changes the order once.
 */
export const useMakeChange = (orderId: number) =>
  useOrderChange(({ key, body }: { key: string; body: OrderChangeBody }) =>
    call('POST /staff/orders/:order_id/changes', {
      params: orderParams(orderId),
      body,
      headers: { [IDEMPOTENCY_KEY_HEADER]: key },
    }),
  );

/** Takes back a proposal the buyer has not answered. */
export const useWithdrawChange = (orderId: number) =>
  useOrderChange((changeId: number) =>
    call('POST /staff/orders/:order_id/changes/:change_id/withdraw', {
      params: { ...orderParams(orderId), change_id: changeId },
    }),
  );
