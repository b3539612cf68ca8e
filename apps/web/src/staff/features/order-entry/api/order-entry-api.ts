import { IDEMPOTENCY_KEY_HEADER } from '@aruu/contract/idempotency-headers';
import type { CreateStaffOrderRequest } from '@aruu/contract/staff-order-entry';
import { keepPreviousData, useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLanguage } from '@/shared/i18n/use-language';
import { call, queryKeyOf } from '@/staff/shared/api/client';

/** Customers whose phone, email or name matches what was typed (two characters at least). */
export function useCustomerMatches(text: string) {
  const query = { q: text.trim() };
  return useQuery({
    queryKey: queryKeyOf('GET /staff/order-entry/customers', { query }),
    queryFn: ({ signal }) => call('GET /staff/order-entry/customers', { query, signal }),
    enabled: query.q.length >= 2,
    placeholderData: keepPreviousData,
  });
}

/** Variations by SKU, barcode or title, with their free stock: the stock pages' own lookup. */
export function useVariationMatches(text: string) {
  const language = useLanguage();
  const query = { q: text.trim(), page_size: '10', lang: language };
  return useQuery({
    queryKey: queryKeyOf('GET /staff/stock', { query }),
    queryFn: ({ signal }) => call('GET /staff/stock', { query, signal }),
    enabled: query.q.length > 0,
    placeholderData: keepPreviousData,
  });
}

/**
 * The price of each variation of these products, tyiyn, by variation id: the stock lookup has no
 * prices, the product editor's answer has them (undefined until it arrives).
 */
export function useVariationPrices(productIds: number[]) {
  const products = useQueries({
    queries: [...new Set(productIds)].map((id) => {
      const params = { id: String(id) };
      return {
        queryKey: queryKeyOf('GET /staff/products/:id', { params }),
        queryFn: ({ signal }: { signal: AbortSignal }) => call('GET /staff/products/:id', { params, signal }),
      };
    }),
  });
  const prices = new Map<number, number>();
  for (const product of products) {
    for (const variation of product.data?.variations ?? []) prices.set(variation.id, variation.price);
  }
  return prices;
}

/** Places the courier service reaches whose name begins with what was typed (the checkout's list). */
export function useDeliveryCities(text: string) {
  const query = { city: text.trim(), size: '8' };
  return useQuery({
    queryKey: queryKeyOf('GET /delivery/cdek/cities', { query }),
    queryFn: ({ signal }) => call('GET /delivery/cdek/cities', { query, signal }),
    enabled: query.city.length > 0,
    staleTime: 60 * 60_000,
    placeholderData: keepPreviousData,
  });
}

/** The shops a customer may collect an order from, named in the interface's language. */
export function usePickupShops() {
  const language = useLanguage();
  const query = { lang: language };
  const locations = useQuery({
    queryKey: queryKeyOf('GET /locations', { query }),
    queryFn: ({ signal }) => call('GET /locations', { query, signal }),
  });
  return { ...locations, data: locations.data?.filter((location) => location.is_pickup_point) };
}

/** The board and the customer's orders count again once an order is taken. */
const isOrdersQuery = (key: readonly unknown[]) => String(key[0]).startsWith('GET /staff/orders');

/** Takes the order, sent with its idempotency key: a repeat with the same key makes no second order. */
export function useTakeOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: CreateStaffOrderRequest; key: string }) =>
      call('POST /staff/orders', { body, headers: { [IDEMPOTENCY_KEY_HEADER]: key } }),
    onSuccess: () => client.invalidateQueries({ predicate: (query) => isOrdersQuery(query.queryKey) }),
  });
}

/** A new link for the customer, mailed to them; the one before stops working. */
export function useSendLink(orderId: number) {
  return useMutation({
    mutationFn: () => call('POST /staff/orders/:order_id/send-link', { params: { order_id: String(orderId) } }),
  });
}
