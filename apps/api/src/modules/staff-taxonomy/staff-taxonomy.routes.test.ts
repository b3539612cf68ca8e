import { BrandList, CategoryTree, ProductListResponse, ProductPage } from '@aruu/contract/catalog';
import { ErrorResponse } from '@aruu/contract/errors';
import { HomePickList, StaffBrand, StaffCategory, StaffCategoryTree } from '@aruu/contract/staff-taxonomy';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerShopper } from '../../../test/accounts.js';
import { type SignedInStaff, signInStaff } from '../../../test/staff.js';
import { writeWebDist } from '../../../test/support/web-dist.js';
import { queryRows, useTestApp } from '../../../test/test-app.js';

const ctx = useTestApp({ WEB_DIST_DIR: writeWebDist() });

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
function call(tokens: { access_token: string } | undefined, method: Method, url: string, payload?: object) {
  return ctx.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: tokens ? bearer(tokens) : {},
    ...(payload === undefined ? {} : { payload }),
  });
}

async function listing(query: string) {
  const response = await ctx.app.inject({ method: 'POST', url: `/api/v1/products?${query}`, payload: {} });
  expect(response.statusCode, response.body).toBe(200);
  return ProductListResponse.parse(response.json());
}

const errorOf = (response: { json(): unknown }) => ErrorResponse.parse(response.json()).error;

async function audits(objectType: string, objectId: number | string) {
  return queryRows<{ action: string; before: unknown; after: unknown }>(
    ctx.database,
    sql`select action, before, after from audit_entries where object_type = ${objectType}
        and object_id = ${String(objectId)} order by id`,
  );
}

async function staffTree() {
  return StaffCategoryTree.parse((await call(manager, 'GET', '/staff/categories')).json()).items;
}

/** A seeded leaf category with products, and its top-level parent. */
async function leafWithProducts() {
  const tree = await staffTree();
  const top = tree.find((node) => node.children.length >= 2 && node.children.every((c) => c.product_count > 0))!;
  return { top, leaf: top.children[0]! };
}

let manager: SignedInStaff;
let warehouse: SignedInStaff;
beforeAll(async () => {
  manager = await signInStaff(ctx, 'manager');
  warehouse = await signInStaff(ctx, 'warehouse');
});

describe('brands', () => {
  it('are created, renamed (search follows the new name), hidden and shown, each change audited once', async () => {
    const created = await call(manager, 'POST', '/staff/brands', { name: 'Ала-Тоо', slug: 'ala-too', country: 'kg' });
    expect(created.statusCode, created.body).toBe(201);
    const brand = StaffBrand.parse(created.json());
    expect(brand).toMatchObject({ name: 'Ала-Тоо', country: 'KG', hidden: false, product_count: 0 });
    const taken = await call(manager, 'POST', '/staff/brands', { name: 'Copy', slug: 'ala-too', country: 'KG' });
    expect(taken.statusCode).toBe(409);
    expect(errorOf(taken).fields?.slug?.code).toBe('slug_taken');

    // A seeded brand with products: renaming it rewrites their search text in the same change.
    const [seeded] = await queryRows<{ id: number; name: string; slug: string; country: string; n: number }>(
      ctx.database,
      sql`select b.id, b.name, b.slug, b.country, count(p.id)::int as n from brands b join products p on p.brand_id = b.id
          group by b.id order by count(p.id) desc limit 1`,
    );
    const renamed = await call(manager, 'PUT', `/staff/brands/${seeded!.id}`, {
      name: 'Zephyrine Botanica',
      slug: seeded!.slug,
      country: seeded!.country,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const found = await listing('search=zephyrine');
    expect(found.total).toBe(seeded!.n);

    const hidden = await call(manager, 'PUT', `/staff/brands/${seeded!.id}/hidden`, { hidden: true });
    expect(StaffBrand.parse(hidden.json()).hidden).toBe(true);
    const brands = BrandList.parse((await call(undefined, 'GET', '/brands')).json());
    expect(brands.some((b) => b.id === seeded!.id)).toBe(false);
    expect((await listing(`brand=${seeded!.id}`)).total).toBe(0);
    expect((await listing('search=zephyrine')).total).toBe(0);
    const all = await listing('page_size=1');
    expect(all.facets.brands.some((b) => b.id === seeded!.id)).toBe(false);

    await call(manager, 'PUT', `/staff/brands/${seeded!.id}/hidden`, { hidden: false });
    // Showing a shown brand again changes nothing.
    await call(manager, 'PUT', `/staff/brands/${seeded!.id}/hidden`, { hidden: false });
    expect((await listing(`brand=${seeded!.id}`)).total).toBe(seeded!.n);
    expect((await audits('brand', seeded!.id)).map((a) => a.action)).toEqual([
      'brand.updated',
      'brand.hidden',
      'brand.shown',
    ]);
  });

  it('are deleted only when no product refers to them', async () => {
    const [used] = await queryRows<{ id: number }>(ctx.database, sql`select brand_id as id from products limit 1`);
    const refused = await call(manager, 'DELETE', `/staff/brands/${used!.id}`);
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).code).toBe('taxonomy_in_use');
    expect(await audits('brand', used!.id)).toHaveLength(0);

    const empty = StaffBrand.parse(
      (await call(manager, 'POST', '/staff/brands', { name: 'Empty', slug: 'empty-brand', country: 'FR' })).json(),
    );
    expect((await call(manager, 'DELETE', `/staff/brands/${empty.id}`)).statusCode).toBe(204);
    expect((await call(manager, 'DELETE', `/staff/brands/${empty.id}`)).statusCode).toBe(404);
    expect((await audits('brand', empty.id)).map((a) => a.action)).toEqual(['brand.created', 'brand.deleted']);
  });

  it('are put in the shop’s order, which the storefront follows', async () => {
    const current = (await call(manager, 'GET', '/staff/brands')).json() as { items: StaffBrand[] };
    const ids = current.items.map((b) => b.id);
    const reversed = [...ids].reverse();
    const ordered = await call(manager, 'PUT', '/staff/brands/order', { ids: reversed });
    expect(ordered.statusCode, ordered.body).toBe(200);
    const storefront = BrandList.parse((await call(undefined, 'GET', '/brands')).json());
    expect(storefront.map((b) => b.id)).toEqual(reversed.filter((id) => storefront.some((b) => b.id === id)));
    const missing = await call(manager, 'PUT', '/staff/brands/order', { ids: reversed.slice(1) });
    expect(missing.statusCode).toBe(400);
    expect(errorOf(missing).fields?.ids?.code).toBe('invalid_value');
    expect(await audits('brand_list', 'all')).toHaveLength(1);
  });
});

