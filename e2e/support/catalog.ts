import type { CategoryNode, ProductDetail, ProductListResponse, ProductSearchResponse } from '@aruu/contract/catalog';
import { asc, gte, sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { variations } from '../../apps/api/src/db/schema/index.js';
import { apiCall } from './api.js';
import type { Store } from './store.js';

/**
 * What the shop itself answers, read through the API in English, so a test
 * compares the page with the truth instead of with numbers written into the test.
 */
export function catalogTruth(store: Store) {
  const get = <T>(method: 'GET' | 'POST', path: string, payload?: object) =>
    apiCall<T>(store, undefined, method, path, payload);
  return {
    categories: () => get<CategoryNode[]>('GET', 'categories?lang=en'),
    /** `POST /products` with the query as the catalogue page sends it. */
    list: (query: string, properties: number[] = []) =>
      get<ProductListResponse>('POST', `products?lang=en&${query}`, { properties }),
    product: (id: number) => get<ProductDetail>('GET', `products/${id}?lang=en`),
    search: (text: string) =>
      get<ProductSearchResponse>(
        'GET',
        `products/search?lang=en&page=1&page_size=50&search=${encodeURIComponent(text)}`,
      ),
  };
}

/** A product with two or more variations of different prices, all in stock: for the variation picker. */
export async function productWithPricedVariations(store: Store): Promise<ProductDetail> {
  const rows = await store.database.db
    .select({ productId: variations.productId })
    .from(variations)
    .where(gte(variations.stock, 10))
    .groupBy(variations.productId)
    .having(sql`count(*) >= 2 and count(distinct ${variations.price}) >= 2 and min(${variations.stock}) >= 10`)
    .orderBy(asc(variations.productId))
    .limit(1);
  const id = rows[0]?.productId;
  if (id === undefined) throw new Error('the seed has no product with differently priced variations');
  return catalogTruth(store).product(id);
}

/** Products in stock with at least this many units in every variation (so adding a few always works). */
export async function productWellStocked(store: Store): Promise<ProductDetail> {
  const rows = await store.database.db
    .select({ productId: variations.productId })
    .from(variations)
    .groupBy(variations.productId)
    .having(sql`min(${variations.stock}) >= 20`)
    .orderBy(asc(variations.productId))
    .limit(1);
  const id = rows[0]?.productId;
  if (id === undefined) throw new Error('the seed has no well-stocked product');
  return catalogTruth(store).product(id);
}

/** "1,190 som" (or "Now 1,190 som Was 1,547 som") → 1190: the price the shopper pays. */
export function somIn(text: string): number {
  const match = text.replace(/[\u00a0\u202f]/g, ' ').match(/(\d[\d,. ]*)\s*som/);
  if (!match?.[1]) throw new Error(`no price in “${text}”`);
  return Number(match[1].replace(/[, ]/g, ''));
}

export interface ShownCard {
  id: number;
  price: number;
}

/**
 * The product cards in the order a shopper reads them. The masonry grid deals cards to its
 * columns in turn (card i goes to column i mod n), so the document order is column by column;
 * the reading order is rebuilt from where the columns stand on the screen.
 */
export async function cardsInReadingOrder(page: Page): Promise<ShownCard[]> {
  const cards = await page.locator('[data-results] [data-product-card]').evaluateAll((elements) =>
    elements.map((element) => {
      const box = element.getBoundingClientRect();
      const price = element.querySelector('[data-card-price]')?.textContent ?? '';
      return { id: Number(element.getAttribute('data-product-card')), x: Math.round(box.x), y: box.y, price };
    }),
  );
  const columns = [...new Set(cards.map((card) => card.x))].sort((a, b) => a - b);
  const byColumn = columns.map((x) => cards.filter((card) => card.x === x).sort((a, b) => a.y - b.y));
  return cards.map((_, index) => {
    const card = byColumn[index % columns.length]?.[Math.floor(index / columns.length)];
    if (!card) throw new Error('the grid is not a masonry of equal columns');
    return { id: card.id, price: somIn(card.price) };
  });
}

/** The number in "101 products found". */
export async function shownTotal(page: Page): Promise<number | undefined> {
  const value = await page.locator('[data-results-count]').getAttribute('data-results-count');
  return value === null ? undefined : Number(value);
}

/** Waits until the grid shows exactly these products (in reading order) and no update is running. */
export async function settledCardIds(page: Page): Promise<number[]> {
  await page.locator('[data-results][aria-busy="false"]').waitFor();
  return (await cardsInReadingOrder(page)).map((card) => card.id);
}

/**
 * `expect.poll` for a grid that changes after a debounce, a request and a render; it waits as long
 * as any wait in the browser tier (vitest.config.ts), not a budget of its own.
 */
export function poll<T>(read: () => T | Promise<T>) {
  return expect.poll(read);
}
