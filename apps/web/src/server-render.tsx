/**
 * The catalogue and product pages rendered by the server, per request, with their data: the API
 * (modules/web) loads this file, built for Node beside the storefront (vite.config.ts), and puts
 * what it answers inside #root, with the query cache's data beside it for the app to hydrate.
 * So the title, the price and the main image paint as soon as the HTML and CSS arrive, and the
 * app takes the same nodes over without fetching the same data again.
 *
 * The page is rendered with the app's own components and queries, once: what the page and the
 * layout declare their first screen reads (`firstScreen` beside each server-rendered page, the
 * same query options their components use) is fetched first, together — a query that needs
 * another's answer as soon as that has come — through the app's own API client, answered by the
 * server in its own process (`setTransport`). A query a component runs that nobody declared is
 * still found: the render is repeated with its answer (up to MAX_RENDERS), and the page names
 * it (`undeclared`), which the server logs and the tests refuse.
 *
 * Fetching and rendering are two calls (`ServerRenderer`): the API fetches on its own thread and
 * renders in a worker from the answers, or reuses the render it made from the very same answers
 * (apps/api modules/web/server-render.ts, decision 079).
 */
import type { Language } from '@aruu/contract/common';
import { type DehydratedState, dehydrate, hydrate, QueryClient } from '@tanstack/react-query';
import { AppRoutes, fetchFirstScreen, preloadPage } from '@/app/router';
import { setTransport } from '@/shared/api/client';
import type { FetchFirstScreenQuery } from '@/shared/api/first-screen';
import { inLanguage, renderToHtml } from './prerender';

/** The server's answer to one of the app's API requests (a path under /api/v1 with its query). */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;

export interface RenderedPage {
  html: string;
  /** The query cache's answers, as TanStack Query's `dehydrate` gives them, for `hydrate`. */
  data: unknown;
  /** How many times the page was rendered: 1 when its declaration held every query it ran. */
  renders: number;
  /** The keys of the queries its components ran that no first-screen declaration named. */
  undeclared: string[];
}

/** Enough for a listing's facets and a product's related products; a later query is left to the browser. */
const MAX_RENDERS = 4;

/** Fetches the page's declared queries into `queryClient` (the router's `fetchFirstScreen`). */
export type FirstScreenFetcher = (location: string, language: Language, fetch: FetchFirstScreenQuery) => Promise<void>;

/**
 * Runs the queries the last render met that are not in the cache yet: signed out, as the server
 * renders every page, only the queries a visitor's page runs, once each. Their keys, or none.
 */
async function runNewQueries(queryClient: QueryClient, tried: Set<string>): Promise<string[]> {
  const pending = queryClient
    .getQueryCache()
    .getAll()
    // A query waiting for something (`enabled: false`: no product yet, not signed in) is not run.
    .filter((query) => (query.options as { enabled?: unknown }).enabled !== false && !tried.has(query.queryHash));
  for (const query of pending) tried.add(query.queryHash);
  // A refused or failed query stays unanswered: the browser asks again, as it would have.
  await Promise.all(pending.map((query) => query.fetch().catch(() => undefined)));
  return pending.map((query) => query.queryHash);
}

/** The first screen's answers, as TanStack Query's `dehydrate` gives them: what a render is made from. */
export type FirstScreenData = DehydratedState;

export interface ServerRenderer {
  /**
   * Fetches what the page and the layout declare their first screen reads; undefined when one of
   * those queries failed (an unknown product, a glitch): the browser then renders the page itself,
   * since an error would not reach it the same.
   */
  firstScreen(location: string, language: Language): Promise<FirstScreenData | undefined>;
  /**
   * The page rendered from `data` (what `firstScreen` fetched, possibly in another thread), once,
   * unless a component runs a query nobody declared; undefined when such a query failed.
   */
  render(location: string, language: Language, data: FirstScreenData): Promise<RenderedPage | undefined>;
}

/**
 * A page's fetching and its rendering are apart, so the server can fetch on its own thread, know
 * from the answers whether it already has this render (the same answers make the same page), and
 * hand only the rendering to a worker, with the data, so the worker asks for nothing.
 */
export function createRenderer(api: ApiTransport, firstScreen: FirstScreenFetcher = fetchFirstScreen): ServerRenderer {
  setTransport(api);
  const newQueryClient = () => new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: false } } });
  const failed = (queryClient: QueryClient) =>
    queryClient.getQueryCache().findAll({ predicate: (query) => query.state.status === 'error' }).length > 0;

  return {
    async firstScreen(location, language) {
      const queryClient = newQueryClient();
      // A refused or failed query stays unanswered here too, and the page goes to the browser.
      await firstScreen(location, language, (options) => queryClient.fetchQuery(options).catch(() => undefined));
      const data = failed(queryClient) ? undefined : dehydrate(queryClient);
      queryClient.clear();
      return data;
    },

    async render(location, language, data) {
      // Its component, which `firstScreen` loaded if it ran in this thread.
      await preloadPage(location.split('?')[0] ?? '/');
      const queryClient = newQueryClient();
      hydrate(queryClient, data);
      const tried = new Set(
        queryClient
          .getQueryCache()
          .getAll()
          .map((query) => query.queryHash),
      );
      const render = () => renderToHtml(inLanguage(language, location, <AppRoutes />, queryClient));
      let html = await render();
      let renders = 1;
      const undeclared: string[] = [];
      while (renders < MAX_RENDERS) {
        const found = await runNewQueries(queryClient, tried);
        if (found.length === 0) break;
        undeclared.push(...found);
        html = await render();
        renders++;
      }
      const rendered = failed(queryClient) ? undefined : { html, data: dehydrate(queryClient), renders, undeclared };
      queryClient.clear();
      return rendered;
    },
  };
}
