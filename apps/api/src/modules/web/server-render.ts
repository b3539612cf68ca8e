import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Language } from '@aruu/contract/common';
import { SERVER_RENDERER_FILE, serverRenderedPages } from '@aruu/contract/first-paint';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { Counter, type Registry } from 'prom-client';
import { TtlCache } from '../../lib/ttl-cache.js';
import type { PageRoute } from './page-route.js';
import { createRenderPool } from './render-pool.js';
import type { RenderedPage, Transport } from './render-protocol.js';

/** Distinct addresses kept per process: catalogue filters make many, each page is a few dozen KB. */
const MAX_PAGES = 500;

/**
 * The app's API requests during a render, answered by this process through Fastify's `inject`:
 * the same routes, validation, serialisation and response cache as the browser's requests, with
 * no socket. The render is signed out, so nothing personal is asked or answered.
 */
export function inProcessTransport(app: FastifyInstance): Transport {
  return async (url, init) => {
    const response = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url,
      headers: { ...(init.headers as Record<string, string>), 'user-agent': 'aruu-server-render' },
      ...(typeof init.body === 'string' ? { payload: init.body } : {}),
    });
    return new Response(response.statusCode === 204 ? null : response.body, {
      status: response.statusCode,
      headers: { 'content-type': String(response.headers['content-type'] ?? 'application/json') },
    });
  };
}

export type ServerRender = (route: PageRoute, url: string, lang: Language) => Promise<RenderedPage | undefined>;

export interface ServerRenderOptions {
  cacheTtlMs: number;
  workers: number;
  queuePerWorker: number;
  timeoutMs: number;
}

/**
 * The catalogue and product pages with their data, rendered by the storefront's own components
 * (see apps/web src/server-render.tsx) in a pool of worker threads (render-pool.ts), cached per
 * address and language like the catalogue's API answers (`cacheTtlMs`). Other pages, a build
 * without the renderer, or a page the pool does not render in time get none.
 */
export function loadServerRender(app: FastifyInstance, distDir: string, options: ServerRenderOptions): ServerRender {
  const file = join(distDir, SERVER_RENDERER_FILE);
  if (!existsSync(file)) return async () => undefined;
  const pool = createRenderPool({
    rendererUrl: pathToFileURL(file).href,
    transport: inProcessTransport(app),
    workers: options.workers,
    queuePerWorker: options.queuePerWorker,
    timeoutMs: options.timeoutMs,
    log: app.log,
  });
  app.addHook('onClose', () => pool.close());
  const observe = observeRenders(app.log, app.hasDecorator('metricsRegistry') ? app.metricsRegistry : undefined);
  const render = cachedRenders(
    async (url, lang) => observe(url, lang, await pool.render(url, lang)),
    options.cacheTtlMs,
  );
  return async (route, url, lang) => {
    if (route.kind !== 'page' || !(serverRenderedPages as readonly string[]).includes(route.page)) return undefined;
    return render(url, lang);
  };
}

/**
 * Counts each rendered page and its renders (`/metrics`), and logs a page that ran a query its
 * first-screen declaration (apps/web, `firstScreen` beside the page) does not name: it rendered
 * again for it, which is the declaration to fix. Answers the page without those figures.
 */
export function observeRenders(log: FastifyBaseLogger, registry: Registry | undefined) {
  const metrics = registry && {
    pages: new Counter({
      name: 'aruu_server_rendered_pages_total',
      help: 'Pages the server rendered with their data',
      registers: [registry],
    }),
    renders: new Counter({
      name: 'aruu_server_render_passes_total',
      help: 'Renders of those pages (one per page when every query it runs is declared)',
      registers: [registry],
    }),
    undeclared: new Counter({
      name: 'aruu_server_render_undeclared_queries_total',
      help: 'Queries a page ran that its first-screen declaration did not name (each cost a render)',
      registers: [registry],
    }),
  };
  return (location: string, language: Language, page: RenderedPage | undefined): RenderedPage | undefined => {
    if (!page) return undefined;
    const { html, data, renders, undeclared = [] } = page;
    if (renders !== undefined) {
      metrics?.pages.inc();
      metrics?.renders.inc(renders);
    }
    if (undeclared.length > 0) {
      metrics?.undeclared.inc(undeclared.length);
      log.warn(
        { location, language, undeclared, renders },
        'server render: the page ran queries its first-screen declaration does not name, and rendered again for them',
      );
    }
    return { html, data };
  };
}

/** What a render that gave no page (a full queue, a timeout, a throw) throws to the cache, so it keeps nothing. */
class NotRendered extends Error {}

/**
 * Rendered pages kept per address and language for `ttlMs`. An expired page is answered at once
 * while one render refreshes it: a render costs far more than the API answers it is made of, and
 * the page is then at most one render older than they are. A page the pool sent unrendered is
 * never kept — under a burst the next request tries again instead of getting the bare first paint
 * for the whole time to live — and a refresh that renders nothing keeps the page it had.
 */
export function cachedRenders(
  render: (url: string, lang: Language) => Promise<RenderedPage | undefined>,
  ttlMs: number,
): (url: string, lang: Language) => Promise<RenderedPage | undefined> {
  const pages = new TtlCache<RenderedPage>({ ttlMs, maxEntries: MAX_PAGES, serveStale: true });
  const renderedOrThrow = async (url: string, lang: Language) => {
    const page = await render(url, lang);
    if (!page) throw new NotRendered();
    return page;
  };
  return (url, lang) =>
    pages
      .getOrLoad(`${lang} ${url}`, () => renderedOrThrow(url, lang))
      .catch((error: unknown) => {
        if (error instanceof NotRendered) return undefined;
        throw error;
      });
}
