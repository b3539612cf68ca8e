import { PickingList, StaffOrderDetail } from '@aruu/contract/staff-orders';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerShopper } from '../../../test/accounts.js';
import { placeOrder } from '../../../test/orders.js';
import { type SignedInStaff, signInStaff } from '../../../test/staff.js';
import { queryRows, useTestApp } from '../../../test/test-app.js';

const ctx = useTestApp({ STAFF_COUNTS_TTL_MS: '0' });

let warehouse: SignedInStaff;
beforeAll(async () => {
  warehouse = await signInStaff(ctx, 'warehouse');
});

/** An order placed in Kyrgyz: its line's snapshot keeps the Kyrgyz names. */
async function kyrgyzOrder() {
  const shopper = await registerShopper(ctx.app);
  const [variation] = await queryRows<{ id: number; product_id: number }>(
    ctx.database,
    sql`select id, product_id from variations where stock >= 5 order by id desc offset 20 limit 1`,
  );
  const { order_id } = await placeOrder(ctx.app, shopper, { lines: [{ variationId: variation!.id }] });
  await queryRows(
    ctx.database,
    sql`update order_items set title = 'Чач үчүн шампунь', variation_name = '250 мл (кыргызча)' where order_id = ${order_id}`,
  );
  await queryRows(
    ctx.database,
    sql`update products set title_ru = 'Шампунь для волос', title_en = 'Hair shampoo' where id = ${variation!.product_id}`,
  );
  await queryRows(
    ctx.database,
    sql`update variations set name_ru = '250 мл', name_en = '' where id = ${variation!.id}`,
  );
  await queryRows(ctx.database, sql`update orders set status = 'assembly', paid_at = now() where id = ${order_id}`);
  return order_id;
}

const get = (url: string, lang: string) =>
  ctx.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { ...bearer(warehouse), 'accept-language': lang } });

describe('order lines in the staff member’s language', () => {
  it('names the slip’s lines from the catalogue in the asked language, the snapshot where a translation is empty', async () => {
    const orderId = await kyrgyzOrder();
    const inRussian = StaffOrderDetail.parse((await get(`/staff/orders/${orderId}`, 'ru')).json());
    expect(inRussian.items[0]).toMatchObject({ title: 'Шампунь для волос', variation_name: '250 мл' });
    const inEnglish = StaffOrderDetail.parse((await get(`/staff/orders/${orderId}`, 'en')).json());
    expect(inEnglish.items[0]).toMatchObject({ title: 'Hair shampoo', variation_name: '250 мл (кыргызча)' });
  });

  it('prints the picking list, per order and per SKU, in one language', async () => {
    const orderId = await kyrgyzOrder();
    const list = PickingList.parse((await get('/staff/orders/picking-list', 'ru')).json());
    const order = list.orders.find((row) => row.order_id === orderId)!;
    expect(order.items[0]).toMatchObject({ title: 'Шампунь для волос', variation_name: '250 мл' });
    expect(list.totals.find((line) => line.sku === order.items[0]!.sku)).toMatchObject({
      title: 'Шампунь для волос',
      variation_name: '250 мл',
    });
  });
});
