import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ProductPhotos } from '@aruu/contract/staff-photos';
import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { bearer } from '../apps/api/test/accounts.js';
import { signInStaff } from '../apps/api/test/staff.js';
import { queryRows } from '../apps/api/test/test-app.js';
import { toastWith } from './support/accounts.js';
import { seriousAxeViolations } from './support/browser.js';
import { poll } from './support/catalog.js';
import { waitUntilLive } from './support/live.js';
import { staffPage } from './support/staff.js';
import { setUpStore } from './support/store.js';
import { atBothWidths, expectAccessibleAtBothWidths } from './support/widths.js';

const store = setUpStore({ env: { PHOTOS_DIR: mkdtempSync(join(tmpdir(), 'aruu-e2e-editor-photos-')) } });

/** Fills the variation's fields; labels carry the variation's number. */
async function fillVariation(
  page: Page,
  n: number,
  v: { sku: string; price: string; ru: string; en: string; color: string },
) {
  await page.getByLabel(`SKU ${n}`, { exact: true }).fill(v.sku);
  await page.getByLabel(`Price, som ${n}`, { exact: true }).fill(v.price);
  await page.getByLabel(`Variation name (RU) ${n}`, { exact: true }).fill(v.ru);
  await page.getByLabel(`Variation name (EN) ${n}`, { exact: true }).fill(v.en);
  await page.getByLabel(`Shade colour ${n}`, { exact: true }).fill(v.color);
}

/** The shopper's search as you type on a phone, from the header's full-screen sheet. */
async function searchOnPhone(text: string) {
  const page = await store.newPage({ viewport: 'phone' });
  await page.goto(store.url('/'));
  await waitUntilLive(page);
  await page.getByRole('button', { name: 'Search' }).click();
  const sheet = page.getByRole('dialog', { name: 'Search' });
  const box = sheet.getByRole('combobox', { name: 'Search products' });
  await box.click();
  await box.fill(text);
  return { page, options: sheet.getByRole('group', { name: 'Matching products' }).getByRole('option') };
}

/** The `src` the main picture of the product page shows (its variants' common prefix). */
const shownPhoto = (page: Page) => page.locator('[data-product] img[data-photo]').first().getAttribute('data-photo');

