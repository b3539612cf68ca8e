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

/**
 * A phone page whose states are each reached once and checked at every one of `widths` by
 * resizing (sidewaysAtWidths); `found` gathers what scrolls sideways in any of them.
 */
function phoneStates(page: Page, widths: readonly number[]) {
  const inFlight = requestsInFlight(page);
  const found: string[] = [];
  return {
    found,
    /** Opens `path` at the first width and waits until it is what a person sees, its data in. */
    async open(path: string) {
      await page.setViewportSize({ width: widths[0]!, height: 800 });
      await page.goto(store.url(path));
      await settled(page, inFlight);
    },
    /** Waits until what the page asked for since has come and rendered. */
    settled: () => settled(page, inFlight),
    /** Brings the page to one state and notes what scrolls sideways in it at each width. */
    async check(what: string, reach: () => Promise<void>) {
      await reach();
      found.push(...(await sidewaysAtWidths(page, what, widths, inFlight)));
    },
  };
}

describe('no state of a page scrolls sideways on a phone', () => {
  // Each state is reached once per language, a page opened in it, and checked at each of its widths.
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
      const states = phoneStates(page, widths);
      // The drawer is the same on every page: opened over the catalogue, whose own load the sheet needs.
      await states.open('/catalog?categoryName=sunscreen');
      await states.check('the menu drawer', async () => {
        await page.getByRole('button', { name: menu }).click();
        await page.locator('dialog[open] a').first().waitFor();
      });
      await page.keyboard.press('Escape');
      await page.locator('dialog[open]').waitFor({ state: 'detached' });
      await states.check('the filter sheet', async () => {
        await page.getByRole('button', { name: filters }).click();
        await page.locator('dialog[open] input[type=checkbox]').first().waitFor();
        await states.settled();
      });
      await states.open('/auth?mode=register');
      await states.check('the sign-up form with its errors', async () => {
        const form = page.locator('[data-auth-form=register]');
        await form.locator('input[type=email]').fill(`${'not-an-address'.repeat(4)}@`);
        await form.locator('button[type=submit]').click();
        await form.locator('[aria-invalid=true]').first().waitFor();
      });
      expect(states.found).toEqual([]);
    });

    it(`at ${at} in ${locale}: the card after payment, a product page's courier dates and the checkout form's errors`, async () => {
      shopper ??= longNamedShopper();
      const { tokens, paidOrderId, productId } = await shopper;
      const page = await store.newPage({ viewport: 'phone', locale, signedInAs: tokens });
      const states = phoneStates(page, widths);
      await states.check('the paid order after payment', async () => {
        await states.open(`/order-tracking/${paidOrderId}?payment=success`);
        await page.locator('[data-payment-result=paid]').waitFor();
      });
      await states.check('a product page with the courier to Bishkek and to the saved city', async () => {
        await states.open(`/product/${productId}`);
        await expect.poll(() => page.locator('[data-courier-city]').count()).toBe(2);
      });
      await states.open('/complete-purchase');
      await states.check('the checkout form with its errors', async () => {
        const fields = page
          .locator('#checkout-form')
          .locator('input:not([type]), input[type=text], input[type=tel], input[type=email]');
        for (const field of await fields.all()) if (await field.isEditable()) await field.fill('');
        await page.locator('#checkout-form input[type=email]').fill(`${'not-an-address'.repeat(5)}@`);
        await page.locator('button[type=submit][form=checkout-form]:visible').first().click();
        await page.locator('#checkout-form [aria-invalid=true]').first().waitFor();
      });
      expect(states.found).toEqual([]);
    });
  }
});

describe('no staff page with data scrolls sideways on a phone', () => {
  it('at 375 and 320 px in ru-RU: dashboard, orders board, order page and its dialog, reviews, products, reports, locations, the menu', async () => {
    shopper ??= longNamedShopper();
    const { paidOrderId } = await shopper;
    const page = await staffPage(store, 'manager', 'phone', { locale: 'ru-RU' });
    const states = phoneStates(page, [375, 320]);
    const staffState = (path: string, ready: string) =>
      states.check(`/staff${path}`, async () => {
        await states.open(`/staff${path}`);
        await page.locator(ready).first().waitFor();
      });
    await staffState('/dashboard', 'main section dl');
    await staffState('/orders', `main a[href$="/orders/${paidOrderId}"]`);
    await staffState(`/orders/${paidOrderId}`, `main :text("${LONG_EMAIL}")`);
    await states.check('the order page’s confirmation', async () => {
      await page.getByRole('button', { name: 'В сборку' }).click();
      await page.locator('dialog[open] button').last().waitFor();
    });
    await staffState('/reviews', '[data-staff-review] [data-hold-reasons]');
    await staffState('/products', '[data-product-row]');
    await staffState('/reports', 'main svg[role=img]');
    await staffState('/reports?group_by=product', 'main table tbody tr');
    await staffState('/locations', 'main li button');
    await states.check('a location’s form with its days off', async () => {
      await page.locator('main li button').first().click();
      await page.locator('[data-closed-weekdays] input[type=checkbox]').first().waitFor();
    });
    await states.check('the staff menu drawer', async () => {
      await page.getByRole('button', { name: 'Открыть меню' }).click();
      await page.locator('dialog[open] a').first().waitFor();
    });
    expect(states.found).toEqual([]);
  });
});
