import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { CategoryNode, ProductDetail, ProductListResponse } from '@aruu/contract/catalog';
import type { Language } from '@aruu/contract/common';
import { preferenceCookies, SERVER_RENDERER_FILE } from '@aruu/contract/first-paint';
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

const store = setUpStore();
const languages: Language[] = ['ru', 'en', 'ky'];
/** The browser's language for each: the app detects it as the server does. */
const browserLocale: Record<Language, string> = { ru: 'ru-RU', en: 'en-GB', ky: 'ky-KG' };
const CATEGORY = 'face-masks';

const read = <T>(method: 'GET' | 'POST', path: string, payload?: object) =>
  apiCall<T>(store, undefined, method, path, payload);

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** The page as the server sends it, before any JavaScript: the language chosen by its cookie. */
async function serverHtml(path: string, language: Language): Promise<string> {
  const response = await fetch(store.url(path), { headers: { cookie: `${preferenceCookies.language}=${language}` } });
  expect(response.status).toBe(200);
  return response.text();
}

/** The inside of #root, which the server fills and the app hydrates. */
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

const rootOf = (html: string) =>
  /<div id="root" data-hydrating>([\s\S]*)<\/div><script type="application\/json"/.exec(html)?.[1];

/** Opens `path` in the browser in `language` and waits until the app has taken the server's HTML over. */
async function openHydrated(path: string, language: Language, dark = false): Promise<{ page: Page; api: string[] }> {
  const page = await store.newPage({ locale: browserLocale[language], viewport: 'phone' });
  if (dark) {
    // As the app keeps the choice: in localStorage, mirrored into the cookie the server reads.
    await page.context().addCookies([{ name: preferenceCookies.colorMode, value: 'dark', url: store.origin }]);
    await page.addInitScript(() => localStorage.setItem('color-mode', 'dark'));
  }
  const api: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) api.push(`${request.method()} ${url.pathname}`);
  });
  const replacedByHydration = await watchHydration(page);
  await page.goto(store.url(path));
  // The app marks #root live once it has hydrated the server's nodes, which it must keep; the
  // parts below the first screen hydrate later, on their own, and must keep theirs too.
  await waitUntilAllHydrated(page);
  expect(await replacedByHydration(), "the server's elements the app replaced").toEqual([]);
  return { page, api };
}

describe('the product page rendered by the server', () => {
  for (const language of languages) {
    it(`arrives with its title and main image (${language}) and hydrates without fetching them again`, async () => {
      const [first] = (await read<ProductListResponse>('POST', 'products?lang=en&page_size=1', { properties: [] }))
        .items;
      if (!first) throw new Error('the seed has no product');
      const product = await read<ProductDetail>('GET', `products/${first.id}?lang=${language}`);
      const path = `/product/${product.id}`;

      const root = rootOf(await serverHtml(path, language));
      expect(root, 'the first paint with its data').toBeDefined();
      expect(root).toMatch(new RegExp(`<h1[^>]*>${escapeRegExp(escapeHtml(product.title))}</h1>`));
      // The main image with its size and priority, so it is fetched first and reserves its place.
      const image = new RegExp(`<img src="${escapeRegExp(product.image)}"[^>]*>`).exec(root ?? '')?.[0];
      expect(image).toMatch(/fetchpriority="high"/i);
      expect(image).toMatch(/ width="\d+" height="\d+"/);

      const { page, api } = await openHydrated(path, language);
      await page.getByRole('heading', { level: 1, name: product.title }).waitFor();
      expect(api, 'the product came with the page').not.toContain(`GET /api/v1/products/${product.id}`);
    });
  }

  for (const language of languages) {
    it(`hydrates in the dark colour mode too (${language})`, async () => {
      const [first] = (await read<ProductListResponse>('POST', 'products?lang=en&page_size=1', { properties: [] }))
        .items;
      if (!first) throw new Error('the seed has no product');
      const { page } = await openHydrated(`/product/${first.id}`, language, true);
      expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    });
  }

  it('leaves an unknown product to the app (no first paint, no data)', async () => {
    const response = await fetch(store.url('/product/2000000000'));
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('application/json');
  });
});

