import type { BrandBody, CategoryBody } from '@aruu/contract/staff-taxonomy';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, queryKeyOf } from '@/staff/shared/api/client';

const brandsKey = queryKeyOf('GET /staff/brands');
const categoriesKey = queryKeyOf('GET /staff/categories');
const picksKey = queryKeyOf('GET /staff/home-picks');

export function useStaffBrands() {
  return useQuery({ queryKey: brandsKey, queryFn: ({ signal }) => call('GET /staff/brands', { signal }) });
}

export function useStaffCategories() {
  return useQuery({ queryKey: categoriesKey, queryFn: ({ signal }) => call('GET /staff/categories', { signal }) });
}

export function useHomePicks() {
  return useQuery({ queryKey: picksKey, queryFn: ({ signal }) => call('GET /staff/home-picks', { signal }) });
}

/** Every brand change: the list is fetched again afterwards. */
export function useBrandChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (
      change:
        | { kind: 'save'; id?: number; body: BrandBody }
        | { kind: 'hidden'; id: number; hidden: boolean }
        | { kind: 'order'; ids: number[] }
        | { kind: 'delete'; id: number },
    ): Promise<unknown> => {
      switch (change.kind) {
        case 'save':
          return change.id === undefined
            ? call('POST /staff/brands', { body: change.body })
            : call('PUT /staff/brands/:id', { params: { id: String(change.id) }, body: change.body });
        case 'hidden':
          return call('PUT /staff/brands/:id/hidden', {
            params: { id: String(change.id) },
            body: { hidden: change.hidden },
          });
        case 'order':
          return call('PUT /staff/brands/order', { body: { ids: change.ids } });
        case 'delete':
          return call('DELETE /staff/brands/:id', { params: { id: String(change.id) } });
      }
    },
    onSettled: () => client.invalidateQueries({ queryKey: brandsKey }),
  });
}

/** Every category change: the tree is fetched again afterwards. */
export function useCategoryChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (
      change:
        | { kind: 'save'; id?: number; body: CategoryBody }
        | { kind: 'hidden'; id: number; hidden: boolean }
        | { kind: 'order'; parentId: number | null; ids: number[] }
        | { kind: 'delete'; id: number },
    ): Promise<unknown> => {
      switch (change.kind) {
        case 'save':
          return change.id === undefined
            ? call('POST /staff/categories', { body: change.body })
            : call('PUT /staff/categories/:id', { params: { id: String(change.id) }, body: change.body });
        case 'hidden':
          return call('PUT /staff/categories/:id/hidden', {
            params: { id: String(change.id) },
            body: { hidden: change.hidden },
          });
        case 'order':
          return call('PUT /staff/categories/order', { body: { parent_id: change.parentId, ids: change.ids } });
        case 'delete':
          return call('DELETE /staff/categories/:id', { params: { id: String(change.id) } });
      }
    },
    onSettled: () => client.invalidateQueries({ queryKey: categoriesKey }),
  });
}

export function useSaveHomePicks() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (productIds: number[]) => call('PUT /staff/home-picks', { body: { product_ids: productIds } }),
    onSuccess: (picks) => client.setQueryData(picksKey, picks),
  });
}

/** Products to add to the picks, found like the storefront's search finds them. */
export function useProductSearch(text: string) {
  const search = text.trim();
  return useQuery({
    queryKey: queryKeyOf('GET /products/search', { query: { search } }),
    queryFn: ({ signal }) => call('GET /products/search', { query: { search, page_size: 10 }, signal }),
    enabled: search.length >= 2,
  });
}
