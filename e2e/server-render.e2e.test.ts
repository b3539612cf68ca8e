import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { CategoryNode, ProductDetail, ProductListResponse } from '@aruu/contract/catalog';
import type { Language } from '@aruu/contract/common';
import {
  FIRST_PAINT_FILE,
  type FirstPaints,
  preferenceCookies,
  SERVER_RENDERER_FILE,
} from '@aruu/contract/first-paint';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import type { ServerRendererModule } from '../apps/api/src/modules/web/render-protocol.js';
import { inProcessTransport } from '../apps/api/src/modules/web/server-render.js';
import { apiCall } from './support/api.js';
import { badgeCount, guestCartIn, takeProducts } from './support/cart.js';
import { shopperWithCart } from './support/checkout.js';
import { settledOnScreen, watchLayoutShift } from './support/content.js';
import { waitUntilAllHydrated, waitUntilLive, watchHydration } from './support/live.js';
import { setUpStore } from './support/store.js';

// What the server's HTML holds (titles, images, the checkout's shell) is checked without a
// browser: apps/web src/server-render.test.ts and src/prerender.test.ts render the real pages,
// and the API's web tests (web.routes, render-pool) check what the server does with them. Here:
// that the build serves what they render, and what only a browser shows — hydrating in place,
// taps and scrolling before the scripts arrive, the checkout's sign-in redirect and its layout.

const store = setUpStore({
  own: 'its first paints are of the seeded catalogue: the first card of a category is one a shopper can buy',
});
const languages: Language[] = ['ru', 'en', 'ky'];
/** The browser's language for each: the app detects it as the server does. */
const browserLocale: Record<Language, string> = { ru: 'ru-RU', en: 'en-GB', ky: 'ky-KG' };
const CATEGORY = 'face-masks';

const read = <T>(method: 'GET' | 'POST', path: string, payload?: object) =>
  apiCall<T>(store, undefined, method, path, payload);

async function firstProductId(): Promise<number> {
  const [first] = (await read<ProductListResponse>('POST', 'products?lang=en&page_size=1', { properties: [] })).items;
  if (!first) throw new Error('the seed has no product');
  return first.id;
}

/** The page as the server sends it, before any JavaScript: the language chosen by its cookie. */
async function serverHtml(path: string, language: Language): Promise<string> {
  const response = await fetch(store.url(path), { headers: { cookie: `${preferenceCookies.language}=${language}` } });
  expect(response.status).toBe(200);
  return response.text();
}

/** The inside of #root as served: a first paint, hydrating, then the data block if it has one. */
const rootOf = (html: string) =>
  /<div id="root" data-hydrating>([\s\S]*?)<\/div>(?:<script type="application\/json"|\s*<\/body>)/.exec(html)?.[1];

/**
 * Holds back the app's scripts, as a slow network would, until the test calls the function it
 * returns: what the test does meanwhile happens on the first paint, whatever this machine's speed.
 */
async function holdScripts(page: Page): Promise<() => void> {
  let scriptsMayLoad: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    scriptsMayLoad = resolve;
  });
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return scriptsMayLoad;
}

/**
 * One page, opened address after address, each checked as the app hydrates the server's HTML:
 * `open` waits until every part has hydrated and fails on any element of the server's it replaced;
 * `apiRequests` are the API calls of the address opened last.
 */
async function hydrationWatch(page: Page) {
  const api: string[] = [];
  const stylesheets: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) api.push(`${request.method()} ${url.pathname}`);
    if (request.resourceType() === 'stylesheet') stylesheets.push(url.pathname);
  });
  const replacedByHydration = await watchHydration(page);
  return {
    async open(path: string) {
      api.length = 0;
      await page.goto(store.url(path));
      // The app marks #root live once it has hydrated the server's nodes, which it must keep; the
      // parts below the first screen hydrate later, on their own, and must keep theirs too.
      await waitUntilAllHydrated(page);
      expect(await replacedByHydration(), `the server's elements the app replaced at ${path}`).toEqual([]);
      // The sheet is inline in the page: no page or part of one loads it again as a file.
      expect(stylesheets, `stylesheets loaded at ${path}`).toEqual([]);
    },
    apiRequests: () => [...api],
  };
}

/** The shopper picks the dark colour mode, as the app keeps it: in localStorage, mirrored into the cookie the server reads. */
async function chooseDark(page: Page) {
  await page.context().addCookies([{ name: preferenceCookies.colorMode, value: 'dark', url: store.origin }]);
  await page.evaluate(() => localStorage.setItem('color-mode', 'dark'));
}

const isDark = (page: Page) => page.evaluate(() => document.documentElement.classList.contains('dark'));

