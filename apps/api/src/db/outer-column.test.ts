import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.js';
import { outer } from './outer-column.js';
import { products, variations } from './schema/index.js';

const ctx = useTestApp();

describe('outer', () => {
  it("names the enclosing query's column with its table inside a one-table select's subquery", async () => {
    const { db } = ctx.database;
    const firstOf = (productId: typeof products.id | ReturnType<typeof outer>) =>
      sql<number>`(select v.id from ${variations} v where v.product_id = ${productId} order by v.position limit 1)`;
    const query = db
      .select({ id: products.id, bare: firstOf(products.id), qualified: firstOf(outer(products.id)) })
      .from(products);
    const text = query.toSQL().sql;
    expect(text).toContain('v.product_id = "id"');
    expect(text).toContain('v.product_id = "products"."id"');

    const rows = await query;
    const expected = await db
      .selectDistinctOn([variations.productId], { productId: variations.productId, id: variations.id })
      .from(variations)
      .orderBy(variations.productId, variations.position);
    const firstVariation = new Map(expected.map((row) => [row.productId, row.id]));
    expect(rows.length).toBeGreaterThan(1);
    for (const row of rows) expect(row.qualified).toBe(firstVariation.get(row.id) ?? null);
    // The trap itself: the bare form binds to the subquery's own `v.id`.
    expect(rows.filter((row) => row.bare !== row.qualified).length).toBeGreaterThan(0);
  });
});
