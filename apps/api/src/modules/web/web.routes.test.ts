import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { BannerList, CategoryTree, ProductDetail } from '@aruu/contract/catalog';
import { sampleUrls } from '@aruu/contract/page-samples';
import { isIndexed, type PageId, pageIds } from '@aruu/contract/pages';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { readHead, WEB_DIST_STYLESHEET, writeWebDist } from '../../../test/support/web-dist.js';
import { queryRows, useTestApp } from '../../../test/test-app.js';
import { heldTapsScriptSource } from '../../plugins/security.js';

const ORIGIN = 'https://aruu.example';
type ProductLd = Record<string, unknown> & { offers: Record<string, unknown> };
const ctx = useTestApp({ WEB_DIST_DIR: writeWebDist(), PUBLIC_URL: ORIGIN });

async function page(url: string, headers: Record<string, string> = {}) {
  const response = await ctx.app.inject({ method: 'GET', url, headers });
  return { status: response.statusCode, headers: response.headers, html: response.body, head: readHead(response.body) };
}

async function api<T>(url: string, schema: { parse: (value: unknown) => T }): Promise<T> {
  return schema.parse((await ctx.app.inject({ method: 'GET', url })).json());
}

async function productIdWithVariations(variations: 'one' | 'several'): Promise<number> {
  const having = variations === 'one' ? sql`count(*) = 1` : sql`count(*) > 1`;
  const rows = await queryRows<{ id: number }>(
    ctx.database,
    sql`select product_id as id from variations group by product_id having ${having} order by product_id limit 1`,
  );
  return rows[0]!.id;
}