describe("the server's renderer", () => {
  it("renders in its worker threads the same page as on the API's own thread, in every language", async () => {
    const [first] = (await read<ProductListResponse>('POST', 'products?lang=en&page_size=1', { properties: [] })).items;
    if (!first) throw new Error('the seed has no product');
    const file = join(inject('webDistDir'), SERVER_RENDERER_FILE);
    const renderer: ServerRendererModule = await import(pathToFileURL(file).href);
    const renderHere = renderer.createRenderer(inProcessTransport(store.app));
    for (const language of languages) {
      const path = `/product/${first.id}`;
      const here = await renderHere(path, language);
      expect(here?.html, language).toBeDefined();
      expect(rootOf(await serverHtml(path, language)), language).toBe(here?.html);
    }
  });

  it('is never served: its files are the app built for Node', async () => {
    for (const path of ['/server/server-render.js', '/server/prerender.js']) {
      const response = await fetch(store.url(path));
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-type'), path).toMatch(/^text\/html/);
    }
  });
});

describe('the catalogue rendered by the server', () => {
  for (const language of languages) {
    it(`arrives with its heading and cards (${language}) and hydrates without fetching them again`, async () => {
      const categories = await read<CategoryNode[]>('GET', `categories?lang=${language}`);
      const category = categories.flatMap((node) => [node, ...node.categories]).find((c) => c.slug === CATEGORY);
      if (!category) throw new Error(`the seed has no category ${CATEGORY}`);
      const list = await read<ProductListResponse>('POST', `products?lang=${language}&categoryName=${CATEGORY}`, {
        properties: [],
      });
      const path = `/catalog?categoryName=${CATEGORY}`;

      const root = rootOf(await serverHtml(path, language));
      expect(root, 'the first paint with its data').toBeDefined();
      expect(root).toMatch(new RegExp(`<h1[^>]*>[^<]*${escapeRegExp(escapeHtml(category.name))}`));
      for (const item of list.items.slice(0, 3)) expect(root).toContain(escapeHtml(item.title));

      const { page, api } = await openHydrated(path, language);
      await page.getByRole('heading', { level: 1, name: category.name }).waitFor();
      expect(api, 'the listing came with the page').not.toContain('POST /api/v1/products');
    });

    it(`hydrates in the dark colour mode too (${language})`, async () => {
      const { page } = await openHydrated(`/catalog?categoryName=${CATEGORY}`, language, true);
      expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    });
  }
});

describe('the home page painted at build time', () => {
  for (const language of languages) {
    for (const dark of [false, true]) {
      it(`hydrates without replacing what the server sent (${language}, ${dark ? 'dark' : 'light'})`, async () => {
        expect(await serverHtml('/', language)).toContain('<div id="root" data-hydrating><');
        const { page } = await openHydrated('/', language, dark);
        expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(dark);
      });
    }
  }
});

