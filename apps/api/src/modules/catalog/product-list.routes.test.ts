import {
  CategoryTree,
  ProductListResponse as ListSchema,
  type ProductListResponse,
  ProductPage,
} from '@aruu/contract/catalog';
import { ErrorResponse } from '@aruu/contract/errors';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows, useTestApp } from '../../../test/test-app.js';

const ctx = useTestApp();

async function list(query = '', properties?: number[]) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: `/api/v1/products${query ? `?${query}` : ''}`,
    ...(properties ? { payload: { properties } } : {}),
  });
  return { status: response.statusCode, body: response.json() };
}

async function listOk(query = '', properties?: number[]): Promise<ProductListResponse> {
  const { status, body } = await list(query, properties);
  expect(status, JSON.stringify(body)).toBe(200);
  return ListSchema.parse(body);
}

async function totalProducts() {
  const [row] = await queryRows<{ total: number }>(ctx.database, sql`select count(*)::int as total from products`);
  return row!.total;
}

describe('pagination', () => {
  it('defaults to page 1 of 20 and reports the total', async () => {
    const result = await listOk();
    expect(result.page).toBe(1);
    expect(result.page_size).toBe(20);
    expect(result.items).toHaveLength(20);
    expect(result.total).toBe(await totalProducts());
  });

  it('walks pages without repeating or skipping', async () => {
    const first = await listOk('page=1&page_size=30');
    const second = await listOk('page=2&page_size=30');
    const both = await listOk('page=1&page_size=60');
    expect([...first.items, ...second.items].map((p) => p.id)).toEqual(both.items.map((p) => p.id));
  });

  it('reads the whole catalogue’s pages (one prepared statement) as a narrowed listing reads the same products', async () => {
    const total = await totalProducts();
    const lastPage = Math.ceil(total / 7);
    // min_price=0 lets every product through but takes the narrowed path (the page's ids, then their cards).
    const compare = async () => {
      for (const sort of ['popular', 'new', 'price_asc', 'price_desc', 'discount'])
        for (const page of [1, 2, lastPage, lastPage + 1])
          for (const lang of ['ru', 'ky']) {
            const query = `sort=${sort}&page=${page}&page_size=7&lang=${lang}`;
            const whole = await listOk(query);
            expect(whole.items, query).toEqual((await listOk(`${query}&min_price=0`)).items);
            if (page === 1) expect(whole.items, query).toHaveLength(7);
          }
    };
    await compare();
    // A hidden brand's products leave both.
    const [brand] = await queryRows<{ id: number }>(
      ctx.database,
      sql`select brand_id as id from products group by brand_id order by count(*) desc limit 1`,
    );
    await ctx.database.db.execute(sql`update brands set hidden = true where id = ${brand!.id}`);
    try {
      expect((await listOk('page_size=100')).items.some((item) => item.brand.id === brand!.id)).toBe(false);
      await compare();
    } finally {
      await ctx.database.db.execute(sql`update brands set hidden = false where id = ${brand!.id}`);
    }
  });

  it('answers a short last page and an empty page beyond the end', async () => {
    const total = await totalProducts();
    const pageSize = 100;
    const lastPage = Math.ceil(total / pageSize);
    const last = await listOk(`page=${lastPage}&page_size=${pageSize}`);
    expect(last.items).toHaveLength(total - (lastPage - 1) * pageSize);
    const beyond = await listOk(`page=${lastPage + 1}&page_size=${pageSize}`);
    expect(beyond.items).toEqual([]);
    expect(beyond.total).toBe(total);
  });

  it.each([
    ['page_size=0', 'page_size'],
    ['page_size=101', 'page_size'],
    ['page_size=abc', 'page_size'],
    ['page=0', 'page'],
    ['page=-1', 'page'],
    ['page=1.5', 'page'],
    ['sort=cheapest', 'sort'],
    ['min_price=-5', 'min_price'],
    ['min_price=500&max_price=100', 'min_price'],
    ['in_stock=maybe', 'in_stock'],
    ['brand=x', 'brand'],
    ['category_id=0', 'category_id'],
  ])('refuses %s with a field error on %s', async (query, field) => {
    const { status, body } = await list(query);
    expect(status).toBe(400);
    const error = ErrorResponse.parse(body).error;
    expect(error.code).toBe('validation_failed');
    expect(Object.keys(error.fields ?? {}).some((key) => key.startsWith(field))).toBe(true);
  });

  it('refuses a malformed body and unknown property values', async () => {
    const badShape = await ctx.app.inject({ method: 'POST', url: '/api/v1/products', payload: { properties: 'skin' } });
    expect(badShape.statusCode).toBe(400);
    const badJson = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/products',
      headers: { 'content-type': 'application/json' },
      payload: '{"properties": [',
    });
    expect(badJson.statusCode).toBe(400);
    expect(ErrorResponse.parse(badJson.json()).error.code).toBe('validation_failed');
    const unknown = await list('', [987654]);
    expect(unknown.status).toBe(400);
    expect(ErrorResponse.parse(unknown.body).error.fields?.properties?.code).toBe('unknown_property_value');
  });
});