describe('product pages', () => {
  it('have a head made from the product, with Product JSON-LD', async () => {
    const id = await productIdWithVariations('several');
    const product = await api(`/api/v1/products/${id}?lang=en`, ProductDetail);
    const { status, head, html } = await page(`/product/${id}?lang=en`);
    expect(status).toBe(200);
    expect(head.lang).toBe('en');
    expect(head.titles).toEqual([`${product.title} — ${product.brand.name} | Aruu`]);
    const [description] = head.meta('description');
    expect(description!.length).toBeLessThanOrEqual(160);
    expect(product.description.replace(/\s+/g, ' ').startsWith(description!.replace(/…$/, ''))).toBe(true);
    expect(head.meta('og:type')).toEqual(['product']);
    expect(head.meta('og:image')).toEqual([`${ORIGIN}/media/products/${id}.svg`]);
    expect(head.meta('og:url')).toEqual([`${ORIGIN}/product/${id}?lang=en`]);
    expect(head.meta('og:locale')).toEqual(['en_US']);
    expect(head.meta('og:site_name')).toEqual(['Aruu']);
    expect(head.meta('twitter:card')).toHaveLength(1);
    expect(head.meta('robots')).toEqual([]);
    // The built file's own title and description are replaced, not repeated.
    expect(html).not.toContain('Built-in');

    expect(head.jsonLd).toHaveLength(1);
    const ld = head.jsonLd[0] as ProductLd;
    expect(ld['@context']).toBe('https://schema.org');
    expect(ld['@type']).toBe('Product');
    expect(ld.name).toBe(product.title);
    expect(ld.description).toBe(product.description);
    expect(ld.image).toEqual([`${ORIGIN}/media/products/${id}.svg`]);
    expect(ld.sku).toBe(String(id));
    expect(ld.brand).toEqual({ '@type': 'Brand', name: product.brand.name });
    expect(ld.category).toBe(product.category_path.map((c) => c.name).join(' > '));
    expect(ld.url).toBe(`${ORIGIN}/product/${id}?lang=en`);
    expect(ld.offers['@type']).toBe('AggregateOffer');
    expect(ld.offers.priceCurrency).toBe('KGS');
    expect(ld.offers.offerCount).toBe(product.variations.length);
    expect(ld.offers.lowPrice).toBe(Math.min(...product.variations.map((v) => v.price)));
    expect(ld.offers.offers).toEqual(
      product.variations.map((v) =>
        expect.objectContaining({
          sku: String(v.id),
          price: v.price,
          priceCurrency: 'KGS',
          availability: expect.stringMatching(/^https:\/\/schema\.org\/(InStock|LimitedAvailability|OutOfStock)$/),
        }),
      ),
    );
  });

  it("carry the product's AggregateRating and its most helpful reviews (demo reviews)", async () => {
    const [reviewed] = await queryRows<{ id: number }>(
      ctx.database,
      sql`select id from products where review_count > 0 order by id limit 1`,
    );
    const product = await api(`/api/v1/products/${reviewed!.id}?lang=en`, ProductDetail);
    const ld = (await page(`/product/${reviewed!.id}?lang=en`)).head.jsonLd[0] as ProductLd;
    expect(ld.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: product.rating!.average,
      reviewCount: product.rating!.count,
      bestRating: 5,
      worstRating: 1,
    });
    const reviews = ld.review as { '@type': string; reviewRating: { ratingValue: number }; reviewBody: string }[];
    expect(reviews.length).toBe(Math.min(3, product.rating!.count));
    expect(reviews[0]).toMatchObject({ '@type': 'Review', reviewRating: { '@type': 'Rating', bestRating: 5 } });
    expect(reviews[0]!.reviewBody.length).toBeGreaterThan(10);
    const unrated = await queryRows<{ id: number }>(
      ctx.database,
      sql`select id from products where review_count = 0 order by id limit 1`,
    );
    const plain = (await page(`/product/${unrated[0]!.id}?lang=en`)).head.jsonLd[0] as ProductLd;
    expect(plain.aggregateRating).toBeUndefined();
    expect(plain.review).toBeUndefined();
  });

  it('give a single variation as one Offer with its sku', async () => {
    const id = await productIdWithVariations('one');
    const product = await api(`/api/v1/products/${id}`, ProductDetail);
    const ld = (await page(`/product/${id}`)).head.jsonLd[0] as ProductLd;
    expect(ld.sku).toBe(String(product.variation_id));
    expect(ld.offers).toMatchObject({ '@type': 'Offer', price: product.price, priceCurrency: 'KGS' });
    expect(ld.offers.availability).toMatch(product.in_stock ? /(InStock|LimitedAvailability)$/ : /OutOfStock$/);
  });

  it('keep hostile product texts inert', async () => {
    const id = await productIdWithVariations('one');
    const title = '</title><script>alert(1)</script>"><img src=x onerror=alert(2)>';
    const description = 'Nice </script><script>alert(3)</script> & <!-- "cream" -->';
    await ctx.database.db.execute(
      sql`update products set title_ru = ${title}, title_en = ${title}, title_ky = ${title} where id = ${id}`,
    );
    await ctx.database.db.execute(
      sql`update product_details set description_ru = ${description} where product_id = ${id}`,
    );
    const { status, html, head } = await page(`/product/${id}`);
    expect(status).toBe(200);
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<img');
    expect(html.match(/<script\b/g)).toHaveLength(2); // the app's module and the JSON-LD block
    expect(head.titles).toHaveLength(1);
    expect(head.titles[0]!.startsWith(title)).toBe(true);
    expect(head.meta('og:title')[0]!.startsWith(title)).toBe(true);
    expect(head.ldBlocks[0]).not.toContain('<');
    expect(head.jsonLd[0]!.name).toBe(title);
    expect(head.jsonLd[0]!.description).toBe(description);
  });

  it('answer 404 with the app and noindex for an unknown or malformed id', async () => {
    for (const url of ['/product/99999999', '/product/abc', '/banner/424242']) {
      const { status, head, headers } = await page(url);
      expect(status, url).toBe(404);
      expect(headers['content-type']).toContain('text/html');
      expect(head.meta('robots')).toEqual(['noindex']);
      expect(head.titles).toEqual(['Страница не найдена | Aruu']);
    }
  });
});

