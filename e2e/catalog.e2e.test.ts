import type { Cart } from '@aruu/contract/cart';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiCall } from './support/api.js';
import { seriousAxeViolations } from './support/browser.js';
import { takeProducts } from './support/cart.js';
import {
  cardsInReadingOrder,
  catalogTruth,
  poll,
  productWellStocked,
  productWithPricedVariations,
  settledCardIds,
  shownTotal,
  somIn,
} from './support/catalog.js';
import { waitUntilLive } from './support/live.js';
import { setUpStore } from './support/store.js';

const store = setUpStore();
const truth = () => catalogTruth(store);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A facet checkbox is named "<value> (<count>)". */
const facetName = (value: string) => new RegExp(`^${escapeRegExp(value)} \\(\\d+\\)$`);
const query = (page: Page) => new URL(page.url()).searchParams;

async function expectCards(page: Page, ids: number[]) {
  await poll(() => settledCardIds(page)).toEqual(ids);
}

describe('the catalogue', () => {
  it('opens a category from the menu: its heading, its count and only its products', async () => {
    const [all, tree] = await Promise.all([truth().list('page=1'), truth().categories()]);
    const parent = tree.find((node) => node.categories.length > 2);
    const child = parent?.categories[1];
    if (!parent || !child) throw new Error('no two-level category in the seed');
    const inCategory = await truth().list(`categoryName=${child.slug}`);
    expect(inCategory.total).toBeLessThan(all.total);

    const page = await store.newPage();
    await page.goto(store.url('/catalog'));
    await waitUntilLive(page);
    await page.getByRole('heading', { level: 1, name: 'Catalog' }).waitFor();
    await poll(() => shownTotal(page)).toBe(all.total);
    await page.getByText(`${all.total.toLocaleString('en')} products found`).waitFor();

    await page.getByRole('button', { name: 'Product categories' }).click();
    const drawer = page.getByRole('dialog', { name: 'Categories' });
    await drawer.getByRole('button', { name: `Sub-categories of “${parent.name}”`, exact: true }).click();
    await drawer.getByRole('link', { name: child.name, exact: true }).click();
    await page.waitForURL(`**/catalog?categoryName=${child.slug}`);

    await page.getByRole('heading', { level: 1, name: child.name }).waitFor();
    await poll(() => shownTotal(page)).toBe(inCategory.total);
    await expectCards(
      page,
      inCategory.items.map((item) => item.id),
    );
    expect(inCategory.items.every((item) => item.category_id === child.id)).toBe(true);
    // The breadcrumb leads to the parent category.
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    await breadcrumb.getByRole('link', { name: parent.name }).click();
    await page.waitForURL(`**/catalog?categoryName=${parent.slug}`);
    await page.getByRole('heading', { level: 1, name: parent.name }).waitFor();
  });

  it('narrows by brand and sorts by price; both go into the address', async () => {
    const scoped = await truth().list('categoryName=sunscreen');
    const brand = [...scoped.facets.brands].sort((a, b) => b.count - a.count)[0];
    if (!brand) throw new Error('no brands in sunscreen');

    const page = await store.newPage();
    await page.goto(store.url('/catalog?categoryName=sunscreen'));
    await waitUntilLive(page);
    await poll(() => shownTotal(page)).toBe(scoped.total);
    const sidebar = page.getByRole('complementary', { name: 'Filters' });
    // A long brand list is folded; unfolded, it narrows as a name is typed.
    await sidebar.getByRole('button', { name: `Show all brands (${scoped.facets.brands.length})` }).click();
    await sidebar.getByRole('searchbox', { name: 'Find a brand' }).fill(brand.name.slice(0, 5));
    await poll(() => sidebar.getByRole('checkbox', { name: /\(\d+\)$/ }).count()).toBeLessThan(
      scoped.facets.brands.length,
    );
    await sidebar.getByRole('checkbox', { name: facetName(brand.name) }).check();
    await poll(() => query(page).getAll('brand')).toEqual([String(brand.id)]);
    await poll(() => shownTotal(page)).toBe(brand.count);
    await page.getByRole('button', { name: `Remove filter “${brand.name}”` }).waitFor();

    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price: low to high' });
    await poll(() => query(page).get('sort')).toBe('price_asc');
    expect(query(page).get('categoryName')).toBe('sunscreen');
    expect(query(page).getAll('brand')).toEqual([String(brand.id)]);
    const sorted = await truth().list(`categoryName=sunscreen&brand=${brand.id}&sort=price_asc`);
    await expectCards(
      page,
      sorted.items.map((item) => item.id),
    );
    const prices = (await cardsInReadingOrder(page)).map((card) => card.price);
    expect(prices.length).toBe(brand.count);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));

    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price: high to low' });
    await poll(() => query(page).get('sort')).toBe('price_desc');
    await poll(async () => (await cardsInReadingOrder(page)).map((card) => card.price)).toEqual(
      [...prices].sort((a, b) => b - a),
    );
  });

  // Applying on leaving a field and on Enter, refusing min above max, a chip emptying the fields
  // and every chip's name: features/catalog/components/filter-chips.test.tsx.
  it('filters by a price range, kept in the address, and its chip takes it away', async () => {
    const ranged = await truth().list('categoryName=sunscreen&min_price=1000&max_price=2000');
    const page = await store.newPage();
    await page.goto(store.url('/catalog?categoryName=sunscreen'));
    await waitUntilLive(page);
    const sidebar = page.getByRole('complementary', { name: 'Filters' });
    await sidebar.getByLabel('From, som').fill('1000');
    await sidebar.getByLabel('From, som').press('Tab');
    await poll(() => query(page).get('min_price')).toBe('1000');
    await sidebar.getByLabel('To, som').fill('2000');
    await sidebar.getByLabel('To, som').press('Enter');
    await poll(() => query(page).get('max_price')).toBe('2000');
    await poll(() => shownTotal(page)).toBe(ranged.total);
    await expectCards(
      page,
      ranged.items.map((item) => item.id),
    );
    for (const card of await cardsInReadingOrder(page)) {
      expect(card.price).toBeGreaterThanOrEqual(1000);
      expect(card.price).toBeLessThanOrEqual(2000);
    }
    await page.getByRole('button', { name: 'Remove filter “Price: 1,000 som – 2,000 som”' }).waitFor();

    await page.getByRole('button', { name: 'Remove filter “Price: 1,000 som – 2,000 som”' }).click();
    await poll(() => query(page).has('min_price')).toBe(false);
  });

  it('keeps the filters while paging, and the back button walks back through them (filtered, no serious axe violations on a desktop in light mode)', async () => {
    const base = await truth().list('categoryName=sunscreen');
    const inStock = await truth().list('categoryName=sunscreen&in_stock=true');
    const secondPage = await truth().list('categoryName=sunscreen&in_stock=true&page=2');
    expect(secondPage.items.length).toBeGreaterThan(0);

    const page = await store.newPage();
    await page.addInitScript(() => localStorage.setItem('color-mode', 'light'));
    await page.goto(store.url('/catalog?categoryName=sunscreen'));
    await waitUntilLive(page);
    await expectCards(
      page,
      base.items.map((item) => item.id),
    );
    await page.getByRole('complementary', { name: 'Filters' }).getByRole('checkbox', { name: 'In stock only' }).check();
    await poll(() => query(page).get('in_stock')).toBe('true');
    // The count is drawn from the new answer: the page, its links included, follows the filter.
    expect(inStock.total).toBeLessThan(base.total);
    await poll(() => shownTotal(page)).toBe(inStock.total);
    await expectCards(
      page,
      inStock.items.map((item) => item.id),
    );
    expect(await seriousAxeViolations(page), 'axe on /catalog?categoryName=sunscreen&in_stock=true').toEqual([]);

    await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Page 2' }).click();
    await poll(() => query(page).get('page')).toBe('2');
    expect(query(page).get('categoryName')).toBe('sunscreen');
    expect(query(page).get('in_stock')).toBe('true');
    await expectCards(
      page,
      secondPage.items.map((item) => item.id),
    );
    expect(
      await page
        .getByRole('navigation', { name: 'Pages' })
        .getByRole('link', { name: 'Page 2' })
        .getAttribute('aria-current'),
    ).toBe('page');

    await page.goBack();
    await poll(() => query(page).has('page')).toBe(false);
    await expectCards(
      page,
      inStock.items.map((item) => item.id),
    );
    await page.goBack();
    await poll(() => query(page).has('in_stock')).toBe(false);
    await expectCards(
      page,
      base.items.map((item) => item.id),
    );
    expect(
      await page
        .getByRole('complementary', { name: 'Filters' })
        .getByRole('checkbox', { name: 'In stock only' })
        .isChecked(),
    ).toBe(false);
  });

  it('opens a shared address with filters on the same results in a fresh page', async () => {
    const scoped = await truth().list('categoryName=skin-care');
    const brand = [...scoped.facets.brands].sort((a, b) => b.count - a.count)[0];
    const property = scoped.facets.properties.find((candidate) => candidate.slug === 'skin-type');
    const value = property?.values[0];
    if (!brand || !property || !value) throw new Error('skin care has no brand or skin type facets');
    const address = `categoryName=skin-care&brand=${brand.id}&property=${value.id}&on_sale=true&sort=price_desc`;
    const expected = await truth().list(`categoryName=skin-care&brand=${brand.id}&on_sale=true&sort=price_desc`, [
      value.id,
    ]);

    const first = await store.newPage();
    await first.goto(store.url(`/catalog?${address}`));
    await waitUntilLive(first);
    await expectCards(
      first,
      expected.items.map((item) => item.id),
    );
    const shared = first.url();

    const fresh = await store.newPage({ viewport: 'phone' });
    await fresh.goto(shared);
    await waitUntilLive(fresh);
    await poll(() => shownTotal(fresh)).toBe(expected.total);
    await expectCards(
      fresh,
      expected.items.map((item) => item.id),
    );
    const chips = fresh.getByRole('region', { name: 'Active filters' });
    await chips.getByRole('button', { name: `Remove filter “${brand.name}”` }).waitFor();
    await chips.getByRole('button', { name: `Remove filter “${property.name}: ${value.name}”` }).waitFor();
    await chips.getByRole('button', { name: 'Remove filter “On sale”' }).waitFor();
    expect(await fresh.getByRole('combobox', { name: 'Sort by' }).inputValue()).toBe('price_desc');
    // The phone opens the same filters in a drawer, with the choices ticked.
    await fresh.getByRole('button', { name: /^Filters/ }).click();
    const drawer = fresh.getByRole('dialog', { name: 'Filters' });
    expect(await drawer.getByRole('checkbox', { name: 'On sale only' }).isChecked()).toBe(true);
    expect(await drawer.getByRole('checkbox', { name: facetName(brand.name) }).isChecked()).toBe(true);
    await drawer
      .getByRole('button', { name: `Show ${expected.total} product${expected.total === 1 ? '' : 's'}` })
      .click();
    await poll(() => drawer.isVisible()).toBe(false);
  });

  // Nothing found (after filters, after a search) and its ways back, and invalid values dropped from
  // the address: features/catalog/routes/catalog-page.test.tsx.
});

