import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../apps/api/test/accounts.js';
import { multipartUpload } from '../apps/api/test/multipart.js';
import { signInStaff } from '../apps/api/test/staff.js';
import { queryRows } from '../apps/api/test/test-app.js';
import { poll } from './support/catalog.js';
import { waitUntilLive } from './support/live.js';
import { setUpStore } from './support/store.js';

const store = setUpStore({ env: { PHOTOS_DIR: mkdtempSync(join(tmpdir(), 'aruu-e2e-gallery-')) } });

let productId: number;
let title: string;
beforeAll(async () => {
  const [product] = await queryRows<{ id: number; title: string }>(
    store.database,
    sql`select id, title_en as title from products where published and in_stock order by id desc limit 1`,
  );
  productId = product!.id;
  title = product!.title;
  const manager = await signInStaff(store, 'manager');
  for (const colour of ['#aa3344', '#3344aa', '#33aa44']) {
    const file = await sharp({ create: { width: 1000, height: 1000, channels: 3, background: colour } })
      .jpeg()
      .toBuffer();
    const { payload, headers } = multipartUpload(file);
    const response = await store.app.inject({
      method: 'POST',
      url: `/api/v1/staff/products/${productId}/photos`,
      payload,
      headers: { ...headers, ...bearer(manager) },
    });
    expect(response.statusCode, response.body).toBeLessThan(300);
  }
});

const main = (page: Page) => page.locator('[data-gallery] img[data-photo]');
const thumbnailShown = (page: Page) =>
  page.locator('[data-product] ul button[aria-current="true"]').getAttribute('aria-label');

async function swipe(page: Page, fromX: number, toX: number) {
  const box = (await page.locator('[data-gallery]').boundingBox())!;
  const y = box.y + box.height / 2;
  const touch = (type: string, x: number) =>
    page
      .locator('[data-gallery]')
      .dispatchEvent(type, { pointerType: 'touch', clientX: box.x + x, clientY: y, isPrimary: true });
  await touch('pointerdown', fromX);
  await touch('pointerup', toX);
}

describe('the product gallery', () => {
  it('turns the photos with a swipe on a phone, both ways and round', async () => {
    const page = await store.newPage({ viewport: 'phone' });
    await page.goto(store.url(`/product/${productId}`));
    await waitUntilLive(page);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await poll(() => thumbnailShown(page)).toBe('Photo 1 of 3');
    const first = await main(page).getAttribute('data-photo');
    await swipe(page, 300, 100);
    await poll(() => thumbnailShown(page)).toBe('Photo 2 of 3');
    expect(await main(page).getAttribute('data-photo')).not.toBe(first);
    await swipe(page, 100, 300);
    await poll(() => thumbnailShown(page)).toBe('Photo 1 of 3');
    await swipe(page, 100, 300);
    await poll(() => thumbnailShown(page)).toBe('Photo 3 of 3');
    // A tap is not a swipe.
    await swipe(page, 200, 210);
    expect(await thumbnailShown(page)).toBe('Photo 3 of 3');
  });

  it('zooms in under the mouse on a desktop, around the point the mouse is on', async () => {
    const page = await store.newPage();
    await page.goto(store.url(`/product/${productId}`));
    await waitUntilLive(page);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    const image = main(page);
    // Tailwind scales with the `scale` property; `none` is the photo at its size.
    const scale = () => image.evaluate((img) => getComputedStyle(img).scale);
    expect(await scale()).toBe('none');
    const box = (await image.boundingBox())!;
    await page.mouse.move(box.x + box.width * 0.25, box.y + box.height * 0.75);
    await poll(scale).toBe('2');
    expect(await image.evaluate((img) => getComputedStyle(img).transformOrigin)).toMatch(
      /^\d+(\.\d+)?px \d+(\.\d+)?px$/,
    );
    const [x, y] = (await image.evaluate((img) => getComputedStyle(img).transformOrigin))
      .split(' ')
      .map(Number.parseFloat);
    expect(Math.abs(x! - box.width * 0.25)).toBeLessThan(box.width * 0.05);
    expect(Math.abs(y! - box.height * 0.75)).toBeLessThan(box.height * 0.05);
    await page.mouse.move(box.x + box.width + 200, box.y);
    await poll(scale).toBe('none');
  });
});
