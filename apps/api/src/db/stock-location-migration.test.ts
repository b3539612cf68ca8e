// Runs once, on an embedded database of its own: it needs a database at the release before 0036, not the seeded test copy
import { cpSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { seedCatalogue } from '@aruu/demo/catalogue/seed-catalogue';
import { is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../test/test-app.js';
import { type Database, openDatabase } from './client.js';
import * as schema from './schema/index.js';

// Migration 0036 moves a live shop's single stock figure per variation to the default location
// (decision 058): applied here to a database of the release before it, holding stock, open and
// finished orders and their movements, as a shop upgrading would have them.
const committed = fileURLToPath(new URL('../../drizzle', import.meta.url));
const MIGRATION = '0036_stock_per_location';

let database: Database;
let folder: string;

/** The committed migrations up to (not including) 0036, in a folder of their own. */
function migrationsBefore0036() {
  const before = mkdtempSync(join(tmpdir(), 'aruu-0035-'));
  cpSync(committed, before, { recursive: true });
  unlinkSync(join(before, `${MIGRATION}.sql`));
  const journalPath = join(before, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: Array<{ tag: string }> };
  const at = journal.entries.findIndex((entry) => entry.tag === MIGRATION);
  journal.entries = journal.entries.slice(0, at);
  writeFileSync(journalPath, JSON.stringify(journal));
  return before;
}

beforeAll(async () => {
  database = await openDatabase({ kind: 'pglite' });
  folder = migrationsBefore0036();
  await migrate(database.db as unknown as PgliteDatabase, { migrationsFolder: folder });
});
afterAll(async () => {
  await database?.close();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

const run = (query: ReturnType<typeof sql>) => queryRows<Record<string, unknown>>(database, query);

/**
 * Today's seeder writes the columns later releases added to the tables it fills: they are added
 * (bare, nullable) while it runs and dropped after, so the shop is left as release 0035 had it.
 */
async function withLaterColumns(seed: () => Promise<unknown>) {
  const present = new Set(
    (
      await run(sql`select table_name || '.' || column_name as name from information_schema.columns
                   where table_schema = 'public'`)
    ).map((row) => row.name as string),
  );
  const later = (Object.values(schema) as unknown[])
    .filter((value): value is PgTable => is(value, PgTable))
    .map((table) => getTableConfig(table))
    // Tables the old release had; a table a later release created is no concern of the seeder's.
    .filter((table) => table.columns.some((column) => present.has(`${table.name}.${column.name}`)))
    .flatMap((table) =>
      table.columns
        .filter((column) => !present.has(`${table.name}.${column.name}`))
        .map((column) => ({ table: table.name, column: column.name, type: column.getSQLType() })),
    );
  for (const { table, column, type } of later)
    await run(sql`alter table ${sql.identifier(table)} add column ${sql.identifier(column)} ${sql.raw(type)}`);
  await seed();
  for (const { table, column } of later)
    await run(sql`alter table ${sql.identifier(table)} drop column ${sql.identifier(column)}`);
}

/**
 * A small shop as release 0035 kept it: the demo catalogue's first products, three variations with
 * known stock, and an open, a delivered and a cancelled order of two of them.
 */
async function seedLiveShop() {
  await withLaterColumns(() => seedCatalogue(database.db, { products: 3, seed: 1 }));
  await run(sql`update variations set stock = case id when 1 then 7 when 2 then 0 else 12 end where id in (1, 2, 3)`);
  await run(sql`insert into users (id, email, password_hash, first_name, terms_accepted_at, adult_confirmed_at)
    values (1, 'buyer@example.kg', 'x', 'Айгерим', now(), now())`);
  for (const [id, status] of [
    [1, 'assembly'],
    [2, 'delivered'],
    [3, 'cancelled'],
  ] as const) {
    await run(sql`insert into orders (id, user_id, status, customer_name, phone, email, country, city, address,
        subtotal, total, language, expires_at)
      values (${id}, 1, ${status}, 'Айгерим', '+996700111222', 'buyer@example.kg', 'Kyrgyzstan', 'Bishkek', 'Киев 1',
        0, 0, 'ru', now())`);
    await run(sql`insert into order_items (order_id, variation_id, product_id, title, variation_name, image, unit_price, quantity)
      select ${id}, v.id, v.product_id, 'Крем', '', '', 100000, case v.id when 1 then 2 else 1 end
      from variations v where v.id in (1, 3)`);
  }
  await run(sql`insert into stock_movements (variation_id, kind, quantity_change, stock_after, order_id)
    values (1, 'order_reserved', -2, 7, 1), (3, 'order_reserved', -1, 12, 1)`);
}

describe('migration 0036 on a live shop', () => {
  it('moves every variation’s stock to the default location, with nothing lost or counted twice', async () => {
    await seedLiveShop();
    await migrate(database.db as unknown as PgliteDatabase, { migrationsFolder: committed });

    const [home] = await run(sql`select code from locations where is_default`);
    expect(home).toEqual({ code: 'online' });
    const moved = await run(sql`select v.id, v.stock, ls.stock as at_default from variations v
        left join location_stock ls on ls.variation_id = v.id
          and ls.location_id = (select id from locations where is_default)
        order by v.id`);
    expect(moved.slice(0, 3)).toEqual([
      { id: 1, stock: 7, at_default: 7 },
      { id: 2, stock: 0, at_default: 0 },
      { id: 3, stock: 12, at_default: 12 },
    ]);
    expect(moved.filter((row) => row.stock !== row.at_default)).toEqual([]);
    // Free units are nowhere else, so the sum over locations is the old figure.
    expect(
      await run(sql`select count(*)::int as n from location_stock ls join locations l on l.id = ls.location_id
        where not l.is_default and ls.stock <> 0`),
    ).toEqual([{ n: 0 }]);

    // Only the open order's units are held, at the default location; finished orders hold none.
    expect(
      await run(sql`select a.order_id, a.variation_id, a.quantity, l.code from stock_allocations a
        join locations l on l.id = a.location_id order by a.order_id, a.variation_id`),
    ).toEqual([
      { order_id: 1, variation_id: 1, quantity: 2, code: 'online' },
      { order_id: 1, variation_id: 3, quantity: 1, code: 'online' },
    ]);
    // The history keeps its rows, now at the default location.
    expect(
      await run(sql`select m.variation_id, l.code from stock_movements m join locations l on l.id = m.location_id
        order by m.id`),
    ).toEqual([
      { variation_id: 1, code: 'online' },
      { variation_id: 3, code: 'online' },
    ]);
  });

  it('keeps the sum once the locations move: a shop’s delivery and a closed shop', async () => {
    const tsum = sql`(select id from locations where code = 'tsum')`;
    await run(sql`insert into location_stock (variation_id, location_id, stock) values (1, ${tsum}, 4)`);
    expect(await run(sql`select stock from variations where id = 1`)).toEqual([{ stock: 11 }]);
    // ЦУМ closes: its units are no longer for sale online, until it opens again.
    await run(sql`update locations set active = false where code = 'tsum'`);
    expect(await run(sql`select stock from variations where id = 1`)).toEqual([{ stock: 7 }]);
    await run(sql`update locations set active = true where code = 'tsum'`);
    expect(await run(sql`select stock from variations where id = 1`)).toEqual([{ stock: 11 }]);
    // A fixture's direct write lands at the default location and the two stay equal.
    await run(sql`update variations set stock = 15 where id = 1`);
    expect(
      await run(sql`select l.code, ls.stock from location_stock ls join locations l on l.id = ls.location_id
        where ls.variation_id = 1 and ls.stock > 0 order by l.code`),
    ).toEqual([
      { code: 'online', stock: 11 },
      { code: 'tsum', stock: 4 },
    ]);
  });
});
