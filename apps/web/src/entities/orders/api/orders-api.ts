import type { OrderDetail, OrderStatus } from '@aruu/contract/orders';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { isApiError } from '@/shared/api/api-error';
import { call, queryKeyOf } from '@/shared/api/client';
import { useLanguage } from '@/shared/i18n/use-language';

/** The shopper's orders, newest first. */
export const ordersKey = queryKeyOf('GET /orders');
/**
 * One order. Its lines are named in the interface language (the request's), so the hooks below
 * key an entry by language too; this prefix reaches every language's entry.
 */
export const orderKey = (orderId: number) => queryKeyOf('GET /orders/:order_id', { params: { order_id: orderId } });

/** Statuses after which nothing about the order changes any more. */
const finished: readonly OrderStatus[] = ['delivered', 'cancelled', 'error'];
export const isFinished = (status: OrderStatus) => finished.includes(status);

/** Unpaid and not yet expired: the shopper can still pay (or cancel) it. */
export function isPayable(
  order: Pick<OrderDetail, 'status' | 'expires_at' | 'payment_method'>,
  now = Date.now(),
): boolean {
  // A cash or bank-transfer order is not paid here: the shop confirms its money.
  if (order.payment_method !== 'card') return false;
  return order.status === 'processed' && order.expires_at !== null && Date.parse(order.expires_at) > now;
}

/** The signed-in shopper's orders, newest first. */
export function useOrders() {
  const language = useLanguage();
  return useQuery({
    queryKey: [...ordersKey, language],
    queryFn: ({ signal }) => call('GET /orders', { signal }),
  });
}

/**
 * The newest order still waiting for payment, if any (from the order list's cache entry): an
 * empty cart may mean the shopper's products are already in such an order.
 */
export function useUnpaidOrder() {
  const orders = useOrders();
  return orders.data?.find((order) => order.status === 'processed' && !order.paid);
}

interface OrderQueryOptions {
  /** Read again every this many ms while the page is open (false: only when asked). */
  refetchInterval?: number | false | ((order: OrderDetail | undefined) => number | false);
}

export function useOrder(orderId: number, options: OrderQueryOptions = {}) {
  const { refetchInterval } = options;
  const language = useLanguage();
  return useQuery({
    queryKey: [...orderKey(orderId), language],
    queryFn: ({ signal }) => call('GET /orders/:order_id', { params: { order_id: orderId }, signal }),
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
export function putOrder(queryClient: QueryClient, order: OrderDetail) {
  // Every entry of this order (the checkout keeps one of its own) takes the answer.
  queryClient.setQueriesData<OrderDetail>({ queryKey: orderKey(order.order_id) }, () => order);
  void queryClient.invalidateQueries({ queryKey: ordersKey });
}
