import type { CategoryNode, ProductDetail, ProductListResponse } from '@aruu/contract/catalog';
import type { Language } from '@aruu/contract/languages';
import type { ProductReviews } from '@aruu/contract/reviews';
import { afterAll, describe, expect, it } from 'vitest';
import { fetchFirstScreen, preloadPage } from '@/app/router';
import { resetTransport } from '@/shared/api/client';
import { productCard, productList } from '@/testing/builders';
import {
  type ApiTransport,
  createRenderer,
  type FirstScreenFetcher,
  type RenderedPage,
  type ServerRenderer,
} from './server-render';

// The server's renderer (server-render.tsx) over the app's own pages, with the API answered here:
// the catalogue and product pages must render once, their data fetched before the render from
// what the pages declare (`firstScreen`), and a query nobody declared must still reach the page.

const languages: Language[] = ['ru', 'en', 'ky'];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Names carry the language they were asked in, so a page shows which language its data came in. */
const named = (name: string, lang: string | null) => `${name} [${lang}]`;

const tree = (lang: string | null): CategoryNode[] => [
  {
    id: 1,
    name: named('Skin care', lang),
    slug: 'skin-care',
    old_slugs: [],
    categories: [{ id: 12, name: named('Sunscreen', lang), slug: 'sunscreen', old_slugs: [] }],
  },
];

const product = (id: number, lang: string | null): ProductDetail => ({
  ...productCard({ id, title: named(`Cream ${id}`, lang), category_id: 12 }),
  description: named('A light cream', lang),
  composition: 'Aqua',
  method_of_use: 'Daily',
  availability: 'in_stock',
  brand: { id: 3, name: 'Aruu', slug: 'aruu', country: 'KG' },
  category_path: [
    { id: 1, name: named('Skin care', lang), slug: 'skin-care' },
    { id: 12, name: named('Sunscreen', lang), slug: 'sunscreen' },
  ],
  variations: [
    {
      id: 10_000 + id,
      name: '50 ml',
      price: 1000,
      old_price: null,
      stock_state: 'in_stock',
      in_stock: true,
      color_hex: null,
      image: null,
    },
  ],
  properties: [],
  seo_title: null,
  seo_description: null,
  photos: [],
});

const reviews: ProductReviews = {
  items: [
    {
      id: 1,
      rating: 5,
      text: 'Soaks in at once',
      author: 'Aigerim K.',
      verified_purchase: true,
      helpful_count: 0,
      photos: [],
      published_at: '2026-11-01T10:00:00+06:00',
    },
  ],
  page: 1,
  page_size: 10,
  total: 1,
  summary: { average: 5, count: 1, distribution: [0, 0, 0, 0, 1] },
};

/** The listing: a category's page (the related products ask for one), or the catalogue's. */
function listing(query: URLSearchParams): ProductListResponse {
  const lang = query.get('lang');
  if (query.get('category_id') === '12')
    return productList([productCard({ id: 7, title: named('Related serum', lang), category_id: 12 })]);
  return productList([productCard({ id: 8, title: named('Listed toner', lang) })], {
    facets: { brands: [{ id: 3, name: 'Aruu', count: 1 }], properties: [], price: null },
  });
}

/** The API as the server answers the renderer, recording each request (`GET /products/5?lang=en`). */
function fakeServer() {
  const requests: string[] = [];
  const api: ApiTransport = async (url, init) => {
    const { pathname, searchParams } = new URL(url, 'http://store.test');
    const method = init.method ?? 'GET';
    requests.push(`${method} ${pathname.replace('/api/v1', '')}?${searchParams}`);
    const lang = searchParams.get('lang');
    const answer = (() => {
      if (pathname === '/api/v1/categories') return tree(lang);
      if (pathname === '/api/v1/locations') return [];
      if (pathname === '/api/v1/brands') return [{ id: 9, name: 'Faraway', slug: 'faraway' }];
      if (pathname === '/api/v1/products' && method === 'POST') return listing(searchParams);
      if (pathname === '/api/v1/products/5/reviews') return reviews;
      if (pathname === '/api/v1/products/5') return product(5, lang);
      return undefined;
    })();
    return answer === undefined
      ? new Response(JSON.stringify({ error: { code: 'not_found', message: 'no such thing' } }), { status: 404 })
      : new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } });
  };
  return { api, requests };
}

afterAll(() => resetTransport());

/** Fetches the page's first screen and renders it from that, as the API does across its threads. */
async function renderWith(renderer: ServerRenderer, location: string, language: Language) {
  const data = await renderer.firstScreen(location, language);
  // The data crosses to a render worker as a structured clone.
  return data && renderer.render(location, language, structuredClone(data));
}

async function render(location: string, language: Language, firstScreen?: FirstScreenFetcher) {
  const server = fakeServer();
  const page = await renderWith(createRenderer(server.api, firstScreen), location, language);
  expect(page, `${location} in ${language} was not rendered`).toBeDefined();
  return { ...(page as RenderedPage), requests: server.requests };
}