/** A photo of one colour, just wide enough for the two smallest variants (more widths cost encoding time). */
const jpeg = (colour: string) =>
  sharp({ create: { width: 640, height: 640, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();

describe('a manager adds a product', () => {
  // One journey from a desk: the phone's layouts of the staff pages are checked at its width on
  // the way (atBothWidths), and the shopper searches on a phone, from the header's full-screen sheet.
  it('creates it with two shades, a photo each and a delivery, publishes it, and a shopper finds it by search and sees the shade photo switch', async () => {
    const word = `Tulpar${Date.now() % 100_000}`;
    const page = await staffPage(store, 'manager', 'desktop');
    await page.goto(store.url('/staff/products'));
    await page.getByRole('heading', { level: 1, name: 'Products' }).waitFor();
    await page.locator('[data-product-row]').first().waitFor();
    await expectAccessibleAtBothWidths(page, 'products list');

    await page.getByRole('link', { name: 'New product' }).click();
    await page.getByRole('heading', { level: 1, name: 'New product' }).waitFor();
    await page.getByLabel('Title (RU)', { exact: true }).fill(`Помада ${word}`);
    await page.getByLabel('Title (EN)', { exact: true }).fill(`Lipstick ${word}`);
    await page.getByLabel('Description (RU)', { exact: true }).fill('Кремовая помада на весь день.');
    await page.getByLabel('Composition (RU)', { exact: true }).fill('Воск, масло жожоба.');
    await page.getByLabel('How to use (RU)', { exact: true }).fill('Нанесите на губы.');
    await page.getByLabel('Brand', { exact: true }).selectOption({ index: 1 });
    await page.getByLabel('Category (second level)').selectOption({ index: 1 });
    await fillVariation(page, 1, {
      sku: `${word}-BR`,
      price: '1 250,50',
      ru: 'Коричневый',
      en: 'Brown',
      color: '#6b3e2e',
    });
    await page.getByRole('button', { name: 'Add a variation' }).click();
    await fillVariation(page, 2, { sku: `${word}-RD`, price: '990', ru: 'Красный', en: 'Red', color: '#c0102a' });
    await expectAccessibleAtBothWidths(page, 'new product form');
    await page.getByRole('button', { name: 'Create draft' }).click();

    await page.waitForURL(/\/staff\/products\/\d+$/);
    const id = Number(new URL(page.url()).pathname.split('/').at(-1));
    await page.locator('[data-product-status=draft]').waitFor();
    const [saved] = await queryRows<{ prices: number[]; colors: string[] }>(
      store.database,
      sql`select array_agg(price order by position) as prices, array_agg(color_hex order by position) as colors
          from variations where product_id = ${id}`,
    );
    expect(saved).toEqual({ prices: [125050, 99000], colors: ['#6b3e2e', '#c0102a'] });
    const shades = await queryRows<{ id: number }>(
      store.database,
      sql`select id from variations where product_id = ${id} order by position`,
    );
    // A draft: the shopper's search does not find it yet.
    expect((await store.app.inject({ url: `/api/v1/products/${id}` })).statusCode).toBe(404);

    // A photo per shade, from the product's photos page.
    await page.getByRole('link', { name: 'Product photos' }).click();
    await page.getByRole('heading', { level: 1, name: /^Photos: / }).waitFor();
    await page.getByLabel('The photos uploaded show').selectOption(String(shades[0]!.id));
    await page.locator('[data-photo-input=files]').setInputFiles({
      name: 'brown.jpg',
      mimeType: 'image/jpeg',
      buffer: await jpeg('#7b4a2a'),
    });
    await page.locator('[data-staff-photo]').first().waitFor();
    await page.getByLabel('The photos uploaded show').selectOption(String(shades[1]!.id));
    await page.locator('[data-photo-input=files]').setInputFiles({
      name: 'red.jpg',
      mimeType: 'image/jpeg',
      buffer: await jpeg('#c0102a'),
    });
    await poll(() => page.locator('[data-staff-photo]').count()).toBe(2);
    await expectAccessibleAtBothWidths(page, 'photos page');
    const manager = await signInStaff(store, 'manager');
    const listed = ProductPhotos.parse(
      (
        await store.app.inject({
          method: 'GET',
          url: `/api/v1/staff/products/${id}/photos`,
          headers: bearer(manager),
        })
      ).json(),
    );
    const [brown, red] = listed.photos;
    expect([brown!.variation_id, red!.variation_id]).toEqual([shades[0]!.id, shades[1]!.id]);

    // Back in the editor: the main photo and each shade's own, painted as they scroll into view
    // (the thumbs load lazily), and the stock section below the form, one card per shade.
    await page.goBack();
    const painted = async (where: string) => {
      const img = page.locator(`[data-photo-thumb="${where}"] img`);
      await img.scrollIntoViewIfNeeded();
      return img.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0);
    };
    for (const where of ['main', String(shades[0]!.id), String(shades[1]!.id)])
      await poll(() => painted(where)).toBe(true);
    expect(
      await page.locator('[data-variation="1"]').getByRole('link', { name: 'Variation photo' }).getAttribute('href'),
    ).toBe(`/staff/products/${id}/photos?variation=${shades[1]!.id}`);
    const card = page.getByRole('article').filter({ hasText: `SKU ${word}-BR` });
    await card.getByText('Free: 0').waitFor();

    // The first delivery: 5 units of the brown shade, from its card in the stock section.
    const [{ revision }] = (await queryRows<{ revision: number }>(
      store.database,
      sql`select revision from products where id = ${id}`,
    )) as [{ revision: number }];
    await card.getByRole('button', { name: 'Adjust stock' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await expectAccessibleAtBothWidths(page, 'adjustment dialog in the editor');
    const adjust = dialog.locator('[data-staff-form=adjust-stock]');
    await adjust.getByText('Delivery', { exact: true }).click();
    await adjust.getByLabel('Units arrived').fill('5');
    await adjust.getByRole('button', { name: 'Save' }).click();
    await toastWith(page, ': 5 free').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await card.getByText('Free: 5').waitFor();
    expect(await page.getByRole('link', { name: 'Stock history' }).getAttribute('href')).toBe(`/staff/stock/${id}`);
    const [stored] = await queryRows<{ stock: number; kind: string; change: number; revision: number }>(
      store.database,
      sql`select v.stock, m.kind, m.quantity_change as change, p.revision
          from variations v join products p on p.id = v.product_id
          join stock_movements m on m.variation_id = v.id
          where v.id = ${shades[0]!.id} order by m.id desc limit 1`,
    );
    // One delivery movement, and the product itself untouched (its form was not sent with it).
    expect(stored).toEqual({ stock: 5, kind: 'delivery', change: 5, revision });

    await page.getByRole('button', { name: 'Publish' }).click();
    await page.locator('[data-product-status=published]').waitFor();
    await atBothWidths(page, async (width) => {
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      expect(await seriousAxeViolations(page), `product editor with photos and stock at ${width} px`).toEqual([]);
    });

    const shopper = await searchOnPhone(word.toLowerCase());
    const found = shopper.options.filter({ hasText: `Lipstick ${word}` });
    await found.first().waitFor();
    await poll(() => shopper.options.count()).toBe(1);
    await found.first().click();
    await shopper.page.waitForURL(new RegExp(`/product/${id}$`));
    await shopper.page.getByRole('heading', { level: 1, name: `Lipstick ${word}` }).waitFor();

    // The first shade's photo is the main one, as a <picture> of every width and format.
    await poll(() => shownPhoto(shopper.page)).toBe(brown!.src);
    const main = shopper.page.locator('[data-product] img[data-photo]').first();
    expect(await main.getAttribute('srcset')).toContain(`${brown!.src}-640.jpg 640w`);
    expect(await main.getAttribute('width')).toBe('640');
    expect(await main.getAttribute('height')).toBe('640');
    expect(
      await shopper.page.locator('[data-product] picture source[type="image/avif"]').first().getAttribute('srcset'),
    ).toContain(`${brown!.src}-320.avif 320w`);
    // The browser really loads a variant.
    await poll(() => main.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    // Choosing the red shade switches to its photo, and back.
    await shopper.page.locator('[data-variations] label').filter({ hasText: 'Red' }).click();
    await poll(() => shownPhoto(shopper.page)).toBe(red!.src);
    await shopper.page.locator('[data-variations] label').filter({ hasText: 'Brown' }).click();
    await poll(() => shownPhoto(shopper.page)).toBe(brown!.src);

    // Opened on the red shade's address, the server's HTML already paints and preloads the red photo.
    const html = await (await fetch(store.url(`/product/${id}?variation=${shades[1]!.id}`))).text();
    const firstPhoto = /<img[^>]*data-photo="([^"]*)"/.exec(html.slice(html.indexOf('data-product')))?.[1];
    expect(firstPhoto).toBe(red!.src);
    expect(/<link rel="preload" as="image"[^>]*imagesrcset="([^" ]*)/.exec(html)?.[1]).toBe(`${red!.src}-320.avif`);
  });
});
