// @pglite-compatibility: migration 0052's statement-level trigger runs on the embedded store too
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows, useTestApp } from '../../test/test-app.js';

// Migration 0052: a variation inserted with its units at their locations keeps them there; one
// inserted with a bare stock figure has it at the default location (as migration 0036 had it).
const ctx = useTestApp();

const run = <T = Record<string, unknown>>(query: ReturnType<typeof sql>) => queryRows<T>(ctx.database, query);

/** A product of its own with nothing in stock, answered by id. */
async function product(slug: string) {
  const [row] = await run<{ id: number }>(sql`
    insert into products (slug, image_url, brand_id, category_id, title_ru, title_en, title_ky, search_text, price,
      in_stock)
    select ${slug}, '/media/products/test.svg', (select id from brands order by id limit 1),
      (select id from categories where parent_id is not null order by id limit 1), 'Тест', 'Test', 'Тест', 'тест', 0,
      false
    returning id`);
  return row!.id;
}

const unitsOf = (sku: string) =>
  run<{ code: string; stock: number }>(sql`
    select l.code, ls.stock from location_stock ls join locations l on l.id = ls.location_id
    join variations v on v.id = ls.variation_id where v.sku = ${sku} order by l.code`);

const summaryOf = async (productId: number) =>
  (
    await run<{ price: number; in_stock: boolean }>(sql`select price, in_stock from products where id = ${productId}`)
  )[0];

describe('a variation inserted with stock', () => {
  it('with a bare figure has its units at the default location, and its product is in stock', async () => {
    const productId = await product('units-bare');
    await run(sql`insert into variations (product_id, position, sku, name_ru, name_en, name_ky, price, stock)
                  values (${productId}, 0, 'UNITS-BARE', '', '', '', 1500, 6)`);
    expect(await unitsOf('UNITS-BARE')).toEqual([{ code: 'online', stock: 6 }]);
    expect(await summaryOf(productId)).toEqual({ price: 1500, in_stock: true });
  });

  it('with its units beside it in the same statement keeps them where they are, counting only the selling ones', async () => {
    const productId = await product('units-placed');
    // ЦУМ and the warehouse sell; a closed shop's units are kept but not for sale.
    await run(sql`insert into locations (code, name_ru, is_pickup_point, active, position)
                  values ('units-closed', 'Закрыт', true, false, 20)`);
    await run(sql`
      with new_variation as (
        insert into variations (product_id, position, sku, name_ru, name_en, name_ky, price, stock)
        values (${productId}, 0, 'UNITS-PLACED', '', '', '', 2500, 7) returning id
      )
      insert into location_stock (variation_id, location_id, stock)
      select v.id, l.id, t.stock from new_variation v
      cross join (values ('tsum', 3), ('online', 4), ('units-closed', 5)) as t(code, stock)
      join locations l on l.code = t.code`);
    expect(await unitsOf('UNITS-PLACED')).toEqual([
      { code: 'online', stock: 4 },
      { code: 'tsum', stock: 3 },
      { code: 'units-closed', stock: 5 },
    ]);
    expect(await run(sql`select stock from variations where sku = 'UNITS-PLACED'`)).toEqual([{ stock: 7 }]);
    expect(await summaryOf(productId)).toEqual({ price: 2500, in_stock: true });
  });

  it('with a figure its units beside it do not make is set to what the selling locations hold', async () => {
    const productId = await product('units-mismatch');
    await run(sql`
      with new_variation as (
        insert into variations (product_id, position, sku, name_ru, name_en, name_ky, price, stock)
        values (${productId}, 0, 'UNITS-MISMATCH', '', '', '', 900, 9) returning id
      )
      insert into location_stock (variation_id, location_id, stock)
      select v.id, l.id, 2 from new_variation v join locations l on l.code = 'tsum'`);
    expect(await unitsOf('UNITS-MISMATCH')).toEqual([{ code: 'tsum', stock: 2 }]);
    expect(await run(sql`select stock from variations where sku = 'UNITS-MISMATCH'`)).toEqual([{ stock: 2 }]);
  });
});
