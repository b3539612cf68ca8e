import { BannerList, BrandList, CategoryDetail, CategoryTree, ProductDetail } from '@aruu/contract/catalog';
import { ErrorResponse } from '@aruu/contract/errors';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows, useTestApp } from '../../../test/test-app.js';

const ctx = useTestApp();

async function get(url: string, headers: Record<string, string> = {}) {
  const response = await ctx.app.inject({ method: 'GET', url, headers });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
}

describe('brands', () => {
  it('lists every brand by name', async () => {
    const { status, body } = await get('/api/v1/brands');
    expect(status).toBe(200);
    const brands = BrandList.parse(body);
    expect(brands.length).toBeGreaterThanOrEqual(100);
    const names = brands.map((b) => b.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('en', { sensitivity: 'base' }).compare));
  });

  it('gives the requested number of distinct random brands', async () => {
    const { status, body } = await get('/api/v1/brands/random_list?count=7');
    expect(status).toBe(200);
    const brands = BrandList.parse(body);
    expect(brands).toHaveLength(7);
    expect(new Set(brands.map((b) => b.id)).size).toBe(7);
  });

  it.each(['0', '51', 'abc', '-1', '2.5'])('refuses count=%s with a field error', async (count) => {
    const { status, body } = await get(`/api/v1/brands/random_list?count=${count}`);
    expect(status).toBe(400);
    const error = ErrorResponse.parse(body).error;
    expect(error.code).toBe('validation_failed');
    expect(error.fields?.count).toBeDefined();
  });
});

describe('categories', () => {
  it('answers a two-level tree in the language asked for', async () => {
    const ru = CategoryTree.parse((await get('/api/v1/categories')).body);
    const en = CategoryTree.parse((await get('/api/v1/categories?lang=en')).body);
    const ky = CategoryTree.parse((await get('/api/v1/categories', { 'accept-language': 'ky-KG,ky;q=0.9' })).body);
    expect(ru.length).toBeGreaterThanOrEqual(5);
    expect(en.map((c) => c.id)).toEqual(ru.map((c) => c.id));
    for (const top of ru) expect(top.categories.length).toBeGreaterThan(0);
    const sunscreen = (tree: typeof ru) => tree.flatMap((c) => c.categories).find((c) => c.slug === 'sunscreen');
    expect(sunscreen(en)?.name).not.toEqual(sunscreen(ru)?.name);
    expect(sunscreen(ky)?.name).not.toEqual(sunscreen(en)?.name);
    expect(sunscreen(ru)?.name).toMatch(/[а-я]/i);
  });

  it('answers a top-level category with its children and product count', async () => {
    const tree = CategoryTree.parse((await get('/api/v1/categories')).body);
    const top = tree[0]!;
    const { status, body } = await get(`/api/v1/categories/${top.id}`);
    expect(status).toBe(200);
    const detail = CategoryDetail.parse(body);
    expect(detail.parent).toBeNull();
    expect(detail.categories.map((c) => c.id)).toEqual(top.categories.map((c) => c.id));
    expect(detail.product_count).toBeGreaterThan(0);
  });

  it('answers a sub-category with its parent', async () => {
    const tree = CategoryTree.parse((await get('/api/v1/categories?lang=en')).body);
    const leaf = tree[1]!.categories[0]!;
    const detail = CategoryDetail.parse((await get(`/api/v1/categories/${leaf.id}?lang=en`)).body);
    expect(detail.name).toBe(leaf.name);
    expect(detail.parent?.id).toBe(tree[1]!.id);
    expect(detail.categories).toEqual([]);
  });

  it('answers 404 for an unknown category and 400 for a malformed id', async () => {
    expect((await get('/api/v1/categories/999999')).status).toBe(404);
    expect(ErrorResponse.parse((await get('/api/v1/categories/999999')).body).error.code).toBe('not_found');
    expect((await get('/api/v1/categories/abc')).status).toBe(400);
  });
});

