/**
 * The catalogue and product pages rendered by the server, per request, with their data: the API
 * (modules/web) loads this file, built for Node beside the storefront (vite.config.ts), and puts
 * what it answers inside #root, with the query cache's data beside it for the app to hydrate.
 * So the title, the price and the main image paint as soon as the HTML and CSS arrive, and the
 * app takes the same nodes over without fetching the same data again.
 *
 * The page is rendered with the app's own components and queries: a render finds the queries
 * the first screen needs, they run through the app's own API client — answered by the server
 * in its own process (`setTransport`) — and the page is rendered again with their data, until
 * no new query appears (the product's related products need the product first).
 */
import type { Language } from '@aruu/contract/common';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { AppRoutes, preloadPage } from '@/app/router';
import { setTransport } from '@/shared/api/client';
import { inLanguage, renderToHtml } from './prerender';

/** The server's answer to one of the app's API requests (a path under /api/v1 with its query). */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;

export interface RenderedPage {
  html: string;
  /** The query cache's answers, as TanStack Query's `dehydrate` gives them, for `hydrate`. */
  data: unknown;
}

/** Enough for a listing's facets and a product's related products; a later query is left to the browser. */
const MAX_RENDERS = 4;

/** Signed out, as the server renders every page: only the queries a visitor's page runs, once each. */
async function runNewQueries(queryClient: QueryClient, tried: Set<string>): Promise<boolean> {
  const pending = queryClient
    .getQueryCache()
    .getAll()
    // A query waiting for something (`enabled: false`: no product yet, not signed in) is not run.
    .filter((query) => (query.options as { enabled?: unknown }).enabled !== false && !tried.has(query.queryHash));
  for (const query of pending) tried.add(query.queryHash);
  // A refused or failed query stays unanswered: the browser asks again, as it would have.
  await Promise.all(pending.map((query) => query.fetch().catch(() => undefined)));
  return pending.length > 0;
}

export function createRenderer(api: ApiTransport) {
  setTransport(api);
  /**
   * Undefined when one of the page's queries failed (an unknown product, a glitch): the browser
   * then renders the page itself, since an error would not reach it the same.
   */
  return async function renderPage(location: string, language: Language): Promise<RenderedPage | undefined> {
    await preloadPage(location.split('?')[0] ?? '/');
    const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: false } } });
    const tried = new Set<string>();
    let html = await renderToHtml(inLanguage(language, location, <AppRoutes />, queryClient));
    for (let render = 1; render < MAX_RENDERS && (await runNewQueries(queryClient, tried)); render++) {
      html = await renderToHtml(inLanguage(language, location, <AppRoutes />, queryClient));
    }
    const failed = queryClient.getQueryCache().findAll({ predicate: (query) => query.state.status === 'error' });
    const data = failed.length === 0 ? dehydrate(queryClient) : undefined;
    queryClient.clear();
    return data && { html, data };
  };
}
