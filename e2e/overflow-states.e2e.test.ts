import type { AuthTokens } from '@aruu/contract/auth';
import type { OrderDetail } from '@aruu/contract/orders';
import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../apps/api/test/test-app.js';
import { apiCall } from './support/api.js';
import { bishkekCode, payByCard, shopApi, stockedVariations } from './support/checkout.js';
import { requestsInFlight, settled, sidewaysAtWidths } from './support/overflow.js';
import { staffPage } from './support/staff.js';
import { setUpStore } from './support/store.js';

/**
 * The phone-width sweep (overflow.e2e.test.ts) opens every page in its first state; this file
 * opens the states that come later — the card after payment, forms showing their errors, open
 * drawers and dialogs — and the staff app's pages with data in them, which only a signed-in
 * employee reaches. A long e-mail and long names are what widened the pages before (issue 29).
 */
const store = setUpStore();

// No hyphen in it: nothing lets the browser break it unless the page says it may.
const LONG_EMAIL = 'aigerim.asanova.kyzy.orders.and.receipts@bishkekcosmeticslovers.example.kg';
const LONG_NAME = { first_name: 'Айгерим-Айжамал', last_name: 'Асанова-Токтогулова' };
const LONG_REVIEW =
  'Крем понравился, кожа после него мягкая и увлажнённая весь день. Продаю остатки дешевле, пишите в WhatsApp +996 555 123 456 или смотрите https://www.olx.kg/d/obyavlenie/uvlazhnyayushchiy-krem-dlya-litsa-original-korea-ID9xYzAbCdEfGh.html';

/** The button names that differ by language; everything else is found by its markup. */
const labels: Record<string, { menu: string; filters: RegExp }> = {
  'ru-RU': { menu: 'Открыть меню', filters: /^Фильтры/ },
  'ky-KG': { menu: 'Менюну ачуу', filters: /^Фильтрлер/ },
  'en-GB': { menu: 'Open the menu', filters: /^Filters/ },
};

interface Shopper {
  tokens: AuthTokens;
  paidOrderId: number;
  /** A product in stock (the one reviewed). */
  productId: number;
}

/**
 * A shopper with a long name and e-mail who has paid for one order (courier in Bishkek), has
 * another cart ready to check out, keeps an address in Osh (so the product page dates a courier
 * there too), and has written a review the automatic checks hold (a phone number and a
 * marketplace link, one long unbroken address).
 */
async function longNamedShopper(): Promise<Shopper> {
  const tokens = await store.registerShopper({ email: LONG_EMAIL, ...LONG_NAME });
  const api = shopApi(store, tokens);
  const variations = await stockedVariations(store, 3);
  for (const id of variations.slice(0, 2)) await api.addToCart(id);
  const created = await apiCall<OrderDetail>(store, tokens, 'POST', 'orders/create_from_cart', {
    customer_name: `${LONG_NAME.first_name} ${LONG_NAME.last_name}`,
    phone: '+996 555 000 111',
    email: LONG_EMAIL,
    address: 'Проспект Чингиза Айтматова 299/5, квартира 118, подъезд 3, домофон 118',
    accept_terms: true,
  });
  await apiCall(store, tokens, 'POST', 'orders/set_delivery', {
    order_id: created.order_id,
    delivery: { method: 'courier', city_code: await bishkekCode(store) },
  });
  await payByCard(store, tokens, created.order_id);
  await expect.poll(async () => (await api.order(created.order_id)).paid).toBe(true);
  await api.addToCart(variations[2]!);
  await apiCall(store, tokens, 'POST', 'users/address/create', { city: 'Ош', street: 'Курманжан Датка', house: '271' });
  const [product] = await queryRows<{ id: number }>(
    store.database,
    sql`select id from products where published and in_stock order by id desc limit 1`,
  );
  await apiCall(store, tokens, 'POST', `products/${product!.id}/reviews`, { rating: 4, text: LONG_REVIEW });
  return { tokens, paidOrderId: created.order_id, productId: product!.id };
}

let shopper: Promise<Shopper> | undefined;

/** Brings the page to one state and answers what scrolls sideways in it at each width. */
async function inState(page: Page, what: string, widths: readonly number[], reach: () => Promise<void>) {
  await reach();
  return sidewaysAtWidths(page, what, widths);
}

/** Opens `path` at this width and waits until it is what a person sees, its data in. */
async function open(page: Page, path: string, inFlight: () => number) {
  await page.goto(store.url(path));
  await settled(page, inFlight);
}

