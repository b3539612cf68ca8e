import { type Database, openDatabase } from '@aruu/api/db/client';
import { runMigrations } from '@aruu/api/db/migrate';
import { brands } from '@aruu/api/db/schema';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateCatalogue } from './generate-catalogue.js';
import { seedCatalogue } from './seed-catalogue.js';

const PRODUCTS = 300;

async function queryRows<T>(database: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await database.db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

async function tableCounts(database: Database) {
  const [counts] = await queryRows<Record<string, number>>(
    database,
    sql`select (select count(*)::int from brands) as brands,
               (select count(*)::int from categories) as categories,
               (select count(*)::int from properties) as properties,
               (select count(*)::int from property_values) as property_values,
               (select count(*)::int from products) as products,
               (select count(*)::int from variations) as variations,
               (select count(*)::int from product_property_values) as product_property_values,
               (select count(*)::int from banners) as banners`,
  );
  return counts;
}

describe('seedCatalogue', () => {
  let database: Database;

  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite' });
    await runMigrations(database);
  });

  afterAll(async () => {
    await database.close();
  });

  it('writes the whole generated catalogue', async () => {
    const result = await seedCatalogue(database.db, { products: PRODUCTS });
    const expected = generateCatalogue({ products: PRODUCTS });
    expect(result).toEqual({
      products: PRODUCTS,
      variations: expected.variations.length,
      brands: expected.brands.length,
    });
    expect(await tableCounts(database)).toEqual({
      brands: expected.brands.length,
      categories: expected.categories.length,
      properties: expected.properties.length,
      property_values: expected.propertyValues.length,
      products: PRODUCTS,
      variations: expected.variations.length,
      product_property_values: expected.productPropertyValues.length,
      banners: expected.banners.length,
    });
  });

  it('leaves products.price, compare_at_price and in_stock summarising their variations', async () => {
    const [mismatches] = await queryRows<{ n: number }>(
      database,
      sql`select count(*)::int as n from products p
          where p.price <> (select v.price from variations v where v.product_id = p.id order by v.position limit 1)
             or p.compare_at_price is distinct from
                (select v.compare_at_price from variations v where v.product_id = p.id order by v.position limit 1)
             or p.in_stock <> exists (select 1 from variations v where v.product_id = p.id and v.stock > 0)`,
    );
    expect(mismatches?.n).toBe(0);
    const [marked] = await queryRows<{ on_sale: number; recommended: number }>(
      database,
      sql`select count(*) filter (where compare_at_price is not null)::int as on_sale,
                 count(*) filter (where is_recommended)::int as recommended from products`,
    );
    expect(marked?.on_sale).toBeGreaterThan(0);
    expect(marked?.recommended).toBeGreaterThan(0);
  });

  it('re-enables the summary trigger afterwards', async () => {
    await database.db.execute(
      sql`update variations set price = 123400, compare_at_price = 150000 where product_id = 1 and position = 0`,
    );
    const [product] = await queryRows<{ price: number; compare_at_price: number }>(
      database,
      sql`select price, compare_at_price from products where id = 1`,
    );
    expect(product).toEqual({ price: 123400, compare_at_price: 150000 });
  });

  it('rebuilds to identical counts', async () => {
    const before = await tableCounts(database);
    await seedCatalogue(database.db, { products: PRODUCTS, rebuild: true });
    expect(await tableCounts(database)).toEqual(before);
  });

  it('resets id sequences past the explicit ids', async () => {
    const [max] = await queryRows<{ id: number }>(database, sql`select max(id)::int as id from brands`);
    const [inserted] = await database.db
      .insert(brands)
      .values({ slug: 'sequence-probe', name: 'Sequence Probe', country: 'KR' })
      .returning({ id: brands.id });
    expect(inserted?.id).toBe((max?.id ?? 0) + 1);
  });
});
