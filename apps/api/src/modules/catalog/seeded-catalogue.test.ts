import { CategoryTree, footerCategorySlugs, ProductListResponse } from '@aruu/contract/catalog';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows, useTestApp } from '../../../test/test-app.js';
import { TEST_CATALOG_SIZE } from '../../../test/test-constants.js';

const ctx = useTestApp();

/** `count` items evenly spread over `items`, the first and the last included. */
function spread<T>(items: T[], count: number): T[] {
  if (items.length <= count) return items;
  return Array.from({ length: count }, (_, i) => items[Math.round((i * (items.length - 1)) / (count - 1))]!);
}

describe('the demo catalogue', () => {
  it('has the size the shop advertises', async () => {
    const [counts] = await queryRows<{ products: number; brands: number; variations: number }>(
      ctx.database,
      sql`select (select count(*)::int from products) as products, (select count(*)::int from brands) as brands,
                 (select count(*)::int from variations) as variations`,
    );
    expect(counts!.products).toBeGreaterThanOrEqual(TEST_CATALOG_SIZE);
    expect(counts!.brands).toBeGreaterThanOrEqual(100);
    expect(counts!.variations).toBeGreaterThan(counts!.products);
  });

  it('has Korean, European and American brands', async () => {
    const rows = await queryRows<{ country: string }>(ctx.database, sql`select distinct country from brands`);
    const countries = rows.map((r) => r.country);
    expect(countries).toContain('KR');
    expect(countries).toContain('US');
    expect(countries.some((c) => ['FR', 'IT', 'DE', 'ES', 'GB', 'CH', 'PL', 'SE'].includes(c))).toBe(true);
  });

  it('gives every product one to four variations with positive integer prices', async () => {
    const [row] = await queryRows<{ bad: number }>(
      ctx.database,
      sql`select count(*)::int as bad from products p
          where (select count(*) from variations v where v.product_id = p.id) not between 1 and 4
             or p.price <> (select v.price from variations v where v.product_id = p.id order by position limit 1)`,
    );
    expect(row!.bad).toBe(0);
  });

  it('has every footer category, each with products', async () => {
    for (const slug of footerCategorySlugs) {
      const response = await ctx.app.inject({ method: 'POST', url: `/api/v1/products?categoryName=${slug}` });
      const result = ProductListResponse.parse(response.json());
      expect(result.total, slug).toBeGreaterThan(0);
    }
  });

  it('has products in every sub-category and texts in all three languages', async () => {
    const tree = CategoryTree.parse((await ctx.app.inject({ url: '/api/v1/categories' })).json());
    const [empty] = await queryRows<{ n: number }>(
      ctx.database,
      sql`select count(*)::int as n from categories c where c.parent_id is not null
          and not exists (select 1 from products p where p.category_id = c.id)`,
    );
    expect(tree.flatMap((c) => c.categories).length).toBeGreaterThanOrEqual(20);
    expect(empty!.n).toBe(0);
    const [untranslated] = await queryRows<{ n: number }>(
      ctx.database,
      sql`select count(*)::int as n from products p left join product_details d on d.product_id = p.id
          where d.product_id is null or '' in (title_ru, title_en, title_ky, description_ru, description_en,
          description_ky, composition_ru, composition_en, composition_ky, usage_ru, usage_en, usage_ky)`,
    );
    expect(untranslated!.n).toBe(0);
  });

  it('gives every product an image URL of its own, and serves a sample of them', async () => {
    const products = await queryRows<{ id: number; image_url: string; first_of_category: boolean }>(
      ctx.database,
      sql`select id, image_url, id = min(id) over (partition by category_id) as first_of_category
          from products order by id`,
    );
    expect(products.filter((p) => p.image_url !== `/media/products/${p.id}.svg`)).toEqual([]);
    // One product per category (the category picks the drawing) and ids spread over the whole
    // range, the first and the last included, instead of 3,000 requests one by one.
    const sample = new Set([...spread(products, 60), ...products.filter((p) => p.first_of_category)]);
    for (const product of sample) {
      const response = await ctx.app.inject({ url: product.image_url });
      if (response.statusCode !== 200 || !response.body.startsWith('<svg')) {
        expect.fail(`${product.image_url} answered ${response.statusCode}`);
      }
    }
    const one = await ctx.app.inject({ url: products[0]!.image_url });
    expect(one.headers['content-type']).toContain('image/svg+xml');
    expect(one.headers.etag).toBeDefined();
    const revalidated = await ctx.app.inject({
      url: products[0]!.image_url,
      headers: { 'if-none-match': one.headers.etag as string },
    });
    expect(revalidated.statusCode).toBe(304);
    // A name that is no image, an id no row can have: not found, like any missing file.
    for (const name of ['99999999.svg', '0.svg', '99999999999.svg', '2147483648.svg', 'nope.svg', '01.svg']) {
      const missing = await ctx.app.inject({ url: `/media/products/${name}` });
      expect(missing.statusCode, name).toBe(404);
      expect(missing.json().error.code, name).toBe('not_found');
    }
  });

  it('serves banner images', async () => {
    const banners = await queryRows<{ image_url: string }>(ctx.database, sql`select image_url from banners`);
    for (const banner of banners) {
      const response = await ctx.app.inject({ url: banner.image_url });
      expect(response.statusCode).toBe(200);
    }
  });
});
