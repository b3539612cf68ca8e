import type { DeliveryChoice, DeliveryCity } from '@aruu/contract/delivery';
import { IDEMPOTENCY_KEY_HEADER } from '@aruu/contract/idempotency';
import type { CreateOrderRequest, OrderDetail } from '@aruu/contract/orders';
import type { PaymentUrl, UdsPoints } from '@aruu/contract/payments';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, apiRequest } from '@/shared/api/client';

/** Cities the courier service reaches, by the first letters typed. */
export function useDeliveryCities(text: string, countryCode: string) {
  const city = text.trim();
  return useQuery({
    queryKey: ['delivery', 'cities', countryCode, city.toLowerCase()],
    queryFn: ({ signal }) =>
      api.get<DeliveryCity[]>('delivery/cdek/cities', { city, country_codes: countryCode, size: 8 }, signal),
    enabled: city.length > 0,
    staleTime: 60 * 60_000,
    placeholderData: keepPreviousData,
  });
}

export function findDeliveryCities(city: string, countryCode: string) {
  return api.get<DeliveryCity[]>('delivery/cdek/cities', { city, country_codes: countryCode, size: 8 });
}

/** The UDS customer behind an app code: their balance and what this order (or the cart) may spend. */
export function fetchUdsPoints(udsCode: string, orderId?: number) {
  return api.get<UdsPoints>('uds/points', { uds_code: udsCode, order_id: orderId });
}

const idempotent = (key: string) => ({ [IDEMPOTENCY_KEY_HEADER]: key });

/**
 * Spec §7, the order of calls that turns the cart into a paid order. The calls that create
 * something carry the attempt's Idempotency-Key: a retry after a lost answer gets that answer.
 */
export const checkoutCalls = {
  createFromCart: (body: CreateOrderRequest, key: string) =>
    apiRequest<OrderDetail>('orders/create_from_cart', { method: 'POST', body, headers: idempotent(key) }),
  setDelivery: (orderId: number, delivery: DeliveryChoice) =>
    api.post<OrderDetail>('orders/set_delivery/', { order_id: orderId, delivery }),
  setPoints: (orderId: number, udsCode: string, points: number) =>
    api.post<OrderDetail>('orders/set_uds_discount/', { order_id: orderId, uds_code: udsCode, points }),
  paymentUrl: (orderId: number, key: string) =>
    apiRequest<PaymentUrl>('payments/get_payment_url', {
      method: 'POST',
      body: { order_id: orderId },
      headers: idempotent(key),
    }),
  order: (orderId: number) => api.get<OrderDetail>(`orders/${orderId}`),
};
