import { IDEMPOTENCY_KEY_HEADER } from '@aruu/contract/idempotency-headers';
import type { StockAdjustmentBody, StockHistoryQuery } from '@aruu/contract/staff-stock';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, queryKeyOf } from '@/staff/shared/api/client';
import { productParams } from '@/staff/shared/api/stock-queries';

export function useStockHistory(productId: number, query: StockHistoryQuery) {
  const params = productParams(productId);
  return useQuery({
    queryKey: queryKeyOf('GET /staff/stock/products/:product_id/movements', { params, query }),
    queryFn: ({ signal }) => call('GET /staff/stock/products/:product_id/movements', { params, query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Every stock answer may have changed: lists, the product's page and its history read again. */
function invalidateStock(client: ReturnType<typeof useQueryClient>) {
  return Promise.all(
    (
      [
        'GET /staff/stock',
        'GET /staff/stock/products/:product_id',
        'GET /staff/stock/products/:product_id/movements',
      ] as const
    ).map((key) => client.invalidateQueries({ queryKey: queryKeyOf(key).slice(0, 1) })),
  );
}

/** An adjustment sent with its idempotency key: a retry with the same key is not made twice. */
export function useAdjustStock(variationId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: StockAdjustmentBody; key: string }) =>
      call('POST /staff/stock/variations/:variation_id/adjustments', {
        params: { variation_id: String(variationId) },
        body,
        headers: { [IDEMPOTENCY_KEY_HEADER]: key },
      }),
    onSuccess: () => invalidateStock(client),
  });
}

/** A variation's own threshold at one location (null: the product's or the shop's applies). */
export function useSetLocationThreshold(variationId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ locationId, threshold }: { locationId: number; threshold: number | null }) =>
      call('PUT /staff/stock/variations/:variation_id/locations/:location_id/low-stock-threshold', {
        params: { variation_id: String(variationId), location_id: String(locationId) },
        body: { low_stock_threshold: threshold },
      }),
    onSuccess: () => invalidateStock(client),
  });
}

export function useSetLowStockThreshold(productId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (threshold: number | null) =>
      call('PUT /staff/stock/products/:product_id/low-stock-threshold', {
        params: productParams(productId),
        body: { low_stock_threshold: threshold },
      }),
    onSuccess: () => invalidateStock(client),
  });
}
