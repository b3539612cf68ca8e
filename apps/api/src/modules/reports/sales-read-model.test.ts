// @pglite-compatibility: migrations — the read model's triggers run on PGlite (`npm start`) too
import { storeInfo } from '@aruu/contract/store-info';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../test/test-app.js';
import { onPostgres, openTestDatabase, type TestDatabase } from '../../../test/test-database.js';
import type { Database } from '../../db/client.js';
import { periodRanges } from './reports.repository.js';

/**
 * The sales report's read model (`sales_facts`, `sales_days`, `sales_months`), kept by triggers,
 * against a rebuild from scratch after writes of every kind a figure comes from.
 */
let database: TestDatabase;
const run = (query: SQL, on: Database = database) => queryRows(on, query);

interface Line {
  variation: number;
  quantity: number;
}

let shopper = 0;
let lines: Array<{ variation: number; product: number; price: number }> = [];

async function placeOrder(
  order: { lines: Line[]; paid: boolean; pickup?: string; channel?: string; discount?: number; at?: string },
  on: Database = database,
) {
  const value = order.lines.reduce(
    (sum, l) => sum + lines.find((v) => v.variation === l.variation)!.price * l.quantity,
    0,
  );
  const [placed] = await run(
    sql`insert into orders (user_id, status, customer_name, phone, email, country, city, address, language,
          delivery_method, pickup_shop_id, subtotal, discount, total, expires_at, paid_at, channel, created_at)
        values (${shopper}, ${order.paid ? 'pay' : 'processed'}, 'Айгерим', '+996555000111', 'a@example.kg',
          'Kyrgyzstan', 'Бишкек', 'ул. Киевская 1', 'ru', ${order.pickup ? 'pickup' : 'courier'},
          ${order.pickup ?? null}, ${value}, ${order.discount ?? 0}, ${value - (order.discount ?? 0)},
          now() + interval '1 hour', ${order.paid ? sql`now()` : null}, ${order.channel ?? 'site'},
          ${order.at ?? sql`now()`}::timestamptz)
        returning id`,
    on,
  );
  const id = (placed as { id: number }).id;
  for (const line of order.lines) {
    const { product, price } = lines.find((v) => v.variation === line.variation)!;
    await run(
      sql`insert into order_items (order_id, variation_id, product_id, title, variation_name, image, unit_price, unit_cost, quantity)
          values (${id}, ${line.variation}, ${product}, 'Товар', 'Стандарт', '/media/1.svg', ${price}, ${Math.floor(price / 2)}, ${line.quantity})`,
      on,
    );
  }
  return id;
}

/** A roll-up's rows with money to the millionth of a tyiyn (adding and taking back a share may leave 1e-12). */
const rounded = (table: 'sales_days' | 'sales_months', grain: 'day' | 'month') =>
  sql.raw(`select * from (
    select dimension, ${grain}::text as ${grain}, key, orders, units, round(revenue::numeric, 6) as revenue,
           round(promo::numeric, 6) as promo, round(points::numeric, 6) as points,
           round(refunds::numeric, 6) as refunds, round(returns::numeric, 6) as returns, returned_units,
           round(cost::numeric, 6) as cost, round(unknown_cost::numeric, 6) as unknown_cost
    from ${table}) r
    where (orders, units, revenue, promo, points, refunds, returns, returned_units, cost, unknown_cost)
      <> (0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
    order by dimension, ${grain}, key`);

/** The read model as comparable rows (roll-up rows whose figures came back to zero left out). */
async function readModel() {
  const facts = await run(sql`select * from sales_facts f order by f`);
  const days = await run(rounded('sales_days', 'day'));
  const months = await run(rounded('sales_months', 'month'));
  return { facts, days, months };
}

async function expectEqualsRebuild() {
  const maintained = await readModel();
  await run(sql`select rebuild_sales_read_model()`);
  const rebuilt = await readModel();
  expect(maintained.facts).toEqual(rebuilt.facts);
  expect(maintained.days).toEqual(rebuilt.days);
  expect(maintained.months).toEqual(rebuilt.months);
  return rebuilt;
}

