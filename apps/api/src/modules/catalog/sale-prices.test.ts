// @pglite-compatibility: the summary triggers
import { CategoryTree, ProductDetail, ProductListResponse } from '@aruu/contract/catalog';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows, useTestApp } from '../../../test/test-app.js';

const ctx = useTestApp();

async function listOk(query: string, properties?: number[]): Promise<ProductListResponse> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: `/api/v1/products?${query}`,
    ...(properties ? { payload: { properties } } : {}),
  });
  expect(response.statusCode, response.body).toBe(200);
  return ProductListResponse.parse(response.json());
}

async function product(id: number) {
  const response = await ctx.app.inject({ url: `/api/v1/products/${id}` });
  expect(response.statusCode).toBe(200);
  return ProductDetail.parse(response.json());
}

async function countWhere(condition: ReturnType<typeof sql>) {
  const [row] = await queryRows<{ n: number }>(
    ctx.database,
    sql`select count(*)::int as n from products where ${condition}`,
  );
  return row!.n;
}

/** A product nobody else in this file touches, with `count` variations. */
const taken = new Set<number>();
async function productWithVariations(count: number, onSale: boolean) {
  const rows = await queryRows<{ id: number }>(
    ctx.database,
    sql`select p.id from products p where (select count(*) from variations v where v.product_id = p.id) = ${count}
        and (p.compare_at_price is not null) = ${onSale} order by p.id limit 20`,
  );
  const id = rows.map((row) => row.id).find((candidate) => !taken.has(candidate));
  if (id === undefined) throw new Error(`no product with ${count} variations`);
  taken.add(id);
  return id;
}

async function summary(productId: number) {
  const [row] = await queryRows<{ price: number; compare_at_price: number | null }>(
    ctx.database,
    sql`select price, compare_at_price from products where id = ${productId}`,
  );
  return row!;
}

/** The SQLSTATE and constraint of a failed statement (drizzle wraps the driver's error). */
async function failureOf(statement: ReturnType<typeof sql>) {
  try {
    await ctx.database.db.execute(statement);
  } catch (error) {
    const cause = (error as { cause?: { code?: string; constraint?: string; message?: string } }).cause ?? {};
    return { code: cause.code, constraint: cause.constraint ?? cause.message?.match(/"(\w+_compare_at_\w+)"/)?.[1] };
  }
  throw new Error('the statement succeeded');
}

