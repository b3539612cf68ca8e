import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './support/browser.js';
import {
  badgeCount,
  favoriteIdsOf,
  logIn,
  newShopper,
  quantitiesOf,
  type Shopper,
  setFavorite,
  setProductStock,
  takeProducts,
  textOf,
  type VariationRow,
} from './support/cart.js';
import { waitUntilLive } from './support/live.js';
import { setUpStore } from './support/store.js';

const store = setUpStore();

/** The first variation of `count` products of their own (a card adds its product's first variation). */
async function takeCards(count: number): Promise<VariationRow[]> {
  return (await takeProducts(store, count)).map((variations) => {
    const first = variations[0];
    if (!first) throw new Error('a product without variations');
    return first;
  });
}

async function openFavorites(shopper: Shopper, viewport: 'phone' | 'desktop' = 'desktop'): Promise<Page> {
  const page = await store.newPage({ viewport, signedInAs: shopper.tokens });
  await page.goto(store.url('/favorites'));
  await waitUntilLive(page);
  await page.getByRole('heading', { level: 1, name: 'Favorites' }).waitFor();
  return page;
}

const item = (page: Page, productId: number) => page.locator(`[data-favorite-item="${productId}"]`);
/** A catalogue search for the product's title: its card is on the first page. */
const catalogFor = (card: VariationRow) => store.url(`/catalog?search=${encodeURIComponent(card.title)}`);