describe('product page', () => {
  it('has everything the product screen shows, localised', async () => {
    const ru = ProductDetail.parse((await get('/api/v1/products/1')).body);
    const en = ProductDetail.parse((await get('/api/v1/products/1?lang=en')).body);
    const ky = ProductDetail.parse((await get('/api/v1/products/1?lang=ky')).body);
    expect(ru.id).toBe(1);
    for (const product of [ru, en, ky]) {
      expect(product.title.length).toBeGreaterThan(0);
      expect(product.description.length).toBeGreaterThan(20);
      expect(product.composition.length).toBeGreaterThan(0);
      expect(product.method_of_use.length).toBeGreaterThan(0);
    }
    expect(new Set([ru.description, en.description, ky.description]).size).toBe(3);
    expect(ru.category_path).toHaveLength(2);
    expect(ru.variations.length).toBeGreaterThanOrEqual(1);
    expect(ru.variations.length).toBeLessThanOrEqual(4);
    expect(ru.variation_id).toBe(ru.variations[0]!.id);
    expect(ru.price).toBe(ru.variations[0]!.price);
    expect(ru.image).toBe('/media/products/1.svg');
    expect(ru.properties.length).toBeGreaterThan(0);
  });

  it('gives make-up shades their colour and a generated picture painted in it', async () => {
    const [shaded] = await queryRows<{ product_id: number }>(
      ctx.database,
      sql`select v.product_id from variations v join products p on p.id = v.product_id
        where v.color_hex is not null and p.published
          and not exists (select 1 from product_images i where i.product_id = p.id)
        group by v.product_id having count(*) > 1 order by v.product_id limit 1`,
    );
    const product = ProductDetail.parse((await get(`/api/v1/products/${shaded!.product_id}`)).body);
    const [first, second] = product.variations as [(typeof product.variations)[0], (typeof product.variations)[0]];
    expect(first.color_hex).toMatch(/^#[0-9a-f]{6}$/);
    expect(first.image).toBe(`/media/products/${product.id}.svg?variation=${first.id}`);
    const pictures = await Promise.all(
      [product.image, first.image!, second.image!].map((url) => ctx.app.inject({ url })),
    );
    expect(pictures.map((picture) => picture.statusCode)).toEqual([200, 200, 200]);
    // Same package, different colour inside: each shade's picture differs from the plain one.
    expect(new Set(pictures.map((picture) => picture.body)).size).toBe(3);

    // A variation of another product names no picture of this one.
    const other = await queryRows<{ id: number }>(
      ctx.database,
      sql`select id from variations where product_id <> ${product.id} order by id limit 1`,
    );
    expect((await ctx.app.inject({ url: `${product.image}?variation=${other[0]!.id}` })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: `${product.image}?variation=abc` })).statusCode).toBe(400);
  });

  it('leaves sizes without a colour or a picture of their own', async () => {
    const [sized] = await queryRows<{ product_id: number }>(
      ctx.database,
      sql`select product_id from variations group by product_id having count(*) > 1 and bool_and(color_hex is null)
        order by product_id limit 1`,
    );
    const product = ProductDetail.parse((await get(`/api/v1/products/${sized!.product_id}`)).body);
    expect(product.variations.every((v) => v.color_hex === null && v.image === null)).toBe(true);
  });

  it('reports availability from the variations', async () => {
    const [{ id }] = (await queryRows<{ id: number }>(
      ctx.database,
      sql`select id from products where not in_stock order by id limit 1`,
    )) as [{ id: number }];
    const product = ProductDetail.parse((await get(`/api/v1/products/${id}`)).body);
    expect(product.in_stock).toBe(false);
    expect(product.availability).toBe('out_of_stock');
    expect(product.variations.every((v) => !v.in_stock && v.stock_state === 'out_of_stock')).toBe(true);
  });

  it('answers 404 for an unknown product and 400 for a malformed id', async () => {
    const missing = await get('/api/v1/products/99999999');
    expect(missing.status).toBe(404);
    expect(ErrorResponse.parse(missing.body).error.code).toBe('not_found');
    for (const id of ['abc', '0', '-4', '1.5', '99999999999']) {
      expect((await get(`/api/v1/products/${id}`)).status).toBe(400);
    }
  });
});

describe('banners', () => {
  it('lists active banners and answers each one', async () => {
    const banners = BannerList.parse((await get('/api/v1/banners?lang=en')).body);
    expect(banners.length).toBeGreaterThanOrEqual(3);
    const first = banners[0]!;
    const { status, body } = await get(`/api/v1/banners/${first.id}?lang=en`);
    expect(status).toBe(200);
    expect(body).toEqual(first);
    expect(first.link.startsWith('/')).toBe(true);
  });

  it('answers 404 for an unknown banner', async () => {
    expect((await get('/api/v1/banners/424242')).status).toBe(404);
  });
});
