import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerShopper, uniqueIp } from '../../../test/accounts.js';
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

describe('the last units', () => {
  it(`are sold to exactly ${UNITS} of ${BUYERS} concurrent buyers`, { timeout: 120_000 }, async () => {
    const processes = [await app(database), ...(second ? [await app(second)] : [])];
    const [variation] = await queryRows<{ id: number }>(
      database,
      sql`select id from variations where stock > 0 order by id desc limit 1`,
    );
    await queryRows(database, sql`update variations set stock = ${UNITS} where id = ${variation!.id}`);

    const buyers = [];
    for (let i = 0; i < BUYERS; i++) buyers.push(await registerShopper(processes[0]!));
    for (const buyer of buyers) {
      const added = await processes[0]!.inject({
        method: 'POST',
        url: '/api/v1/carts/add_product',
        headers: bearer(buyer),
        payload: { variation_id: variation!.id },
      });
      expect(added.statusCode).toBe(200);
    }

    const form = {
      customer_name: 'Buyer',
      phone: '0555123456',
      email: 'buyer@example.kg',
      address: 'Chui 1',
      accept_terms: true,
    };
    const results = await Promise.all(
      buyers.map((buyer, i) =>
        processes[i % processes.length]!.inject({
          method: 'POST',
          url: '/api/v1/orders/create_from_cart',
          headers: bearer(buyer),
          payload: form,
          // Each buyer from their own address, as in a real rush (orders are rate limited per address).
          remoteAddress: uniqueIp(),
        }),
      ),
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
});