beforeAll(async () => {
  database = await openTestDatabase();
  const [user] = await run(sql`select id from users order by id limit 1`);
  shopper = (user as { id: number }).id;
  lines = (await run(
    sql`select v.id as variation, v.product_id as product, v.price from variations v order by v.id limit 4`,
  )) as typeof lines;
  // Two variations of different products and brands, so a brand or category move shows.
  expect(new Set(lines.map((l) => l.product)).size).toBeGreaterThan(1);
});

afterAll(async () => {
  await database?.close();
});

describe('the sales read model', () => {
  it('keeps to the shop calendar the report is made in', () => {
    expect(storeInfo.timeZone).toBe('Asia/Bishkek');
  });

  it('equals a rebuild from the rows after every kind of write', async () => {
    const [a, b, c] = lines;
    const paid = await placeOrder({
      lines: [
        { variation: a!.variation, quantity: 2 },
        { variation: b!.variation, quantity: 1 },
      ],
      paid: true,
      discount: 1000,
    });
    await placeOrder({ lines: [{ variation: a!.variation, quantity: 1 }], paid: false });
    const cancelled = await placeOrder({
      lines: [{ variation: c!.variation, quantity: 1 }],
      paid: true,
      pickup: 'tsum',
    });
    const late = await placeOrder({
      lines: [{ variation: b!.variation, quantity: 3 }],
      paid: true,
      at: '2026-01-31T23:30:00+06:00',
    });
    const facts = await run(
      sql`select count(*)::int as n from sales_facts where order_id in (${paid}, ${cancelled}, ${late})`,
    );
    expect(facts).toEqual([{ n: 4 }]);

    // A paid order cancelled, later, with its event.
    await run(sql`update orders set status = 'cancelled' where id = ${cancelled}`);
    await run(sql`insert into order_events (order_id, status, actor) values (${cancelled}, 'cancelled', 'staff')`);

    // Returns: one back on the shelf, one not.
    const [first] = await run(sql`select id from order_items where order_id = ${paid} order by id limit 1`);
    for (const restock of [true, false]) {
      const [returned] = await run(
        sql`insert into order_returns (order_id, reason, restock, rule_amount, rule_percent, amount, idempotency_key, created_by)
            values (${paid}, 'defect', ${restock}, 500, 100, 500, ${`key-${restock}`}, ${shopper}) returning id`,
      );
      await run(
        sql`insert into order_return_items (return_id, order_item_id, quantity)
            values (${(returned as { id: number }).id}, ${(first as { id: number }).id}, 1)`,
      );
    }

    // A manual refund, through the card payment it goes back to.
    const [payment] = await run(
      sql`insert into payments (order_id, provider, amount, status) values (${late}, 'freedom_pay', 100, 'paid') returning id`,
    );
    await run(
      sql`insert into refunds (order_id, payment_id, amount, reason, idempotency_key)
          values (${late}, ${(payment as { id: number }).id}, 700, 'manual', 'goodwill')`,
    );

    // Allocations: where most units are held is the courier order's location, and it moves.
    const [shop, warehouse] = (await run(sql`select id from locations order by id limit 2`)) as Array<{ id: number }>;
    await run(
      sql`insert into stock_allocations (order_id, variation_id, location_id, quantity)
          values (${paid}, ${a!.variation}, ${shop!.id}, 2), (${paid}, ${b!.variation}, ${warehouse!.id}, 1)`,
    );
    await run(
      sql`update stock_allocations set location_id = ${warehouse!.id}, quantity = 1 where order_id = ${paid} and location_id = ${shop!.id}`,
    );
    await run(
      sql`update stock_allocations set quantity = 5 where order_id = ${paid} and location_id = ${warehouse!.id}`,
    );

    // A bank-transfer invoice makes the buyer a company; costs and a brand change afterwards.
    await run(
      sql`insert into bank_transfer_invoices (order_id, buyer, valid_until) values (${late}, '{"organisation_name": "ОсОО Ару"}', now())`,
    );
    await run(sql`update order_items set unit_cost = null where order_id = ${late}`);
    await run(sql`update order_items set unit_cost = unit_cost + 10 where order_id = ${paid}`);
    const [other] = await run(
      sql`select id from brands where id <> (select brand_id from products where id = ${b!.product}) limit 1`,
    );
    await run(sql`update products set brand_id = ${(other as { id: number }).id} where id = ${b!.product}`);
    await run(sql`update orders set channel = 'phone', discount = 2000 where id = ${paid}`);

    const rebuilt = await expectEqualsRebuild();
    const brandOf = (await run(sql`select brand_id::text as key from products where id = ${b!.product}`)) as Array<{
      key: string;
    }>;
    expect(
      rebuilt.days.some(
        (row) =>
          (row as { dimension: string; key: string }).dimension === 'brand' &&
          (row as { key: string }).key === brandOf[0]!.key,
      ),
    ).toBe(true);
    expect(
      await run(
        sql`select sum(units)::int as units from sales_days where dimension = 'customer_type' and key = 'legal_entity'`,
      ),
    ).toEqual([{ units: 3 }]);

    // Deleting an order's rows takes its figures away.
    await run(sql`delete from bank_transfer_invoices where order_id = ${late}`);
    await run(sql`delete from refunds where order_id = ${late}`);
    await run(sql`delete from payments where order_id = ${late}`);
    await run(sql`delete from order_items where order_id = ${late}`);
    await run(sql`delete from orders where id = ${late}`);
    expect(await run(sql`select count(*)::int as n from sales_facts where order_id = ${late}`)).toEqual([{ n: 0 }]);
    await expectEqualsRebuild();
  });

  it.skipIf(!onPostgres())('loses no delta when two transactions pay orders of the same day at once', async () => {
    const [a, b] = lines;
    const second = await database.openAnother();
    try {
      const first = await placeOrder({
        lines: [
          { variation: a!.variation, quantity: 1 },
          { variation: b!.variation, quantity: 1 },
        ],
        paid: false,
      });
      const other = await placeOrder({
        lines: [
          { variation: b!.variation, quantity: 2 },
          { variation: a!.variation, quantity: 1 },
        ],
        paid: false,
      });
      const before = await run(
        sql`select coalesce(sum(orders), 0)::int as orders from sales_days where dimension = 'channel' and day = (now() at time zone 'Asia/Bishkek')::date`,
      );
      // Both transactions upsert the same roll-up rows; the second waits for the first's and adds to them.
      await Promise.all([
        database.db.transaction(async (tx) => {
          await tx.execute(sql`update orders set paid_at = now(), status = 'pay' where id = ${first}`);
          await new Promise((resolve) => setTimeout(resolve, 200));
        }),
        second.db.transaction(async (tx) => {
          await new Promise((resolve) => setTimeout(resolve, 50));
          await tx.execute(sql`update orders set paid_at = now(), status = 'pay' where id = ${other}`);
        }),
      ]);
      const after = await run(
        sql`select coalesce(sum(orders), 0)::int as orders from sales_days where dimension = 'channel' and day = (now() at time zone 'Asia/Bishkek')::date`,
      );
      expect((after[0] as { orders: number }).orders - (before[0] as { orders: number }).orders).toBe(2);
      await expectEqualsRebuild();
    } finally {
      await second.close();
    }
  });
});