describe('sale prices in listings', () => {
  it('on_sale=true lists exactly the products whose first variation has a compare-at price', async () => {
    const onSale = await listOk('on_sale=true&page_size=100');
    expect(onSale.total).toBe(await countWhere(sql`compare_at_price is not null`));
    // About 12% of the demo catalogue is on sale.
    const all = await listOk('page_size=1');
    expect(onSale.total / all.total).toBeGreaterThan(0.08);
    expect(onSale.total / all.total).toBeLessThan(0.16);
    for (const card of onSale.items) {
      expect(card.old_price).not.toBeNull();
      expect(card.old_price!).toBeGreaterThan(card.price);
    }
    expect((await listOk('on_sale=1')).total).toBe(onSale.total);
    expect((await listOk('on_sale=false')).total).toBe(all.total);
  });

  it('cards not on sale carry old_price null', async () => {
    const page = await listOk('page_size=100');
    const plain = page.items.filter((card) => card.old_price === null);
    expect(plain.length).toBeGreaterThan(50);
    expect(page.items.every((card) => card.old_price === null || card.old_price > card.price)).toBe(true);
  });

  it('refuses a malformed on_sale', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/v1/products?on_sale=yes' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields)).toContain('on_sale');
  });

  it('combines with every other filter and narrows the facets', async () => {
    const tree = CategoryTree.parse((await ctx.app.inject({ url: '/api/v1/categories' })).json());
    const skinCare = tree.find((top) => top.categories.some((c) => c.slug === 'cleansers'))!;
    const base = `category_id=${skinCare.id}&in_stock=true&min_price=100&max_price=20000&on_sale=true`;
    const scoped = await listOk(base);
    expect(scoped.total).toBeGreaterThan(0);
    expect(scoped.total).toBe(
      await countWhere(
        sql`compare_at_price is not null and in_stock and price between 10000 and 2000000
            and category_id in ${skinCare.categories.map((c) => c.id)}`,
      ),
    );
    expect(scoped.facets.brands.reduce((sum, brand) => sum + brand.count, 0)).toBe(scoped.total);
    const withoutSale = await listOk(base.replace('&on_sale=true', ''));
    expect(scoped.total).toBeLessThan(withoutSale.total);

    const brand = scoped.facets.brands[0]!;
    const value = scoped.facets.properties[0]!.values[0]!;
    const narrowed = await listOk(`${base}&brand=${brand.id}&sort=price_asc&page_size=100`, [value.id]);
    expect(narrowed.total).toBeGreaterThan(0);
    expect(narrowed.total).toBeLessThanOrEqual(Math.min(brand.count, value.count));
    for (const card of narrowed.items) {
      expect(card.brand.id).toBe(brand.id);
      expect(card.in_stock).toBe(true);
      expect(card.old_price).not.toBeNull();
    }
  });

  it('combines with search', async () => {
    const all = await listOk('search=krem&page_size=1');
    const onSale = await listOk('search=krem&on_sale=true&page_size=100');
    expect(onSale.total).toBeGreaterThan(0);
    expect(onSale.total).toBeLessThan(all.total);
    expect(onSale.items.every((card) => card.old_price !== null)).toBe(true);
  });

  it('sorts by discount: biggest percentage off first, then the products not on sale', async () => {
    const expected = await queryRows<{ id: number }>(
      ctx.database,
      sql`select id from products order by price::float8 / compare_at_price, id limit 100`,
    );
    const sorted = await listOk('sort=discount&page_size=100');
    expect(sorted.items.map((card) => card.id)).toEqual(expected.map((row) => row.id));
    const off = sorted.items.map((card) => 1 - card.price / card.old_price!);
    expect(off).toEqual([...off].sort((a, b) => b - a));

    const onSaleCount = await countWhere(sql`compare_at_price is not null`);
    const lastSale = Math.ceil(onSaleCount / 100);
    const boundary = await listOk(`sort=discount&page_size=100&page=${lastSale}`);
    const saleOnPage = onSaleCount - (lastSale - 1) * 100;
    expect(boundary.items.slice(0, saleOnPage).every((card) => card.old_price !== null)).toBe(true);
    expect(boundary.items.slice(saleOnPage).every((card) => card.old_price === null)).toBe(true);

    const onSaleSorted = await listOk('on_sale=true&sort=discount&page_size=100');
    expect(onSaleSorted.items.map((card) => card.id)).toEqual(expected.map((row) => row.id));
  });
});

describe('sale prices on the product page', () => {
  it('shows the first variation’s compare-at price on the product and each variation’s on the variation', async () => {
    const id = await productWithVariations(2, true);
    const page = await product(id);
    const variations = await queryRows<{ id: number; compare_at_price: number }>(
      ctx.database,
      sql`select id, compare_at_price from variations where product_id = ${id} order by position`,
    );
    expect(page.old_price).toBe(variations[0]!.compare_at_price / 100);
    expect(page.variations.map((v) => v.old_price)).toEqual(variations.map((v) => v.compare_at_price / 100));
    for (const variation of page.variations) expect(variation.old_price!).toBeGreaterThan(variation.price);
  });

  it('answers old_price null for a product that is not on sale', async () => {
    const page = await product(await productWithVariations(2, false));
    expect(page.old_price).toBeNull();
    expect(page.variations.every((v) => v.old_price === null)).toBe(true);
  });
});

