import { asc, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { variations } from '../apps/api/src/db/schema/index.js';
import { catalogTruth, poll } from './support/catalog.js';
import { waitUntilLive } from './support/live.js';
import { setUpStore } from './support/store.js';

const store = setUpStore();

/** A make-up product without photos whose variations are all coloured shades. */
async function shadedProduct() {
  const rows = await store.database.db
    .select({ productId: variations.productId })
    .from(variations)
    .where(sql`not exists (select 1 from product_images i where i.product_id = ${variations.productId})`)
    .groupBy(variations.productId)
    .having(sql`count(*) >= 2 and bool_and(${variations.colorHex} is not null) and bool_and(${variations.stock} > 0)`)
    .orderBy(asc(variations.productId))
    .limit(1);
  const id = rows[0]?.productId;
  if (id === undefined) throw new Error('the seed has no product in several shades');
  return catalogTruth(store).product(id);
}

describe('shades on the product page', () => {
  it('shows round swatches named on hover, and choosing one paints the picture in its colour', async () => {
    const product = await shadedProduct();
    const [first, second] = product.variations;
    if (!first || !second) throw new Error('expected two shades');
    const page = await store.newPage();
    await page.goto(store.url(`/product/${product.id}`));
    await waitUntilLive(page);
    await page.getByRole('heading', { level: 1, name: product.title }).waitFor();

    const shades = page.locator('[data-shades]');
    const picture = page.getByRole('img', { name: product.title, exact: true });
    expect(await shades.getByRole('radio').count()).toBe(product.variations.length);
    await poll(() => picture.getAttribute('src')).toBe(first.image);
    expect(await shades.locator('[data-chosen-shade]').textContent()).toBe(`: ${first.name}`);
    // Each swatch is painted in its shade's colour.
    const colours = await shades
      .locator('label > span:first-of-type > span')
      .evaluateAll((spans) => spans.map((span) => getComputedStyle(span).backgroundColor));
    expect(colours).toEqual(product.variations.map((variation) => rgbOf(variation.color_hex!)));

    // The name appears on hover.
    const secondSwatch = shades.locator('label').nth(1);
    await secondSwatch.hover();
    expect(await secondSwatch.getByText(second.name, { exact: true }).isVisible()).toBe(true);

    await shades.getByRole('radio', { name: new RegExp(`^${second.name}`) }).check();
    await poll(() => picture.getAttribute('src')).toBe(second.image);
    await poll(() => new URL(page.url()).searchParams.get('variation')).toBe(String(second.id));
    expect(await shades.locator('[data-chosen-shade]').textContent()).toBe(`: ${second.name}`);
    // The new picture really loads.
    await poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(800);

    // Arrow keys move between shades, as in any radio group, and the name shows on focus.
    await page.keyboard.press('ArrowLeft');
    await poll(() => picture.getAttribute('src')).toBe(first.image);
    expect(await shades.locator('label').first().getByText(first.name, { exact: true }).isVisible()).toBe(true);
  });
});

function rgbOf(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}