describe('catalogue and banner pages', () => {
  it('name the category, in any of its names, with its slug in the canonical URL', async () => {
    const tree = await api('/api/v1/categories?lang=en', CategoryTree);
    const ruTree = await api('/api/v1/categories?lang=ru', CategoryTree);
    const sunscreen = tree.flatMap((top) => top.categories).find((c) => c.slug === 'sunscreen')!;
    const ruName = ruTree.flatMap((top) => top.categories).find((c) => c.slug === 'sunscreen')!.name;
    const bySlug = await page('/catalog?categoryName=sunscreen&lang=en');
    expect(bySlug.head.titles).toEqual([`${sunscreen.name} — buy in Bishkek | Aruu`]);
    expect(bySlug.head.canonical).toEqual([`${ORIGIN}/catalog?categoryName=sunscreen&lang=en`]);
    const byRussianName = await page(`/catalog?categoryName=${encodeURIComponent(ruName)}&lang=en&sort=new`);
    expect(byRussianName.head.titles).toEqual(bySlug.head.titles);
    expect(byRussianName.head.canonical).toEqual(bySlug.head.canonical);
    const secondPage = await page('/catalog?categoryName=sunscreen&page=2');
    expect(secondPage.head.canonical).toEqual([`${ORIGIN}/catalog?categoryName=sunscreen&page=2`]);
    expect(secondPage.head.titles[0]).toContain('страница 2');
  });

  it('fall back to the catalogue title for an unknown category', async () => {
    const { status, head } = await page('/catalog?categoryName=no-such-thing&page=1');
    expect(status).toBe(200);
    expect(head.titles).toEqual(['Каталог косметики — купить в Бишкеке | Aruu']);
    expect(head.canonical).toEqual([`${ORIGIN}/catalog`]);
  });

  it('keep search results out of the index', async () => {
    const { head } = await page('/catalog?search=%3C%2Ftitle%3Ekrem&categoryName=sunscreen');
    expect(head.meta('robots')).toEqual(['noindex']);
    expect(head.titles[0]).toBe('Поиск: «</title>krem» | Aruu');
    expect(head.canonical).toEqual([`${ORIGIN}/catalog?categoryName=sunscreen`]);
  });

  it('give a banner its title, subtitle and picture', async () => {
    const [banner] = await api('/api/v1/banners?lang=ky', BannerList);
    const { status, head } = await page(`/banner/${banner!.id}?lang=ky`);
    expect(status).toBe(200);
    expect(head.titles).toEqual([`${banner!.title} | Aruu`]);
    expect(head.meta('og:description')).toEqual([banner!.subtitle]);
    expect(head.meta('og:image')).toEqual([`${ORIGIN}${banner!.image}?lang=ky`]);
  });
});

describe('languages and alternates', () => {
  it('take the language from ?lang=, then Accept-Language, then Russian', async () => {
    const byQuery = await page('/about?lang=ky', { 'accept-language': 'en' });
    expect(byQuery.head.lang).toBe('ky');
    expect(byQuery.head.titles).toEqual(['Биз жөнүндө | Aruu']);
    expect(byQuery.head.meta('og:locale')).toEqual(['ky_KG']);
    expect(byQuery.head.canonical).toEqual([`${ORIGIN}/about?lang=ky`]);

    const byHeader = await page('/about', { 'accept-language': 'de-DE,en;q=0.8,ru;q=0.5' });
    expect(byHeader.head.lang).toBe('en');
    expect(byHeader.head.titles).toEqual(['About us | Aruu']);
    // The unmarked address is its own canonical, whichever language it was shown in.
    expect(byHeader.head.canonical).toEqual([`${ORIGIN}/about`]);
    expect(byHeader.head.meta('og:url')).toEqual([`${ORIGIN}/about`]);
    expect(byHeader.headers.vary).toContain('Accept-Language');
    expect(byHeader.headers['content-language']).toBe('en');

    const byDefault = await page('/about');
    expect(byDefault.head.lang).toBe('ru');
    expect(byDefault.head.titles).toEqual(['О нас | Aruu']);
    expect(byDefault.head.canonical).toEqual([`${ORIGIN}/about`]);
    expect((await page('/about?lang=ru')).head.canonical).toEqual([`${ORIGIN}/about`]);
  });

  it('take a name an object inherits (constructor, __proto__) for no language at all', async () => {
    for (const name of ['constructor', '__proto__', 'toString']) {
      const byQuery = await page(`/about?lang=${name}`);
      expect([byQuery.status, byQuery.head.lang], name).toEqual([200, 'ru']);
      const byCookie = await page('/about', { cookie: `language=${name}` });
      expect([byCookie.status, byCookie.head.lang], name).toEqual([200, 'ru']);
    }
  });

  it('list the page in every language and an x-default', async () => {
    const { head } = await page('/catalog/?categoryName=sunscreen&lang=en');
    expect(head.alternates).toEqual({
      ru: `${ORIGIN}/catalog?categoryName=sunscreen`,
      en: `${ORIGIN}/catalog?categoryName=sunscreen&lang=en`,
      ky: `${ORIGIN}/catalog?categoryName=sunscreen&lang=ky`,
      'x-default': `${ORIGIN}/catalog?categoryName=sunscreen`,
    });
    expect(head.meta('og:locale:alternate').sort()).toEqual(['ky_KG', 'ru_RU']);
  });
});

