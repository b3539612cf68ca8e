import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { SERVER_RENDERER_DIR, SERVER_RENDERER_FILE } from '@aruu/contract/first-paint';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { writeWebDist } from '../../../test/support/web-dist.js';
import { queryRows, useTestApp } from '../../../test/test-app.js';
import { createRenderPool } from './render-pool.js';
import type { ServerRendererModule } from './render-protocol.js';
import { inProcessTransport } from './server-render.js';

/**
 * A renderer shaped like the storefront's (apps/web src/server-render.tsx): its first screen asks
 * the API for the product, as the app's queries do, and its render draws from that answer, noting
 * which worker drew it and how many pages that worker had drawn (so a reused page is told from a
 * new one). `?render=throw` and `?render=hang` stand for a broken component and a render that
 * never ends; `?render=more` for a page that runs a query its first screen did not declare.
 * `firstScreensAsked` counts the first screens fetched by this process's copy (the API's thread).
 */
const fixtureRenderer = `
const worker = Math.random().toString(36).slice(2);
let drawn = 0;
let firstScreens = 0;
export const firstScreensAsked = () => firstScreens;
export function createRenderer(api) {
  const product = async (location, language) => {
    const id = /^\\/product\\/(\\d+)/.exec(location)[1];
    const response = await api('/api/v1/products/' + id + '?lang=' + language, { method: 'GET', headers: {} });
    return response.ok ? response.json() : undefined;
  };
  return {
    async firstScreen(location, language) {
      firstScreens += 1;
      const found = await product(location, language);
      return found && { product: found };
    },
    async render(location, language, data) {
      if (location.includes('render=throw')) throw new Error('a broken component');
      if (location.includes('render=hang')) await new Promise(() => {});
      const more = location.includes('render=more') ? await product(location, language) : undefined;
      drawn += 1;
      const html = '<h1>' + data.product.title + '</h1><p>' + data.product.variations.length + '</p>' +
        (more ? '<p>asked again</p>' : '') + '<!--' + worker + ' ' + drawn + '-->';
      return { html, data, renders: more ? 2 : 1, undeclared: more ? ['the product again'] : [] };
    },
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

/** The page without the fixture's note of who drew it. */
const withoutDrawer = (html: string | undefined) => html?.replace(/<!--.*-->$/, '');
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
      const here = renderer.createRenderer(inProcessTransport(ctx.app));
      const data = await here.firstScreen(url, lang);
      const onThisThread = await here.render(url, lang, data);
      expect(onThisThread?.html).toMatch(/^<h1>.+<\/h1>/);
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(withoutDrawer(rootOf(response.body))).toBe(withoutDrawer(onThisThread!.html));
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
      // The two stuck renders end by this limit; the pages here draw from the data given, without
      // a query, so even a busy machine draws the others well inside it.
      timeoutMs: 1000,
      log: ctx.app.log,
    });
    try {
      const data = { product: { title: 'A cream', variations: [] } };
      expect(await pool.render(`/product/${id}`, 'en', data)).toBeDefined();
      // A stuck render fills the worker, another waits: the third page is not queued behind them.
      const stuck = [1, 2].map(() => pool.render(`/product/${id}?render=hang`, 'en', data));
      const third = pool.render(`/product/${id}`, 'en', data);
      const first = await Promise.race([third.then(() => 'third'), ...stuck.map((page) => page.then(() => 'stuck'))]);
      expect(first).toBe('third');
      expect(await third).toBeUndefined();
      expect(await Promise.all(stuck)).toEqual([undefined, undefined]);
      expect(await pool.render(`/product/${id}`, 'en', data)).toBeDefined();
    } finally {
      await pool.close();
    }
  });
});

describe('a product page made from the answers of a page drawn before', () => {
  it('is that page, and an answer changed by a write is in the very next page', async () => {
    const id = await someProductId();
    const url = `/product/${id}?lang=en`;
    const drawn = await pageRoot(url);
    expect(drawn).toMatch(/^<h1>/);
    expect(await pageRoot(url)).toBe(drawn);
    await ctx.database.db.execute(sql`update products set title_en = 'A renamed cream' where id = ${id}`);
    const renamed = await pageRoot(url);
    expect(renamed).toMatch(/^<h1>A renamed cream<\/h1>/);
    expect(await pageRoot(url)).toBe(renamed);
    // Each language is a page of its own.
    expect(await pageRoot(`/product/${id}?lang=ky`)).not.toContain('A renamed cream');
  });

  it('is drawn again when it ran a query its first screen does not name, answered over the worker’s port', async () => {
    const id = await someProductId();
    const drawn = await pageRoot(`/product/${id}?render=more`);
    expect(drawn).toContain('<p>asked again</p>');
    // A write the page is not made of moves the catalogue's version: the page is not answered
    // whole from the kept pages (decision 085), and its answers alone are compared.
    await ctx.database.db.execute(sql`update brands set name = name where id = (select min(id) from brands)`);
    const again = await pageRoot(`/product/${id}?render=more`);
    expect(again).toContain('<p>asked again</p>');
    expect(again).not.toBe(drawn);
  });
});

describe('a server-rendered page kept while the catalogue and its reviews stay (decision 085)', () => {
  const firstScreensAsked = async () =>
    (
      (await import(pathToFileURL(join(distDir, SERVER_RENDERER_FILE)).href)) as { firstScreensAsked(): number }
    ).firstScreensAsked();

  async function pageBody(url: string) {
    const response = await ctx.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    return response.body;
  }

  it('is answered again without fetching its first screen, and a write is in the very next page', async () => {
    const id = await someProductId();
    const url = `/product/${id}?lang=en&kept=1`;
    const drawn = await pageRoot(url);
    expect(drawn).toMatch(/^<h1>/);
    const asked = await firstScreensAsked();
    expect(await pageRoot(url)).toBe(drawn);
    expect(await firstScreensAsked()).toBe(asked);
    await ctx.database.db.execute(sql`update products set title_en = 'A cream kept no more' where id = ${id}`);
    expect(await pageRoot(url)).toMatch(/^<h1>A cream kept no more<\/h1>/);
    expect(await firstScreensAsked()).toBe(asked + 1);
  });

  it('carries a review voted up, rewritten or hidden, and its author renamed, in the very next page', async () => {
    const [review] = await queryRows<{ id: number; product_id: number; user_id: number }>(
      ctx.database,
      sql`select id, product_id, user_id from reviews where status = 'published' order by id limit 1`,
    );
    const url = `/product/${review!.product_id}?lang=en`;
    await pageBody(url);
    // Voted up to the most helpful, it is among the reviews the page's head carries.
    await ctx.database.db.execute(
      sql`update reviews set helpful_count = 1000000, text = 'Kept pages follow the reviews' where id = ${review!.id}`,
    );
    expect(await pageBody(url)).toContain('Kept pages follow the reviews');
    await ctx.database.db.execute(
      sql`update users set first_name = 'Zarina', last_name = 'Kadyrova' where id = ${review!.user_id}`,
    );
    expect(await pageBody(url)).toContain('Zarina K.');
    await ctx.database.db.execute(sql`update reviews set status = 'rejected' where id = ${review!.id}`);
    expect(await pageBody(url)).not.toContain('Kept pages follow the reviews');
  });
});

describe('a server-rendered page sent encoded, kept as it went out (decision 088)', () => {
  async function sent(url: string, headers: Record<string, string>) {
    const response = await ctx.app.inject({ method: 'GET', url, headers });
    expect(response.statusCode).toBe(200);
    const encoding = response.headers['content-encoding'];
    const body =
      encoding === 'br'
        ? brotliDecompressSync(response.rawPayload)
        : encoding === 'gzip'
          ? gunzipSync(response.rawPayload)
          : response.rawPayload;
    return { encoding, vary: String(response.headers.vary), html: body.toString('utf8') };
  }

  it('is the page an unencoded request gets, in the encoding the browser prefers', async () => {
    const id = await someProductId();
    const url = `/product/${id}?lang=en&sent=1`;
    const plain = await sent(url, {});
    expect(plain.encoding).toBeUndefined();
    const brotli = await sent(url, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(brotli).toMatchObject({ encoding: 'br', html: plain.html });
    expect(brotli.vary).toMatch(/Accept-Encoding/);
    expect(await sent(url, { 'accept-encoding': 'gzip' })).toMatchObject({ encoding: 'gzip', html: plain.html });
    // Kept encoded: asked again, the same bytes, with no first screen fetched again.
    expect(await sent(url, { 'accept-encoding': 'br' })).toMatchObject({ encoding: 'br', html: plain.html });
  });

  it('carries a write in the very next page', async () => {
    const id = await someProductId();
    const url = `/product/${id}?lang=en&sent=2`;
    const first = await sent(url, { 'accept-encoding': 'br' });
    expect(rootOf(first.html)).toMatch(/^<h1>/);
    await ctx.database.db.execute(sql`update products set title_en = 'A cream sent anew' where id = ${id}`);
    expect(rootOf((await sent(url, { 'accept-encoding': 'br' })).html)).toMatch(/^<h1>A cream sent anew<\/h1>/);
  });

  it('is kept apart per colour mode, language and origin', async () => {
    const id = await someProductId();
    const url = `/product/${id}?sent=3`;
    const br = { 'accept-encoding': 'br' };
    const light = await sent(url, { ...br, 'accept-language': 'en' });
    const dark = await sent(url, { ...br, 'accept-language': 'en', cookie: 'color-mode=dark' });
    const kyrgyz = await sent(url, { ...br, 'accept-language': 'ky' });
    const elsewhere = await sent(url, { ...br, 'accept-language': 'en', host: 'shop.example' });
    expect(light.html).toContain('<html lang="en"');
    expect(light.html).not.toContain('class="dark"');
    expect(dark.html).toContain('<html lang="en" class="dark"');
    expect(kyrgyz.html).toContain('<html lang="ky"');
    expect(elsewhere.html).toContain('shop.example');
    expect(light.html).not.toContain('shop.example');
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
