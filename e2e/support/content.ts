import { randomBytes } from 'node:crypto';
import type { Banner, Brand, ProductListResponse, ProductPage } from '@aruu/contract/catalog';
import { eq } from 'drizzle-orm';
import type { Locator, Page, Request } from 'playwright-core';
import { expect } from 'vitest';
import { consultationRequests, helpRequests } from '../../apps/api/src/db/schema/index.js';
import { apiCall } from './api.js';
import { nextFrames } from './live.js';
import type { Store } from './store.js';

/**
 * What the shop itself answers for the home, banner, about and contacts pages, read through the
 * API in English, so a test compares the page with the truth instead of numbers in the test.
 */
export function contentTruth(store: Store) {
  const get = <T>(method: 'GET' | 'POST', path: string, payload?: object) =>
    apiCall<T>(store, undefined, method, path, payload);
  return {
    banners: () => get<Banner[]>('GET', 'banners?lang=en'),
    brands: () => get<Brand[]>('GET', 'brands'),
    /** `POST /products` as a home shelf asks it (page 1, the default page size). */
    list: (query: string) => get<ProductListResponse>('POST', `products?lang=en&page=1&${query}`, {}),
    selection: (name: 'new' | 'bestselling' | 'recommended', pageSize: number) =>
      get<ProductPage>('GET', `products/${name}?lang=en&page=1&page_size=${pageSize}`),
  };
}

/** The product ids of the cards in a part of the page, in order. */
export async function cardIds(scope: Locator): Promise<number[]> {
  const ids = await scope
    .locator('[data-product-card]')
    .evaluateAll((cards) => cards.map((card) => Number(card.getAttribute('data-product-card'))));
  return ids;
}

/** A name no other test uses, so a stored request can be found by it. */
export function uniqueName(label: string): string {
  return `${label} ${randomBytes(3).toString('hex')}`;
}

export async function consultationsNamed(store: Store, name: string) {
  return store.database.db.select().from(consultationRequests).where(eq(consultationRequests.name, name));
}

export async function helpRequestsNamed(store: Store, name: string) {
  return store.database.db.select().from(helpRequests).where(eq(helpRequests.name, name));
}

/**
 * Counts the page's calls to one API path (`consultations`, `products/new`…) that reached the
 * server and came back. A call the page itself cancelled does not count: a development build of
 * React mounts everything twice, and the first fetch is aborted at once.
 */
export function countRequests(page: Page, path: string): () => number {
  let count = 0;
  page.on('requestfinished', (request) => {
    if (new URL(request.url()).pathname === `/api/v1/${path}`) count++;
  });
  return () => count;
}

/**
 * Scrolls the whole page a screen at a time, so every section that waits for the screen loads:
 * after each screen, what came into view has loaded (it may push the bottom further down).
 */
export async function scrollThrough(page: Page): Promise<void> {
  const loading = new Set<Request>();
  const started = (request: Request) => loading.add(request);
  const ended = (request: Request) => loading.delete(request);
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    for (let step = 0; step < 40; step++) {
      await page.evaluate(() => window.scrollBy({ top: window.innerHeight * 0.8, behavior: 'instant' }));
      await nextFrames(page);
      await expect.poll(() => loading.size).toBe(0);
      await nextFrames(page);
      const atBottom = await page.evaluate(
        () => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2,
      );
      if (atBottom) break;
    }
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}

/**
 * The page's cumulative layout shift so far (the Layout Instability API), counted from the first
 * paint; shifts right after the shopper's input do not count, as in the Web Vitals definition.
 */
export async function watchLayoutShift(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    let total = 0;
    const add = (entries: PerformanceEntryList) => {
      for (const entry of entries as unknown as Array<{ value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) total += entry.value;
      }
    };
    const observer = new PerformanceObserver((list) => add(list.getEntries()));
    observer.observe({ type: 'layout-shift', buffered: true });
    // Shifts recorded but not yet handed to the observer count too.
    (window as unknown as { __cls: () => number }).__cls = () => {
      add(observer.takeRecords());
      return total;
    };
  });
  return () => page.evaluate(() => (window as unknown as { __cls: () => number }).__cls());
}

/**
 * Waits until what is on screen is finally drawn: its fonts loaded, its images decoded, and two
 * frames painted after that.
 */
export async function settledOnScreen(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
    const onScreen = [...document.images].filter((image) => image.getBoundingClientRect().top < window.innerHeight);
    await Promise.all(onScreen.map((image) => image.decode().catch(() => {})));
  });
  await nextFrames(page);
}
