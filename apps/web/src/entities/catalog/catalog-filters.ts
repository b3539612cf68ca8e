import type { ProductSort } from '@aruu/contract/catalog';

/**
 * Everything that selects catalogue products, as kept in the address (`/catalog?…`), so a
 * filtered page can be shared and the back button works (spec §2).
 */
export interface CatalogFilters {
  page: number;
  search?: string;
  categoryName?: string;
  brand?: number[];
  properties?: number[];
  min_price?: number;
  max_price?: number;
  in_stock?: boolean;
  on_sale?: boolean;
  sort?: ProductSort;
}

/**
 * The sorts a shopper can choose, in menu order. Spelled out here rather than imported from the
 * contract, whose values bring zod along; `satisfies` and the check below keep the two in step.
 */
export const catalogSorts = ['popular', 'new', 'price_asc', 'price_desc', 'discount'] as const satisfies ProductSort[];
type MissingSort = Exclude<ProductSort, (typeof catalogSorts)[number]>;
const everySortListed: MissingSort extends never ? true : false = true;
void everySortListed;

/** The limits the API accepts (`ProductListQuery`); anything beyond them is dropped, not sent. */
const MAX_TEXT = 100;
const MAX_IDS = 100;
const MAX_ID = 2_147_483_647;
const MAX_PAGE = 10_000;

/** The name of each filter in the address. Property values are `property`, repeated. */
export const filterParams = {
  search: 'search',
  page: 'page',
  categoryName: 'categoryName',
  brand: 'brand',
  properties: 'property',
  min_price: 'min_price',
  max_price: 'max_price',
  in_stock: 'in_stock',
  on_sale: 'on_sale',
  sort: 'sort',
} as const satisfies Record<keyof CatalogFilters, string>;

function positiveInt(raw: string | null, max: number): number | undefined {
  if (raw === null || !/^\d{1,10}$/.test(raw.trim())) return undefined;
  const value = Number(raw.trim());
  return value >= 1 && value <= max ? value : undefined;
}

function text(raw: string | null): string | undefined {
  const value = raw?.trim().slice(0, MAX_TEXT).trim();
  return value ? value : undefined;
}

/** Ids as given (`brand=3&brand=5` or `brand=3,5`), valid ones only, each once, in the order given. */
function ids(values: string[]): number[] | undefined {
  const parsed = values
    .flatMap((value) => value.split(','))
    .map((value) => positiveInt(value, MAX_ID))
    .filter((value): value is number => value !== undefined);
  const unique = [...new Set(parsed)].slice(0, MAX_IDS);
  return unique.length ? unique : undefined;
}

/** A price in som: a non-negative amount with at most two decimals (the API's rule). */
export function parsePrice(raw: string | null | undefined): number | undefined {
  const value = raw?.trim().replace(',', '.');
  if (!value || !/^\d{1,9}(\.\d{1,2})?$/.test(value)) return undefined;
  return Number(value);
}

const flag = (raw: string | null) => (raw === 'true' || raw === '1' ? true : undefined);

function sort(raw: string | null): ProductSort | undefined {
  return catalogSorts.find((candidate) => candidate === raw);
}

/** The filters of a `/catalog` address. Anything invalid is dropped, as if it were not there. */
export function parseCatalogFilters(params: URLSearchParams): CatalogFilters {
  let min_price = parsePrice(params.get(filterParams.min_price));
  let max_price = parsePrice(params.get(filterParams.max_price));
  if (min_price !== undefined && max_price !== undefined && min_price > max_price) {
    min_price = undefined;
    max_price = undefined;
  }
  return withoutEmpty({
    page: positiveInt(params.get(filterParams.page), MAX_PAGE) ?? 1,
    search: text(params.get(filterParams.search)),
    categoryName: text(params.get(filterParams.categoryName)),
    brand: ids(params.getAll(filterParams.brand)),
    properties: ids(params.getAll(filterParams.properties)),
    min_price,
    max_price,
    in_stock: flag(params.get(filterParams.in_stock)),
    on_sale: flag(params.get(filterParams.on_sale)),
    sort: sort(params.get(filterParams.sort)),
  });
}

