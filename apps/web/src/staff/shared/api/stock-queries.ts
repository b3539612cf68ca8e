import type { StockListQuery } from '@aruu/contract/staff-stock';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call, queryKeyOf } from './client';

/**
 * The stock lookups more than one staff page reads: the stock pages, and the order page's change
 * dialog (another shade of a product, or a product found by SKU or name).
 */
export function useStockList(query: StockListQuery, enabled = true) {
  return useQuery({
    queryKey: queryKeyOf('GET /staff/stock', { query }),
    queryFn: ({ signal }) => call('GET /staff/stock', { query, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export const productParams = (productId: number) => ({ product_id: String(productId) });

export function useProductStock(productId: number, enabled = true) {
  return useQuery({
    queryKey: queryKeyOf('GET /staff/stock/products/:product_id', { params: productParams(productId) }),
    queryFn: ({ signal }) =>
      call('GET /staff/stock/products/:product_id', { params: productParams(productId), signal }),
    enabled,
  });
}
