import type { DeliveryChoice } from '@aruu/contract/delivery';
import { IDEMPOTENCY_KEY_HEADER } from '@aruu/contract/idempotency-headers';
import type { OfflinePaymentMethod } from '@aruu/contract/offline-payments';
import type { CreateOrderRequest } from '@aruu/contract/orders';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call, queryKeyOf } from '@/shared/api/client';
import { useLanguage } from '@/shared/i18n/use-language';

/** The UDS customer behind an app code: their balance and what this order (or the cart) may spend. */
export function fetchUdsPoints(udsCode: string, orderId?: number) {
  return call('GET /uds/points', { query: { uds_code: udsCode, order_id: orderId } });
}

/**
 * The pickup shops for the cart, or for the checkout's unpaid order: which have everything, and
 * when the rest is ready. `cartStamp` changes when the cart does, so a changed cart is asked again.
 */
export function usePickupOptions(input: { orderId: number | undefined; cartStamp: string; enabled: boolean }) {
  const language = useLanguage();
  const query = { order_id: input.orderId, lang: language };
  return useQuery({
    queryKey: [...queryKeyOf('GET /checkout/pickup-options', { query }), input.cartStamp],
    queryFn: ({ signal }) => call('GET /checkout/pickup-options', { query, signal }),
    enabled: input.enabled,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

const idempotent = (key: string) => ({ [IDEMPOTENCY_KEY_HEADER]: key });

/**
 * Spec §7, the order of calls that turns the cart into a paid order. The calls that create
 * something carry the attempt's Idempotency-Key: a retry after a lost answer gets that answer.
 */
export const checkoutCalls = {
  createFromCart: (body: CreateOrderRequest, key: string) =>
    call('POST /orders/create_from_cart', { body, headers: idempotent(key) }),
  setDelivery: (orderId: number, delivery: DeliveryChoice) =>
    call('POST /orders/set_delivery', { body: { order_id: orderId, delivery } }),
  setPoints: (orderId: number, udsCode: string, points: number) =>
    call('POST /orders/set_uds_discount', { body: { order_id: orderId, uds_code: udsCode, points } }),
  paymentUrl: (orderId: number, key: string) =>
    call('POST /payments/get_payment_url', { body: { order_id: orderId }, headers: idempotent(key) }),
  placeOffline: (orderId: number, method: OfflinePaymentMethod) =>
    call('POST /orders/place_offline', { body: { order_id: orderId, payment_method: method } }),
  order: (orderId: number) => call('GET /orders/:order_id', { params: { order_id: orderId } }),
};
