import type { OrderDetail, OrderStatus, OrderSummary, ReorderResult } from '@aruu/contract/orders';
import type { PaymentUrl } from '@aruu/contract/payments';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { isApiError } from '../../../shared/api/api-error';
import { api } from '../../../shared/api/client';
import { useLanguage } from '../../../shared/i18n/use-language';
import { putCart } from '../../cart/api/cart-api';

export const ordersKey = ['orders'] as const;

/** Statuses after which nothing about the order changes any more. */
const finished: readonly OrderStatus[] = ['delivered', 'cancelled', 'error'];
export const isFinished = (status: OrderStatus) => finished.includes(status);

/** Unpaid and not yet expired: the shopper can still pay (or cancel) it. */
export function isPayable(order: Pick<OrderDetail, 'status' | 'expires_at'>, now = Date.now()): boolean {
  return order.status === 'processed' && order.expires_at !== null && Date.parse(order.expires_at) > now;
}

/** The signed-in shopper's orders, newest first. */
export function useOrders() {
  const language = useLanguage();
  return useQuery({
    queryKey: [...ordersKey, 'list', language],
    queryFn: ({ signal }) => api.get<OrderSummary[]>('orders', { lang: language }, signal),
  });
}

interface OrderQueryOptions {
  /** Read again every this many ms while the page is open (false: only when asked). */
  refetchInterval?: number | false | ((order: OrderDetail | undefined) => number | false);
}

export function useOrder(orderId: number, options: OrderQueryOptions = {}) {
  const language = useLanguage();
  const { refetchInterval } = options;
  return useQuery({
    queryKey: [...ordersKey, 'detail', orderId, language],
    queryFn: ({ signal }) => api.get<OrderDetail>(`orders/${orderId}`, { lang: language }, signal),
    enabled: Number.isInteger(orderId) && orderId > 0,
    // A missing order stays missing; other failures are worth a second try.
    retry: (count, error) => count < 2 && !(isApiError(error) && error.status >= 400 && error.status < 500),
    // Its status changes by payment and by staff: read it afresh whenever the page opens.
    staleTime: 0,
    refetchInterval:
      typeof refetchInterval === 'function' ? (query) => refetchInterval(query.state.data) : refetchInterval,
  });
}

/** Puts a fresh answer about one order everywhere it is shown. */
function putOrder(queryClient: QueryClient, order: OrderDetail) {
  // Snapshotted titles do not depend on the interface language: every language's copy is this one.
  queryClient.setQueriesData<OrderDetail>({ queryKey: [...ordersKey, 'detail', order.order_id] }, () => order);
  void queryClient.invalidateQueries({ queryKey: [...ordersKey, 'list'] });
}

/** Cancels an unpaid order; the server gives its stock back. */
export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: number) => api.delete<OrderDetail>(`orders/delete/${orderId}`),
    onSuccess: (order) => putOrder(queryClient, order),
  });
}

/** The buyer says the parcel arrived (status `delivery` or `ready` → `delivered`). */
export function useConfirmDelivery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: number) => api.post<OrderDetail>('orders/confirm_delivery', { order_id: orderId }),
    onSuccess: (order) => putOrder(queryClient, order),
  });
}

/** Puts a past order back in the cart at today's prices; `skipped` says what did not fit. */
export function useReorder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: number) => api.post<ReorderResult>('orders/new_from_old', { order_id: orderId }),
    onSuccess: (result) => putCart(queryClient, result.cart),
  });
}

/** The payment provider's page for an unpaid order: a new attempt each time. */
export function requestPaymentUrl(orderId: number) {
  return api.post<PaymentUrl>('payments/get_payment_url', { order_id: orderId });
}

/**
 * Starts a card payment and leaves for the provider's page. `leaving` stays true while the
 * browser goes (so the button keeps its spinner), and is reset if the browser comes back to
 * this page from its back-forward cache.
 */
export function usePayOrder() {
  const [leaving, setLeaving] = useState(false);
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setLeaving(false);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);
  const mutation = useMutation({
    mutationFn: (orderId: number) => requestPaymentUrl(orderId),
    onSuccess: ({ payment_url }) => {
      setLeaving(true);
      window.location.assign(payment_url);
    },
  });
  return { ...mutation, busy: mutation.isPending || leaving };
}