describe('categories', () => {
  it('keep old addresses working after a slug change: the API finds them, the page redirects', async () => {
    const { leaf } = await leafWithProducts();
    const before = await listing(`categoryName=${leaf.slug}`);
    expect(before.total).toBe(leaf.product_count);

    const body = {
      name_ru: 'Новое имя',
      name_en: 'Brand new name',
      name_ky: 'Жаңы ат',
      slug: 'brand-new-name',
      parent_id: leaf.parent_id,
    };
    const renamed = await call(manager, 'PUT', `/staff/categories/${leaf.id}`, body);
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(StaffCategory.parse(renamed.json())).toMatchObject({ slug: 'brand-new-name', old_slugs: [leaf.slug] });

    expect((await listing(`categoryName=${leaf.slug}`)).total).toBe(leaf.product_count);
    expect((await listing('categoryName=brand-new-name')).total).toBe(leaf.product_count);
    // Search knows the new name in every language.
    expect((await listing('search=brand new name')).total).toBeGreaterThanOrEqual(leaf.product_count);
    const tree = CategoryTree.parse((await call(undefined, 'GET', '/categories')).json());
    const node = tree.flatMap((top) => top.categories).find((c) => c.id === leaf.id);
    expect(node).toMatchObject({ slug: 'brand-new-name', old_slugs: [leaf.slug] });

    const page = await ctx.app.inject({ method: 'GET', url: `/catalog?categoryName=${leaf.slug}&page=2` });
    expect(page.statusCode).toBe(301);
    expect(page.headers.location).toBe('/catalog?categoryName=brand-new-name&page=2');
    expect((await ctx.app.inject({ method: 'GET', url: '/catalog?categoryName=brand-new-name' })).statusCode).toBe(200);

    // Renamed again: both old slugs lead to it; taking an old slug back makes it current again.
    await call(manager, 'PUT', `/staff/categories/${leaf.id}`, { ...body, slug: 'newer-name' });
    expect((await listing(`categoryName=${leaf.slug}`)).total).toBe(leaf.product_count);
    const back = await call(manager, 'PUT', `/staff/categories/${leaf.id}`, { ...body, slug: leaf.slug });
    expect(StaffCategory.parse(back.json()).old_slugs.sort()).toEqual(['brand-new-name', 'newer-name']);
    expect((await ctx.app.inject({ method: 'GET', url: `/catalog?categoryName=${leaf.slug}` })).statusCode).toBe(200);

    // Another category may not take a slug that still leads somewhere.
    const other = await call(manager, 'POST', '/staff/categories', { ...body, slug: 'newer-name' });
    expect(other.statusCode).toBe(409);
    expect(errorOf(other).fields?.slug?.code).toBe('slug_taken');
    expect((await audits('category', leaf.id)).map((a) => a.action)).toEqual([
      'category.updated',
      'category.updated',
      'category.updated',
    ]);
  });

  it('keep products on leaves: moves and new sub-categories that would break it are refused', async () => {
    const { top, leaf } = await leafWithProducts();
    const auditedBefore = (await audits('category', leaf.id)).length;
    const names = { name_ru: 'Тест', name_en: 'Test', name_ky: 'Сыноо' };
    const refusals: Array<[string, Method, string, object]> = [
      ['a sub-category under a leaf', 'POST', '/staff/categories', { ...names, slug: 'deep', parent_id: leaf.id }],
      [
        'a leaf with products to the top level',
        'PUT',
        `/staff/categories/${leaf.id}`,
        { ...names, slug: leaf.slug, parent_id: null },
      ],
    ];
    const otherTop = (await staffTree()).find((node) => node.id !== top.id)!;
    refusals.push([
      'a top-level category with children into another',
      'PUT',
      `/staff/categories/${top.id}`,
      { name_ru: top.name_ru, name_en: top.name_en, name_ky: top.name_ky, slug: top.slug, parent_id: otherTop.id },
    ]);
    for (const [what, method, url, body] of refusals) {
      const response = await call(manager, method, url, body);
      expect(response.statusCode, what).toBe(409);
      expect(errorOf(response).code, what).toBe('category_not_leaf');
    }
    expect(await audits('category', leaf.id)).toHaveLength(auditedBefore);

    // An empty leaf moves between the levels freely.
    const created = StaffCategory.parse(
      (await call(manager, 'POST', '/staff/categories', { ...names, slug: 'mover', parent_id: top.id })).json(),
    );
    expect(created.parent_id).toBe(top.id);
    const raised = await call(manager, 'PUT', `/staff/categories/${created.id}`, {
      ...names,
      slug: 'mover',
      parent_id: null,
    });
    expect(StaffCategory.parse(raised.json()).parent_id).toBeNull();
    const lowered = await call(manager, 'PUT', `/staff/categories/${created.id}`, {
      ...names,
      slug: 'mover',
      parent_id: otherTop.id,
    });
    expect(StaffCategory.parse(lowered.json()).parent_id).toBe(otherTop.id);
    expect((await audits('category', created.id)).map((a) => a.action)).toEqual([
      'category.created',
      'category.moved',
      'category.moved',
    ]);
    const unknownParent = await call(manager, 'POST', '/staff/categories', { ...names, slug: 'x', parent_id: 999999 });
    expect(errorOf(unknownParent).fields?.parent_id?.code).toBe('invalid_value');
  });

  it('hidden vanish from the menu, the listings and the facets; a hidden top level takes its children along', async () => {
    const { top, leaf } = await leafWithProducts();
    const everything = (await listing('page_size=1')).total;
    await call(manager, 'PUT', `/staff/categories/${leaf.id}/hidden`, { hidden: true });
    let tree = CategoryTree.parse((await call(undefined, 'GET', '/categories')).json());
    expect(tree.flatMap((t) => t.categories).some((c) => c.id === leaf.id)).toBe(false);
    expect((await listing('page_size=1')).total).toBe(everything - leaf.product_count);
    expect((await listing(`category_id=${leaf.id}`)).total).toBe(0);
    expect((await call(undefined, 'GET', `/categories/${leaf.id}`)).statusCode).toBe(404);
    await call(manager, 'PUT', `/staff/categories/${leaf.id}/hidden`, { hidden: false });

    await call(manager, 'PUT', `/staff/categories/${top.id}/hidden`, { hidden: true });
    tree = CategoryTree.parse((await call(undefined, 'GET', '/categories')).json());
    expect(tree.some((t) => t.id === top.id)).toBe(false);
    expect((await listing('page_size=1')).total).toBe(everything - top.product_count);
    // The product page still opens from a link.
    const [product] = await queryRows<{ id: number }>(
      ctx.database,
      sql`select id from products where category_id = ${leaf.id} limit 1`,
    );
    expect((await call(undefined, 'GET', `/products/${product!.id}`)).statusCode).toBe(200);
    await call(manager, 'PUT', `/staff/categories/${top.id}/hidden`, { hidden: false });
    expect((await listing('page_size=1')).total).toBe(everything);
  });

  it('are reordered one level at a time, and the storefront follows', async () => {
    const tree = await staffTree();
    const ids = tree.map((t) => t.id).reverse();
    const ordered = await call(manager, 'PUT', '/staff/categories/order', { parent_id: null, ids });
    expect(ordered.statusCode, ordered.body).toBe(200);
    const storefront = CategoryTree.parse((await call(undefined, 'GET', '/categories')).json());
    expect(storefront.map((t) => t.id)).toEqual(ids.filter((id) => storefront.some((t) => t.id === id)));
    const top = tree[0]!;
    const wrong = await call(manager, 'PUT', '/staff/categories/order', { parent_id: top.id, ids });
    expect(errorOf(wrong).fields?.ids?.code).toBe('invalid_value');
    expect(await audits('category_level', 'top')).toHaveLength(1);
  });

  it('are deleted only without products and sub-categories', async () => {
    const { top, leaf } = await leafWithProducts();
    for (const id of [top.id, leaf.id]) {
      const refused = await call(manager, 'DELETE', `/staff/categories/${id}`);
      expect(refused.statusCode).toBe(409);
      expect(errorOf(refused).code).toBe('taxonomy_in_use');
    }
    const names = { name_ru: 'Пусто', name_en: 'Empty', name_ky: 'Бош' };
    const empty = StaffCategory.parse(
      (await call(manager, 'POST', '/staff/categories', { ...names, slug: 'empty-one', parent_id: top.id })).json(),
    );
    await call(manager, 'PUT', `/staff/categories/${empty.id}`, { ...names, slug: 'empty-two', parent_id: top.id });
    expect((await call(manager, 'DELETE', `/staff/categories/${empty.id}`)).statusCode).toBe(204);
    // Its old slug went with it.
    const [left] = await queryRows<{ n: number }>(
      ctx.database,
      sql`select count(*)::int as n from category_slug_history where slug = 'empty-one'`,
    );
    expect(left!.n).toBe(0);
  });
});

