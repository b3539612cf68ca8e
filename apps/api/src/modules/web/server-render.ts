import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import type { Language } from '@aruu/contract/common';
import { SERVER_RENDERER_FILE, serverRenderedPages } from '@aruu/contract/first-paint';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { Counter, type Registry } from 'prom-client';
import { TtlCache } from '../../lib/ttl-cache.js';
import type { KeepAnswer } from '../catalog/catalog-reuse.js';
import type { PageHead } from './page-head.js';
import type { PageRoute } from './page-route.js';
import { createRenderPool } from './render-pool.js';
import type { RenderedPage, ServerRenderer, ServerRendererModule, Transport } from './render-protocol.js';

/**
 * The app's API requests during a render, answered by this process through Fastify's `inject`:
 * the same routes, validation, serialisation and response cache as the browser's requests, with
 * no socket. The render is signed out, so nothing personal is asked or answered. `onAnswer` sees
 * each answer's address and body.
 */
export function inProcessTransport(
  app: FastifyInstance,
  onAnswer: (url: string, status: number, body: string) => void = () => {},
): Transport {
  return async (url, init) => {
    const response = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url,
      headers: { ...(init.headers as Record<string, string>), 'user-agent': 'aruu-server-render' },
      ...(typeof init.body === 'string' ? { payload: init.body } : {}),
    });
    onAnswer(
      `${init.method ?? 'GET'} ${url} ${typeof init.body === 'string' ? init.body : ''}`,
      response.statusCode,
      response.body,
    );
    return new Response(response.statusCode === 204 ? null : response.body, {
      status: response.statusCode,
      headers: { 'content-type': String(response.headers['content-type'] ?? 'application/json') },
    });
  };
}

export type ServerRender = (route: PageRoute, url: string, lang: Language) => Promise<RenderedPage | undefined>;

export interface ServerRenderOptions {
  /** How long a render is reused for the same answers (CATALOG_REUSE_MAX_AGE_MS); 0: never. */
  reuseMaxAgeMs: number;
  workers: number;
  queuePerWorker: number;
  timeoutMs: number;
}

/**
 * The catalogue and product pages with their data, rendered by the storefront's own components
 * (see apps/web src/server-render.tsx): the page's first screen is fetched on this thread, and a
 * page made from the very same answers before is reused (`reusedRenders`); any other is rendered
 * from those answers in a pool of worker threads (render-pool.ts). Other pages, a build without the
 * renderer, or a page the pool does not render in time get none.
 */
export function loadServerRender(app: FastifyInstance, distDir: string, options: ServerRenderOptions): ServerRender {
  const file = join(distDir, SERVER_RENDERER_FILE);
  if (!existsSync(file)) return async () => undefined;
  const rendererUrl = pathToFileURL(file).href;
  const pool = createRenderPool({
    rendererUrl,
    transport: inProcessTransport(app),
    workers: options.workers,
    queuePerWorker: options.queuePerWorker,
    timeoutMs: options.timeoutMs,
    log: app.log,
  });
  app.addHook('onClose', () => pool.close());
  const observe = observeRenders(app.log, app.hasDecorator('metricsRegistry') ? app.metricsRegistry : undefined);
  const firstScreen = firstScreensHere(app, rendererUrl);
  const reuse = reusedRenders(options.reuseMaxAgeMs);
  // As many pages in hand at once as the pool holds (its workers and their queues).
  const inHand = atMostAtOnce(options.workers * (options.queuePerWorker + 1));
  return async (route, url, lang) => {
    if (!isServerRendered(route)) return undefined;
    return inHand(async () => {
      const fetched = await firstScreen(url, lang);
      if (!fetched) return undefined;
      return reuse(url, lang, fetched, async () => {
        const page = await pool.render(url, lang, fetched.data);
        observe(url, lang, page);
        return page;
      });
    });
  };
}

/** The catalogue and product pages: rendered on the server with their data. */
export const isServerRendered = (route: PageRoute) =>
  route.kind === 'page' && (serverRenderedPages as readonly string[]).includes(route.page);

/**
 * Runs `work` when fewer than `limit` are running, and answers undefined at once otherwise: past
 * what the render pool can hold, a page goes out unrendered (the browser renders it, 070) before
 * its data is fetched, so a burst of pages does not queue the shop's other requests behind page
 * data on the API's thread.
 */
export function atMostAtOnce(limit: number) {
  let running = 0;
  return async <T>(work: () => Promise<T | undefined>): Promise<T | undefined> => {
    if (running >= limit) return undefined;
    running += 1;
    try {
      return await work();
    } finally {
      running -= 1;
    }
  };
}

/** A page's first screen as fetched on the API's thread: its data, and every answer it was made from. */
export interface FetchedFirstScreen {
  data: unknown;
  /**
   * Each answer's request, status and body, in a fixed order: the same text makes the same page.
   * Undefined when the answers were not seen, so the page is never reused.
   */
  answers: string | undefined;
}

/**
 * Fetches pages' first screens on this thread, through the renderer's own declarations (loaded
 * here once, beside the workers' copies), noting every answer each page was made from. A page
 * whose answers were not seen here (another renderer of this process took the transport over) has
 * none, so it is never reused.
 */