describe('the first tap on a phone, before the page is hydrated', () => {
  it('adds exactly one item when "add to cart" is tapped right after the first paint, twice', async () => {
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
    expect(await page.evaluate(() => (window as { tapsWhileHydrating?: boolean[] }).tapsWhileHydrating)).toEqual([
      true,
      true,
    ]);
    scriptsMayLoad();

    await waitUntilLive(page);
    await expect.poll(() => badgeCount(page)).toBe(1);
    await expect.poll(() => button.getAttribute('data-tap-held')).toBeNull();
    // Settled: the button has answered (no longer busy), and the cart holds the one item.
    await expect.poll(() => button.getAttribute('aria-busy')).toBeNull();
    const lines = await guestCartIn(page);
    expect(lines.map((line) => line.quantity)).toEqual([1]);
    expect(variations.map((row) => row.variationId)).toContain(lines[0]?.variation_id);
    expect(await badgeCount(page)).toBe(1);
  });

  it('adds one item when a related product below the first screen is tapped before the page is live', async () => {
    const [variations = []] = await takeProducts(store, 1, { stock: 20 });
    const productId = variations[0]?.productId;
    if (productId === undefined) throw new Error('no product for the test');
    const page = await store.newPage({ locale: browserLocale.en, viewport: 'phone' });
    const scriptsMayLoad = await holdScripts(page);

    await page.goto(store.url(`/product/${productId}`), { waitUntil: 'commit' });
    // Related products hydrate after the rest of the page, on their own (HydrateWhenSeen): the tap
    // held until the page is live is replayed on them once they have hydrated.
    const button = page.locator('main [data-related] [data-add-to-cart]').first();
    await button.click();
    await expect.poll(() => button.getAttribute('data-tap-held')).toBe('');
    scriptsMayLoad();

    await waitUntilLive(page);
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
  const path = '/complete-purchase';
  const texts: Record<Language, { title: string; lead: string; loading: string }> = {
    ru: {
      title: 'Оформление заказа',
      lead: 'Проверьте данные и выберите, как получить и оплатить заказ.',
      loading: 'Загрузка…',
    },
    en: {
      title: 'Checkout',
      lead: 'Check your details, then choose how to get and pay for your order.',
      loading: 'Loading…',
    },
    ky: {
      title: 'Буйрутманы тариздөө',
      lead: 'Маалыматтарыңызды текшерип, буйрутманы кантип алып, кантип төлөй турганыңызды тандаңыз.',
      loading: 'Жүктөлүүдө…',
    },
  };
  /** The inside of #root as prerendered (no data block follows it). */
  const shellOf = (html: string) => /<div id="root"[^>]*>([\s\S]*)<\/div>\s*<\/body>/.exec(html)?.[1];

  it('arrives as its shell in every language: the layout, heading, lead and the skeleton of form and summary', async () => {
    for (const language of languages) {
      const html = await serverHtml(path, language);
      const shell = shellOf(html);
      expect(shell, language).toBeDefined();
      expect(shell).toMatch(/<header\b/);
      expect(shell).toMatch(new RegExp(`<h1[^>]*>${escapeRegExp(texts[language].title)}</h1>`));
      expect(shell).toMatch(
        new RegExp(`<p data-checkout-lead[^>]*>${escapeRegExp(escapeHtml(texts[language].lead))}</p>`),
      );
      expect(shell).toContain(`>${texts[language].loading}</p>`);
      // Three sections of the form and the summary beside them, as placeholders.
      expect(shell?.match(/animate-pulse/g)?.length).toBeGreaterThanOrEqual(20);
      // Drawn for nobody in particular: no query answers, nothing sends the visitor away.
      expect(html).not.toContain('application/json');
      expect(shell).not.toMatch(/Aigerim|Asanova/);
    }
  });

  it('hydrates for a signed-in shopper as drawn, then fills the form in, shifting nothing', async () => {
    const { tokens } = await shopperWithCart(store);
    const page = await store.newPage({ locale: browserLocale.en, viewport: 'phone', signedInAs: tokens });
    const layoutShift = await watchLayoutShift(page);
    const replacedByHydration = await watchHydration(page);
    await page.goto(store.url(path));
    await waitUntilLive(page);
    expect(await replacedByHydration(), "the server's elements the app replaced").toEqual([]);
    await page.getByLabel('Full name').waitFor();
    await expect.poll(() => page.getByLabel('Full name').inputValue()).toMatch(/Aigerim/);
    await settledOnScreen(page);
    expect(await layoutShift(), 'cumulative layout shift').toBeLessThanOrEqual(0.05);
  });

  it('sends a signed-out visitor from the shell to sign in', async () => {
    const page = await store.newPage({ locale: browserLocale.en, viewport: 'phone' });
    await page.goto(store.url(path));
    await page.waitForURL(/\/auth\?/);
    expect(new URL(page.url()).searchParams.toString()).toContain('complete-purchase');
  });
});

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
