import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './support/browser.js';
import {
  addToCart,
  badgeCount,
  cartLine,
  guestCartIn,
  logIn,
  newShopper,
  quantitiesOf,
  type Shopper,
  setStock,
  som,
  takeProducts,
  textOf,
} from './support/cart.js';
import { waitUntilLive } from './support/live.js';
import { setUpStore } from './support/store.js';

const store = setUpStore();

async function openCart(shopper: Shopper, viewport: 'phone' | 'desktop' = 'desktop'): Promise<Page> {
  const page = await store.newPage({ viewport, signedInAs: shopper.tokens });
  await page.goto(store.url('/basket'));
  await waitUntilLive(page);
  await page.getByRole('heading', { level: 1, name: 'Cart' }).waitFor();
  return page;
}

const subtotalOf = (page: Page) => textOf(page.locator('[data-subtotal]'));

describe('the cart page', () => {
  // The arithmetic on screen (line totals, subtotal, − at one piece, + at the stock, quick clicks
  // sent as one change, free-delivery note, short lines closing checkout, a refused change taken
  // back): features/cart/routes/cart-page.test.tsx. Here: the shop keeps what the page sends.
  // One journey on a phone (each step once needed its own page and shopper): the checkout bar,
  // +, a reload, removing a line, and clearing with its question.
  it('on a phone: the checkout bar sits above the bottom navigation; + reaches the shop and the badge, a reload keeps it; a line is removed; clearing asks first: cancel keeps the cart, confirm empties it', async () => {
    const [product] = await takeProducts(store, 1, { minVariations: 2 });
    const [first, second] = product ?? [];
    if (!first || !second) throw new Error('a product with two variations is needed');
    const shopper = await newShopper(store);
    await addToCart(store, shopper, first.variationId);
    await addToCart(store, shopper, second.variationId);

    const page = await openCart(shopper, 'phone');
    await expect.poll(() => page.locator('[data-cart-line]').count()).toBe(2);
    const line = cartLine(page, first.variationId);
    expect(await textOf(line)).toContain(first.title);
    expect(await badgeCount(page)).toBe(2);

    // The phone's checkout bar, with the total, above the bottom navigation.
    const bar = page.locator('[data-checkout-bar]');
    await bar.getByRole('link', { name: 'Continue to checkout' }).waitFor();
    expect(await textOf(bar)).toContain(som(first.price + second.price));
    const [barBox, bottomBarBox] = await Promise.all([
      bar.boundingBox(),
      page.locator('[data-bottom-bar]').boundingBox(),
    ]);
    expect((barBox?.y ?? 0) + (barBox?.height ?? 0)).toBeLessThanOrEqual(bottomBarBox?.y ?? 0);

    await line.getByRole('button', { name: 'Increase quantity' }).click();
    await expect.poll(() => badgeCount(page)).toBe(3);
    await expect.poll(() => quantitiesOf(store, shopper)).toEqual({ [first.variationId]: 2, [second.variationId]: 1 });

    await page.reload();
    await waitUntilLive(page);
    await expect.poll(() => textOf(cartLine(page, first.variationId).locator('[data-quantity]'))).toBe('2');
    expect(await page.locator('[data-cart-line]').count()).toBe(2);
    expect(await subtotalOf(page)).toBe(som(first.price * 2 + second.price));

    await cartLine(page, first.variationId)
      .getByRole('button', { name: `Remove “${first.title}” from the cart` })
      .click();
    await expect.poll(() => cartLine(page, first.variationId).count()).toBe(0);
    await expect.poll(() => badgeCount(page)).toBe(1);
    await expect.poll(() => quantitiesOf(store, shopper)).toEqual({ [second.variationId]: 1 });

    await page.getByRole('button', { name: 'Clear cart' }).click();
    const dialog = page.getByRole('dialog', { name: 'Clear the cart?' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    expect(await cartLine(page, second.variationId).count()).toBe(1);
    expect(await quantitiesOf(store, shopper)).toEqual({ [second.variationId]: 1 });

    await page.getByRole('button', { name: 'Clear cart' }).click();
    await dialog.getByRole('button', { name: 'Clear', exact: true }).click();
    await page.getByRole('heading', { name: 'Your cart is empty' }).waitFor();
    expect(await page.getByRole('link', { name: 'Go to the catalog' }).isVisible()).toBe(true);
    await expect.poll(() => badgeCount(page)).toBe(0);
    await expect.poll(() => quantitiesOf(store, shopper)).toEqual({});
  });
});

describe('the guest cart', () => {
  it('is collected signed out, and after logging in through /auth it is in /basket', async () => {
    const [a, b] = await takeProducts(store, 2);
    const one = a?.[0];
    const two = b?.[0];
    if (!one || !two) throw new Error('products are needed');
    const shopper = await newShopper(store);

    const page = await store.newPage();
    for (const variation of [one, two]) {
      await page.goto(store.url(`/product/${variation.productId}`));
      await waitUntilLive(page);
      await page.getByRole('heading', { level: 1, name: variation.title }).waitFor();
      await page.locator('[data-add-to-cart]:visible').first().click();
      await page.locator('[data-toast="success"]').first().waitFor();
    }
    await expect.poll(() => badgeCount(page)).toBe(2);

    await page.locator('[data-cart-link]:visible').click();
    await page.waitForURL(/\/auth\?next=%2Fbasket$/);
    await logIn(page, shopper);
    await page.waitForURL('**/basket');
    await expect.poll(() => page.locator('[data-cart-line]').count()).toBe(2);
    expect(await guestCartIn(page)).toEqual([]);
    expect(await quantitiesOf(store, shopper)).toEqual({ [one.variationId]: 1, [two.variationId]: 1 });
    expect(await badgeCount(page)).toBe(2);
  });
});

/** Puts lines into this browser's guest cart before the app starts, as an earlier visit would have. */
async function withGuestCart(page: Page, lines: Array<{ product_id: number; variation_id: number; quantity: number }>) {
  await page.addInitScript((value) => {
    if (!sessionStorage.getItem('guest-cart-seeded')) {
      localStorage.setItem('guest_cart', value);
      sessionStorage.setItem('guest-cart-seeded', '1');
    }
  }, JSON.stringify(lines));
}

describe('merging the guest cart into the account', () => {
  it('moves what fits, tops up lines already there, reports the rest and leaves nothing behind', async () => {
    const [a, b, c] = await takeProducts(store, 3);
    const there = a?.[0];
    const scarce = b?.[0];
    const gone = c?.[0];
    if (!there || !scarce || !gone) throw new Error('products are needed');
    await setStock(store, scarce.variationId, 2);
    await setStock(store, gone.variationId, 0);
    const shopper = await newShopper(store);
    await addToCart(store, shopper, there.variationId, 1);

    const page = await store.newPage({ signedInAs: shopper.tokens });
    await withGuestCart(page, [
      { product_id: there.productId, variation_id: there.variationId, quantity: 2 },
      { product_id: scarce.productId, variation_id: scarce.variationId, quantity: 5 },
      { product_id: gone.productId, variation_id: gone.variationId, quantity: 1 },
      { product_id: 999_999, variation_id: 999_999, quantity: 1 },
    ]);
    await page.goto(store.url('/basket'));
    await waitUntilLive(page);
    const reports = () =>
      page
        .locator('[data-toast="info"]')
        .allTextContents()
        .then((texts) => texts.join(' | '));
    await expect.poll(reports).toContain('2 products from your cart are sold out or no longer sold and were not moved');
    expect(await reports()).toContain('1 product is not in stock in the quantity you chose');
    expect(await guestCartIn(page)).toEqual([]);
    expect(await quantitiesOf(store, shopper)).toEqual({ [there.variationId]: 3, [scarce.variationId]: 2 });
    await expect.poll(() => page.locator('[data-cart-line]').count()).toBe(2);
  });

  // After a failure halfway, exactly the lines not yet moved stay here, and after a lost answer the
  // next attempt adds nothing twice: features/cart/merge-guest-cart.test.tsx.
  it('merges once when two tabs sign in at the same moment', async () => {
    const [a, b] = await takeProducts(store, 2);
    const one = a?.[0];
    const two = b?.[0];
    if (!one || !two) throw new Error('products are needed');
    const shopper = await newShopper(store);

    const first = await store.newPage();
    const context = first.context();
    await first.goto(store.url('/'));
    await waitUntilLive(first);
    await first.evaluate(
      (lines) => localStorage.setItem('guest_cart', lines),
      JSON.stringify([
        { product_id: one.productId, variation_id: one.variationId, quantity: 2 },
        { product_id: two.productId, variation_id: two.variationId, quantity: 1 },
      ]),
    );
    const second = await context.newPage();
    await second.goto(store.url('/'));
    await waitUntilLive(second);
    await first.reload();
    await waitUntilLive(first);
    await expect.poll(() => badgeCount(second)).toBe(3);

    // A third tab signs in: both open tabs see it through the storage event and start merging.
    const third = await context.newPage();
    await third.goto(store.url('/contacts'));
    await waitUntilLive(third);
    await third.evaluate(
      ({ access, refresh }) => {
        localStorage.setItem('access_token', access);
        localStorage.setItem('refresh_token', refresh);
      },
      { access: shopper.tokens.access_token, refresh: shopper.tokens.refresh_token },
    );

    await expect.poll(() => guestCartIn(first)).toEqual([]);
    await expect.poll(() => badgeCount(first)).toBe(3);
    await expect.poll(() => badgeCount(second)).toBe(3);
    expect(await quantitiesOf(store, shopper)).toEqual({ [one.variationId]: 2, [two.variationId]: 1 });
  });
});

describe('accessibility of the cart', () => {
  it.each([
    ['desktop', 'light'],
    ['phone', 'dark'],
  ] as const)('/basket has no serious axe violations (%s, %s)', async (viewport, mode) => {
    const [a, b] = await takeProducts(store, 2);
    const one = a?.[0];
    const two = b?.[0];
    if (!one || !two) throw new Error('products are needed');
    const shopper = await newShopper(store);
    await addToCart(store, shopper, one.variationId, 2);
    await addToCart(store, shopper, two.variationId);
    await setStock(store, two.variationId, 0);
    const page = await store.newPage({ viewport, signedInAs: shopper.tokens });
    await page.addInitScript((colorMode) => localStorage.setItem('color-mode', colorMode), mode);
    await page.goto(store.url('/basket'));
    await waitUntilLive(page);
    await page.locator('[data-short-of-stock]').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
