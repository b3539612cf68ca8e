import { OrderDetail, OrderedProducts, OrderList } from '@aruu/contract/orders';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bearer, registerShopper } from '../../../test/accounts.js';
import { placeOrder } from '../../../test/orders.js';
import { queryRows, useTestApp } from '../../../test/test-app.js';

const ctx = useTestApp();

type Shopper = Awaited<ReturnType<typeof registerShopper>>;

const call = (shopper: Shopper, method: 'GET' | 'POST' | 'DELETE', url: string, lang: string, payload?: object) =>
  ctx.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { ...bearer(shopper), 'accept-language': lang },
    ...(payload ? { payload } : {}),
  });

/**
 * An order placed in Russian of a shade with a photo: its line's snapshot keeps the Russian
 * names; the catalogue has English ones now, and a new price the order must not take.
 */
async function russianOrder(offset: number) {
  const shopper = await registerShopper(ctx.app);
  const [variation] = await queryRows<{ id: number; product_id: number }>(
    ctx.database,
    sql`select id, product_id from variations where stock >= 5 order by id desc offset ${offset} limit 1`,
  );
  const photo = `order-language-${offset}`;
  await queryRows(
    ctx.database,
    sql`insert into images (hash, width, height, widths, placeholder, source_bytes)
        values (${photo}, 800, 600, '{320,640}', 'data:,', 1)`,
  );
  await queryRows(
    ctx.database,
    sql`insert into product_images (product_id, variation_id, position, image_hash)
        values (${variation!.product_id}, ${variation!.id}, 9, ${photo})`,
  );
  const order = await placeOrder(ctx.app, shopper, { lines: [{ variationId: variation!.id }], lang: 'ru' });
  await queryRows(
    ctx.database,
    sql`update order_items set title = 'Шампунь для волос', variation_name = '250 мл' where order_id = ${order.order_id}`,
  );
  await queryRows(
    ctx.database,
    sql`update products set title_en = 'Hair shampoo', title_ky = 'Чач үчүн шампунь' where id = ${variation!.product_id}`,
  );
  await queryRows(
    ctx.database,
    sql`update variations set name_en = '250 ml', name_ky = '', price = price + 10000 where id = ${variation!.id}`,
  );
  return { shopper, order };
}

describe('an order’s lines in the page’s language (issue 29)', () => {
  it('names them from the catalogue in the asked language, at the snapshot’s prices', async () => {
    const { shopper, order } = await russianOrder(3);
    const inEnglish = OrderDetail.parse((await call(shopper, 'GET', `/orders/${order.order_id}`, 'en')).json());
    expect(inEnglish.items[0]).toMatchObject({
      title: 'Hair shampoo',
      variation_name: '250 ml',
      unit_price: order.items[0]!.unit_price,
    });
    expect(inEnglish.items[0]!.photo?.alt).toBe('Hair shampoo');
    expect(inEnglish.totals).toEqual(order.totals);
    // An empty translation keeps the snapshot's name.
    const inKyrgyz = OrderDetail.parse((await call(shopper, 'GET', `/orders/${order.order_id}`, 'ky')).json());
    expect(inKyrgyz.items[0]).toMatchObject({ title: 'Чач үчүн шампунь', variation_name: '250 мл' });

    const list = OrderList.parse((await call(shopper, 'GET', '/orders', 'en')).json());
    const row = list.find((entry) => entry.order_id === order.order_id)!;
    expect(row.thumbnails[0]!.alt).toBe('Hair shampoo');
    const ordered = OrderedProducts.parse((await call(shopper, 'GET', '/orders/order_products', 'en')).json());
    expect(ordered.find((line) => line.order_id === order.order_id)).toMatchObject({
      title: 'Hair shampoo',
      variation_name: '250 ml',
      unit_price: order.items[0]!.unit_price,
    });
  });

  it('answers a cancellation in the page’s language and mails it in the order’s', async () => {
    const { shopper, order } = await russianOrder(4);
    await queryRows(ctx.database, sql`update orders set language = 'en' where id = ${order.order_id}`);
    const cancelled = await call(shopper, 'DELETE', `/orders/delete/${order.order_id}`, 'ky');
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(OrderDetail.parse(cancelled.json()).items[0]!.title).toBe('Чач үчүн шампунь');
    const [mail] = await queryRows<{ payload: { data: { summary: { items: Array<{ title: string }> } } } }>(
      ctx.database,
      sql`select payload from jobs where kind = 'mail.send' and payload->>'to' = ${shopper.user.email}
          and payload->'data'->>'status' = 'cancelled'`,
    );
    expect(mail!.payload.data.summary.items[0]).toMatchObject({ title: 'Hair shampoo', variationName: '250 ml' });
  });
});