describe('adding from a product card', () => {
  async function cardInSearch(page: Page, product: { productId: number; title: string }) {
    await page.goto(store.url(`/catalog?search=${encodeURIComponent(product.title)}`));
    await waitUntilLive(page);
    const card = page.locator(`[data-product-card="${product.productId}"]`);
    await card.waitFor();
    return card;
  }

  it('adds to a signed-in shopper’s cart: a card its first variation with a success toast, the product page the quantity chosen', async () => {
    const [variations] = await takeProducts(store, 1);
    const first = variations?.[0];
    if (!first) throw new Error('a product is needed');
    const tokens = await store.registerShopper();
    const page = await store.newPage({ signedInAs: tokens });
    const card = await cardInSearch(page, first);
    await card.getByRole('button', { name: 'Add to cart' }).click();
    await page.getByText('Product added to cart.').waitFor();
    await poll(() => page.locator('[data-cart-count]').first().textContent()).toBe('1');
    const cart = await apiCall<Cart>(store, tokens, 'GET', 'carts');
    expect(cart.products.map((line) => [line.variation_id, line.quantity])).toEqual([[first.variationId, 1]]);

    // The product page adds the quantity chosen there to the same cart.
    const product = await productWellStocked(store);
    await page.goto(store.url(`/product/${product.id}`));
    await waitUntilLive(page);
    await page.getByRole('heading', { level: 1, name: product.title }).waitFor();
    await page.locator('[data-buy-block]').getByRole('button', { name: 'Increase quantity' }).click();
    await page.locator('[data-buy-block]').getByRole('button', { name: 'Add to cart' }).click();
    await page.getByText('Product added to cart.').waitFor();
    await poll(() => page.locator('[data-cart-count]').first().textContent()).toBe('3');
    expect((await apiCall<Cart>(store, tokens, 'GET', 'carts')).cartCount).toBe(3);
  });

  // A card whose variation the shop says has just sold out sends the shopper to the product page,
  // saying why: widgets/product-card/product-card.test.tsx (the refusal itself: cart.routes.test.ts,
  // "never holds more than the stock").
});

