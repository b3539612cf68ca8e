import { ProductPage } from '@aruu/contract/catalog';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bearer, registerShopper } from '../../../test/accounts.js';
import { queryRows, useTestApp } from '../../../test/test-app.js';

const ctx = useTestApp();

async function recommended(query = '', headers: Record<string, string> = {}) {
  const response = await ctx.app.inject({ url: `/api/v1/products/recommended${query ? `?${query}` : ''}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return { page: ProductPage.parse(response.json()), headers: response.headers };
}

/** The staff picks in the order the tab lists them: in stock first, then by sales. */
async function picksInOrder() {
  const rows = await queryRows<{ id: number }>(
    ctx.database,
    sql`select id from products where is_recommended order by in_stock desc, sales_count desc, id`,
  );
  return rows.map((row) => row.id);
}

describe('GET products/recommended', () => {
  it('lists the staff picks, in stock first, then most sold, with the total', async () => {
    const picks = await picksInOrder();
    // About 2% of the in-stock demo catalogue.
    expect(picks.length).toBeGreaterThan(30);
    expect(picks.length).toBeLessThan(100);
    const { page } = await recommended('page_size=100');
    expect(page).toMatchObject({ page: 1, page_size: 100, total: picks.length });
    expect(page.items.map((card) => card.id)).toEqual(picks.slice(0, 100));
    expect(page.items.every((card) => card.is_favorite === undefined)).toBe(true);
  });

  it('pages like the other home page lists', async () => {
    const picks = await picksInOrder();
    const { page } = await recommended('page=2&page_size=10');
    expect(page.page).toBe(2);
    expect(page.items.map((card) => card.id)).toEqual(picks.slice(10, 20));
    const beyond = await recommended('page=100&page_size=100');
    expect(beyond.page.items).toEqual([]);
    expect(beyond.page.total).toBe(picks.length);
    for (const query of ['page_size=101', 'page=0', 'lang=de']) {
      const response = await ctx.app.inject({ url: `/api/v1/products/recommended?${query}` });
      expect(response.statusCode, query).toBe(400);
    }
  });

  it('answers cards in the language asked for, with an ETag to revalidate', async () => {
    const ru = await recommended('page_size=5');
    const en = await recommended('page_size=5&lang=en');
    expect(en.page.items.map((card) => card.id)).toEqual(ru.page.items.map((card) => card.id));
    expect(en.page.items[0]!.title).not.toBe(ru.page.items[0]!.title);
    expect(ru.headers.etag).toBeDefined();
    const revalidated = await ctx.app.inject({
      url: '/api/v1/products/recommended?page_size=5',
      headers: { 'if-none-match': ru.headers.etag as string },
    });
    expect(revalidated.statusCode).toBe(304);
  });

  it('puts a product picked later where its stock and sales place it, and drops an unpicked one', async () => {
    const [outside] = await queryRows<{ id: number }>(
      ctx.database,
      sql`select id from products where not is_recommended and in_stock order by sales_count desc, id limit 1`,
    );
    await ctx.database.db.execute(sql`update products set is_recommended = true where id = ${outside!.id}`);
    const picks = await picksInOrder();
    expect(picks).toContain(outside!.id);
    const { page } = await recommended('page_size=100');
    expect(page.items.map((card) => card.id)).toEqual(picks.slice(0, 100));

    await ctx.database.db.execute(sql`update products set is_recommended = false where id = ${outside!.id}`);
    const after = await recommended('page_size=100');
    expect(after.page.items.map((card) => card.id)).not.toContain(outside!.id);
    expect(after.page.total).toBe(picks.length - 1);
  });

  it('marks a signed-in viewer’s favourites and is not cached as shared for them', async () => {
    const tokens = await registerShopper(ctx.app);
    const [favorite] = await picksInOrder();
    const set = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/products/favorites/set',
      headers: bearer(tokens),
      payload: { product_id: favorite },
    });
    expect(set.statusCode).toBe(200);
    const mine = await recommended('page_size=10', bearer(tokens));
    expect(mine.headers['cache-control']).toBe('private, no-store');
    expect(mine.page.items.map((card) => card.is_favorite)).toEqual(
      mine.page.items.map((card) => card.id === favorite),
    );
    const anonymous = await recommended('page_size=10');
    expect(anonymous.page.items.every((card) => card.is_favorite === undefined)).toBe(true);
  });
});
