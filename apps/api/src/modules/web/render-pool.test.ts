import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { SERVER_RENDERER_DIR, SERVER_RENDERER_FILE } from '@aruu/contract/first-paint';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { writeWebDist } from '../../../test/support/web-dist.js';
import { queryRows, useTestApp } from '../../../test/test-app.js';
import { createRenderPool } from './render-pool.js';
import type { ServerRendererModule } from './render-protocol.js';
import { inProcessTransport } from './server-render.js';

/**
 * A renderer shaped like the storefront's (apps/web src/server-render.tsx): it asks the API for the
 * product, as the app's queries do, and renders from the answer; `?render=throw` and
 * `?render=hang` stand for a broken component and a render that never ends.
 */
const fixtureRenderer = `
export function createRenderer(api) {
  return async (location, language) => {
    if (location.includes('render=throw')) throw new Error('a broken component');
    if (location.includes('render=hang')) await new Promise(() => {});
    const id = /^\\/product\\/(\\d+)/.exec(location)[1];
    const response = await api('/api/v1/products/' + id + '?lang=' + language, { method: 'GET', headers: {} });
    if (!response.ok) return undefined;
    const product = await response.json();
    return { html: '<h1>' + product.title + '</h1><p>' + product.variations.length + '</p>', data: { id: product.id } };
  };
}
`;

function distWithRenderer(): string {
  const dir = writeWebDist();
  const file = join(dir, SERVER_RENDERER_FILE);
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, fixtureRenderer);
  // As the build leaves it beside the renderer: the first paints' renderer, also built for Node.
  writeFileSync(join(dir, SERVER_RENDERER_DIR, 'prerender.js'), 'export {};\n');
  return dir;
}

const distDir = distWithRenderer();
const ctx = useTestApp({
  WEB_DIST_DIR: distDir,
  SSR_WORKERS: '1',
  SSR_QUEUE_PER_WORKER: '1',
  // Long enough for a render on a busy test machine (a new worker's loading is not counted).
  SSR_TIMEOUT_MS: '3000',
});

const rootOf = (html: string) => /<div id="root"(?: data-hydrating)?>([\s\S]*?)<\/div>/.exec(html)?.[1];

async function pageRoot(url: string) {
  const response = await ctx.app.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  return rootOf(response.body);
}

async function someProductId(): Promise<number> {
  const rows = await queryRows<{ id: number }>(ctx.database, sql`select id from products order by id limit 1`);
  return rows[0]!.id;
}

describe('product pages rendered by the worker pool', () => {
  for (const lang of ['ru', 'en', 'ky'] as const) {
    it(`equal the render on the API's own thread (${lang})`, async () => {
      const id = await someProductId();
      const renderer: ServerRendererModule = await import(pathToFileURL(join(distDir, SERVER_RENDERER_FILE)).href);
      const url = `/product/${id}?lang=${lang}`;
      const onThisThread = await renderer.createRenderer(inProcessTransport(ctx.app))(url, lang);
      expect(onThisThread?.html).toMatch(/^<h1>.+<\/h1>/);
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(rootOf(response.body)).toBe(onThisThread!.html);
      expect(response.body).toContain(JSON.stringify(onThisThread!.data));
    });
  }

  it('leave an unknown product to the browser: not found, no first paint, no data', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/product/2000000000' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).not.toContain('application/json');
  });

  it('are sent for the browser to render when the render throws, and the next page renders', async () => {
    const id = await someProductId();
    expect(await pageRoot(`/product/${id}?render=throw`)).toBe('');
    expect(await pageRoot(`/product/${id}`)).toMatch(/^<h1>/);
  });

  it('are sent for the browser to render when the render times out, and its worker is replaced', async () => {
    const id = await someProductId();
    expect(await pageRoot(`/product/${id}?render=hang`)).toBe('');
    expect(await pageRoot(`/product/${id}`)).toMatch(/^<h1>/);
  });

  it('are sent at once for the browser to render when the pool and its queue are full', async () => {
    const id = await someProductId();
    // The app's pool is reached only after each page's head is read, in no set order: this one's
    // renders are handed over in the order they are asked for.
    const pool = createRenderPool({
      rendererUrl: pathToFileURL(join(distDir, SERVER_RENDERER_FILE)).href,
      transport: inProcessTransport(ctx.app),
      workers: 1,
      queuePerWorker: 1,
      timeoutMs: 3000,
      log: ctx.app.log,
    });
    try {
      expect(await pool.render(`/product/${id}`, 'en')).toBeDefined();
      // A stuck render fills the worker, another waits: the third page is not queued behind them.
      const stuck = [1, 2].map(() => pool.render(`/product/${id}?render=hang`, 'en'));
      const third = pool.render(`/product/${id}`, 'en');
      const first = await Promise.race([third.then(() => 'third'), ...stuck.map((page) => page.then(() => 'stuck'))]);
      expect(first).toBe('third');
      expect(await third).toBeUndefined();
      expect(await Promise.all(stuck)).toEqual([undefined, undefined]);
      expect(await pool.render(`/product/${id}`, 'en')).toBeDefined();
    } finally {
      await pool.close();
    }
  });
});

describe("the renderer's files", () => {
  it('are never served: they are the app built for Node', async () => {
    for (const url of [`/${SERVER_RENDERER_FILE}`, `/${SERVER_RENDERER_DIR}/prerender.js`]) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
    }
  });
});