describe('the product page', () => {
  it('switches the variation: the price, the availability and ?variation= follow', async () => {
    const product = await productWithPricedVariations(store);
    const [first, second] = product.variations;
    if (!first || !second) throw new Error('expected two variations');
    const page = await store.newPage();
    await page.goto(store.url(`/product/${product.id}`));
    await waitUntilLive(page);
    await page.getByRole('heading', { level: 1, name: product.title }).waitFor();
    const price = page.locator('[data-product-price]');
    await poll(async () => somIn((await price.textContent()) ?? '')).toBe(first.price);
    expect(await page.getByRole('radio', { name: new RegExp(`^${escapeRegExp(first.name)}`) }).isChecked()).toBe(true);

    await page.getByRole('radio', { name: new RegExp(`^${escapeRegExp(second.name)}`) }).check();
    await poll(async () => somIn((await price.textContent()) ?? '')).toBe(second.price);
    await poll(() => query(page).get('variation')).toBe(String(second.id));
    await page.locator(`[data-stock="${second.stock_state}"]`).waitFor();

    // The address is enough to open the same variation.
    await page.reload();
    await waitUntilLive(page);
    await poll(async () => somIn((await price.textContent()) ?? '')).toBe(second.price);
    expect(await page.getByRole('radio', { name: new RegExp(`^${escapeRegExp(second.name)}`) }).isChecked()).toBe(true);
  });

  // Adding signed in from the product page: the journey from a card above. Too few in the shop
  // ("Failed to add product to cart." with the reason): entities/cart/components/add-to-cart-button.test.tsx;
  // "Only a few left": features/catalog/components/stock-status.test.tsx; the refusal itself:
  // cart.routes.test.ts ("never holds more than the stock").
  it('shows breadcrumbs, details and related products that lead to other products (no serious axe violations on a desktop in light mode)', async () => {
    const product = await productWellStocked(store);
    const page = await store.newPage();
    await page.addInitScript(() => localStorage.setItem('color-mode', 'light'));
    await page.goto(store.url(`/product/${product.id}`));
    await waitUntilLive(page);
    await page.getByRole('heading', { level: 1, name: product.title }).waitFor();
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    for (const category of product.category_path) {
      await breadcrumb.getByRole('link', { name: category.name, exact: true }).waitFor();
    }
    await page.getByText(product.description).waitFor();
    await page.getByText('Composition', { exact: true }).click();
    await page.getByText(product.composition).waitFor();

    const related = page.locator('[data-related]');
    await related.locator('[data-product-card]').first().waitFor();
    const ids = await related
      .locator('[data-product-card]')
      .evaluateAll((cards) => cards.map((card) => Number(card.getAttribute('data-product-card'))));
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.length).toBeLessThanOrEqual(6);
    expect(ids).not.toContain(product.id);
    const inCategory = await truth().list(`category_id=${product.category_id}&page_size=100`);
    const categoryIds = new Set(inCategory.items.map((item) => item.id));
    expect(ids.every((id) => categoryIds.has(id))).toBe(true);
    expect(await seriousAxeViolations(page), 'axe on the product page').toEqual([]);

    const other = await truth().product(ids[0] as number);
    await related.getByRole('link', { name: other.title, exact: true }).first().click();
    await page.waitForURL(`**/product/${other.id}`);
    await page.getByRole('heading', { level: 1, name: other.title }).waitFor();
  });

  // An unknown or malformed product address: features/catalog/routes/catalog-page.test.tsx.
  it('on a phone, adds the chosen quantity to a guest cart, counted in the header badge, from the buy bar that stays above the bottom navigation', async () => {
    const product = await productWellStocked(store);
    const page = await store.newPage({ viewport: 'phone' });
    await page.goto(store.url(`/product/${product.id}`));
    await waitUntilLive(page);
    await page.getByRole('heading', { level: 1, name: product.title }).waitFor();
    const guestCart = () => page.evaluate(() => JSON.parse(localStorage.getItem('guest_cart') ?? '[]'));
    const stepper = page.locator('[data-buy-block] [data-quantity-stepper]');
    expect(await stepper.getByRole('button', { name: 'Decrease quantity' }).isDisabled()).toBe(true);
    await stepper.getByRole('button', { name: 'Increase quantity' }).click();
    await stepper.getByRole('button', { name: 'Increase quantity' }).click();
    expect(await stepper.locator('[data-quantity]').textContent()).toBe('3');
    await stepper.getByRole('button', { name: 'Decrease quantity' }).click();
    expect(await stepper.locator('[data-quantity]').textContent()).toBe('2');

    await page.locator('[data-buy-block]').getByRole('button', { name: 'Add to cart' }).click();
    await page.getByText('Product added to cart.').waitFor();
    await poll(() => page.locator('[data-cart-count]').first().textContent()).toBe('2');
    expect(await guestCart()).toEqual([
      { product_id: product.id, variation_id: product.variations[0]?.id, quantity: 2 },
    ]);

    // The buy bar holds that button: on the screen from the start, above the bottom navigation,
    // and there still once the page is scrolled far down; it adds the quantity chosen above.
    const chosen = Number(await stepper.locator('[data-quantity]').textContent());
    const bar = page.locator('[data-buy-bar]');
    const navTop = (await page.locator('[data-bottom-bar]').boundingBox())?.y ?? 0;
    const barBottom = async () => {
      const box = await bar.boundingBox();
      return box ? box.y + box.height : Number.POSITIVE_INFINITY;
    };
    expect(await barBottom()).toBeLessThanOrEqual(navTop + 1);
    await page.locator('[data-section="description"]').scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 400);
    await poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(400);
    expect(await barBottom()).toBeLessThanOrEqual(navTop + 1);
    await bar.getByRole('button', { name: 'Add to cart' }).click();
    await poll(() => page.locator('[data-cart-count]').first().textContent()).toBe(String(2 + chosen));
    expect(await guestCart()).toEqual([
      { product_id: product.id, variation_id: product.variations[0]?.id, quantity: 2 + chosen },
    ]);
  });
});

describe('accessibility of the catalogue and the product page', () => {
  // On a desktop in light mode: the paging journey (the filtered catalogue) and the breadcrumbs
  // journey (a product page with its related products).
  it.each([['phone', 'dark']] as const)('has no serious axe violations (%s, %s)', async (viewport, mode) => {
    const product = await productWithPricedVariations(store);
    const page = await store.newPage({ viewport });
    await page.addInitScript((colorMode) => localStorage.setItem('color-mode', colorMode), mode);
    await page.goto(store.url('/catalog?categoryName=sunscreen&in_stock=true'));
    await waitUntilLive(page);
    await page.locator('[data-results] [data-product-card]').first().waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    if (viewport === 'phone') {
      await page.getByRole('button', { name: /^Filters/ }).click();
      await page.getByRole('dialog', { name: 'Filters' }).getByRole('checkbox', { name: 'In stock only' }).waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
    }

    await page.goto(store.url(`/product/${product.id}`));
    await waitUntilLive(page);
    await page.locator('[data-related] [data-product-card]').first().waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
