import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../apps/api/test/accounts.js';
import { multipartUpload } from '../apps/api/test/multipart.js';
import { signInStaff } from '../apps/api/test/staff.js';
import { queryRows } from '../apps/api/test/test-app.js';
import { seriousAxeViolations } from './support/browser.js';
import { poll } from './support/catalog.js';
import { waitUntilLive } from './support/live.js';
import { staffPage } from './support/staff.js';
import { setUpStore } from './support/store.js';

const store = setUpStore({ env: { PHOTOS_DIR: mkdtempSync(join(tmpdir(), 'aruu-e2e-photos-')) } });

let productId: number;
beforeAll(async () => {
  const [product] = await queryRows<{ id: number }>(
    store.database,
    sql`select product_id as id from variations where stock > 0
        group by product_id having count(*) >= 2 order by product_id limit 1`,
  );
  productId = product!.id;
});

const jpeg = (colour: string) =>
  sharp({ create: { width: 1200, height: 1200, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();

describe('the photos page on a phone', () => {
  it('fits 375 px with two photos, with no serious axe violations', async () => {
    const manager = await signInStaff(store, 'manager');
    for (const colour of ['#111111', '#7b4a2a']) {
      const { payload, headers } = multipartUpload(await jpeg(colour), {});
      const answer = await store.app.inject({
        method: 'POST',
        url: `/api/v1/staff/products/${productId}/photos`,
        payload,
        headers: { ...headers, ...bearer(manager) },
      });
      expect(answer.statusCode).toBe(201);
    }
    const page = await staffPage(store, 'manager', 'phone');
    await page.goto(store.url(`/staff/products/${productId}/photos`));
    await poll(() => page.locator('[data-staff-photo]').count()).toBe(2);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});

describe('banners', () => {
  it('a manager creates a banner on a phone and gives it an English picture; the home page shows it, and a banner scheduled for now but not one for tomorrow', async () => {
    // Two banners scheduled through the API: one from a minute ago, one from tomorrow.
    const manager = await signInStaff(store, 'manager');
    const day = 24 * 60 * 60 * 1000;
    const create = (title: string, startsAt: number) =>
      store.app.inject({
        method: 'POST',
        url: '/api/v1/staff/banners',
        headers: bearer(manager),
        payload: { title_ru: title, title_en: title, link: '/catalog', starts_at: new Date(startsAt).toISOString() },
      });
    expect((await create('Banner of this hour', Date.now() - 60_000)).statusCode).toBe(201);
    expect((await create('Banner of tomorrow', Date.now() + day)).statusCode).toBe(201);

    // The staff app's banners page; what its form says of a refused schedule is banners-page.test.tsx's.
    const page = await staffPage(store, 'manager', 'phone');
    await page.goto(store.url('/staff/banners'));
    await page.getByRole('heading', { level: 1, name: 'Banners' }).waitFor();
    await page.locator('[data-staff-banner]').first().waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'New banner' }).click();
    await page.getByLabel('Title (Russian)', { exact: true }).fill('Неделя солнцезащиты');
    await page.getByLabel('Title (English)', { exact: true }).fill('Sunscreen week');
    await page.getByLabel('Link (a page of the shop, e.g. /catalog?on_sale=true)').fill('/catalog?on_sale=true');
    await page.getByLabel('Show from').fill('2020-01-01T10:00');
    await page.getByRole('button', { name: 'Save' }).click();

    const card = page.locator('[data-staff-banner]').filter({ hasText: 'Неделя солнцезащиты' });
    await card.getByText('Shown now').waitFor();
    await card.locator('[data-banner-image=en]').setInputFiles({
      name: 'sun.jpg',
      mimeType: 'image/jpeg',
      buffer: await sharp({ create: { width: 1600, height: 600, channels: 3, background: '#f4c430' } })
        .jpeg()
        .toBuffer(),
    });
    await card.getByRole('button', { name: 'Remove' }).waitFor();

    const home = await store.newPage();
    await home.goto(store.url('/'));
    await waitUntilLive(home);
    const picture = home.getByRole('img', { name: 'Sunscreen week' });
    await picture.waitFor();
    expect(await picture.getAttribute('srcset')).toMatch(/\/photos\/[0-9a-f]{64}-1600\.jpg 1600w/);
    await home.getByRole('img', { name: 'Banner of this hour' }).waitFor();
    expect(await home.getByRole('img', { name: 'Banner of tomorrow' }).count()).toBe(0);
  });
});
