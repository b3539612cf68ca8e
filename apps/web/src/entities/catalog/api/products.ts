import type { ProductDetail } from '@aruu/contract/catalog';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { isApiError } from '@/shared/api/api-error';
import { call, queryKeyOf } from '@/shared/api/client';
import { useLanguage } from '@/shared/i18n/use-language';
import type { CatalogFilters } from '../catalog-filters';

/** A refusal (an unknown product, a filter the shop no longer has) stays one; a glitch gets a second try. */
const retryUnlessRefused = (failureCount: number, error: unknown) =>
  failureCount < 1 && !(isApiError(error) && error.status >= 400 && error.status < 500);

/** The catalogue listing (spec §7 `POST products`): the page of cards, the total and the facets. */
export function useProductList(filters: CatalogFilters) {
  const language = useLanguage();
  const { properties, ...filterQuery } = filters;
  const input = { query: { ...filterQuery, lang: language }, body: { properties } };
  return useQuery({
    queryKey: queryKeyOf('POST /products', input),
    queryFn: () => call('POST /products', input),
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
  const input = {
    // One more than shown, in case the product itself is among them.
    query: { category_id: categoryId, page: 1, page_size: RELATED_PRODUCTS + 1, lang: language },
    body: { properties: [] },
  };
  return useQuery({
    queryKey: queryKeyOf('POST /products', input),
    queryFn: () => call('POST /products', input),
    enabled: categoryId !== undefined,
    select: (page) => page.items.filter((item) => item.id !== product?.id).slice(0, RELATED_PRODUCTS),
  });
}

/** Every brand, for naming a chosen brand that the current facets no longer list. */
export function useBrands({ enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: queryKeyOf('GET /brands'),
    queryFn: ({ signal }) => call('GET /brands', { signal }),
    staleTime: 10 * 60_000,
    enabled,
  });
}

/** Ready-made selections for the home page and beyond. */
export type ProductSelection = 'bestselling' | 'new' | 'recommended';

export function useProductSelection(selection: ProductSelection, pageSize = 12) {
  const language = useLanguage();
  const key = `GET /products/${selection}` as const;
  const input = { query: { page: 1, page_size: pageSize, lang: language } };
  return useQuery({
    queryKey: queryKeyOf(key, input),
    queryFn: ({ signal }) => call(key, { ...input, signal }),
  });
}

export function useProduct(id: number) {
  const language = useLanguage();
  const input = { params: { id }, query: { lang: language } };
  return useQuery({
    queryKey: queryKeyOf('GET /products/:id', input),
    queryFn: ({ signal }) => call('GET /products/:id', { ...input, signal }),
    enabled: Number.isInteger(id) && id > 0,
    // A product that does not exist will not appear by asking again.
    retry: retryUnlessRefused,
  });
}
