// @pglite-compatibility: the statement triggers keeping the search words
import { type SQL, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows, useTestApp } from '../../../test/test-app.js';
import * as repo from './catalog.repository.js';

const ctx = useTestApp();
const run = (query: SQL) => ctx.database.db.execute(query);

/** The words as they are kept, and as they would be counted from the products now. */
async function keptAndRecounted() {
  const kept = await queryRows<{ word: string; products: number }>(
    ctx.database,
    sql`select word, products from search_words order by word`,
  );
  const recounted = await queryRows<{ word: string; products: number }>(
    ctx.database,
    sql`select w as word, count(distinct p.id)::int as products
        from products p, regexp_split_to_table(p.search_text, '[ |]+') w
        where p.published and w <> '' group by w order by w`,
  );
  return { kept, recounted };
}

describe('the words of the catalogue', () => {
  it('equal a count from the products after inserts, renames, unpublishing, publishing and deletions', async () => {
    const seeded = await keptAndRecounted();
    expect(seeded.kept.length).toBeGreaterThan(100);
    expect(seeded.kept).toEqual(seeded.recounted);

    const writes: SQL[] = [
      // A new product with a word of its own, twice in its text (it counts once).
      sql`insert into products (slug, brand_id, category_id, title_ru, title_en, title_ky, image_url, search_text, price, in_stock)
        select 'search-words-copy', brand_id, category_id, title_ru, title_en, title_ky, image_url,
          search_text || ' | zhemchuzhina zhemchuzhina', price, in_stock from products where published order by id limit 1`,
      // Renamed: its old words go, the new ones come.
      sql`update products set search_text = 'tulpar zhemchuzhina | tulpar' where slug = 'search-words-copy'`,
      // Several products in one statement, one of them the only holder of a word.
      sql`update products set published = false where id in (select id from products where published order by id limit 3)`,
      sql`update products set published = true where id in (select id from products where not published order by id limit 2)`,
      // Prices and stock change no word.
      sql`update products set price = price + 1 where id in (select id from products order by id limit 50)`,
      sql`delete from products where slug = 'search-words-copy'`,
      sql`delete from products where id = (select max(id) from products where published)`,
    ];
    for (const [i, write] of writes.entries()) {
      await run(write);
      const { kept, recounted } = await keptAndRecounted();
      expect(kept, `after write ${i + 1}`).toEqual(recounted);
    }
    const gone = await queryRows(
      ctx.database,
      sql`select 1 from search_words where word in ('tulpar', 'zhemchuzhina')`,
    );
    expect(gone).toEqual([]);
  });

  it('correct a typo to the most similar word, and leave known and short words alone', async () => {
    expect(await repo.correctedSearchText(ctx.database.db, 'kreem')).toBe('krem');
    expect(await repo.correctedSearchText(ctx.database.db, 'krem shampun')).toBe('krem shampun');
    expect(await repo.correctedSearchText(ctx.database.db, 'so kreem')).toBe('so krem');
    expect(await repo.correctedSearchText(ctx.database.db, 'zzqqxxjj')).toBe('zzqqxxjj');
  });
});
