// @pglite-compatibility: the triggers that move the catalogue's version
import { readFileSync } from 'node:fs';
import { ProductDetail, ProductListResponse } from '@aruu/contract/catalog';
import { getTableName, is, type SQL, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { queryRows, useTestApp } from '../../../test/test-app.js';
import { onPostgres } from '../../../test/test-database.js';
import * as schema from '../../db/schema/index.js';
import { createCatalogReuse, readCatalogVersion } from './catalog-reuse.js';

// Answers are reused, as deployed, for longer than this file runs: only a write can refresh them.
const ctx = useTestApp({ CATALOG_REUSE_MAX_AGE_MS: '600000' });
const run = (query: SQL) => ctx.database.db.execute(query);
const version = async () => (await readCatalogVersion(ctx.database.db)).version;

async function productAnswer(id: number) {
  const response = await ctx.app.inject({ url: `/api/v1/products/${id}` });
  expect(response.statusCode, response.body).toBe(200);
  return ProductDetail.parse(response.json());
}

async function listingAnswer(query: string) {
  const response = await ctx.app.inject({ method: 'POST', url: `/api/v1/products?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return ProductListResponse.parse(response.json());
}

async function firstProduct() {
  const [row] = await queryRows<{ id: number; brand_id: number }>(
    ctx.database,
    sql`select id, brand_id from products where published order by id limit 1`,
  );
  return row!;
}

/** The tables the catalogue's answers read: the schema's tables that its repository imports. */
function tablesTheCatalogueReads(): string[] {
  const source = readFileSync(new URL('./catalog.repository.ts', import.meta.url), 'utf8');
  const imported = /import \{([^}]+)\} from '\.\.\/\.\.\/db\/schema\/index\.js'/.exec(source)?.[1] ?? '';
  const names = imported.split(',').map((name) => name.trim());
  return names
    .map((name) => (schema as Record<string, unknown>)[name])
    .filter((value): value is PgTable => is(value, PgTable))
    .map((table) => getTableName(table));
}

describe('the catalogue version', () => {
  it('moves once at the commit of a transaction that wrote to the catalogue, whatever it wrote, and never for a rollback', async () => {
    const before = await version();
    await ctx.database.db.transaction(async (tx) => {
      await tx.execute(sql`update products set price = price + 1 where id = (select min(id) from products)`);
      await tx.execute(sql`update brands set name = name where id = (select min(id) from brands)`);
      // Moved at commit, not where the write happened: no lock is held on it meanwhile.
      expect((await readCatalogVersion(tx)).version).toBe(before);
    });
    expect(await version()).toBe(before + 1);

    await expect(
      ctx.database.db.transaction(async (tx) => {
        await tx.execute(sql`update categories set slug = slug where id = (select min(id) from categories)`);
        throw new Error('undone');
      }),
    ).rejects.toThrow('undone');
    expect(await version()).toBe(before + 1);

    // A table the catalogue does not read moves nothing.
    await run(sql`update users set updated_at = updated_at where id = (select min(id) from users)`);
    expect(await version()).toBe(before + 1);
    // Each transaction's note is gone with its commit.
    expect(await queryRows(ctx.database, sql`select * from catalog_changes`)).toEqual([]);
  });

  it('is moved by every table the catalogue repository reads', async () => {
    const read = tablesTheCatalogueReads();
    expect(read).toContain('products');
    const triggered = await queryRows<{ table: string }>(
      ctx.database,
      sql`select c.relname as "table" from pg_trigger t join pg_class c on c.oid = t.tgrelid
          where t.tgname = c.relname || '_catalog_change' and not t.tgisinternal`,
    );
    const moving = new Set(triggered.map((row) => row.table));
    expect(read.filter((table) => !moving.has(table))).toEqual([]);
  });

  it('is moved by a review, its photos and its author’s shown name, and by no other change to an account', async () => {
    // Server-rendered product pages carry their most helpful reviews and are kept under the
    // version (decision 085).
    const [review] = await queryRows<{ id: number; user_id: number }>(
      ctx.database,
      sql`select id, user_id from reviews order by id limit 1`,
    );
    const moves = async (write: SQL) => {
      const before = await version();
      await run(write);
      return (await version()) - before;
    };
    expect(await moves(sql`update reviews set helpful_count = helpful_count + 1 where id = ${review!.id}`)).toBe(1);
    expect(await moves(sql`delete from review_photos where review_id = ${review!.id} and false`)).toBe(1);
    expect(await moves(sql`update users set first_name = first_name where id = ${review!.user_id}`)).toBe(1);
    expect(await moves(sql`update users set last_name = 'Renamed' where id = ${review!.user_id}`)).toBe(1);
    expect(await moves(sql`update users set phone = phone, updated_at = now() where id = ${review!.user_id}`)).toBe(0);
  });

  it.skipIf(!onPostgres())(
    'lets two writers that wait on each other’s rows both commit: nothing is locked until commit',
    async () => {
      const ids = await queryRows<{ id: number }>(ctx.database, sql`select id from products order by id limit 2`);
      const [a, b] = ids.map((row) => row.id);
      const before = await version();
      let secondWrote!: () => void;
      const secondHasWritten = new Promise<void>((resolve) => {
        secondWrote = resolve;
      });
      let firstWrote!: () => void;
      const firstHasWritten = new Promise<void>((resolve) => {
        firstWrote = resolve;
      });
      // The first writes A, then waits for B, which the second holds until it commits: had the
      // first's write locked the version, the second would wait for it at its commit, and the two
      // would deadlock.
      const first = ctx.database.db.transaction(async (tx) => {
        await tx.execute(sql`update products set price = price + 1 where id = ${a}`);
        firstWrote();
        await secondHasWritten;
        await tx.execute(sql`update products set price = price + 1 where id = ${b}`);
      });
      const second = ctx.database.db.transaction(async (tx) => {
        // Its write of B waits for no lock; were the version locked by the first's write, it
        // would wait for the first, which waits for it: refused here instead of hanging.
        await tx.execute(sql`set local lock_timeout = '2s'`);
        await firstHasWritten;
        try {
          await tx.execute(sql`update products set price = price + 1 where id = ${b}`);
        } finally {
          secondWrote();
        }
      });
      await Promise.all([first, second]);
      expect(await version()).toBe(before + 2);
    },
  );
});

describe('answers reused while the catalogue stays', () => {
  it('are the same answer until a write, and the write is in the very next answer', async () => {
    const { id } = await firstProduct();
    const seen = await productAnswer(id);
    // A write the version does not see (no trigger fires for it) is not in the next answer: the
    // answer was reused, not recomputed.
    await ctx.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`update products set title_ru = 'Переименован без версии' where id = ${id}`);
    });
    expect((await productAnswer(id)).title).toBe(seen.title);
    await run(sql`update products set title_ru = 'Переименован' where id = ${id}`);
    expect((await productAnswer(id)).title).toBe('Переименован');
  });

  it('include the pickup points, which a shop’s changed hours reach at once', async () => {
    const pickupPoints = async () => {
      const response = await ctx.app.inject({ url: '/api/v1/locations?lang=en' });
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as Array<{ code: string; opens: string }>;
    };
    const [shop] = await pickupPoints();
    expect(shop).toBeDefined();
    await ctx.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`update locations set opens = '06:00' where code = ${shop!.code}`);
    });
    expect((await pickupPoints())[0]!.opens).toBe(shop!.opens);
    await run(sql`update locations set opens = '07:30' where code = ${shop!.code}`);
    expect((await pickupPoints())[0]!.opens).toBe('07:30');
  });

  it('include a product’s shops, which a sale emptying them reaches at once', async () => {
    const { id } = await firstProduct();
    const shops = async () => {
      const response = await ctx.app.inject({ url: `/api/v1/products/${id}/availability?lang=en` });
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as { variations: Array<{ shops: Array<{ state: string }> }> };
    };
    const states = async () => (await shops()).variations.flatMap((variation) => variation.shops.map((s) => s.state));
    const seen = await states();
    expect(seen.some((state) => state !== 'none')).toBe(true);
    const emptied = sql`update location_stock set stock = 0 where variation_id in (select id from variations where product_id = ${id})`;
    await ctx.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(emptied);
    });
    expect(await states()).toEqual(seen);
    await run(emptied);
    expect(new Set(await states())).toEqual(new Set(['none']));
  });

  it('follow stock, prices and names into listings, search and the category tree at once', async () => {
    const { id, brand_id } = await firstProduct();
    const listed = async () => (await listingAnswer(`brand=${brand_id}&page_size=100`)).items.find((p) => p.id === id);
    expect(await listed()).toBeDefined();

    await run(sql`update variations set price = 123400 where product_id = ${id}`);
    await run(sql`update products set price = 123400 where id = ${id}`);
    expect((await listed())?.price).toBe(1234);

    await run(
      sql`update products set title_ru = 'Жемчужина Тулпара', search_text = 'zhemchuzhina tulpara' where id = ${id}`,
    );
    const search = await ctx.app.inject({ url: '/api/v1/products/search?search=zhemchuzhina' });
    expect(search.json().items.map((item: { id: number }) => item.id)).toEqual([id]);

    const [category] = await queryRows<{ id: number }>(
      ctx.database,
      sql`select id from categories where parent_id is null order by id limit 1`,
    );
    await ctx.app.inject({ url: '/api/v1/categories' });
    await run(sql`update categories set name_ru = 'Переименованная' where id = ${category!.id}`);
    const tree = await ctx.app.inject({ url: '/api/v1/categories' });
    expect(tree.json().find((node: { id: number }) => node.id === category!.id).name).toBe('Переименованная');
  });
});

describe('the version read', () => {
  it.skipIf(!onPostgres())(
    'is one read for the requests that arrive while another is under way, not one each',
    async () => {
      // One connection, as if every other were busy: a read of its own per request would queue.
      const another = await ctx.database.openAnother({ poolSize: 1 });
      try {
        let queued = 0;
        another.pool?.onWait(() => {
          queued += 1;
        });
        const reuse = createCatalogReuse({ db: another.db, maxAgeMs: 600_000 });
        // Five requests for five different answers, arriving together.
        const answers = await Promise.all([0, 1, 2, 3, 4].map((n) => reuse.answer(`answer ${n}`, async () => n)));
        expect(answers).toEqual([0, 1, 2, 3, 4]);
        // The first read's, then one shared by the four that came while it was under way.
        expect(queued).toBe(0);
      } finally {
        await another.close();
      }
    },
  );
});
