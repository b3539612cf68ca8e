import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../apps/api/test/test-app.js';
import { apiCall } from './support/api.js';
import { seriousAxeViolations } from './support/browser.js';
import {
  cards,
  payOnHostedPage,
  shopperWithCart,
  staffMember,
  stepState,
  stockedVariations,
  stockOf,
} from './support/checkout.js';
import { setUpStore } from './support/store.js';

const store = setUpStore();

async function openOrder(page: Page, orderId: number) {
  await page.goto(store.url(`/order-tracking/${orderId}`));
  await page.getByRole('heading', { level: 1, name: `Order #${orderId}` }).waitFor();
}

const badge = (page: Page) => page.locator('h1 + [data-order-status]');

describe('the order list', () => {
  // The empty state and its way to the catalogue: features/orders/routes/order-pages.test.tsx.
  it('lists the orders newest first, with number, items, total, delivery and status', async () => {
    const { tokens, api } = await shopperWithCart(store, 2);
    const first = await api.placeOrder();
    await apiCall(store, tokens, 'DELETE', `orders/delete/${first.order_id}`);
    for (const id of await stockedVariations(store, 3)) await api.addToCart(id);
    const second = await api.placeOrder({ method: 'pickup', shop_id: 'tsum' });

    const page = await store.newPage({ viewport: 'phone', signedInAs: tokens });
    await page.goto(store.url('/order-tracking'));
    await page.getByRole('heading', { level: 1, name: 'My orders' }).waitFor();
    const rows = page.locator('[data-order-row]');
    await rows.first().waitFor();
    expect(await rows.evaluateAll((items) => items.map((item) => Number(item.getAttribute('data-order-row'))))).toEqual(
      [second.order_id, first.order_id],
    );
    const newest = rows.first();
    expect(await newest.getByRole('heading').textContent()).toBe(`Order #${second.order_id}`);
    expect(await newest.locator('[data-order-status]').textContent()).toBe('Placed');
    const text = await newest.textContent();
    expect(text, text ?? '').toContain(`${second.item_count} items`);
    expect(text).toContain('Pickup');
    expect(text).toContain('Awaiting payment');
    expect(await rows.nth(1).locator('[data-order-status]').textContent()).toBe('Cancelled');
    expect(await rows.nth(1).textContent()).toContain('By courier');

    await newest.getByRole('link').click();
    await page.waitForURL(`**/order-tracking/${second.order_id}`);
    await page.getByRole('heading', { level: 1, name: `Order #${second.order_id}` }).waitFor();
  });
});