describe('sorting', () => {
  it('sorts by price both ways', async () => {
    const asc = (await listOk('sort=price_asc&page_size=100')).items.map((p) => p.price);
    const desc = (await listOk('sort=price_desc&page_size=100')).items.map((p) => p.price);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    expect(asc[0]).toBeLessThan(desc[0]!);
  });

  it('sorts new arrivals by release date and popular by sales', async () => {
    const newest = (await listOk('sort=new&page_size=50')).items.map((p) => p.id);
    const released = await queryRows<{ id: number }>(
      ctx.database,
      sql`select id from products order by released_at desc, id limit 50`,
    );
    expect(newest).toEqual(released.map((r) => r.id));
    const popular = (await listOk('sort=popular&page_size=50')).items.map((p) => p.id);
    const sold = await queryRows<{ id: number }>(
      ctx.database,
      sql`select id from products order by sales_count desc, id limit 50`,
    );
    expect(popular).toEqual(sold.map((r) => r.id));
  });

  it('labels only the top two per cent of published products by recent sales as bestsellers', async () => {
    const total = await totalProducts();
    const popular = (await listOk(`sort=popular&page_size=100`)).items;
    const labelled = popular.filter((product) => product.is_bestseller).length;
    const share = Math.floor(total * 0.02);
    // Products selling as many as the last one in the share are labelled too, so allow the ties.
    const [row] = await queryRows<{ tied: number }>(
      ctx.database,
      sql`select count(*)::int as tied from products where published and sales_count >=
        (select sales_count from products where published order by sales_count desc limit 1 offset ${share - 1})`,
    );
    expect(labelled).toBe(Math.min(row!.tied, 100));
    expect(labelled).toBeGreaterThan(0);
    expect(labelled).toBeLessThan(popular.length);
    // Labelled ones come first in the popular order: the label follows the sales.
    expect(popular.slice(0, labelled).every((product) => product.is_bestseller)).toBe(true);
  });

  it('serves bestselling and new lists', async () => {
    const best = ProductPage.parse((await ctx.app.inject({ url: '/api/v1/products/bestselling?page_size=10' })).json());
    expect(best.items).toHaveLength(10);
    expect(best.items[0]!.is_bestseller).toBe(true);
    const fresh = ProductPage.parse((await ctx.app.inject({ url: '/api/v1/products/new?page=2&page_size=5' })).json());
    expect(fresh.page).toBe(2);
    expect(fresh.items).toHaveLength(5);
    expect((await ctx.app.inject({ url: '/api/v1/products/new?page_size=101' })).statusCode).toBe(400);
  });
});