describe('favourites', () => {
  it('sends a signed-out heart click to /auth and back after logging in', async () => {
    const [card] = await takeCards(1);
    if (!card) throw new Error('a product is needed');
    const shopper = await newShopper(store);
    const page = await store.newPage();
    await page.goto(catalogFor(card));
    await waitUntilLive(page);
    const heart = page
      .locator(`[data-product-card="${card.productId}"]`)
      .getByRole('button', { name: 'Add to favorites' });
    await heart.click();
    await page.waitForURL(/\/auth\?next=/);
    await logIn(page, shopper);
    await page.waitForURL((url) => url.pathname === '/catalog' && url.searchParams.get('search') === card.title);
    // Back on the same page, signed in: the heart now works.
    await heart.click();
    await expect.poll(() => favoriteIdsOf(store, shopper)).toEqual([card.productId]);
    expect(
      await page.locator(`[data-product-card="${card.productId}"] [data-favorite]`).getAttribute('aria-pressed'),
    ).toBe('true');
  });

  it('shows a heart set on a catalogue card as set on the product page, and lists it in /favorites', async () => {
    const [card] = await takeCards(1);
    if (!card) throw new Error('a product is needed');
    const shopper = await newShopper(store);
    const page = await store.newPage({ signedInAs: shopper.tokens });
    await page.goto(catalogFor(card));
    await waitUntilLive(page);
    const cardHeart = page.locator(`[data-product-card="${card.productId}"] [data-favorite]`);
    await cardHeart.click();
    await expect.poll(() => cardHeart.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => favoriteIdsOf(store, shopper)).toEqual([card.productId]);

    await page.locator(`[data-product-card="${card.productId}"]`).getByRole('link', { name: card.title }).click();
    await page.waitForURL(`**/product/${card.productId}`);
    const productHeart = page.locator('[data-product] [data-favorite]').first();
    await expect.poll(() => productHeart.getAttribute('aria-pressed')).toBe('true');
    expect(await productHeart.getAttribute('aria-label')).toBe('Remove from favorites');

    await page.locator('[data-bottom-bar], header').getByRole('link', { name: 'Favorites' }).first().click();
    await page.waitForURL('**/favorites');
    await item(page, card.productId).waitFor();
    expect(await textOf(item(page, card.productId))).toContain(card.title);
    expect(await textOf(page.locator('[data-favorites-count]'))).toBe('1 product');
  });

  it('removes a favourite from the page, at once and for good', async () => {
    const [kept, removed] = await takeCards(2);
    if (!kept || !removed) throw new Error('products are needed');
    const shopper = await newShopper(store);
    await setFavorite(store, shopper, kept.productId);
    await setFavorite(store, shopper, removed.productId);

    const page = await openFavorites(shopper);
    await expect.poll(() => page.locator('[data-favorite-item]').count()).toBe(2);
    await page.getByRole('button', { name: `Remove “${removed.title}” from favorites` }).click();
    await expect.poll(() => item(page, removed.productId).count()).toBe(0);
    await expect.poll(() => favoriteIdsOf(store, shopper)).toEqual([kept.productId]);
    await page.reload();
    await waitUntilLive(page);
    await item(page, kept.productId).waitFor();
    expect(await item(page, removed.productId).count()).toBe(0);

    // Unsetting the heart of the last card empties the page, with a way to the catalogue.
    await item(page, kept.productId).getByRole('button', { name: 'Remove from favorites' }).click();
    await page.getByRole('heading', { name: 'No favorites yet' }).waitFor();
    await page.getByRole('link', { name: 'Go to the catalog' }).click();
    await page.waitForURL('**/catalog');
  });

  it('moves a favourite to the cart, and keeps one that is sold out', async () => {
    const [moved, soldOut, soldMeanwhile] = await takeCards(3);
    if (!moved || !soldOut || !soldMeanwhile) throw new Error('products are needed');
    await setProductStock(store, soldOut.productId, 0);
    const shopper = await newShopper(store);
    for (const card of [moved, soldOut, soldMeanwhile]) await setFavorite(store, shopper, card.productId);

    const page = await openFavorites(shopper, 'phone');
    await expect.poll(() => page.locator('[data-favorite-item]').count()).toBe(3);
    expect(await badgeCount(page)).toBe(0);

    await page.getByRole('button', { name: `Move to cart: “${moved.title}”` }).click();
    await expect.poll(() => item(page, moved.productId).count()).toBe(0);
    await expect.poll(() => badgeCount(page)).toBe(1);
    expect(await textOf(page.locator('[data-toast="success"]'))).toContain('Moved to your cart');
    await expect.poll(() => quantitiesOf(store, shopper)).toEqual({ [moved.variationId]: 1 });
    await expect.poll(() => favoriteIdsOf(store, shopper)).not.toContain(moved.productId);

    // Out of stock when the page was read: the button says so and cannot be pressed.
    const soldOutButton = item(page, soldOut.productId).locator('[data-move-to-cart]');
    expect(await textOf(soldOutButton)).toBe('Out of stock');
    expect(await soldOutButton.isDisabled()).toBe(true);

    // Sold out while the page was open: the shop refuses, the shopper is told, the favourite stays.
    await setProductStock(store, soldMeanwhile.productId, 0);
    await page.getByRole('button', { name: `Move to cart: “${soldMeanwhile.title}”` }).click();
    await page.locator('[data-toast="info"]').waitFor();
    expect(await textOf(page.locator('[data-toast="info"]'))).toContain('sold out – it stays in your favorites');
    expect(await item(page, soldMeanwhile.productId).count()).toBe(1);
    // The list is read again, so the card now says so itself.
    await expect
      .poll(() => textOf(item(page, soldMeanwhile.productId).locator('[data-move-to-cart]')))
      .toBe('Out of stock');
    expect((await favoriteIdsOf(store, shopper)).sort()).toEqual([soldOut.productId, soldMeanwhile.productId].sort());
    expect(await badgeCount(page)).toBe(1);
  });

  it('brings a card back with a toast when the shop refuses to unset it', async () => {
    const [card] = await takeCards(1);
    if (!card) throw new Error('a product is needed');
    const shopper = await newShopper(store);
    await setFavorite(store, shopper, card.productId);

    const page = await openFavorites(shopper);
    await item(page, card.productId).waitFor();
    // A failing shop, which answers only once the test has seen the card go.
    let answer = () => {};
    const answering = new Promise<void>((resolve) => {
      answer = resolve;
    });
    await page.route('**/api/v1/products/favorites/unset', async (route) => {
      await answering;
      await route.fulfill({
        status: 500,
        json: { error: { code: 'internal_error', message: 'Something went wrong' } },
      });
    });
    await page.getByRole('button', { name: `Remove “${card.title}” from favorites` }).click();
    // Gone at once…
    await expect.poll(() => item(page, card.productId).count()).toBe(0);
    // …and back, with the reason, when the shop says no.
    answer();
    await page.locator('[data-toast="error"]').waitFor();
    expect(await textOf(page.locator('[data-toast="error"]'))).toContain(
      'The product could not be removed from favorites',
    );
    await expect.poll(() => item(page, card.productId).count()).toBe(1);
    expect(await favoriteIdsOf(store, shopper)).toEqual([card.productId]);
  });
});

describe('accessibility of favourites', () => {
  it.each([
    ['phone', 'light'],
    ['desktop', 'dark'],
  ] as const)('/favorites has no serious axe violations (%s, %s)', async (viewport, mode) => {
    const cards = await takeCards(2);
    const shopper = await newShopper(store);
    for (const card of cards) await setFavorite(store, shopper, card.productId);
    const page = await store.newPage({ viewport, signedInAs: shopper.tokens });
    await page.addInitScript((colorMode) => localStorage.setItem('color-mode', colorMode), mode);
    await page.goto(store.url('/favorites'));
    await waitUntilLive(page);
    await page.locator('[data-favorite-item]').first().waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it('the empty wishlist has no serious axe violations', async () => {
    const shopper = await newShopper(store);
    const page = await openFavorites(shopper, 'phone');
    await page.getByRole('heading', { name: 'No favorites yet' }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
