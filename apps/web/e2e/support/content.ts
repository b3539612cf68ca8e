import { randomBytes } from 'node:crypto';
import type { Banner, Brand, ProductListResponse, ProductPage } from '@aruu/contract/catalog';
import { eq } from 'drizzle-orm';
import type { Locator, Page } from 'playwright-core';
import { consultationRequests, helpRequests } from '../../../api/src/db/schema/index.js';
import { apiCall } from './api.js';
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

/** Scrolls the whole page a screen at a time, so every section that waits for the screen loads. */
export async function scrollThrough(page: Page): Promise<void> {
  for (let step = 0; step < 40; step++) {
    const done = await page.evaluate(() => {
      window.scrollBy({ top: window.innerHeight * 0.8, behavior: 'instant' });
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    });
    await page.waitForTimeout(100);
    if (done) break;
  }
  await page.waitForLoadState('networkidle');
}

/**
 * The page's cumulative layout shift so far (the Layout Instability API), counted from the first
 * paint; shifts right after the shopper's input do not count, as in the Web Vitals definition.
 */
export async function watchLayoutShift(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const state = window as unknown as { __cls: number };
    state.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) state.__cls += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { __cls: number }).__cls);
}