/**
 * Without a sort the API orders by relevance when searching and by popularity otherwise, so
 * `popular` is only worth writing down next to a search.
 */
const isDefaultSort = (filters: CatalogFilters) =>
  filters.sort === undefined || (filters.sort === 'popular' && !filters.search);

/** Leaves out what does not filter: empty text and lists, switches that are off, the default sort. */
function withoutEmpty(filters: CatalogFilters): CatalogFilters {
  const result: CatalogFilters = { page: filters.page >= 1 ? Math.floor(filters.page) : 1 };
  if (filters.search?.trim()) result.search = filters.search.trim();
  if (filters.categoryName?.trim()) result.categoryName = filters.categoryName.trim();
  if (filters.brand?.length) result.brand = filters.brand;
  if (filters.properties?.length) result.properties = filters.properties;
  if (filters.min_price !== undefined) result.min_price = filters.min_price;
  if (filters.max_price !== undefined) result.max_price = filters.max_price;
  if (filters.in_stock) result.in_stock = true;
  if (filters.on_sale) result.on_sale = true;
  if (!isDefaultSort(filters)) result.sort = filters.sort;
  return result;
}

/** The address query of the filters, defaults left out (page 1, switches off, no sort…). */
export function catalogSearchParams(filters: CatalogFilters): URLSearchParams {
  const clean = withoutEmpty(filters);
  const params = new URLSearchParams();
  if (clean.search) params.set(filterParams.search, clean.search);
  if (clean.categoryName) params.set(filterParams.categoryName, clean.categoryName);
  for (const id of clean.brand ?? []) params.append(filterParams.brand, String(id));
  for (const id of clean.properties ?? []) params.append(filterParams.properties, String(id));
  if (clean.min_price !== undefined) params.set(filterParams.min_price, String(clean.min_price));
  if (clean.max_price !== undefined) params.set(filterParams.max_price, String(clean.max_price));
  if (clean.in_stock) params.set(filterParams.in_stock, 'true');
  if (clean.on_sale) params.set(filterParams.on_sale, 'true');
  if (clean.sort) params.set(filterParams.sort, clean.sort);
  if (clean.page > 1) params.set(filterParams.page, String(clean.page));
  return params;
}

/** `/catalog?…` for the filters. */
export function catalogHref(filters: CatalogFilters): string {
  const query = catalogSearchParams(filters).toString();
  return query ? `/catalog?${query}` : '/catalog';
}

/** Filters after a change: any change but the page itself starts again from page 1. */
export function changeFilters(filters: CatalogFilters, change: Partial<CatalogFilters>): CatalogFilters {
  const { page, ...rest } = change;
  return withoutEmpty({ ...filters, ...rest, page: page ?? 1 });
}

/** The list with the id added, or removed when it is already there. */
export function toggleId(list: number[] | undefined, id: number): number[] {
  const current = list ?? [];
  return current.includes(id) ? current.filter((item) => item !== id) : [...current, id];
}

/**
 * The filters chosen in the filter panel (not the category or the search, which are where the
 * shopper is, nor the sort or the page).
 */
export function panelFilterCount(filters: CatalogFilters): number {
  return (
    (filters.brand?.length ?? 0) +
    (filters.properties?.length ?? 0) +
    (filters.min_price !== undefined || filters.max_price !== undefined ? 1 : 0) +
    (filters.in_stock ? 1 : 0) +
    (filters.on_sale ? 1 : 0)
  );
}

/** "Reset filters": the panel's choices go, the category, the search and the sort stay. */
export function resetPanelFilters(filters: CatalogFilters): CatalogFilters {
  return withoutEmpty({ page: 1, search: filters.search, categoryName: filters.categoryName, sort: filters.sort });
}