describe('a period read from the roll-ups', () => {
  const month = (from: string, to = from) => ({ grain: 'month', from, to, sign: 1 });
  const days = (from: string, to: string, sign = 1) => ({ grain: 'day', from, to, sign });

  it('reads whole months, the days of a month mostly left out, and a month mostly in less its other days', () => {
    expect(periodRanges({ from: '2025-11-30', to: '2026-11-29' })).toEqual([
      days('2025-11-30', '2025-11-30'),
      month('2025-12-01', '2026-11-01'),
      days('2026-11-30', '2026-11-30', -1),
    ]);
    expect(periodRanges({ from: '2024-02-01', to: '2024-02-29' })).toEqual([month('2024-02-01')]);
    expect(periodRanges({ from: '2021-03-01', to: '2021-03-30' })).toEqual([
      month('2021-03-01'),
      days('2021-03-31', '2021-03-31', -1),
    ]);
    expect(periodRanges({ from: '2021-03-05', to: '2021-03-12' })).toEqual([days('2021-03-05', '2021-03-12')]);
    expect(periodRanges({ from: '2021-01-29', to: '2021-02-28' })).toEqual([
      days('2021-01-29', '2021-01-31'),
      month('2021-02-01'),
    ]);
    expect(periodRanges({ from: '2026-09-01', to: '2026-11-29' })).toEqual([
      month('2026-09-01', '2026-11-01'),
      days('2026-11-30', '2026-11-30', -1),
    ]);
  });
});
