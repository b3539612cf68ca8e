import type {
  BulkProductAction,
  CreateProductBody,
  StaffProductListQuery,
  UpdateProductBody,
} from '@aruu/contract/staff-products';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, queryKeyOf } from '@/staff/shared/api/client';

export function useProducts(query: StaffProductListQuery) {
  return useQuery({
    queryKey: queryKeyOf('GET /staff/products', { query }),
    queryFn: ({ signal }) => call('GET /staff/products', { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Brands, categories and filter properties for the pickers; they change rarely. */
export function useProductOptions() {
  return useQuery({
    queryKey: queryKeyOf('GET /staff/products/options'),
    queryFn: ({ signal }) => call('GET /staff/products/options', { signal }),
    staleTime: 5 * 60 * 1000,
  });
}

const productKey = (id: number) => queryKeyOf('GET /staff/products/:id', { params: { id: String(id) } });
const costHistoryKey = (id: number) =>
  queryKeyOf('GET /staff/products/:id/cost-history', { params: { id: String(id) } });

export function useProduct(id: number | undefined) {
  return useQuery({
    queryKey: productKey(id ?? 0),
    queryFn: ({ signal }) => call('GET /staff/products/:id', { params: { id: String(id) }, signal }),
    enabled: id !== undefined,
  });
}

/** The product's cost changes (`reports.view` only: ask only when the role holds it). */
export function useCostHistory(id: number) {
  return useQuery({
    queryKey: costHistoryKey(id),
    queryFn: ({ signal }) => call('GET /staff/products/:id/cost-history', { params: { id: String(id) }, signal }),
  });
}

/** After any change the lists refetch; the product's own page shows the answer. */
function useAfterChange() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: queryKeyOf('GET /staff/products').slice(0, 1) });
}

export function useCreateProduct() {
  const client = useQueryClient();
  const refresh = useAfterChange();
  return useMutation({
    mutationFn: (body: CreateProductBody) => call('POST /staff/products', { body }),
    onSuccess: (product) => {
      client.setQueryData(productKey(product.id), product);
      return refresh();
    },
  });
}

export function useSaveProduct(id: number) {
  const client = useQueryClient();
  const refresh = useAfterChange();
  return useMutation({
    mutationFn: (body: UpdateProductBody) => call('PUT /staff/products/:id', { params: { id: String(id) }, body }),
    onSuccess: (product) => {
      client.setQueryData(productKey(id), product);
      return Promise.all([refresh(), client.invalidateQueries({ queryKey: costHistoryKey(id) })]);
    },
  });
}

export function useBulkProducts() {
  const refresh = useAfterChange();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BulkProductAction) => call('POST /staff/products/bulk', { body }),
    onSuccess: (_answer, body) =>
      Promise.all([refresh(), ...body.product_ids.map((id) => client.invalidateQueries({ queryKey: productKey(id) }))]),
  });
}