describe('home page picks', () => {
  it('are chosen and ordered by hand, and the home page lists them in that order', async () => {
    const rows = await queryRows<{ id: number }>(
      ctx.database,
      sql`select id from products where in_stock and not is_recommended order by id limit 4`,
    );
    const ids = rows.map((r) => r.id).reverse();
    const saved = await call(manager, 'PUT', '/staff/home-picks', { product_ids: ids });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(HomePickList.parse(saved.json()).items.map((p) => p.product_id)).toEqual(ids);
    const home = ProductPage.parse((await call(undefined, 'GET', '/products/recommended?page_size=10')).json());
    expect(home.items.map((card) => card.id)).toEqual(ids);
    expect(home.total).toBe(4);

    const unknown = await call(manager, 'PUT', '/staff/home-picks', { product_ids: [...ids, 99999999] });
    expect(errorOf(unknown).fields?.product_ids?.code).toBe('invalid_value');
    const twice = await call(manager, 'PUT', '/staff/home-picks', { product_ids: [ids[0], ids[0]] });
    expect(twice.statusCode).toBe(400);
    // The same picks again change nothing.
    await call(manager, 'PUT', '/staff/home-picks', { product_ids: ids });
    const entries = await audits('home_picks', 'home');
    expect(entries).toHaveLength(1);
    expect(entries[0]!.after).toEqual({ product_ids: ids });
  });
});

describe('permissions', () => {
  it('the warehouse and shoppers may not touch brands, categories or picks', async () => {
    const shopper = await registerShopper(ctx.app);
    const attempts: Array<[Method, string, object?]> = [
      ['GET', '/staff/brands'],
      ['POST', '/staff/brands', { name: 'X', slug: 'x', country: 'KG' }],
      ['PUT', '/staff/categories/1/hidden', { hidden: true }],
      ['DELETE', '/staff/categories/1'],
      ['PUT', '/staff/home-picks', { product_ids: [] }],
    ];
    for (const tokens of [warehouse, shopper]) {
      for (const [method, url, body] of attempts) {
        expect((await call(tokens, method, url, body)).statusCode, `${method} ${url}`).toBe(403);
      }
    }
    expect((await call(undefined, 'GET', '/staff/categories')).statusCode).toBe(401);
  });
});