describe('pages the server paints, hydrated in the browser', () => {
  for (const language of languages) {
    it(`the home, a catalogue and a product page hydrate in place, light then dark, without fetching their data again (${language})`, async () => {
      const product = await read<ProductDetail>('GET', `products/${await firstProductId()}?lang=${language}`);
      const categories = await read<CategoryNode[]>('GET', `categories?lang=${language}`);
      const category = categories.flatMap((node) => [node, ...node.categories]).find((c) => c.slug === CATEGORY);
      if (!category) throw new Error(`the seed has no category ${CATEGORY}`);

      const page = await store.newPage({ locale: browserLocale[language], viewport: 'phone' });
      const hydration = await hydrationWatch(page);
      for (const dark of [false, true]) {
        if (dark) await chooseDark(page);
        const mode = dark ? 'dark' : 'light';

        // Painted at build time.
        await hydration.open('/');
        expect(await isDark(page), `home, ${mode}`).toBe(dark);

        // Rendered per request, with the listing's data beside it.
        await hydration.open(`/catalog?categoryName=${CATEGORY}`);
        expect(await isDark(page), `catalogue, ${mode}`).toBe(dark);
        await page.getByRole('heading', { level: 1, name: category.name }).waitFor();
        expect(hydration.apiRequests(), `the listing came with the page (${mode})`).not.toContain(
          'POST /api/v1/products',
        );

        await hydration.open(`/product/${product.id}`);
        expect(await isDark(page), `product, ${mode}`).toBe(dark);
        await page.getByRole('heading', { level: 1, name: product.title }).waitFor();
        expect(hydration.apiRequests(), `the product came with the page (${mode})`).not.toContain(
          `GET /api/v1/products/${product.id}`,
        );
      }
    });
  }
});

describe("the build's first paints, served", () => {
  it('are what its renderer (a product, on the worker threads as on the API’s own thread) and its prerender (the home, the checkout) made, in every language', async () => {
    const distDir = inject('webDistDir');
    const renderer: ServerRendererModule = await import(pathToFileURL(join(distDir, SERVER_RENDERER_FILE)).href);
    const renderHere = renderer.createRenderer(inProcessTransport(store.app));
    const prerendered = JSON.parse(readFileSync(join(distDir, FIRST_PAINT_FILE), 'utf8')) as FirstPaints;
    const product = `/product/${await firstProductId()}`;
    for (const language of languages) {
      const here = await renderHere.render(product, language, await renderHere.firstScreen(product, language));
      expect(here?.html, language).toBeDefined();
      expect(rootOf(await serverHtml(product, language)), language).toBe(here?.html);
      for (const [path, name] of [
        ['/', 'home'],
        ['/complete-purchase', 'checkout'],
      ] as const) {
        expect(prerendered[language][name], `${name} in ${language}`).toMatch(/^</);
        expect(rootOf(await serverHtml(path, language)), `${path} in ${language}`).toBe(prerendered[language][name]);
      }
    }
  });
});