/** A page that declares nothing: every query is found by rendering, as before declarations. */
const declaringNothing: FirstScreenFetcher = (location) => preloadPage(location.split('?')[0] ?? '/');

describe('the server renders its pages once, with the data their first screen declares', () => {
  it.each(languages)('a product page, in %s', async (language) => {
    const page = await render('/product/5', language);
    expect(page.undeclared).toEqual([]);
    expect(page.renders).toBe(1);
    // The title is the page's heading; the main image is fetched first and keeps its place.
    expect(page.html).toMatch(new RegExp(`<h1[^>]*>${escapeRegExp(named('Cream 5', language))}</h1>`));
    const image = /<img src="\/media\/products\/5\.svg"[^>]*>/.exec(page.html)?.[0];
    expect(image).toMatch(/fetchpriority="high"/i);
    expect(image).toMatch(/ width="\d+" height="\d+"/);
    expect(page.html).toContain(named('A light cream', language));
    expect(page.html).toContain('Soaks in at once');
    expect(page.html).toContain(named('Related serum', language));
    // Each answer once, in the page's language.
    expect(page.requests.sort()).toEqual(
      [
        `GET /locations?lang=${language}`,
        `GET /products/5/reviews?sort=newest&page_size=10`,
        `GET /products/5?lang=${language}`,
        `POST /products?category_id=12&page=1&page_size=7&lang=${language}`,
      ].sort(),
    );
  });

  it.each(languages)('a catalogue page with a brand its facets do not name, in %s', async (language) => {
    const page = await render('/catalog?categoryName=sunscreen&brand=9', language);
    expect(page.undeclared).toEqual([]);
    expect(page.renders).toBe(1);
    expect(page.html).toContain(named('Listed toner', language));
    // The category is the page's heading.
    expect(page.html).toMatch(new RegExp(`<h1[^>]*>[^<]*${escapeRegExp(named('Sunscreen', language))}`));
    // The chosen brand's chip, named from the brand list.
    expect(page.html).toContain('Faraway');
    expect(page.requests).toContain(`GET /brands?`);
    expect(page.requests).toContain(`GET /categories?lang=${language}`);
  });

  it.each(['/catalog', '/contacts'])('%s in one render too', async (location) => {
    const page = await render(location, 'ru');
    expect([page.renders, page.undeclared]).toEqual([1, []]);
    if (location === '/catalog') expect(page.html).toContain(named('Listed toner', 'ru'));
  });

  it('declares nothing the pages do not run: rendering until nothing new appears asks and shows the same', async () => {
    for (const location of ['/product/5', '/catalog?categoryName=sunscreen&brand=9', '/catalog']) {
      const declared = await render(location, 'en');
      const discovered = await render(location, 'en', declaringNothing);
      expect(discovered.requests.sort(), location).toEqual(declared.requests.sort());
      expect(discovered.html, location).toBe(declared.html);
    }
  });
});

describe('a query the declaration misses (the safety net)', () => {
  it('is still fetched and rendered, at the cost of a render, and named', async () => {
    const withoutReviews: FirstScreenFetcher = (location, language, fetch) =>
      fetchFirstScreen(location, language, (options) =>
        options.queryKey[0] === 'GET /products/:id/reviews' ? Promise.resolve(undefined) : fetch(options),
      );
    const page = await render('/product/5', 'ky', withoutReviews);
    expect(page.html).toContain('Soaks in at once');
    expect(page.html).toContain(named('Related serum', 'ky'));
    expect(page.renders).toBe(2);
    expect(page.undeclared).toEqual([expect.stringContaining('GET /products/:id/reviews')]);
  });

  it('a page that declares nothing renders as many times as its queries depend on each other', async () => {
    const product = await render('/product/5', 'ru', declaringNothing);
    // The product (and the footer's shops), then its reviews and related products, then the page.
    expect(product.renders).toBe(3);
    expect(product.undeclared).toHaveLength(4);
    expect(product.html).toContain(named('Related serum', 'ru'));
    const catalog = await render('/catalog?categoryName=sunscreen&brand=9', 'ru', declaringNothing);
    expect(catalog.renders).toBe(3);
    expect(catalog.html).toContain('Faraway');
  });
});

describe('a page rendered from a first screen fetched elsewhere', () => {
  it('asks for nothing, and is the page one renderer makes alone', async () => {
    const fetchedBy = fakeServer();
    const data = await createRenderer(fetchedBy.api).firstScreen('/product/5', 'ky');
    const renderedBy = fakeServer();
    const page = await createRenderer(renderedBy.api).render('/product/5', 'ky', structuredClone(data!));
    expect(renderedBy.requests).toEqual([]);
    expect(page?.renders).toBe(1);
    expect(page?.html).toBe((await render('/product/5', 'ky')).html);
  });
});

describe('a page whose declared data fails', () => {
  it('is sent unrendered, for the browser to render', async () => {
    const page = await renderWith(createRenderer(fakeServer().api), '/product/404', 'en');
    expect(page).toBeUndefined();
  });
});