describe('what a shopper can do with an order', () => {
  it('cancels an unpaid order after confirming, and its stock goes back', async () => {
    const { tokens, api } = await shopperWithCart(store, 2);
    const lines = (await api.cart()).products;
    const before = await Promise.all(lines.map((line) => stockOf(store, line.variation_id)));
    const order = await api.placeOrder();
    expect(await stockOf(store, lines[0]!.variation_id)).toBe(before[0]! - lines[0]!.quantity);

    const page = await store.newPage({ signedInAs: tokens });
    await openOrder(page, order.order_id);
    expect(await badge(page).textContent()).toBe('Placed');
    await page.getByRole('button', { name: 'Cancel order' }).click();
    const dialog = page.getByRole('dialog', { name: `Cancel order #${order.order_id}?` });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Yes, cancel' }).click();
    await expect.poll(() => badge(page).textContent()).toBe('Cancelled');
    expect(await stepState(page, 'cancelled')).toBe('failed');
    await page.getByText('You cancelled the order').waitFor();
    expect(await page.getByRole('button', { name: 'Cancel order' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Pay for the order' }).count()).toBe(0);
    expect(await Promise.all(lines.map((line) => stockOf(store, line.variation_id)))).toEqual(before);
  });

  it('orders again: fills the cart, says what could not be added, and lands on the cart', async () => {
    const { tokens, api } = await shopperWithCart(store, 2);
    const lines = (await api.cart()).products;
    const order = await api.placeOrder();
    expect((await api.cart()).products).toEqual([]);
    // Only a finished order is ordered again.
    await apiCall(store, tokens, 'DELETE', `orders/delete/${order.order_id}`);
    // One of the two products has sold out since.
    const soldOut = lines[1]!;
    await queryRows(store.database, sql`update variations set stock = 0 where id = ${soldOut.variation_id}`);

    const page = await store.newPage({ signedInAs: tokens });
    await openOrder(page, order.order_id);
    await page.getByRole('button', { name: 'Order again' }).click();
    await page.waitForURL('**/basket');
    await page.getByText('Not everything could be added to the cart').waitFor();
    await page.getByText(`“${soldOut.product.title}” is out of stock`).waitFor();
    const cart = await api.cart();
    expect(cart.products.map((line) => line.variation_id)).toEqual([lines[0]!.variation_id]);
  });

  it('pays now, and confirms delivery once staff send the order out', async () => {
    const { tokens, api } = await shopperWithCart(store, 1);
    const order = await api.placeOrder();
    const page = await store.newPage({ signedInAs: tokens });
    await openOrder(page, order.order_id);
    expect(await page.getByRole('button', { name: 'Confirm delivery' }).count()).toBe(0);
    const keys: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/payments/get_payment_url')) keys.push(request.headers()['idempotency-key'] ?? '');
    });
    // A double click asks for one payment: every request carries the same key.
    await page.getByRole('button', { name: 'Pay for the order' }).dblclick();
    await payOnHostedPage(page, cards.success);
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    await page.waitForURL(`**/order-tracking/${order.order_id}?payment=success`);
    await page.getByRole('heading', { name: `Payment received — order #${order.order_id}` }).waitFor();
    // Paid: no longer cancellable by the shopper.
    expect(await page.getByRole('button', { name: 'Cancel order' }).count()).toBe(0);

    const staff = await staffMember(store);
    await staff.moveOrder(order.order_id, 'assembly');
    await staff.moveOrder(order.order_id, 'delivery');
    await openOrder(page, order.order_id);
    expect(await badge(page).textContent()).toBe('Out for delivery');
    expect(await stepState(page, 'delivery')).toBe('done');
    expect(await stepState(page, 'delivered')).toBe('next');
    await page.getByRole('button', { name: 'Confirm delivery' }).click();
    await expect.poll(() => badge(page).textContent()).toBe('Delivered');
    await page.getByText('Thank you! Receipt confirmed').waitFor();
    expect(await stepState(page, 'delivered')).toBe('done');
    expect((await api.order(order.order_id)).status).toBe('delivered');
    expect(await page.getByRole('button', { name: 'Confirm delivery' }).count()).toBe(0);
  });
});

// The country in the page's language and the phone grouped (ru, ky, en):
// features/orders/routes/order-pages.test.tsx; the order as the server stores it (the country's
// English name, the phone in full): apps/api orders tests.

describe('the order page’s pictures', () => {
  it("shows each line's photo as a <picture> with its widths, as the cart does", async () => {
    const [variationId] = await stockedVariations(store, 1);
    const hash = 'e'.repeat(64);
    await queryRows(
      store.database,
      sql`insert into images (hash, width, height, widths, placeholder, source_bytes)
        values (${hash}, 800, 800, '{320,640}', 'data:,', 1)`,
    );
    await queryRows(
      store.database,
      sql`insert into product_images (product_id, variation_id, position, image_hash)
        select product_id, id, 0, ${hash} from variations where id = ${variationId}`,
    );
    const { tokens, api } = await shopperWithCart(store, 1);
    const order = await api.placeOrder();
    const page = await store.newPage({ signedInAs: tokens });
    await openOrder(page, order.order_id);
    const picture = page.locator(`picture:has(img[data-photo="/photos/${hash}"])`);
    await picture.waitFor({ state: 'attached' });
    expect(await picture.locator('source[type="image/avif"]').getAttribute('srcset')).toContain(
      `/photos/${hash}-640.avif 640w`,
    );
    expect(await picture.locator('img').getAttribute('srcset')).toContain(`/photos/${hash}-320.jpg 320w`);
    await page.goto(store.url('/order-tracking'));
    const row = page.locator(`[data-order-row="${order.order_id}"]`);
    await row.locator(`picture img[data-photo="/photos/${hash}"]`).waitFor({ state: 'attached' });
  });
});

describe('accessibility of checkout and the order pages', () => {
  it.each([
    ['checkout', 'desktop', 'light'],
    ['checkout', 'phone', 'dark'],
    ['order list', 'phone', 'light'],
    ['order list', 'desktop', 'dark'],
    ['order page', 'desktop', 'light'],
    ['order page', 'phone', 'dark'],
  ] as const)('%s has no serious axe violations (%s, %s)', async (screen, viewport, mode) => {
    const { tokens, api } = await shopperWithCart(store, 2);
    const page = await store.newPage({ viewport, signedInAs: tokens });
    await page.addInitScript((colorMode) => localStorage.setItem('color-mode', colorMode), mode);
    if (screen === 'checkout') {
      await page.goto(store.url('/complete-purchase'));
      await page.getByLabel('Full name').waitFor();
      // The states worth checking too: field errors, and the UDS balance.
      await page.getByLabel('Full name').fill('');
      await page.getByLabel('UDS code').fill('111111');
      await page.getByRole('button', { name: 'Check' }).click();
      await page.locator('[data-uds-balance]').waitFor();
      await page.getByRole('button', { name: 'Place order' }).click();
      await page.locator('[data-field-error]').first().waitFor();
    } else {
      const order = await api.placeOrder();
      if (screen === 'order list') {
        await page.goto(store.url('/order-tracking'));
        await page.locator('[data-order-row]').first().waitFor();
      } else {
        await openOrder(page, order.order_id);
      }
    }
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