describe('static and private pages', () => {
  it.each([
    '/',
    '/about',
    '/contacts',
    '/privacy-policy',
    '/return',
    '/rules-of-offer',
    '/rules-of-sale',
    '/public-offer',
    '/refund',
  ])('%s is indexable and fully described', async (url) => {
    for (const lang of ['ru', 'en', 'ky']) {
      const { status, head } = await page(`${url}?lang=${lang}`);
      expect(status).toBe(200);
      expect(head.lang).toBe(lang);
      expect(head.meta('robots')).toEqual([]);
      expect(head.titles).toHaveLength(1);
      expect(head.meta('description')[0]!.length).toBeGreaterThan(40);
      expect(head.meta('og:image')).toEqual([`${ORIGIN}/share-image.svg${lang === 'ru' ? '' : `?lang=${lang}`}`]);
      expect(Object.keys(head.alternates)).toEqual(['ru', 'en', 'ky', 'x-default']);
    }
  });

  it('gives every static page its own title in each language', async () => {
    const urls = ['/', '/catalog', '/about', '/contacts', '/privacy-policy', '/return', '/rules-of-offer'];
    for (const lang of ['ru', 'en', 'ky']) {
      const titles = await Promise.all(urls.map(async (url) => (await page(`${url}?lang=${lang}`)).head.titles[0]));
      expect(new Set(titles).size).toBe(urls.length);
    }
  });

  it.each([
    '/auth',
    '/basket',
    '/favorites',
    '/profile',
    '/order-tracking',
    '/order-tracking/12',
    '/my-acc',
    '/address/3',
    '/complete-purchase',
  ])('%s is noindex with a generic title', async (url) => {
    const { status, head } = await page(url);
    expect(status).toBe(200);
    expect(head.meta('robots')).toEqual(['noindex']);
    expect(head.titles[0]).toMatch(/^(Личный кабинет|Вход и регистрация) \| Aruu$/);
  });

  it('never repeats a reset token from /auth/{token}', async () => {
    const { status, html, head } = await page('/auth/secret-reset-token-123');
    expect(status).toBe(200);
    expect(html).not.toContain('secret-reset-token');
    expect(head.canonical).toEqual([`${ORIGIN}/auth`]);
  });

  it("keeps a buyer's order-change link out of the index and never repeats its token", async () => {
    const { status, html, head } = await page('/order-changes/secret-change-token-0123456789abcdef?lang=en');
    expect(status).toBe(200);
    expect(html).not.toContain('secret-change-token');
    expect(head.meta('robots')).toEqual(['noindex']);
    expect(head.titles).toEqual(['A change to your order | Aruu']);
    expect(head.canonical).toEqual([`${ORIGIN}/?lang=en`]);
  });

  it('never repeats the token of an order link from /order-access/{token}', async () => {
    const { status, html, head } = await page('/order-access/secret-order-link-token-1234567890abcdefghijk');
    expect(status).toBe(200);
    expect(html).not.toContain('secret-order-link');
    expect(head.meta('robots')).toEqual(['noindex']);
    expect(head.canonical).toEqual([`${ORIGIN}/`]);
  });

  it('answers 404 with noindex for a path the shop does not have', async () => {
    const { status, head } = await page('/no-such-page?lang=en');
    expect(status).toBe(404);
    expect(head.meta('robots')).toEqual(['noindex']);
    expect(head.titles).toEqual(['Page not found | Aruu']);
  });
});

