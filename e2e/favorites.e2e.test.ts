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

  // Gone at once and back with a toast when the shop refuses to unset; a card read as sold out
  // cannot be moved; one sold out since is refused, said, kept and marked; the empty page and its
  // link: features/favorites/routes/favorites-page.test.tsx. Here: what the shop keeps.
  it('moves a favourite to the cart and removes another, both for good; full and emptied, the page passes axe and leads to the catalogue', async () => {
    const [moved, removed, soldOut] = await takeCards(3);
    if (!moved || !removed || !soldOut) throw new Error('products are needed');
    await setProductStock(store, soldOut.productId, 0);
    const shopper = await newShopper(store);
    for (const card of [moved, removed, soldOut]) await setFavorite(store, shopper, card.productId);

    const page = await openFavorites(shopper, 'phone');
    await expect.poll(() => page.locator('[data-favorite-item]').count()).toBe(3);
    expect(await badgeCount(page)).toBe(0);
    // The full page (a sold-out card among them), on a phone in light mode.
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: `Move to cart: “${moved.title}”` }).click();
    await expect.poll(() => item(page, moved.productId).count()).toBe(0);
    await expect.poll(() => badgeCount(page)).toBe(1);
    expect(await textOf(page.locator('[data-toast="success"]'))).toContain('Moved to your cart');
    await expect.poll(() => quantitiesOf(store, shopper)).toEqual({ [moved.variationId]: 1 });
    await expect.poll(() => favoriteIdsOf(store, shopper)).not.toContain(moved.productId);

    // Out of stock in the shop: the list says so, and the button cannot be pressed.
    const soldOutButton = item(page, soldOut.productId).locator('[data-move-to-cart]');
    expect(await textOf(soldOutButton)).toBe('Out of stock');
    expect(await soldOutButton.isDisabled()).toBe(true);

    await page.getByRole('button', { name: `Remove “${removed.title}” from favorites` }).click();
    await expect.poll(() => item(page, removed.productId).count()).toBe(0);
    await expect.poll(() => favoriteIdsOf(store, shopper)).toEqual([soldOut.productId]);
    await page.reload();
    await waitUntilLive(page);
    await item(page, soldOut.productId).waitFor();
    expect(await item(page, removed.productId).count()).toBe(0);
    expect(await item(page, moved.productId).count()).toBe(0);

    // Unsetting the heart of the last card empties the page, with a way to the catalogue.
    await item(page, soldOut.productId).getByRole('button', { name: 'Remove from favorites' }).click();
    await page.getByRole('heading', { name: 'No favorites yet' }).waitFor();
    await expect.poll(() => favoriteIdsOf(store, shopper)).toEqual([]);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Go to the catalog' }).click();
    await page.waitForURL('**/catalog');
  });
});

describe('accessibility of favourites', () => {
  // On a phone in light mode, full and empty: the journey above.
  it.each([['desktop', 'dark']] as const)(
    '/favorites has no serious axe violations (%s, %s)',
    async (viewport, mode) => {
      const cards = await takeCards(2);
      const shopper = await newShopper(store);
      for (const card of cards) await setFavorite(store, shopper, card.productId);
      const page = await store.newPage({ viewport, signedInAs: shopper.tokens });
      await page.addInitScript((colorMode) => localStorage.setItem('color-mode', colorMode), mode);
      await page.goto(store.url('/favorites'));
      await waitUntilLive(page);
      await page.locator('[data-favorite-item]').first().waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
    },
  );
});