describe('filters', () => {
  async function categoryTree() {
    return CategoryTree.parse((await ctx.app.inject({ url: '/api/v1/categories?lang=en' })).json());
  }

  it('filters by a sub-category by id, slug or localised name', async () => {
    const leaf = (await categoryTree()).flatMap((c) => c.categories).find((c) => c.slug === 'sunscreen')!;
    const byId = await listOk(`category_id=${leaf.id}&page_size=100`);
    expect(byId.total).toBeGreaterThan(0);
    expect(byId.items.every((p) => p.category_id === leaf.id)).toBe(true);
    const bySlug = await listOk('categoryName=sunscreen&page_size=100');
    const byName = await listOk(`categoryName=${encodeURIComponent(leaf.name.toUpperCase())}&page_size=100`);
    expect(bySlug.total).toBe(byId.total);
    expect(byName.total).toBe(byId.total);
  });

  it('filters by a top-level category through its sub-categories', async () => {
    const top = (await categoryTree())[0]!;
    const result = await listOk(`category_id=${top.id}&page_size=100`);
    const leafIds = new Set(top.categories.map((c) => c.id));
    expect(result.total).toBeGreaterThan(0);
    expect(result.items.every((p) => leafIds.has(p.category_id))).toBe(true);
  });

  it('answers nothing for an unknown category name', async () => {
    const result = await listOk('categoryName=no-such-category');
    expect(result.total).toBe(0);
    expect(result.items).toEqual([]);
    expect(result.facets.price).toBeNull();
  });

  it('filters by one or several brands', async () => {
    const all = await listOk();
    const [a, b] = all.facets.brands;
    const one = await listOk(`brand=${a!.id}&page_size=100`);
    expect(one.items.every((p) => p.brand.id === a!.id)).toBe(true);
    expect(one.total).toBe(a!.count);
    const two = await listOk(`brand=${a!.id}&brand=${b!.id}`);
    expect(two.total).toBe(a!.count + b!.count);
    const commaSeparated = await listOk(`brand=${a!.id},${b!.id}`);
    expect(commaSeparated.total).toBe(two.total);
  });

  it('filters by price range in som, inclusive', async () => {
    const result = await listOk('min_price=1000&max_price=2000&page_size=100&sort=price_asc');
    expect(result.total).toBeGreaterThan(0);
    expect(result.items.every((p) => p.price >= 1000 && p.price <= 2000)).toBe(true);
  });

  it('filters to products in stock', async () => {
    const all = await listOk();
    const inStock = await listOk('in_stock=true&page_size=100');
    expect(inStock.total).toBeLessThan(all.total);
    expect(inStock.items.every((p) => p.in_stock)).toBe(true);
  });

  it('ORs values of one property and ANDs different properties', async () => {
    const all = await listOk();
    const [first, second] = all.facets.properties;
    const [v1, v2] = first!.values;
    const w1 = second!.values[0]!;
    const one = await listOk('', [v1!.id]);
    const either = await listOk('', [v1!.id, v2!.id]);
    const both = await listOk('', [v1!.id, w1.id]);
    expect(one.total).toBe(v1!.count);
    expect(either.total).toBeGreaterThanOrEqual(one.total);
    expect(both.total).toBeLessThanOrEqual(one.total);
    const [row] = await queryRows<{ total: number }>(
      ctx.database,
      sql`select count(*)::int as total from products p
          where exists (select 1 from product_property_values x where x.product_id = p.id and x.property_value_id = ${v1!.id})
            and exists (select 1 from product_property_values x where x.product_id = p.id and x.property_value_id = ${w1.id})`,
    );
    expect(both.total).toBe(row!.total);
  });

  it('combines every filter', async () => {
    const tree = await categoryTree();
    const skinCare = tree.find((top) => top.categories.some((c) => c.slug === 'cleansers'))!;
    const base = `category_id=${skinCare.id}&in_stock=true&min_price=300&max_price=5000`;
    const scoped = await listOk(base);
    const brand = scoped.facets.brands.find((b) => b.count > 1)!;
    const property = scoped.facets.properties.find((p) => p.slug === 'skin-type') ?? scoped.facets.properties[0]!;
    const value = property.values.find((v) => v.count > 0)!;
    const result = await listOk(`${base}&brand=${brand.id}&sort=price_desc&page_size=100`, [value.id]);
    const leafIds = new Set(skinCare.categories.map((c) => c.id));
    for (const product of result.items) {
      expect(leafIds.has(product.category_id)).toBe(true);
      expect(product.in_stock).toBe(true);
      expect(product.brand.id).toBe(brand.id);
      expect(product.price).toBeGreaterThanOrEqual(300);
      expect(product.price).toBeLessThanOrEqual(5000);
    }
    expect(result.total).toBe(result.items.length);
  });
});

describe('facets', () => {
  it('brand counts add up to the filtered total', async () => {
    const result = await listOk('categoryName=lashes');
    expect(result.facets.brands.reduce((sum, b) => sum + b.count, 0)).toBe(result.total);
  });

  it('brand counts ignore the brand selection so alternatives stay visible', async () => {
    const scoped = await listOk('categoryName=cleansers');
    const chosen = scoped.facets.brands[0]!;
    const narrowed = await listOk(`categoryName=cleansers&brand=${chosen.id}`);
    expect(narrowed.total).toBe(chosen.count);
    expect(narrowed.facets.brands).toEqual(scoped.facets.brands);
  });

  it('a property value count equals the total when that value is chosen', async () => {
    const scoped = await listOk('categoryName=sunscreen');
    for (const property of scoped.facets.properties.slice(0, 3)) {
      const value = property.values[0]!;
      const chosen = await listOk('categoryName=sunscreen', [value.id]);
      expect(chosen.total).toBe(value.count);
      // The chosen property's own counts are unchanged by the choice.
      const again = chosen.facets.properties.find((p) => p.id === property.id);
      expect(again?.values).toEqual(property.values);
    }
  });

  it('the price range covers the filtered products and ignores the price filter', async () => {
    const scoped = await listOk('categoryName=sunscreen&sort=price_asc&page_size=100');
    const cheapest = scoped.items[0]!.price;
    expect(scoped.facets.price?.min).toBe(cheapest);
    const priced = await listOk(`categoryName=sunscreen&min_price=${cheapest + 1}`);
    expect(priced.facets.price).toEqual(scoped.facets.price);
  });
});

describe('localised cards', () => {
  it('gives titles in the requested language', async () => {
    const ru = await listOk('page_size=5');
    const en = await listOk('page_size=5&lang=en');
    const ky = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/products?page_size=5',
        headers: { 'accept-language': 'ky' },
      })
    ).json() as ProductListResponse;
    expect(en.items.map((p) => p.id)).toEqual(ru.items.map((p) => p.id));
    expect(en.items[0]!.title).not.toBe(ru.items[0]!.title);
    expect(ky.items[0]!.title).not.toBe(ru.items[0]!.title);
    expect(ru.items[0]!.title).toMatch(/[а-яё]/i);
    expect(en.items[0]!.title).toMatch(/^[\x20-\x7e]+$/);
  });

  it('refuses an unsupported language', async () => {
    expect((await list('lang=de')).status).toBe(400);
  });
});
