import type { AuthTokens } from '@aruu/contract/auth';
import type { Cart } from '@aruu/contract/cart';
import { sql } from 'drizzle-orm';
import type { Locator, Page } from 'playwright-core';
import { STRONG_PASSWORD, uniqueEmail } from '../../apps/api/test/accounts.js';
import { queryRows } from '../../apps/api/test/test-app.js';
import { apiCall } from './api.js';
import type { Store } from './store.js';

/**
 * Helpers for the cart and favourites browser tests: setting up through the real API (as the
 * shopper would have done earlier) and adjusting stock and prices in the database (as the shop
 * does behind the shopper's back).
 */

export interface Shopper {
  email: string;
  password: string;
  tokens: AuthTokens;
}

export async function newShopper(store: Store): Promise<Shopper> {
  const email = uniqueEmail('cart');
  const tokens = await store.registerShopper({ email, language: 'en' });
  return { email, password: STRONG_PASSWORD, tokens };
}

export const cartOf = (store: Store, shopper: Shopper) => apiCall<Cart>(store, shopper.tokens, 'GET', 'carts');

export const addToCart = (store: Store, shopper: Shopper, variationId: number, quantity = 1) =>
  apiCall<Cart>(store, shopper.tokens, 'POST', 'carts/add_product', { variation_id: variationId, quantity });

export const setFavorite = (store: Store, shopper: Shopper, productId: number) =>
  apiCall(store, shopper.tokens, 'POST', 'products/favorites/set', { product_id: productId });

export async function favoriteIdsOf(store: Store, shopper: Shopper): Promise<number[]> {
  return (await apiCall<{ product_ids: number[] }>(store, shopper.tokens, 'GET', 'products/favorites/ids')).product_ids;
}

/** Quantities of the shopper's cart by variation id, straight from the shop. */
export async function quantitiesOf(store: Store, shopper: Shopper): Promise<Record<number, number>> {
  const cart = await cartOf(store, shopper);
  return Object.fromEntries(cart.products.map((line) => [line.variation_id, line.quantity]));
}

export interface VariationRow {
  variationId: number;
  productId: number;
  /** The product's English title. */
  title: string;
  /** In som. */
  price: number;
  stock: number;
  position: number;
}

/** Products already handed to a test of this file: every test works on products of its own. */
const taken = new Set<number>();

/**
 * `count` products (in stock, not yet used by another test), each with its variations. Stock is
 * set to `stock` for every variation, so the tests do not depend on the seed's numbers.
 */
export async function takeProducts(
  store: Store,
  count: number,
  { minVariations = 1, stock = 20 }: { minVariations?: number; stock?: number } = {},
): Promise<VariationRow[][]> {
  const rows = await queryRows<{ product_id: number }>(
    store.database,
    sql`select p.id as product_id from products p
        where p.in_stock and (select count(*) from variations v where v.product_id = p.id) >= ${minVariations}
        order by p.sales_count desc, p.id limit ${count + taken.size}`,
  );
  const ids = rows
    .map((row) => row.product_id)
    .filter((id) => !taken.has(id))
    .slice(0, count);
  if (ids.length < count) throw new Error('not enough products for the test');
  const products: VariationRow[][] = [];
  for (const id of ids) {
    taken.add(id);
    await store.database.db.execute(sql`update variations set stock = ${stock} where product_id = ${id}`);
    products.push(await variationsOf(store, id));
  }
  return products;
}

async function variationsOf(store: Store, productId: number): Promise<VariationRow[]> {
  const rows = await queryRows<{ id: number; title: string; price: number; stock: number; position: number }>(
    store.database,
    sql`select v.id, p.title_en as title, v.price, v.stock, v.position from variations v
        join products p on p.id = v.product_id where v.product_id = ${productId} order by v.position`,
  );
  return rows.map((row) => ({
    variationId: row.id,
    productId,
    title: row.title,
    price: row.price / 100,
    stock: row.stock,
    position: row.position,
  }));
}

export async function setStock(store: Store, variationId: number, stock: number) {
  await store.database.db.execute(sql`update variations set stock = ${stock} where id = ${variationId}`);
}

/** Every variation of the product at once: the product is sold out (or back). */
export async function setProductStock(store: Store, productId: number, stock: number) {
  await store.database.db.execute(sql`update variations set stock = ${stock} where product_id = ${productId}`);
}

/** A new price in whole som (and off sale), for tests about amounts. */
export async function setPrice(store: Store, variationId: number, som: number) {
  await store.database.db.execute(
    sql`update variations set price = ${som * 100}, compare_at_price = null where id = ${variationId}`,
  );
}

/** `1,250 som`, `1,250.50 som`: how the storefront writes an amount in English (tyiyn only when there are some). */
export function som(amount: number): string {
  const digits = Number.isInteger(amount) ? 0 : 2;
  return `${new Intl.NumberFormat('en-GB', { minimumFractionDigits: digits, maximumFractionDigits: 2 }).format(amount)} som`;
}

/** The header's cart badge that is on screen (phones and desktops have a header each). */
export async function badgeCount(page: Page): Promise<number> {
  const badge = page.locator('[data-cart-count]:visible');
  if ((await badge.count()) === 0) return 0;
  return Number(await badge.first().textContent());
}

export const cartLine = (page: Page, variationId: number): Locator => page.locator(`[data-cart-line="${variationId}"]`);

export async function textOf(locator: Locator): Promise<string> {
  return ((await locator.textContent()) ?? '').replace(/\s+/g, ' ').trim();
}

/** Signs in through the /auth form, as a shopper would. */
export async function logIn(page: Page, shopper: Shopper) {
  await page.getByLabel('Email').fill(shopper.email);
  await page.getByLabel('Password', { exact: true }).fill(shopper.password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** What this browser keeps for a signed-out shopper's cart (`guest-cart.ts`). */
export async function guestCartIn(page: Page): Promise<Array<{ variation_id: number; quantity: number }>> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('guest_cart') ?? '[]'));
}