describe('the page table', () => {
  it('answers a sample address of every page with its own head, noindex unless the table indexes it', async () => {
    const [banner] = await api('/api/v1/banners', BannerList);
    // Records that exist; the signed-in pages' ids are never looked up.
    const ids: Partial<Record<PageId, number>> = { product: await productIdWithVariations('one'), banner: banner!.id };
    for (const id of pageIds) {
      for (const url of sampleUrls(id, ids[id])) {
        const { status, head } = await page(url);
        expect(status, url).toBe(200);
        expect(head.titles[0], url).not.toBe('Страница не найдена | Aruu');
        expect(head.meta('robots'), url).toEqual(isIndexed(id) ? [] : ['noindex']);
      }
    }
  });

  it('answers 404 for what no page of the table takes', async () => {
    for (const url of ['/order-tracking/abc', '/auth/a/b', '/address/0', '/catalog/x', '/Refund']) {
      const { status, head } = await page(url);
      expect(status, url).toBe(404);
      expect(head.meta('robots'), url).toEqual(['noindex']);
    }
  });
});

describe('serving', () => {
  it('keeps the security headers and the CSP on pages', async () => {
    for (const url of ['/', '/product/1', '/product/99999999']) {
      const { headers } = await page(url);
      // Our own files, and the one inline script (heldTapsScript) by its hash: never 'unsafe-inline'.
      expect(headers['content-security-policy']).toContain(`script-src 'self' ${heldTapsScriptSource};`);
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['cache-control']).toBe('no-cache');
    }
  });

  it('carries the stylesheet inline, allowed by its hash alone, and compressed with the page', async () => {
    /** The CSP's directives by name. */
    const directives = (policy: unknown) =>
      new Map(
        String(policy)
          .split(';')
          .map((part) => part.trim().split(/\s+/))
          .map(([name, ...sources]) => [name ?? '', sources]),
      );
    const hash = `'sha256-${createHash('sha256').update(WEB_DIST_STYLESHEET, 'utf8').digest('base64')}'`;
    for (const url of ['/', '/product/1', '/complete-purchase', '/no-such-page']) {
      const { headers, html } = await page(url);
      expect(/<head>[\s\S]*<style>([\s\S]*?)<\/style>[\s\S]*<\/head>/.exec(html)?.[1], url).toBe(WEB_DIST_STYLESHEET);
      const policy = directives(headers['content-security-policy']);
      expect(policy.get('style-src-elem'), url).toEqual(["'self'", hash]);
      expect(policy.get('style-src'), url).toEqual(["'self'", hash]);
      expect(policy.get('style-src-attr'), url).toEqual(["'unsafe-inline'"]);
      expect(policy.get('script-src'), url).toEqual(["'self'", heldTapsScriptSource]);
      expect(policy.get('frame-ancestors'), url).toEqual(["'none'"]);
    }
    // Responses that carry no page keep the policy of every response.
    const api = await ctx.app.inject({ method: 'GET', url: '/api/v1/brands' });
    expect(directives(api.headers['content-security-policy']).get('style-src-elem')).toBeUndefined();
    // The page, stylesheet and all, is compressed as before.
    const compressed = await ctx.app.inject({ method: 'GET', url: '/?lang=en', headers: { 'accept-encoding': 'br' } });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toContain(`<style>${WEB_DIST_STYLESHEET}</style>`);
  });

  it('serves built assets as files and never the raw index.html', async () => {
    const asset = await ctx.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const index = await page('/index.html');
    expect(index.html).not.toContain('Built-in');
    expect(index.head.canonical).toEqual([`${ORIGIN}/`]);
  });

  it('sends the build’s precompressed copy of an asset the browser can decode', async () => {
    const asset = (encoding: string) =>
      ctx.app.inject({ method: 'GET', url: '/assets/index-abc123.js', headers: { 'accept-encoding': encoding } });
    const brotli = await asset('gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe('console.log("app")\n');
    const gzip = await asset('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe('console.log("app")\n');
    const plain = await asset('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log("app")\n');
  });

  it('puts the page’s first paint, hydrating, in the root element, in the page’s language', async () => {
    // The root element as served, up to its closing tag.
    const root = (html: string) => /<div id="root"[^>]*>[\s\S]*?(?=<\/div>\s*<\/body>)/.exec(html)?.[0];
    expect(root((await page('/?lang=en')).html)).toBe('<div id="root" data-hydrating><p>home in en</p>');
    expect(root((await page('/about', { 'accept-language': 'ky' })).html)).toBe(
      '<div id="root" data-hydrating><p>about in ky</p>',
    );
    expect(root((await page('/contacts')).html)).toBe('<div id="root" data-hydrating><p>contacts in ru</p>');
    // The checkout's shell is the same for every shopper: the server does not know who is signed in.
    for (const lang of ['ru', 'en', 'ky']) {
      const checkout = await page(`/complete-purchase?lang=${lang}`, { cookie: 'color-mode=dark' });
      expect([checkout.status, root(checkout.html)]).toEqual([
        200,
        `<div id="root" data-hydrating><p>checkout in ${lang}</p>`,
      ]);
      expect(checkout.head.meta('robots')).toEqual(['noindex']);
      expect(checkout.html).toContain(`<html lang="${lang}" class="dark">`);
      // Drawn for nobody in particular: no query answers go with it.
      expect(checkout.html).not.toContain('application/json');
    }
    // Pages that need data first start empty, as do unknown ones.
    for (const path of ['/catalog?lang=en', '/product/1', '/basket', '/no-such-page']) {
      expect(root((await page(path)).html), path).toBe('<div id="root">');
    }
    // The shopper's own choice, mirrored by the app into a cookie, comes before the browser's.
    const chosen = await page('/', { 'accept-language': 'en', cookie: 'other=1; language=ky' });
    expect([chosen.head.lang, root(chosen.html)]).toEqual(['ky', '<div id="root" data-hydrating><p>home in ky</p>']);
    expect(root((await page('/?lang=ru', { cookie: 'language=ky' })).html)).toBe(
      '<div id="root" data-hydrating><p>home in ru</p>',
    );
    // So does the colour mode: a dark choice is dark from the first paint.
    expect((await page('/?lang=en', { cookie: 'color-mode=dark' })).html).toContain('<html lang="en" class="dark">');
    expect((await page('/?lang=en', { cookie: 'color-mode=light' })).html).toContain('<html lang="en">');
    // The file itself is the server's to read, not the browser's.
    expect((await ctx.app.inject({ method: 'GET', url: '/prerendered.json' })).headers['content-type']).toMatch(
      /^text\/html/,
    );
  });

  it('answers the staff app’s one page under /staff, noindex, with the CSP and no storefront head', async () => {
    const apiResponse = await ctx.app.inject({ method: 'GET', url: '/api/v1/brands' });
    for (const url of ['/staff', '/staff/', '/staff/sign-in?next=%2Faudit', '/staff/orders/12']) {
      const { status, headers, html } = await page(url);
      expect(status, url).toBe(200);
      expect(html).toContain('<script type="module" crossorigin src="/assets/staff-def456.js">');
      expect(html).not.toContain('index-abc123');
      expect(html).not.toContain('og:');
      expect(headers['x-robots-tag']).toBe('noindex, nofollow');
      // The policy of every response: the staff app's stylesheet is a file, not inline.
      expect(headers['content-security-policy']).toBe(apiResponse.headers['content-security-policy']);
      expect(headers['cache-control']).toBe('no-cache');
    }
    // The file is not served by its own name, and a look-alike path is the storefront's 404.
    expect((await page('/staff.html')).status).toBe(404);
    expect((await page('/staffroom')).status).toBe(404);
  });

  it('leaves API and media paths to their own routes', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/no-such-route' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
  });

  it('serves the shop’s own share image', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/share-image.svg?lang=ky' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
    expect(response.body).toContain('<svg');
  });
});
