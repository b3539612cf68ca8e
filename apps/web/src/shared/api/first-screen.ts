import type { Language } from '@aruu/contract/languages';
import type { FetchQueryOptions, QueryKey } from '@tanstack/react-query';

/**
 * Fetches one query by the same options its component runs (the query option factory of its
 * entity or feature), into the server render's query cache; undefined when it fails, which the
 * page then shows as the browser would.
 */
export type FetchFirstScreenQuery = <TData, TError, TKey extends QueryKey>(
  options: FetchQueryOptions<TData, TError, TData, TKey>,
) => Promise<TData | undefined>;

export interface FirstScreenContext {
  /** The page's path parameter (a product's id), as the contract's page table matches it. */
  param?: string;
  search: URLSearchParams;
  language: Language;
  fetch: FetchFirstScreenQuery;
}

/**
 * What a server-rendered page (or the layout around it) reads on its first screen, declared by
 * the page beside its component: the server (src/server-render.tsx) fetches all of it together —
 * a query needing another's answer as soon as that answer has come — and then renders the page
 * once. A query a component runs that its page does not declare is still found by rendering
 * again, but costs a render and is reported (RenderedPage `undeclared`).
 */
export type FirstScreen = (context: FirstScreenContext) => Promise<unknown>;
