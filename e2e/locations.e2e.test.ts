import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../apps/api/test/test-app.js';
import { toastWith } from './support/accounts.js';
import { seriousAxeViolations } from './support/browser.js';
import { orderIdInUrl, shopApi } from './support/checkout.js';
import { waitUntilLive } from './support/live.js';
import { staffPage } from './support/staff.js';
import { setUpStore } from './support/store.js';

// Stock per shop (issue 26, decision 058) as a shopper meets it: the product page says which shop
// has the shade, and the checkout's pickup list puts the shop that has everything first.
const store = setUpStore();
const SLOW = 120_000;

/** A published product with one visible shade, its units only in Asia Mall (2 of them). */
async function shadeOnlyInAsiaMall() {
  const [row] = await queryRows<{ product_id: number; variation_id: number }>(
    store.database,
    sql`select p.id as product_id, v.id as variation_id from products p join variations v on v.product_id = p.id
      where p.published and v.stock >= 5 and not v.hidden and v.price between 50000 and 300000
        and (select count(*) from variations other where other.product_id = p.id and not other.hidden) = 1
      order by p.id limit 1`,
  );
  const id = row!.variation_id;
  await queryRows(store.database, sql`update location_stock set stock = 0 where variation_id = ${id}`);
  await queryRows(
    store.database,
    sql`insert into location_stock (variation_id, location_id, stock)
      select ${id}, id, 2 from locations where code = 'asia-mall'
      on conflict (variation_id, location_id) do update set stock = excluded.stock`,
  );
  return { productId: row!.product_id, variationId: id };
}

describe('a shade in one shop', () => {
  it(
    'is shown per shop on the product page, and picked up at the shop that has it',
    async () => {
      const { productId, variationId } = await shadeOnlyInAsiaMall();
      const tokens = await store.registerShopper({ first_name: 'Aigerim', last_name: 'Asanova' });
      const page = await store.newPage({ signedInAs: tokens, viewport: 'phone' });
      await page.goto(store.url(`/product/${productId}`));
      await waitUntilLive(page);

      const shops = page.locator('[data-shop-availability]');
      await shops.getByRole('heading', { name: 'In the shops' }).waitFor();
      await expect
        .poll(() => shops.locator('[data-shop="asia-mall"]').getAttribute('data-shop-state'))
        .toBe('few_left');
      await shops.locator('[data-shop="tsum"]').getByText('Can be brought in 1 day from Asia Mall').waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);

      await shopApi(store, tokens).addToCart(variationId);
      await page.goto(store.url('/complete-purchase'));
      await waitUntilLive(page);
      await page.getByLabel('Full name').waitFor();
      await page.getByRole('radio', { name: /^Pickup/ }).check();
      // The shop that has everything comes first; the others say when and from where.
      const options = page.locator('[data-pickup-shop]');
      await expect.poll(() => options.first().getAttribute('data-pickup-shop')).toBe('asia-mall');
      await page.getByText('Ready in 1 day — we bring it from Asia Mall').first().waitFor();
      await page.getByRole('radio', { name: /Asia Mall/ }).check();
      await page.getByLabel('Street, house, apartment').fill('Kievskaya 77');
      await page.getByLabel(/I accept the public offer/).check();
      await page.getByRole('radio', { name: /^In cash on receipt/ }).check();
      await page.getByRole('button', { name: 'Confirm the order' }).last().click();
      await page.waitForURL(/\/order-tracking\/\d+$/);
      const orderId = orderIdInUrl(page);

      // Served from the shop the shopper chose: its units held there, nothing to bring.
      const held = await queryRows<{ code: string; quantity: number }>(
        store.database,
        sql`select l.code, a.quantity from stock_allocations a join locations l on l.id = a.location_id
          where a.order_id = ${orderId}`,
      );
      expect(held).toEqual([{ code: 'asia-mall', quantity: 1 }]);
      const [transfers] = await queryRows<{ n: number }>(
        store.database,
        sql`select count(*)::int as n from stock_transfers where order_id = ${orderId} and status <> 'cancelled'`,
      );
      expect(transfers!.n).toBe(0);
    },
    SLOW,
  );
});