describe('the summary trigger keeps products.compare_at_price', () => {
  it('follows the first variation’s compare-at price as it is set, changed and cleared', async () => {
    const id = await productWithVariations(2, false);
    const { price } = await summary(id);
    const first = sql`product_id = ${id} and position = 0`;
    await ctx.database.db.execute(sql`update variations set compare_at_price = ${price + 50_000} where ${first}`);
    expect(await summary(id)).toEqual({ price, compare_at_price: price + 50_000 });
    const page = await product(id);
    expect(page.old_price).toBe((price + 50_000) / 100);
    const listed = await listOk(`on_sale=true&category_id=${page.category_id}&brand=${page.brand.id}&page_size=100`);
    expect(listed.items.find((card) => card.id === id)?.old_price).toBe(page.old_price);

    await ctx.database.db.execute(sql`update variations set compare_at_price = ${price + 100} where ${first}`);
    expect((await summary(id)).compare_at_price).toBe(price + 100);
    await ctx.database.db.execute(sql`update variations set compare_at_price = null where ${first}`);
    expect((await summary(id)).compare_at_price).toBeNull();
    expect((await product(id)).old_price).toBeNull();
  });

  it('ignores the other variations and follows a new first one', async () => {
    const id = await productWithVariations(2, false);
    const second = await queryRows<{ id: number; price: number }>(
      ctx.database,
      sql`select id, price from variations where product_id = ${id} and position = 1`,
    );
    const { id: secondId, price: secondPrice } = second[0]!;
    await ctx.database.db.execute(
      sql`update variations set compare_at_price = ${secondPrice + 700} where id = ${secondId}`,
    );
    expect((await summary(id)).compare_at_price).toBeNull();

    // Swap the two variations' places (through a free position, as the unique index demands).
    await ctx.database.db.transaction(async (tx) => {
      await tx.execute(sql`update variations set position = 9 where product_id = ${id} and position = 0`);
      await tx.execute(sql`update variations set position = 0 where id = ${secondId}`);
      await tx.execute(sql`update variations set position = 1 where product_id = ${id} and position = 9`);
    });
    expect(await summary(id)).toEqual({ price: secondPrice, compare_at_price: secondPrice + 700 });
    expect((await product(id)).old_price).toBe((secondPrice + 700) / 100);
  });

  it('keeps the product in step when a price change is made with the compare-at price', async () => {
    const id = await productWithVariations(1, true);
    await ctx.database.db.execute(
      sql`update variations set price = 150000, compare_at_price = 200000 where product_id = ${id}`,
    );
    expect(await summary(id)).toEqual({ price: 150000, compare_at_price: 200000 });
    const page = await product(id);
    expect([page.price, page.old_price]).toEqual([1500, 2000]);
  });
});

describe('the compare-at CHECK constraints', () => {
  it('refuses a compare-at price that is not above the price', async () => {
    const id = await productWithVariations(1, false);
    const { price } = await summary(id);
    for (const compareAt of [price, price - 100, 0]) {
      expect(
        await failureOf(sql`update variations set compare_at_price = ${compareAt} where product_id = ${id}`),
      ).toEqual({ code: '23514', constraint: 'variations_compare_at_above_price' });
    }
    expect((await summary(id)).compare_at_price).toBeNull();
  });

  it('refuses raising a price to or above its compare-at price', async () => {
    const id = await productWithVariations(1, true);
    const { compare_at_price } = await summary(id);
    expect(await failureOf(sql`update variations set price = ${compare_at_price} where product_id = ${id}`)).toEqual({
      code: '23514',
      constraint: 'variations_compare_at_above_price',
    });
  });

  it('holds on products too', async () => {
    const id = await productWithVariations(1, false);
    const { price } = await summary(id);
    expect(await failureOf(sql`update products set compare_at_price = ${price} where id = ${id}`)).toEqual({
      code: '23514',
      constraint: 'products_compare_at_above_price',
    });
  });
});
