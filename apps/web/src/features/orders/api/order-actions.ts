import { IDEMPOTENCY_KEY_HEADER } from '@aruu/contract/idempotency-headers';
import type { OrderDetail } from '@aruu/contract/orders';
import type { OrderAccess } from '@aruu/contract/staff-order-entry';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { putCart } from '@/entities/cart/api/cart-api';
import { checkoutAttemptAnswered, checkoutAttemptKey } from '@/entities/checkout/checkout-storage';
import { putOrder } from '@/entities/orders/api/orders-api';
import { meKey } from '@/entities/users/api/users-api';
import { isApiError } from '@/shared/api/api-error';
import { call, queryKeyOf } from '@/shared/api/client';
import { useLeaveFor } from '@/shared/hooks/use-leave-for';

/** Cancels an unpaid order; the server gives its stock back. */
export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: number) => call('DELETE /orders/delete/:order_id', { params: { order_id: orderId } }),
    onSuccess: (order) => putOrder(queryClient, order),
  });
}

/** The buyer says the parcel arrived (status `delivery` or `ready` → `delivered`). */
export function useConfirmDelivery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: number) => call('POST /orders/confirm_delivery', { body: { order_id: orderId } }),
    onSuccess: (order) => putOrder(queryClient, order),
  });
}

/** Puts a past order back in the cart at today's prices; `skipped` says what did not fit. */
export function useReorder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: number) => call('POST /orders/new_from_old', { body: { order_id: orderId } }),
    onSuccess: (result) => putCart(queryClient, result.cart),
  });
}

/**
 * Starts a card payment and leaves for the provider's page (`useLeaveFor`). The request carries checkout's Idempotency-Key for
 * paying this order this amount: a double click, or a retry after a lost answer, gets the same
 * payment page; once an answer arrived, the next press is a new attempt.
 */
export function usePayOrder() {
  const queryClient = useQueryClient();
  const { leaving, leave } = useLeaveFor();
  const mutation = useMutation({
    mutationFn: async (order: Pick<OrderDetail, 'order_id' | 'totals'>) => {
      const me = await queryClient.ensureQueryData({ queryKey: meKey, queryFn: () => call('GET /users/me') });
      const paying = { order_id: order.order_id, total: order.totals.total };
      const key = checkoutAttemptKey(me.id, 'payment', paying);
      return call('POST /payments/get_payment_url', {
        body: { order_id: order.order_id },
        headers: { [IDEMPOTENCY_KEY_HEADER]: key },
      });
    },
    onSuccess: ({ payment_url }) => {
      checkoutAttemptAnswered('payment');
      leave(payment_url);
    },
  });
  return { ...mutation, busy: mutation.isPending || leaving };
}

/** The order behind a link staff sent its customer (no sign-in: the token is the key). */
export const orderAccessKey = (token: string) => queryKeyOf('GET /order-access/:token', { params: { token } });

export function useOrderAccess(
  token: string,
  refetchInterval: (order: OrderAccess | undefined) => number | false = () => false,
) {
  return useQuery({
    queryKey: orderAccessKey(token),
    queryFn: ({ signal }) => call('GET /order-access/:token', { params: { token }, signal }),
    retry: (count, error) => count < 2 && !(isApiError(error) && error.status >= 400 && error.status < 500),
    staleTime: 0,
    refetchInterval: (query) => refetchInterval(query.state.data),
  });
}

/** Starts the card payment of the link's order and leaves for the provider's page, which sends the customer back to the link. */
export function usePayByLink(token: string) {
  const { leaving, leave } = useLeaveFor();
  const mutation = useMutation({
    mutationFn: () => call('POST /order-access/:token/pay', { params: { token } }),
    onSuccess: ({ payment_url }) => leave(payment_url),
  });
  return { ...mutation, busy: mutation.isPending || leaving };
}

/** Sets the first password of the link's account; the page then offers to sign in. */
export function useSetAccessPassword(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (password: string) =>
      call('POST /order-access/:token/password', { params: { token }, body: { password } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderAccessKey(token) }),
  });
}
