import { BannerList } from '@aruu/contract/catalog';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { readSitemap, writeWebDist } from '../../../test/support/web-dist.js';
import { queryRows, useTestApp } from '../../../test/test-app.js';

// No PUBLIC_URL: absolute links come from the request, which app.inject() sends to localhost:80.
const ctx = useTestApp({ WEB_DIST_DIR: writeWebDist() });
const ORIGIN = 'http://localhost:80';

async function get(url: string, headers: Record<string, string> = {}) {
  return ctx.app.inject({ method: 'GET', url, headers });
}

async function count(query: ReturnType<typeof sql>): Promise<number> {
  const [row] = await queryRows<{ n: number }>(ctx.database, query);
  return Number(row!.n);
}

describe('sitemap.xml', () => {
  it('lists every page of the shop once, in one well-formed file', async () => {
    const response = await get('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const sitemap = readSitemap(response.body);
    expect(sitemap.root).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
    expect(sitemap.root).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const locs = sitemap.urls.map((url) => url.loc);
    expect(new Set(locs).size).toBe(locs.length);

    const products = locs.filter((loc) => /\/product\/\d+$/.test(loc));
    expect(products).toHaveLength(await count(sql`select count(*) as n from products where published`));
    expect(locs.filter((loc) => loc.includes('/catalog?categoryName='))).toHaveLength(
      await count(sql`select count(*) as n from categories`),
    );
    expect(locs).toContain(`${ORIGIN}/catalog?categoryName=sunscreen`);
    const banners = BannerList.parse((await get('/api/v1/banners')).json());
    for (const banner of banners) expect(locs).toContain(`${ORIGIN}/banner/${banner.id}`);
    for (const path of ['/', '/catalog', '/about', '/contacts', '/privacy-policy', '/refund', '/public-offer']) {
      expect(locs).toContain(`${ORIGIN}${path}`);
    }
    expect(locs.some((loc) => /\/(auth|basket|profile)/.test(loc))).toBe(false);
  });

  it('gives each URL its language alternates, and products their last change', async () => {
    const { urls } = readSitemap((await get('/sitemap.xml')).body);
    for (const url of urls) {
      const glue = url.loc.includes('?') ? '&' : '?';
      expect(url.alternates).toEqual({
        ru: url.loc,
        en: `${url.loc}${glue}lang=en`,
        ky: `${url.loc}${glue}lang=ky`,
        'x-default': url.loc,
      });
    }
    const [row] = await queryRows<{ id: number; modified: string }>(
      ctx.database,
      sql`select p.id, to_char(greatest(p.updated_at, p.released_at, d.updated_at) at time zone 'UTC',
            'YYYY-MM-DD"T"HH24:MI:SS"Z"') as modified
          from products p join product_details d on d.product_id = p.id order by p.id desc limit 1`,
    );
    expect(urls.find((url) => url.loc === `${ORIGIN}/product/${row!.id}`)?.lastmod).toBe(row!.modified);
    expect(urls.filter((url) => url.loc.includes('/product/')).every((url) => url.lastmod)).toBe(true);
  });

  it('answers the single file as sitemap-1.xml too, and 404 past it', async () => {
    expect((await get('/sitemap-1.xml')).statusCode).toBe(200);
    for (const url of ['/sitemap-2.xml', '/sitemap-0.xml', '/sitemap-abc.xml', '/sitemap-1.txt']) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
  });

  it('takes the origin from the request without trusting forwarded headers', async () => {
    const response = await get('/sitemap.xml', { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' });
    const { urls } = readSitemap(response.body);
    expect(urls.every((url) => url.loc.startsWith(`${ORIGIN}/`))).toBe(true);
  });

  it('keeps the security headers', async () => {
    const response = await get('/sitemap.xml');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('robots.txt', () => {
  it('opens the shop, closes the API, sandboxes and private pages, and points at the sitemap', async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    const lines = response.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const path of [
      '/api/',
      '/_sandbox/',
      '/auth',
      '/basket',
      '/favorites',
      '/profile',
      '/order-tracking',
      '/my-acc',
      '/address',
      '/complete-purchase',
      '/staff',
    ]) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    expect(lines.some((line) => /^Disallow: \/(catalog|product)?$/.test(line))).toBe(false);
  });
});
