import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiCall } from './support/api.js';
import { logIn, newShopper, takeProducts } from './support/cart.js';
import { poll } from './support/catalog.js';
import { waitUntilLive } from './support/live.js';
import { setUpStore } from './support/store.js';

const store = setUpStore();

/** The titles in the "Recently viewed" section, in their order. */
async function recentTitles(page: Page): Promise<string[]> {
  const section = page.locator('[data-recently-viewed]');
  if ((await section.count()) === 0) return [];
  return section.locator('article h3').allTextContents();
}

async function openProduct(page: Page, product: { productId: number; title: string }) {
  await page.goto(store.url(`/product/${product.productId}`));
  await waitUntilLive(page);
  await page.getByRole('heading', { level: 1, name: product.title }).waitFor();
}

describe('recently viewed products', () => {
  it("are kept on a guest's device, the newest first, and merged into the account on signing in", async () => {
    const picks = (await takeProducts(store, 3)).map((variations) => variations[0]!);
    const [first, second, third] = picks as [(typeof picks)[0], (typeof picks)[0], (typeof picks)[0]];
    const page = await store.newPage();
    await openProduct(page, first);
    // Nothing viewed before: no section at all.
    expect(await page.locator('[data-recently-viewed]').count()).toBe(0);
    await openProduct(page, second);
    await openProduct(page, third);
    // The product on screen is not listed; the others are, the newest first.
    await poll(() => recentTitles(page)).toEqual([second.title, first.title]);

    const shopper = await newShopper(store);
    await page.goto(store.url('/auth'));
    await waitUntilLive(page);
    await logIn(page, shopper);
    await page.waitForURL((url) => url.pathname !== '/auth');
    await page.goto(store.url('/my-acc'));
    await poll(() => recentTitles(page)).toEqual([third.title, second.title, first.title]);
    const inAccount = await apiCall<{ items: Array<{ id: number }> }>(
      store,
      shopper.tokens,
      'GET',
      'products/recently_viewed/list',
    );
    expect(inAccount.items.map((card) => card.id)).toEqual([third, second, first].map((p) => p.productId));
    expect(await page.evaluate(() => localStorage.getItem('recently_viewed'))).toBeNull();

    // Signed in, a view goes straight into the account.
    await openProduct(page, first);
    await poll(async () =>
      (
        await apiCall<{ items: Array<{ id: number }> }>(store, shopper.tokens, 'GET', 'products/recently_viewed/list')
      ).items.map((card) => card.id),
    ).toEqual([first, third, second].map((p) => p.productId));
  });

  it('scroll on a phone as the home carousels do, with the page margin after the last card', async () => {
    const picks = (await takeProducts(store, 4)).map((variations) => variations[0]!);
    const page = await store.newPage({ viewport: 'phone' });
    for (const product of picks) await openProduct(page, product);
    const row = page.locator('[data-recently-viewed] ul');
    await poll(() => row.locator('li').count()).toBe(3);
    await row.evaluate((list) => list.scrollTo({ left: list.scrollWidth }));
    const edges = await row.evaluate((list) => {
      const last = list.lastElementChild?.getBoundingClientRect();
      return { lastRight: last?.right ?? 0, viewport: window.innerWidth, page: document.documentElement.scrollWidth };
    });
    // The last card stops a margin short of the screen's edge, and the page itself never scrolls sideways.
    expect(edges.viewport - edges.lastRight).toBeGreaterThanOrEqual(12);
    expect(edges.page).toBe(edges.viewport);
  });
});
