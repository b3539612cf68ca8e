import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../apps/api/test/test-app.js';
import { seriousAxeViolations } from './support/browser.js';
import { waitUntilLive } from './support/live.js';
import { staffPage } from './support/staff.js';
import { setUpStore } from './support/store.js';

const store = setUpStore();

describe('reviews', () => {
  it('a shopper reviews a product, a manager approves it, and the page shows it with the new average', async () => {
    // A product with demo reviews, so the new average differs from the old one.
    const [product] = await queryRows<{ id: number; review_count: number; rating_sum: number }>(
      store.database,
      sql`select id, review_count, rating_sum from products where review_count > 0 and published order by id limit 1`,
    );
    const { id, review_count, rating_sum } = product!;
    const newAverage = (Math.round(((rating_sum + 1) / (review_count + 1)) * 10) / 10).toFixed(1);
    const oldAverage = (Math.round((rating_sum / review_count) * 10) / 10).toFixed(1);
    expect(newAverage).not.toBe(oldAverage);
    // Its own words each run: a retry in CI meets the review its failed attempt may have published.
    const text = `The pump broke after a week and the cream pilled under make-up (${randomUUID().slice(0, 8)}).`;

    const shopper = await store.newPage({ signedInAs: await store.registerShopper({ first_name: 'Bermet' }) });
    await shopper.goto(store.url(`/product/${id}`));
    await waitUntilLive(shopper);
    const reviews = shopper.locator('[data-product-reviews]');
    expect(await reviews.locator('[data-rating-average]').textContent()).toBe(oldAverage);
    const form = reviews.locator('[data-review-form]');
    await form.getByRole('radio', { name: '1 star', exact: true }).check();
    await form.getByLabel('Your review').fill(text);
    await form.getByRole('button', { name: 'Send review' }).click();
    await reviews.locator('[data-own-review=pending]').waitFor();
    // Waiting for moderation: not on the page yet.
    expect(await reviews.getByText(text).count()).toBe(0);

    const staff = await staffPage(store, 'manager', 'phone');
    await staff.goto(store.url('/staff/reviews'));
    await staff.getByRole('heading', { level: 1, name: 'Reviews' }).waitFor();
    const card = staff.locator('[data-staff-review]').filter({ hasText: text });
    await card.waitFor();
    expect(await seriousAxeViolations(staff), 'reviews moderation page').toEqual([]);
    await card.getByRole('button', { name: 'Publish' }).click();
    await staff.locator('[data-toast]').filter({ hasText: 'The review is published' }).waitFor();

    await shopper.reload();
    await waitUntilLive(shopper);
    await reviews.getByText(text).waitFor();
    expect(await reviews.locator('[data-rating-average]').textContent()).toBe(newAverage);
    expect(await shopper.locator('h1 + [data-product-rating]').getAttribute('data-product-rating')).toBe(
      String(Number(newAverage)),
    );
    await reviews.locator('[data-own-review=published]').waitFor();
    expect(await seriousAxeViolations(shopper), 'product page with reviews').toEqual([]);
  });

  it('a shopper adds a photo to a review from the form: chosen through the button, previewed, uploaded with it', async () => {
    const [product] = await queryRows<{ id: number }>(
      store.database,
      sql`select id from products where published order by id desc limit 1`,
    );
    const text = `Light and calming; the photo shows the jar after a month (${randomUUID().slice(0, 8)}).`;
    const photo = await sharp({ create: { width: 900, height: 900, channels: 3, background: '#c9a27e' } })
      .jpeg()
      .toBuffer();

    const shopper = await store.newPage({ viewport: 'phone', signedInAs: await store.registerShopper() });
    await shopper.goto(store.url(`/product/${product!.id}`));
    await waitUntilLive(shopper);
    const reviews = shopper.locator('[data-product-reviews]');
    const form = reviews.locator('[data-review-form]');
    await form.getByRole('radio', { name: '5 stars', exact: true }).check();
    await form.getByLabel('Your review').fill(text);
    // The page's own button opens the browser's file chooser (its input is out of sight).
    const [chooser] = await Promise.all([
      shopper.waitForEvent('filechooser'),
      form.getByRole('button', { name: 'Add a photo' }).click(),
    ]);
    await chooser.setFiles({ name: 'jar.jpg', mimeType: 'image/jpeg', buffer: photo });
    await form.getByRole('img', { name: 'jar.jpg' }).waitFor();
    await form.getByRole('button', { name: 'Remove jar.jpg' }).waitFor();
    expect(await seriousAxeViolations(shopper), 'review form with a chosen photo').toEqual([]);

    await form.getByRole('button', { name: 'Send review' }).click();
    await reviews.locator('[data-own-review=pending]').waitFor();
    const photos = await queryRows<{ count: number }>(
      store.database,
      sql`select count(*)::int as count from review_photos
          where review_id = (select id from reviews where text = ${text})`,
    );
    expect(photos).toEqual([{ count: 1 }]);
  });
});