describe('no state of a page scrolls sideways on a phone', () => {
  // Each state is reached once per language and checked at each of its widths (sidewaysAtWidths).
  const passes = [
    { locale: 'ru-RU', widths: [375, 320] },
    { locale: 'ky-KG', widths: [320] },
    { locale: 'en-GB', widths: [320] },
  ];
  for (const { locale, widths } of passes) {
    const { menu, filters } = labels[locale]!;
    const at = widths.length > 1 ? `${widths.join(' and ')} px` : `${widths[0]} px`;

    it(`at ${at} in ${locale}: the menu drawer, the filter sheet and the sign-up form's errors`, async () => {
      const page = await store.newPage({ viewport: 'phone', locale });
      await page.setViewportSize({ width: widths[0]!, height: 800 });
      const inFlight = requestsInFlight(page);
      const found: string[] = [];
      await open(page, '/', inFlight);
      found.push(
        ...(await inState(page, 'the menu drawer', widths, async () => {
          await page.getByRole('button', { name: menu }).click();
          await page.locator('dialog[open] a').first().waitFor();
        })),
      );
      await open(page, '/catalog?categoryName=sunscreen', inFlight);
      found.push(
        ...(await inState(page, 'the filter sheet', widths, async () => {
          await page.getByRole('button', { name: filters }).click();
          await page.locator('dialog[open] input[type=checkbox]').first().waitFor();
          await settled(page, inFlight);
        })),
      );
      await open(page, '/auth?mode=register', inFlight);
      found.push(
        ...(await inState(page, 'the sign-up form with its errors', widths, async () => {
          const form = page.locator('[data-auth-form=register]');
          await form.locator('input[type=email]').fill(`${'not-an-address'.repeat(4)}@`);
          await form.locator('button[type=submit]').click();
          await form.locator('[aria-invalid=true]').first().waitFor();
        })),
      );
      expect(found).toEqual([]);
    });

    it(`at ${at} in ${locale}: the card after payment, a product page's courier dates and the checkout form's errors`, async () => {
      shopper ??= longNamedShopper();
      const { tokens, paidOrderId, productId } = await shopper;
      const page = await store.newPage({ viewport: 'phone', locale, signedInAs: tokens });
      await page.setViewportSize({ width: widths[0]!, height: 800 });
      const inFlight = requestsInFlight(page);
      const found: string[] = [];
      found.push(
        ...(await inState(page, 'the paid order after payment', widths, async () => {
          await open(page, `/order-tracking/${paidOrderId}?payment=success`, inFlight);
          await page.locator('[data-payment-result=paid]').waitFor();
        })),
      );
      found.push(
        ...(await inState(
          page,
          'a product page with the courier to Bishkek and to the saved city',
          widths,
          async () => {
            await open(page, `/product/${productId}`, inFlight);
            await expect.poll(() => page.locator('[data-courier-city]').count()).toBe(2);
          },
        )),
      );
      await open(page, '/complete-purchase', inFlight);
      found.push(
        ...(await inState(page, 'the checkout form with its errors', widths, async () => {
          const fields = page
            .locator('#checkout-form')
            .locator('input:not([type]), input[type=text], input[type=tel], input[type=email]');
          for (const field of await fields.all()) if (await field.isEditable()) await field.fill('');
          await page.locator('#checkout-form input[type=email]').fill(`${'not-an-address'.repeat(5)}@`);
          await page.locator('button[type=submit][form=checkout-form]:visible').first().click();
          await page.locator('#checkout-form [aria-invalid=true]').first().waitFor();
        })),
      );
      expect(found).toEqual([]);
    });
  }
});

describe('no staff page with data scrolls sideways on a phone', () => {
  const widths = [375, 320];
  it('at 375 and 320 px in ru-RU: dashboard, orders board, order page and its dialog, reviews, products, reports, locations, the menu', async () => {
    shopper ??= longNamedShopper();
    const { paidOrderId } = await shopper;
    const page = await staffPage(store, 'manager', 'phone', { locale: 'ru-RU' });
    await page.setViewportSize({ width: widths[0]!, height: 800 });
    const inFlight = requestsInFlight(page);
    const found: string[] = [];
    const staffState = async (path: string, ready: string) =>
      found.push(
        ...(await inState(page, `/staff${path}`, widths, async () => {
          await open(page, `/staff${path}`, inFlight);
          await page.locator(ready).first().waitFor();
        })),
      );
    await staffState('/dashboard', 'main section dl');
    await staffState('/orders', `main a[href$="/orders/${paidOrderId}"]`);
    await staffState(`/orders/${paidOrderId}`, `main :text("${LONG_EMAIL}")`);
    found.push(
      ...(await inState(page, 'the order page’s confirmation', widths, async () => {
        await page.getByRole('button', { name: 'В сборку' }).click();
        await page.locator('dialog[open] button').last().waitFor();
      })),
    );
    await staffState('/reviews', '[data-staff-review] [data-hold-reasons]');
    await staffState('/products', '[data-product-row]');
    await staffState('/reports', 'main svg[role=img]');
    await staffState('/reports?group_by=product', 'main table tbody tr');
    await staffState('/locations', 'main li button');
    found.push(
      ...(await inState(page, 'a location’s form with its days off', widths, async () => {
        await page.locator('main li button').first().click();
        await page.locator('[data-closed-weekdays] input[type=checkbox]').first().waitFor();
      })),
    );
    found.push(
      ...(await inState(page, 'the staff menu drawer', widths, async () => {
        await page.getByRole('button', { name: 'Открыть меню' }).click();
        await page.locator('dialog[open] a').first().waitFor();
      })),
    );
    expect(found).toEqual([]);
  });
});
