import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerShopper, uniqueIp } from '../../../test/accounts.js';
import { addToCart, createOrderFromCart } from '../../../test/orders.js';
import { queryRows, testConfig } from '../../../test/test-app.js';
import { onPostgres, openTestDatabase, type TestDatabase } from '../../../test/test-database.js';
import { type App, buildApp } from '../../app.js';
import type { Database } from '../../db/client.js';

/**
 * The last units of a product and a crowd of buyers: exactly as many orders as units, stock at
 * zero, never below — with the buyers split over two API processes (two apps, two pools) when
 * the database is a PostgreSQL server.
 */
const BUYERS = 200;
const UNITS = 5;

let database: TestDatabase;
let second: Database | undefined;
const apps: App[] = [];

async function app(db: Database) {
  const built = await buildApp({ config: testConfig(), database: db });
  apps.push(built);
  return built;
}

beforeAll(async () => {
  database = await openTestDatabase();
  if (onPostgres()) second = await database.openAnother();
});
afterAll(async () => {
  for (const built of apps) await built.close();
  await second?.close();
  await database?.close();
});

/** Registered buyers, each with one unit of the variation in the cart. */
async function buyersWithCart(app: App, variationId: number) {
  const buyers = [];
  for (let i = 0; i < BUYERS; i++) buyers.push(await registerShopper(app));
  for (const buyer of buyers) await addToCart(app, buyer, [{ variationId }]);
  return buyers;
}

describe('the last units', () => {
  it(`are sold to exactly ${UNITS} of ${BUYERS} concurrent buyers`, async () => {
    const processes = [await app(database), ...(second ? [await app(second)] : [])];
    const [variation] = await queryRows<{ id: number }>(
      database,
      sql`select id from variations where stock > 0 order by id desc limit 1`,
    );
    await queryRows(database, sql`update variations set stock = ${UNITS} where id = ${variation!.id}`);

    const buyers = await buyersWithCart(processes[0]!, variation!.id);
    // Each buyer from their own address (createOrderFromCart's), as in a real rush.
    const results = await Promise.all(
      buyers.map((buyer, i) => createOrderFromCart(processes[i % processes.length]!, buyer)),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(UNITS);
    expect(statuses.filter((s) => s === 409)).toHaveLength(BUYERS - UNITS);
    const [after] = await queryRows<{ stock: number; ordered: number }>(
      database,
      sql`select (select stock from variations where id = ${variation!.id}) as stock,
                 (select coalesce(sum(quantity), 0)::int from order_items where variation_id = ${variation!.id}) as ordered`,
    );
    expect(after).toEqual({ stock: 0, ordered: UNITS });
  });

  it(`split over two shops are sold to exactly ${UNITS} buyers, each held where a unit was`, async () => {
    const processes = [await app(database), ...(second ? [await app(second)] : [])];
    const [variation] = await queryRows<{ id: number }>(
      database,
      sql`select id from variations where stock > 0 order by id desc offset 1 limit 1`,
    );
    const id = variation!.id;
    // 3 units in ЦУМ, 2 in Asia Mall, none in the warehouse or Vefa.
    await queryRows(database, sql`update location_stock set stock = 0 where variation_id = ${id}`);
    await queryRows(
      database,
      sql`insert into location_stock (variation_id, location_id, stock)
        select ${id}, l.id, case l.code when 'tsum' then 3 else 2 end from locations l where l.code in ('tsum', 'asia-mall')
        on conflict (variation_id, location_id) do update set stock = excluded.stock`,
    );
    const buyers = await buyersWithCart(processes[0]!, id);

    // Each buyer orders and at once chooses pickup, half at ЦУМ and half at Asia Mall.
    const results = await Promise.all(
      buyers.map(async (buyer, i) => {
        const process = processes[i % processes.length]!;
        const created = await createOrderFromCart(process, buyer);
        if (created.statusCode !== 201) return { created: created.statusCode, delivery: null };
        const shop = i % 2 === 0 ? 'tsum' : 'asia-mall';
        const delivery = await process.inject({
          method: 'POST',
          url: '/api/v1/orders/set_delivery',
          headers: bearer(buyer),
          payload: {
            order_id: created.json<{ order_id: number }>().order_id,
            delivery: { method: 'pickup', shop_id: shop },
          },
          remoteAddress: uniqueIp(),
        });
        return { created: created.statusCode, delivery: delivery.statusCode };
      }),
    );
    expect(results.filter((r) => r.created === 201)).toHaveLength(UNITS);
    expect(results.filter((r) => r.created === 409)).toHaveLength(BUYERS - UNITS);
    expect(results.filter((r) => r.created === 201).map((r) => r.delivery)).toEqual(Array(UNITS).fill(200));

    const held = await queryRows<{ code: string; units: number; free: number }>(
      database,
      sql`select l.code,
            (select coalesce(sum(a.quantity), 0)::int from stock_allocations a where a.variation_id = ${id} and a.location_id = l.id) as units,
            (select coalesce(sum(ls.stock), 0)::int from location_stock ls where ls.variation_id = ${id} and ls.location_id = l.id) as free
          from locations l where l.code in ('tsum', 'asia-mall') order by l.code`,
    );
    // Every unit was taken where it lay: ЦУМ's 3 and Asia Mall's 2, nothing left free, none from nowhere.
    expect(held).toEqual([
      { code: 'asia-mall', units: 2, free: 0 },
      { code: 'tsum', units: 3, free: 0 },
    ]);
    // An order held at another shop than its pickup one is being brought there by a transfer.
    const stranded = await queryRows<{ order_id: number }>(
      database,
      sql`select a.order_id from stock_allocations a
          join orders o on o.id = a.order_id join locations l on l.id = a.location_id
          where a.variation_id = ${id} and l.code <> o.pickup_shop_id
            and not exists (select 1 from stock_transfers t where t.order_id = a.order_id
              and t.from_location_id = a.location_id and t.status = 'created'
              and t.to_location_id = (select id from locations where code = o.pickup_shop_id))`,
    );
    expect(stranded).toEqual([]);
    const [after] = await queryRows<{ stock: number }>(database, sql`select stock from variations where id = ${id}`);
    expect(after!.stock).toBe(0);
  });
});