function firstScreensHere(app: FastifyInstance, rendererUrl: string) {
  const seen = new AsyncLocalStorage<string[]>();
  const transport = inProcessTransport(app, (request, status, body) =>
    seen.getStore()?.push(`${request}\n${status}\n${body}`),
  );
  let renderer: Promise<ServerRenderer> | undefined;
  return async (url: string, lang: Language): Promise<FetchedFirstScreen | undefined> => {
    renderer ??= import(rendererUrl).then((module: ServerRendererModule) => module.createRenderer(transport));
    const { firstScreen } = await renderer;
    const answers: string[] = [];
    const data = await seen.run(answers, () => firstScreen(url, lang));
    if (data === undefined) return undefined;
    return { data, answers: answers.length > 0 ? answers.sort().join('\n\n') : undefined };
  };
}

/**
 * Counts each rendered page and its renders (`/metrics`), and logs a page that ran a query its
 * first-screen declaration (apps/web, `firstScreen` beside the page) does not name: it rendered
 * again for it, which is the declaration to fix.
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
  return (location: string, language: Language, page: RenderedPage | undefined): void => {
    if (!page) return;
    const { renders, undeclared = [] } = page;
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
  };
}

/** Enough for every product page of a 3,000-product shop in one language; a kept page is ~12 KB. */
const MAX_REUSED_RENDERS = 5000;

/**
 * Renders reused while the answers they were made from stay the same (decision 079): a render is
 * a pure function of the address, the language and those answers, and the answers are fetched
 * afresh for every page, so a price changed a moment ago is in the very next page — this keeps no
 * answer, only the work of turning the same answers into HTML again. `maxAgeMs` bounds what only
 * the clock changes, as for the catalogue's answers (decision 078); 0 turns reuse off. Pages are
 * kept compressed (about a seventh of their size) and the page goes out with the data just fetched.
 */
export function reusedRenders(maxAgeMs: number) {
  // Kept: a render's HTML deflated. Passed through: no render, or one that is not reusable.
  const kept = new TtlCache<Buffer | RenderedPage | undefined>({ ttlMs: maxAgeMs, maxEntries: MAX_REUSED_RENDERS });
  return async (
    url: string,
    lang: Language,
    firstScreen: FetchedFirstScreen,
    render: () => Promise<RenderedPage | undefined>,
  ): Promise<RenderedPage | undefined> => {
    if (maxAgeMs <= 0 || firstScreen.answers === undefined) return render();
    const key = createHash('sha256').update(`${lang}\n${url}\n`).update(firstScreen.answers).digest('base64');
    const made = await keepWhen<Buffer | RenderedPage | undefined>(
      (at, compute) => kept.getOrLoad(at, compute),
      key,
      async () => {
        const page = await render();
        // A page that ran queries beyond its first screen is made of more than these answers.
        return page && (page.renders ?? 1) <= 1 ? deflateRawSync(page.html, { level: 1 }) : page;
      },
      Buffer.isBuffer,
    );
    return Buffer.isBuffer(made) ? { html: inflateRawSync(made).toString('utf8'), data: firstScreen.data } : made;
  };
}

/**
 * A page as it goes out: its head, and for a server-rendered page its first paint and data
 * (index-template.ts `pageDataText`), as text when just made and as UTF-8 bytes when kept.
 */
export interface PageContent {
  head: PageHead;
  firstPaint?: Buffer | string;
  data?: Buffer | string;
}

/** A page kept: its first paint and data deflated (a seventh of their size). */
interface KeptPage {
  head: PageHead;
  firstPaint?: Buffer;
  data?: Buffer;
}

/** What a keep passed through without keeping (`keepWhen`). */
class NotKept<T> extends Error {
  constructor(readonly value: T) {
    super('not kept');
  }
}

/**
 * `keep`, for values that are not all worth keeping: one that `worthKeeping` refuses is passed
 * through, and the next ask computes it again.
 */
export async function keepWhen<T>(
  keep: KeepAnswer<T>,
  key: string,
  compute: () => Promise<T>,
  worthKeeping: (value: T) => boolean,
): Promise<T> {
  try {
    return await keep(key, async () => {
      const value = await compute();
      if (!worthKeeping(value)) throw new NotKept(value);
      return value;
    });
  } catch (error) {
    if (error instanceof NotKept) return error.value as T;
    throw error;
  }
}

/**
 * A page worth keeping: it was rendered, or it is not a page that renders (not found). A page that
 * exists but went out unrendered (a full pool, a timeout) is not, so the next request renders it.
 */
export const renderedWhole = (page: Pick<PageContent, 'head' | 'firstPaint'>) =>
  page.head.status !== 200 || page.firstPaint !== undefined;

/**
 * Server-rendered pages kept whole while the catalogue's version stays (decision 085): every table
 * a page is made of (the catalogue, the shops' stock, the reviews and their authors' names) moves
 * the version at the commit of a write, so a kept page is the page the database would give now,
 * and is answered with no first-screen request, render or hash: one shared version read.
 */
export function keptPages(keep: KeepAnswer<KeptPage>) {
  const deflate = (text: Buffer | string | undefined) =>
    text === undefined ? undefined : deflateRawSync(text, { level: 1 });
  // Left as bytes: decoding a page to text costs five times its inflating, and it is sent as bytes.
  const inflate = (bytes: Buffer | undefined) => (bytes === undefined ? undefined : inflateRawSync(bytes));
  return async (key: string, compute: () => Promise<PageContent>): Promise<PageContent> => {
    let computed: PageContent | undefined;
    const kept = await keepWhen(
      keep,
      key,
      async () => {
        computed = await compute();
        return { head: computed.head, firstPaint: deflate(computed.firstPaint), data: deflate(computed.data) };
      },
      renderedWhole,
    );
    // A page just computed goes out as it was made, not through its deflated copy.
    return computed ?? { head: kept.head, firstPaint: inflate(kept.firstPaint), data: inflate(kept.data) };
  };
}
