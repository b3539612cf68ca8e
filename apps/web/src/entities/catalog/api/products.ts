import type { ProductDetail } from '@aruu/contract/catalog';
import type { Language } from '@aruu/contract/languages';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { isApiError } from '@/shared/api/api-error';
import { call, queryKeyOf } from '@/shared/api/client';
import { useLanguage } from '@/shared/i18n/use-language';
import type { CatalogFilters } from '../catalog-filters';

/** A refusal (an unknown product, a filter the shop no longer has) stays one; a glitch gets a second try. */
const retryUnlessRefused = (failureCount: number, error: unknown) =>
  failureCount < 1 && !(isApiError(error) && error.status >= 400 && error.status < 500);

/**
 * The catalogue listing (spec §7 `POST products`): the page of cards, the total and the facets.
 * The query's options are shared by the hook and the catalogue page's first-screen declaration
 * (the server fetches them before rendering it), as are the other factories below.
 */
export function productListQuery(filters: CatalogFilters, language: Language) {
  const { properties, ...filterQuery } = filters;
  const input = { query: { ...filterQuery, lang: language }, body: { properties } };
  return queryOptions({
    queryKey: queryKeyOf('POST /products', input),
    queryFn: () => call('POST /products', input),
    retry: retryUnlessRefused,
  });
}

export function useProductList(filters: CatalogFilters) {
  return useQuery({
    ...productListQuery(filters, useLanguage()),
    // The old page stays on screen while the next one loads, so filtering never flashes empty.
    placeholderData: keepPreviousData,
  });
}

/** Related products shown under a product: the best sellers of its own category. */
export const RELATED_PRODUCTS = 6;

/** The best sellers of a category, one more than shown, in case the product itself is among them. */
export function relatedProductsQuery(categoryId: number | undefined, language: Language) {
  const input = {
    query: { category_id: categoryId, page: 1, page_size: RELATED_PRODUCTS + 1, lang: language },
    body: { properties: [] },
  };
  return queryOptions({
    queryKey: queryKeyOf('POST /products', input),
    queryFn: () => call('POST /products', input),
  });
}

export function useRelatedProducts(product: Pick<ProductDetail, 'id' | 'category_id'> | undefined) {
  const categoryId = product?.category_id;
  return useQuery({
    ...relatedProductsQuery(categoryId, useLanguage()),
    enabled: categoryId !== undefined,
    select: (page) => page.items.filter((item) => item.id !== product?.id).slice(0, RELATED_PRODUCTS),
  });
}

/** Every brand, for naming a chosen brand that the current facets no longer list. */
export function brandsQuery() {
  return queryOptions({
    queryKey: queryKeyOf('GET /brands'),
    queryFn: ({ signal }) => call('GET /brands', { signal }),
    staleTime: 10 * 60_000,
  });
}

export function useBrands({ enabled }: { enabled: boolean }) {
  return useQuery({ ...brandsQuery(), enabled });
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

/** A product's id from its address (`/product/:id`), NaN when it is none. */
export function productIdOf(raw: string | undefined): number {
  return /^\d{1,10}$/.test(raw ?? '') ? Number(raw) : Number.NaN;
}

/** Whether `id` can be a product's at all (no request is made for one that cannot). */
export const isProductId = (id: number) => Number.isInteger(id) && id > 0;

export function productQuery(id: number, language: Language) {
  const input = { params: { id }, query: { lang: language } };
  return queryOptions({
    queryKey: queryKeyOf('GET /products/:id', input),
    queryFn: ({ signal }) => call('GET /products/:id', { ...input, signal }),
    // A product that does not exist will not appear by asking again.
    retry: retryUnlessRefused,
  });
}

export function useProduct(id: number) {
  return useQuery({ ...productQuery(id, useLanguage()), enabled: isProductId(id) });
}
