import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { readSitemap, writeWebDist } from '../../../test/support/web-dist.js';
import { queryRows, useTestApp } from '../../../test/test-app.js';

const ORIGIN = 'https://aruu.example';
const PER_FILE = 700;
const ctx = useTestApp({ WEB_DIST_DIR: writeWebDist(), PUBLIC_URL: ORIGIN, SITEMAP_URLS_PER_FILE: String(PER_FILE) });

async function get(url: string) {
  return ctx.app.inject({ method: 'GET', url });
}

describe('a sitemap larger than one file', () => {
  it('becomes an index of files that together list every page once', async () => {
    const index = await get('/sitemap.xml');
    expect(index.statusCode).toBe(200);
    const { root, sitemaps, urls } = readSitemap(index.body);
    expect(root).toBe('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(urls).toEqual([]);
    expect(sitemaps.length).toBeGreaterThan(1);
    expect(sitemaps.map((sitemap) => sitemap.loc)).toEqual(sitemaps.map((_, i) => `${ORIGIN}/sitemap-${i + 1}.xml`));
    // Files holding products know when they last changed.
    expect(sitemaps.at(-1)?.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);

    const locs: string[] = [];
    for (const sitemap of sitemaps) {
      const part = await get(new URL(sitemap.loc).pathname);
      expect(part.statusCode).toBe(200);
      const { root: partRoot, urls: partUrls } = readSitemap(part.body);
      expect(partRoot).toContain('<urlset');
      expect(partUrls.length).toBeGreaterThan(0);
      expect(partUrls.length).toBeLessThanOrEqual(PER_FILE);
      locs.push(...partUrls.map((url) => url.loc));
    }
    expect(new Set(locs).size).toBe(locs.length);
    const [products] = await queryRows<{ n: number }>(ctx.database, sql`select count(*) as n from products`);
    expect(locs.filter((loc) => /\/product\/\d+$/.test(loc))).toHaveLength(Number(products!.n));
    expect(locs).toContain(`${ORIGIN}/`);
    expect(Math.ceil(locs.length / PER_FILE)).toBe(sitemaps.length);

    expect((await get(`/sitemap-${sitemaps.length + 1}.xml`)).statusCode).toBe(404);
  });
});
