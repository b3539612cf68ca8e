// PostgreSQL only: the rebuild reads ~200,000 postings per step, 30–70 s on PGlite (the order test is in product-search.routes.test.ts).
import { type SQL, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows, useTestApp } from '../../../test/test-app.js';
import * as repo from './catalog.repository.js';
import { SEARCH_PART_SEPARATOR, SEARCH_TITLE_PARTS } from './search-text.js';

const ctx = useTestApp();
const run = (query: SQL) => ctx.database.db.execute(query);

/**
 * The postings rebuilt from scratch here, apart from the SQL that keeps them: each word of a
 * published product's search text and its prefixes of 3 to 8 letters, with the best tier (0 a
 * title starts with it, 1 the brand does, 2 another word does) and floor(log2(sales + 1)).
 */
function rebuilt(rows: Array<{ id: number; search_text: string; sales_count: number }>): string[] {
  const postings: string[] = [];
  for (const { id, search_text, sales_count } of rows) {
    const bucket = Math.floor(Math.log2(Math.max(sales_count, 0) + 1) + 1e-9);
    const tiers = new Map<string, number>();
    search_text.split(SEARCH_PART_SEPARATOR).forEach((part, n) => {
      part
        .split(' ')
        .filter((word) => word !== '')
        .forEach((word, i) => {
          const tier = i > 0 ? 2 : n < SEARCH_TITLE_PARTS ? 0 : n === SEARCH_TITLE_PARTS ? 1 : 2;
          const terms = [];
          for (let k = repo.SEARCH_POSTING_MIN; k <= Math.min(word.length, repo.SEARCH_POSTING_PREFIX); k++)
            terms.push(word.slice(0, k));
          if (word.length > repo.SEARCH_POSTING_PREFIX) terms.push(word);
          for (const term of terms) tiers.set(term, Math.min(tier, tiers.get(term) ?? 2));
        });
    });
    for (const [term, tier] of tiers) postings.push(`${term} ${tier} ${bucket} ${id}`);
  }
  return postings;
}

async function keptAndRebuilt() {
  const kept = await queryRows<{ posting: string }>(
    ctx.database,
    sql`select term || ' ' || tier || ' ' || bucket || ' ' || product_id as posting from search_postings`,
  );
  const products = await queryRows<{ id: number; search_text: string; sales_count: number }>(
    ctx.database,
    sql`select id, search_text, sales_count from products where published`,
  );
  return difference(
    kept.map((row) => row.posting),
    rebuilt(products),
  );
}

/** What the kept postings lack and what they hold beyond the rebuild (a few of each), and how many. */
function difference(kept: string[], rebuilt: string[]) {
  const keptSet = new Set(kept);
  const rebuiltSet = new Set(rebuilt);
  return {
    count: kept.length,
    missing: rebuilt.filter((posting) => !keptSet.has(posting)).slice(0, 10),
    extra: kept.filter((posting) => !rebuiltSet.has(posting)).slice(0, 10),
    duplicates: kept.length - keptSet.size,
  };
}

describe('the search postings', () => {
  it('equal a rebuild from the products after inserts, renames, sales, unpublishing, publishing and deletions', async () => {
    const seeded = await keptAndRebuilt();
    expect(seeded.count).toBeGreaterThan(1000);
    expect(seeded).toEqual({ count: seeded.count, missing: [], extra: [], duplicates: 0 });

    // Checked after each group: a rebuild reads every posting.
    const writes: SQL[][] = [
      // A new product with words of its own: one longer than the longest prefix, one of two letters.
      [
        sql`insert into products (slug, brand_id, category_id, title_ru, title_en, title_ky, image_url, search_text, price, in_stock, sales_count)
          select 'search-postings-copy', brand_id, category_id, title_ru, title_en, title_ky, image_url,
            search_text || ' | zhemchuzhinami ok', price, in_stock, 5 from products where published order by id limit 1`,
      ],
      // Renamed: its old terms go, the new ones come (a word moves from the title to a category).
      [
        sql`update products set search_text = 'tulpar zhemchuzhina | tulpar |  | brand | zhemchuzhinami' where slug = 'search-postings-copy'`,
      ],
      // Sales inside the bucket (5 → 6 stays in 2), then across it (6 → 7 is bucket 3), and many at once.
      [
        sql`update products set sales_count = 6 where slug = 'search-postings-copy'`,
        sql`update products set sales_count = 7 where slug = 'search-postings-copy'`,
        sql`update products set sales_count = sales_count * 3 + 1 where id in (select id from products order by id limit 40)`,
      ],
      // Several products in one statement, unpublished and published; prices change no posting.
      [
        sql`update products set published = false where id in (select id from products where published order by id limit 3)`,
        sql`update products set published = true where id in (select id from products where not published order by id limit 2)`,
        sql`update products set price = price + 1 where id in (select id from products order by id limit 50)`,
      ],
      [
        sql`delete from products where slug = 'search-postings-copy'`,
        sql`delete from products where id = (select max(id) from products where published)`,
      ],
    ];
    for (const [i, group] of writes.entries()) {
      for (const write of group) await run(write);
      const after = await keptAndRebuilt();
      expect(after, `after group ${i + 1}`).toEqual({ count: after.count, missing: [], extra: [], duplicates: 0 });
    }
    const gone = await queryRows(ctx.database, sql`select 1 from search_postings where term like 'tulpa%'`);
    expect(gone).toEqual([]);
  });
});