describe('the first paint on a phone, before the page is live', () => {
  it('holds the taps on a product page: two on "add to cart" add one item, one on a related product below the first screen adds it', async () => {
    const [variations = []] = await takeProducts(store, 1, { stock: 20 });
    const variation = variations[0];
    if (!variation) throw new Error('no product for the test');
    const page = await store.newPage({ locale: browserLocale.en, viewport: 'phone' });
    // A mid-range phone: DevTools slows the page's CPU 4×, as Lighthouse's mobile profile does.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    // Each click as the page receives it, before anything of the page sees it: was #root still hydrating?
    await page.addInitScript(() => {
      const taps: boolean[] = [];
      Object.assign(window, { tapsWhileHydrating: taps });
      addEventListener(
        'click',
        (event) => {
          if (event.target instanceof Element && event.target.closest('[data-add-to-cart]'))
            taps.push(document.getElementById('root')?.hasAttribute('data-hydrating') ?? false);
        },
        true,
      );
    });
    // The app's scripts arrive only once the taps are in, as on a slow network: the taps land on
    // the first paint whatever the speed of this machine.
    const scriptsMayLoad = await holdScripts(page);

    await page.goto(store.url(`/product/${variation.productId}`), { waitUntil: 'commit' });
    const button = page.locator('main [data-add-to-cart]').first();
    await button.click();
    // The control looks pressed while its tap is held; a second tap on it is not a second item.
    await expect.poll(() => button.getAttribute('data-tap-held')).toBe('');
    await button.click();
    // Related products hydrate after the rest of the page, on their own (HydrateWhenSeen): the tap
    // held until the page is live is replayed on them once they have hydrated.
    const related = page.locator('main [data-related] [data-add-to-cart]').first();
    await related.click();
    await expect.poll(() => related.getAttribute('data-tap-held')).toBe('');
    expect(await page.evaluate(() => (window as { tapsWhileHydrating?: boolean[] }).tapsWhileHydrating)).toEqual([
      true,
      true,
      true,
    ]);
    scriptsMayLoad();

    await waitUntilLive(page);
    await expect.poll(() => badgeCount(page)).toBe(2);
    await expect.poll(() => button.getAttribute('data-tap-held')).toBeNull();
    // Settled: both buttons have answered (no longer busy), and the cart holds one of each.
    await expect.poll(() => button.getAttribute('aria-busy')).toBeNull();
    await expect.poll(() => related.getAttribute('aria-busy')).toBeNull();
    const lines = await guestCartIn(page);
    expect(lines.map((line) => line.quantity)).toEqual([1, 1]);
    expect(lines.filter((line) => variations.some((row) => row.variationId === line.variation_id))).toHaveLength(1);
    expect(await badgeCount(page)).toBe(2);
  });

  it('shows a product’s buy bar on the first screen of a throttled phone from the first paint: one button, tapped at once, held, adding one item', async () => {
    const [variations = []] = await takeProducts(store, 1, { stock: 20 });
    const variation = variations[0];
    if (!variation) throw new Error('no product for the test');
    const page = await store.newPage({ locale: browserLocale.en, viewport: 'phone' });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const layoutShift = await watchLayoutShift(page);
    const scriptsMayLoad = await holdScripts(page);

    await page.goto(store.url(`/product/${variation.productId}`), { waitUntil: 'commit' });
    const button = page.locator('[data-buy-bar] [data-add-to-cart]');
    await button.waitFor();
    // The first paint, no script run: the button is where a thumb reaches it, over the bottom bar,
    // under nothing (the language switcher rides above the bar), and a screen reader meets it once.
    const place = await button.evaluate((control) => {
      const box = control.getBoundingClientRect();
      const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      const bottomBar = document.querySelector('[data-bottom-bar]')?.getBoundingClientRect();
      return {
        top: box.top,
        bottom: box.bottom,
        hit: hit !== null && control.contains(hit),
        bottomBar: bottomBar?.top,
      };
    });
    expect(place.top).toBeGreaterThan(0);
    expect(place.bottom).toBeLessThanOrEqual(place.bottomBar ?? 812);
    expect(place.hit, 'the middle of the button is the button').toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const ownButtons = page
      .getByRole('button', { name: 'Add to cart' })
      .evaluateAll((buttons) => buttons.filter((one) => !one.closest('[data-product-card]')).length);
    expect(await ownButtons, 'the page’s own add-to-cart buttons, cards of other products aside').toBe(1);

    // Tapped where it is, without scrolling: held until the page is live, then added once.
    const box = await button.boundingBox();
    if (!box) throw new Error('the button has no box');
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect.poll(() => button.getAttribute('data-tap-held')).toBe('');
    scriptsMayLoad();
    await waitUntilLive(page);
    await expect.poll(() => badgeCount(page)).toBe(1);
    await expect.poll(() => button.getAttribute('aria-busy')).toBeNull();
    const lines = await guestCartIn(page);
    expect(lines.map((line) => line.quantity)).toEqual([1]);
    expect(variations.map((row) => row.variationId)).toContain(lines[0]?.variation_id);
    await settledOnScreen(page);
    expect(await layoutShift(), 'cumulative layout shift').toBeLessThanOrEqual(0.05);

    // At the very bottom, the footer's last line is clear of the bar and the language switcher over it.
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
    const clearance = await page.evaluate(() => {
      const lastLine = Math.max(
        ...[...document.querySelectorAll('footer *')].map((n) => n.getBoundingClientRect().bottom),
      );
      const floating = document.querySelector('[data-floating-language]')?.getBoundingClientRect().top ?? 0;
      const bar = document.querySelector('[data-buy-bar]')?.getBoundingClientRect().top ?? 0;
      return { lastLine, above: Math.min(floating, bar) };
    });
    expect(clearance.lastLine).toBeLessThanOrEqual(clearance.above);
  });

  it('has the first catalogue card’s add button on a phone’s first screen at the first paint, above the bottom bar', async () => {
    const page = await store.newPage({ locale: browserLocale.en, viewport: 'phone' });
    const scriptsMayLoad = await holdScripts(page);
    await page.goto(store.url(`/catalog?categoryName=${CATEGORY}`), { waitUntil: 'commit' });
    const button = page.locator('main [data-product-card] [data-add-to-cart]').first();
    await button.waitFor();
    const place = await button.evaluate((control) => {
      const box = control.getBoundingClientRect();
      return {
        top: box.top,
        bottom: box.bottom,
        bottomBar: document.querySelector('[data-bottom-bar]')?.getBoundingClientRect().top ?? Number.NaN,
        card: control.closest('[data-product-card]') === document.querySelector('main [data-product-card]'),
      };
    });
    expect(place.card, 'the button is the first card’s').toBe(true);
    expect(place.top).toBeGreaterThan(0);
    expect(place.bottom).toBeLessThanOrEqual(place.bottomBar);
    scriptsMayLoad();
    await waitUntilLive(page);
  });

  it('holds a tap on a catalogue card past the first row, a part hydrated on its own, and adds its product once it is live', async () => {
    const page = await store.newPage({ locale: browserLocale.en, viewport: 'phone' });
    const scriptsMayLoad = await holdScripts(page);

    await page.goto(store.url(`/catalog?categoryName=${CATEGORY}`), { waitUntil: 'commit' });
    // A fourth card one can buy: cards after the first row hydrate when seen or idle, not with the page.
    const card = page.locator('main [data-product-card]:has([data-add-to-cart])').nth(3);
    await card.waitFor();
    expect(await card.evaluate((node) => node.closest('[data-hydrate-later]') !== null)).toBe(true);
    const button = card.locator('[data-add-to-cart]');
    await button.click();
    await expect.poll(() => button.getAttribute('data-tap-held')).toBe('');
    scriptsMayLoad();

    await waitUntilAllHydrated(page);
    await expect.poll(() => badgeCount(page)).toBe(1);
    await expect.poll(() => button.getAttribute('aria-busy')).toBeNull();
    expect((await guestCartIn(page)).map((line) => line.quantity)).toEqual([1]);
  });

  it('keeps the place the shopper scrolled the first paint to once the page is live: only a navigation scrolls up', async () => {
    const page = await store.newPage({ locale: browserLocale.en, viewport: 'phone' });
    // Each scroll to the top the app asks for, with the address it was on.
    await page.addInitScript(() => {
      const calls: string[] = [];
      Object.assign(window, { scrolledToTop: calls });
      const scrollTo = window.scrollTo.bind(window);
      window.scrollTo = ((...args: [ScrollToOptions]) => {
        calls.push(location.pathname);
        scrollTo(...args);
      }) as typeof window.scrollTo;
    });
    const scrolledToTop = () => page.evaluate(() => (window as { scrolledToTop?: string[] }).scrolledToTop);
    // The app's scripts arrive only once the shopper has scrolled, as on a slow network.
    const scriptsMayLoad = await holdScripts(page);

    await page.goto(store.url(`/catalog?categoryName=${CATEGORY}`), { waitUntil: 'commit' });
    await page.locator('main [data-add-to-cart]').first().waitFor();
    // Down to the first cards' buttons, below the phone's fold, before the app is there.
    await page.mouse.wheel(0, 500);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    scriptsMayLoad();
    await waitUntilLive(page);

    // The shopper goes on to a product: the app scrolls to the top of the new page, and did not
    // scroll the one the browser loaded (its passive effects run before it renders the next page).
    const link = page.locator('main [data-product-card] h3 a').first();
    const productPath = await link.getAttribute('href');
    await link.click();
    await page.waitForURL((url) => url.pathname === productPath);
    await expect.poll(scrolledToTop).toEqual([productPath]);
  });
});

