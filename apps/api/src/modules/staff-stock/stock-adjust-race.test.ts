import { ErrorResponse } from '@aruu/contract/errors';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerShopper } from '../../../test/accounts.js';
import { addToCart, createOrderFromCart } from '../../../test/orders.js';
import { signInStaff } from '../../../test/staff.js';
import { queryRows, testConfig } from '../../../test/test-app.js';
import { onPostgres, openTestDatabase, type TestDatabase } from '../../../test/test-database.js';
import { type App, buildApp } from '../../app.js';
import type { Database } from '../../db/client.js';

/**
 * Buyers ordering a variation while the warehouse writes units off, counts and receives them —
 * split over two API processes (two apps, two pools) when the database is a PostgreSQL server.
 * Whatever the interleaving, the shop never holds fewer units than open orders have put aside,
 * and the movements tell the whole story.
 */
const BUYERS = 60;
const START = 40;
const WRITE_OFFS = 10;
/**
 * Two counts high enough for any interleaving (no more than BUYERS units can be reserved), so they
 * land; a low one that lands only while few units are reserved.
 */
const COUNTS = [60, 5, 62];
const DELIVERIES = 5;

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

interface Movement {
  kind: string;
  quantity_change: number;
  stock_after: number;
  counted: number | null;
}

describe('adjustments racing orders', () => {
  it('never take stock below what open orders hold, and every change is a movement', async () => {
    const processes = [await app(database), ...(second ? [await app(second)] : [])];
    const [variation] = await queryRows<{ id: number }>(
      database,
      sql`select id from variations where stock > 0 order by id desc limit 1`,
    );
    const id = variation!.id;
    await queryRows(database, sql`update variations set stock = ${START} where id = ${id}`);
    const staff = await signInStaff({ app: processes[0]!, database }, 'warehouse');

    const buyers = [];
    for (let i = 0; i < BUYERS; i++) buyers.push(await registerShopper(processes[0]!));
    for (const buyer of buyers) await addToCart(processes[0]!, buyer, [{ variationId: id }]);

    const adjustments = [
      ...COUNTS.map((quantity) => ({ reason: 'count_correction', quantity, note: 'Пересчёт полки' })),
      ...Array.from({ length: WRITE_OFFS }, () => ({ reason: 'write_off', quantity: 8 })),
      ...Array.from({ length: DELIVERIES }, () => ({ reason: 'delivery', quantity: 2 })),
    ];
    const orderCalls = buyers.map((buyer, i) => () => createOrderFromCart(processes[i % processes.length]!, buyer));
    const adjustCalls = adjustments.map(
      (body, i) => () =>
        processes[(i + 1) % processes.length]!.inject({
          method: 'POST',
          url: `/api/v1/staff/stock/variations/${id}/adjustments`,
          headers: bearer(staff),
          payload: body,
        }),
    );
    // Adjustments spread among the orders, all in flight at once.
    const calls = orderCalls.flatMap((order, i) =>
      i % 3 === 0 && adjustCalls[i / 3] ? [order, adjustCalls[i / 3]!] : [order],
    );
    const results = await Promise.all(calls.map((call) => call()));

    const codes = results.map((response) =>
      response.statusCode === 201 ? 'created' : ErrorResponse.parse(response.json()).error.code,
    );
    const allowed = ['created', 'not_enough_stock', 'stock_below_reserved'];
    expect(codes.filter((code) => !allowed.includes(code))).toEqual([]);
    const ordersPlaced = (
      await queryRows<{ count: number }>(
        database,
        sql`select count(*)::int as count from order_items where variation_id = ${id}`,
      )
    )[0]!.count;
    const staffDone = codes.filter((code) => code === 'created').length - ordersPlaced;
    expect(ordersPlaced).toBeGreaterThan(0);
    expect(staffDone).toBeGreaterThan(0);

    const movements = await queryRows<Movement>(
      database,
      sql`select kind, quantity_change, stock_after, counted from stock_movements where variation_id = ${id} order by id`,
    );
    expect(movements.filter((m) => m.kind === 'order_reserved')).toHaveLength(ordersPlaced);
    expect(movements.filter((m) => m.kind !== 'order_reserved')).toHaveLength(staffDone);
    // The chain: each movement starts where the one before it ended, and none goes below zero.
    let stock = START;
    for (const movement of movements) {
      stock += movement.quantity_change;
      expect(movement.stock_after).toBe(stock);
      expect(movement.stock_after).toBeGreaterThanOrEqual(0);
    }
    const [now] = await queryRows<{ stock: number }>(database, sql`select stock from variations where id = ${id}`);
    expect(now!.stock).toBe(stock);

    // A count set what the shop holds: free units after it plus the units reserved then.
    const counts = await queryRows<{ counted: number; before: { reserved: number }; after: { stock: number } }>(
      database,
      sql`select (after->>'quantity')::int as counted, before, after from audit_entries
          where action = 'stock.adjusted' and object_id = ${String(id)} and after->>'reason' = 'count_correction'`,
    );
    expect(counts.length).toBeGreaterThanOrEqual(2);
    for (const count of counts) expect(count.after.stock + count.before.reserved).toBe(count.counted);
    const audited = await queryRows<{ count: number }>(
      database,
      sql`select count(*)::int as count from audit_entries where action = 'stock.adjusted' and object_id = ${String(id)}`,
    );
    expect(audited[0]!.count).toBe(staffDone);
  });
});
