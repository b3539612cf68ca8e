import { type PageId, type PageParam, pageDef, pageIds, pagePath } from '@aruu/contract/pages';

type QueryValue = string | number | boolean | readonly (string | number)[] | undefined | null;

/** `?a=1&b=2` from the given parameters, skipping empty ones; arrays repeat the key. */
export function queryString(params: Record<string, QueryValue>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    // `false` is a filter left off, so it is left out like an empty value.
    if (value === undefined || value === null || value === '' || value === false) continue;
    if (Array.isArray(value)) for (const item of value) search.append(key, String(item));
    else search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

type PagePaths = { [K in PageId]: [PageParam<K>] extends [never] ? string : (param: PageParam<K>) => string };

/** The address of every page of the contract's page table: a string, or a function of the page's parameter. */
const pagePaths = Object.fromEntries(
  pageIds.map((page) => {
    // Typed per page by `PagePaths`; here, for any page, the parameter is whatever it takes.
    const path = pagePath as (page: PageId, ...param: unknown[]) => string;
    return [page, pageDef(page).param === undefined ? path(page) : (param: unknown) => path(page, param)];
  }),
) as PagePaths;

/** Every URL of the storefront: the pages' addresses, and those that add a query. */
export const paths = {
  ...pagePaths,
  /** The catalogue with filters in the address, so a filtered page can be shared (`search`, `page`, `categoryName`…). */
  catalogOf: (params: Record<string, QueryValue>) => `${pagePaths.catalog}${queryString(params)}`,
  /** Sign in, then come back to `next`. */
  authThenBack: (next: string) => `${pagePaths.auth}${queryString({ next })}`,
};