describe('the checkout drawn by the server', () => {
  it('sends a signed-out visitor from its shell to sign in; signed in, it hydrates as drawn and fills the form in, shifting nothing', async () => {
    const { tokens } = await shopperWithCart(store);
    const page = await store.newPage({ locale: browserLocale.en, viewport: 'phone' });
    await page.goto(store.url('/complete-purchase'));
    await page.waitForURL(/\/auth\?/);
    expect(new URL(page.url()).searchParams.toString()).toContain('complete-purchase');

    // Signed in as the app keeps it, the shopper comes back: the shell is theirs now.
    await page.evaluate(
      ({ access, refresh }) => {
        localStorage.setItem('access_token', access);
        localStorage.setItem('refresh_token', refresh);
      },
      { access: tokens.access_token, refresh: tokens.refresh_token },
    );
    const layoutShift = await watchLayoutShift(page);
    const replacedByHydration = await watchHydration(page);
    await page.goto(store.url('/complete-purchase'));
    await waitUntilLive(page);
    expect(await replacedByHydration(), "the server's elements the app replaced").toEqual([]);
    await page.getByLabel('Full name').waitFor();
    await expect.poll(() => page.getByLabel('Full name').inputValue()).toMatch(/Aigerim/);
    await settledOnScreen(page);
    expect(await layoutShift(), 'cumulative layout shift').toBeLessThanOrEqual(0.05);
  });
});
