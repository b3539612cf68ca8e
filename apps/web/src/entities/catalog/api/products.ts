import type { Brand, ProductDetail, ProductListResponse, ProductPage } from '@aruu/contract/catalog';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { isApiError } from '@/shared/api/api-error';
import { api } from '@/shared/api/client';
import { useLanguage } from '@/shared/i18n/use-language';
import type { CatalogFilters } from '../catalog-filters';

/** A refusal (an unknown product, a filter the shop no longer has) stays one; a glitch gets a second try. */
const retryUnlessRefused = (failureCount: number, error: unknown) =>
  failureCount < 1 && !(isApiError(error) && error.status >= 400 && error.status < 500);

/** The catalogue listing (spec §7 `POST products`): the page of cards, the total and the facets. */
export function useProductList(filters: CatalogFilters) {
  const language = useLanguage();
  const { properties, ...query } = filters;
  return useQuery({
    queryKey: ['catalog', language, 'products', filters],
    queryFn: () => api.post<ProductListResponse>('products', { properties }, { ...query, lang: language }),
    // The old page stays on screen while the next one loads, so filtering never flashes empty.
    placeholderData: keepPreviousData,
    retry: retryUnlessRefused,
  });
}

/** Related products shown under a product: the best sellers of its own category. */
export const RELATED_PRODUCTS = 6;

export function useRelatedProducts(product: Pick<ProductDetail, 'id' | 'category_id'> | undefined) {
  const language = useLanguage();
  const categoryId = product?.category_id;
  return useQuery({
    queryKey: ['catalog', language, 'related', categoryId],
    queryFn: () =>
      api.post<ProductListResponse>(
        'products',
        { properties: [] },
        // One more than shown, in case the product itself is among them.
        { category_id: categoryId, page: 1, page_size: RELATED_PRODUCTS + 1, lang: language },
      ),
    enabled: categoryId !== undefined,
    select: (page) => page.items.filter((item) => item.id !== product?.id).slice(0, RELATED_PRODUCTS),
  });
}

/** Every brand, for naming a chosen brand that the current facets no longer list. */
export function useBrands({ enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: ['catalog', 'brands'],
    queryFn: ({ signal }) => api.get<Brand[]>('brands', undefined, signal),
    staleTime: 10 * 60_000,
    enabled,
  });
}

/** Ready-made selections for the home page and beyond. */
export type ProductSelection = 'bestselling' | 'new' | 'recommended';

export function useProductSelection(selection: ProductSelection, pageSize = 12) {
  const language = useLanguage();
  return useQuery({
    queryKey: ['catalog', language, selection, pageSize],
    queryFn: ({ signal }) =>
      api.get<ProductPage>(`products/${selection}`, { page: 1, page_size: pageSize, lang: language }, signal),
  });
}

export function useProduct(id: number) {
  const language = useLanguage();
  return useQuery({
    queryKey: ['catalog', language, 'product', id],
    queryFn: ({ signal }) => api.get<ProductDetail>(`products/${id}`, { lang: language }, signal),
    enabled: Number.isInteger(id) && id > 0,
    // A product that does not exist will not appear by asking again.
    retry: retryUnlessRefused,
  });
}