/** Three units of a shade sent from the online warehouse to Vefa: on the road, nobody's free stock. */
async function transferOnTheRoad() {
  const [variation] = await queryRows<{ id: number; sku: string }>(
    store.database,
    sql`select v.id, v.sku from variations v join location_stock ls on ls.variation_id = v.id
      join locations l on l.id = ls.location_id and l.code = 'online'
      where ls.stock >= 10 and not v.hidden order by v.id desc limit 1`,
  );
  const id = variation!.id;
  const [transfer] = await queryRows<{ id: number }>(
    store.database,
    sql`insert into stock_transfers (from_location_id, to_location_id, status, dispatched_at)
      select f.id, t.id, 'in_transit', now() from locations f, locations t where f.code = 'online' and t.code = 'vefa'
      returning id`,
  );
  await queryRows(
    store.database,
    sql`insert into stock_transfer_lines (transfer_id, variation_id, quantity) values (${transfer!.id}, ${id}, 3)`,
  );
  await queryRows(
    store.database,
    sql`update location_stock set stock = stock - 3
      where variation_id = ${id} and location_id = (select id from locations where code = 'online')`,
  );
  return { transferId: transfer!.id, variationId: id, sku: variation!.sku };
}

/** A shopper's pickup order of one unit at `shop`, moved on to assembly as the shop's staff would. */
async function orderInAssembly(variationId: number, shop: string) {
  const tokens = await store.registerShopper({ first_name: 'Aigerim', last_name: 'Asanova' });
  const api = shopApi(store, tokens);
  await api.addToCart(variationId);
  const order = await api.placeOrder({ method: 'pickup', shop_id: shop });
  await queryRows(store.database, sql`update orders set status = 'assembly' where id = ${order.order_id}`);
  return order.order_id;
}

describe('a transfer between shops', () => {
  it(
    'is received on a phone at Vefa, one unit short with a note; its sheet and the shop’s picking list print',
    async () => {
      const { transferId, variationId, sku } = await transferOnTheRoad();
      const page = await staffPage(store, 'warehouse', 'phone');
      await page.goto(store.url('/staff/transfers'));
      await page.getByRole('heading', { level: 1, name: 'Transfers' }).waitFor();
      await page.getByText(`Transfer #${transferId}`).click();
      await page.waitForURL(`**/staff/transfers/${transferId}`);

      const arrived = page.getByLabel(`Arrived: ${sku}`);
      await expect.poll(() => arrived.inputValue()).toBe('3');
      await arrived.fill('2');
      await page.getByLabel('Why fewer arrived').fill('Одна коробка помята, флакон разбит');
      await page.getByRole('button', { name: 'Receive' }).click();
      await toastWith(page, 'Received at “Vefa Center”').waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

      const [vefa] = await queryRows<{ stock: number }>(
        store.database,
        sql`select stock from location_stock where variation_id = ${variationId}
          and location_id = (select id from locations where code = 'vefa')`,
      );
      expect(vefa!.stock).toBe(2);
      const [transfer] = await queryRows<{ status: string; receipt_note: string }>(
        store.database,
        sql`select status, receipt_note from stock_transfers where id = ${transferId}`,
      );
      expect(transfer).toEqual({ status: 'received', receipt_note: 'Одна коробка помята, флакон разбит' });

      // The sheet that travels with the box.
      await page.goto(store.url(`/staff/transfers/${transferId}/sheet`));
      await page.getByRole('heading', { level: 1, name: `Transfer sheet #${transferId}` }).waitFor();
      await page.getByText(sku).first().waitFor();
      await page.getByRole('button', { name: 'Print' }).waitFor();

      // Two orders in assembly, one to collect at Vefa (from the units just received), one at ЦУМ:
      // the picking list of the worker's own shop lists Vefa's only.
      const atVefa = await orderInAssembly(variationId, 'vefa');
      const elsewhere = await orderInAssembly(variationId, 'tsum');
      await page.goto(store.url('/staff/orders/picking-list'));
      await page.getByRole('heading', { level: 1, name: 'Picking list' }).waitFor();
      await page.locator(`[data-picking-order="${elsewhere}"]`).waitFor();
      await page.getByLabel('My location').selectOption({ label: 'Vefa Center' });
      await page.locator(`[data-picking-order="${atVefa}"]`).getByText('Vefa Center: 1').waitFor();
      await expect.poll(() => page.locator(`[data-picking-order="${elsewhere}"]`).count()).toBe(0);
      await page.getByRole('button', { name: 'Print' }).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    },
    SLOW,
  );
});
