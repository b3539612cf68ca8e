import { FavoriteList } from '@aruu/contract/cart';
import { CategoryDetail, ProductListResponse, ProductPage, ProductSearchResponse } from '@aruu/contract/catalog';
import { ErrorResponse } from '@aruu/contract/errors';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerShopper } from '../../../test/accounts.js';
import { createOrderFromCart } from '../../../test/orders.js';
import { readSitemap, writeWebDist } from '../../../test/support/web-dist.js';
import { queryRows, useTestApp } from '../../../test/test-app.js';

// Caching off (the default in tests): each assertion reads the database as it is now.
const ctx = useTestApp({ WEB_DIST_DIR: writeWebDist() });

type Tokens = Awaited<ReturnType<typeof registerShopper>>;

function call(tokens: Tokens | undefined, method: 'GET' | 'POST', url: string, payload?: unknown) {
  return ctx.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: tokens ? bearer(tokens) : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

interface Subject {
  id: number;
  title: string;
  brandId: number;
  categoryId: number;
  valueId: number;
  variationId: number;
}

/** A product in stock with a facet value, whose title (in Russian) finds few others. */
async function pickProduct(offset: number): Promise<Subject> {
  const [row] = await queryRows<Subject>(
    ctx.database,
    sql`select p.id, p.title_ru as "title", p.brand_id as "brandId", p.category_id as "categoryId",
          (select property_value_id from product_property_values where product_id = p.id limit 1) as "valueId",
          (select id from variations where product_id = p.id and stock >= 5 order by position limit 1) as "variationId"
        from products p
        where p.published and exists (select 1 from variations where product_id = p.id and stock >= 5)
          and exists (select 1 from product_property_values where product_id = p.id)
        order by p.id offset ${offset} limit 1`,
  );
  return row!;
}

const setPublished = (id: number, published: boolean) =>
  queryRows(ctx.database, sql`update products set published = ${published} where id = ${id}`);

async function listing(query: string, properties: number[] = []) {
  const response = await call(undefined, 'POST', `/products?page_size=100&${query}`, { properties });
  expect(response.statusCode, response.body).toBe(200);
  return ProductListResponse.parse(response.json());
}

async function searchAsTyped(text: string) {
  const response = await call(undefined, 'GET', `/products/search?page_size=100&search=${encodeURIComponent(text)}`);
  return ProductSearchResponse.parse(response.json());
}

/** Everything a shopper can see of `product`, as counts and flags. */
async function shopperView(product: Subject) {
  const byTitle = await listing(`search=${encodeURIComponent(product.title)}`);
  const inBrand = await listing(`brand=${product.brandId}`);
  const withValue = await listing(`category_id=${product.categoryId}`, [product.valueId]);
  const category = CategoryDetail.parse((await call(undefined, 'GET', `/categories/${product.categoryId}`)).json());
  const recommended = ProductPage.parse((await call(undefined, 'GET', '/products/recommended?page_size=100')).json());
  const sitemap = readSitemap((await ctx.app.inject({ method: 'GET', url: '/sitemap.xml' })).body);
  return {
    listed: byTitle.items.some((card) => card.id === product.id),
    searched: (await searchAsTyped(product.title)).items.some((item) => item.id === product.id),
    brandFacet: inBrand.facets.brands.find((brand) => brand.id === product.brandId)?.count ?? 0,
    brandTotal: inBrand.total,
    valueFacet:
      withValue.facets.properties.flatMap((p) => p.values).find((value) => value.id === product.valueId)?.count ?? 0,
    categoryCount: category.product_count,
    recommended: recommended.items.some((card) => card.id === product.id),
    recommendedTotal: recommended.total,
    page: (await call(undefined, 'GET', `/products/${product.id}`)).statusCode,
    htmlPage: (await ctx.app.inject({ method: 'GET', url: `/product/${product.id}` })).statusCode,
    inSitemap: sitemap.urls.some((url) => url.loc.endsWith(`/product/${product.id}`)),
  };
}

let product: Subject;
beforeAll(async () => {
  product = await pickProduct(3);
  await queryRows(ctx.database, sql`update products set is_recommended = true where id = ${product.id}`);
});

describe('a draft is invisible to shoppers', () => {
  it('leaves listings, search, facets, counts, recommended, the product page and the sitemap', async () => {
    const published = await shopperView(product);
    expect(published).toMatchObject({
      listed: true,
      searched: true,
      recommended: true,
      page: 200,
      htmlPage: 200,
      inSitemap: true,
    });

    await setPublished(product.id, false);
    const draft = await shopperView(product);
    expect(draft).toEqual({
      listed: false,
      searched: false,
      brandFacet: published.brandFacet - 1,
      brandTotal: published.brandTotal - 1,
      valueFacet: published.valueFacet - 1,
      categoryCount: published.categoryCount - 1,
      recommended: false,
      recommendedTotal: published.recommendedTotal - 1,
      page: 404,
      htmlPage: 404,
      inSitemap: false,
    });

    await setPublished(product.id, true);
    expect(await shopperView(product)).toEqual(published);
  });

  it('cannot be made a favourite, and leaves favourites lists while it is a draft', async () => {
    const other = await pickProduct(4);
    const shopper = await registerShopper(ctx.app);
    expect((await call(shopper, 'POST', '/products/favorites/set', { product_id: other.id })).statusCode).toBe(200);
    await setPublished(other.id, false);
    await setPublished(product.id, false);
    expect((await call(shopper, 'POST', '/products/favorites/set', { product_id: product.id })).statusCode).toBe(404);
    const list = FavoriteList.parse((await call(shopper, 'GET', '/products/favorites/list')).json());
    expect(list.items.map((card) => card.id)).not.toContain(other.id);
    expect(list.items.map((card) => card.id)).not.toContain(product.id);
    await setPublished(other.id, true);
    await setPublished(product.id, true);
    const back = FavoriteList.parse((await call(shopper, 'GET', '/products/favorites/list')).json());
    expect(back.items.map((card) => card.id)).toEqual([other.id]);
  });

  it('cannot be put in the cart or ordered (product_unavailable), and shows as sold out in a cart', async () => {
    const shopper = await registerShopper(ctx.app);
    await setPublished(product.id, false);
    const refused = await call(shopper, 'POST', '/carts/add_product', {
      variation_id: product.variationId,
      quantity: 1,
    });
    expect(refused.statusCode).toBe(409);
    expect(ErrorResponse.parse(refused.json()).error.code).toBe('product_unavailable');

    await setPublished(product.id, true);
    const added = await call(shopper, 'POST', '/carts/add_product', { variation_id: product.variationId, quantity: 1 });
    expect(added.statusCode, added.body).toBe(200);
    await setPublished(product.id, false);
    const cart = (await call(shopper, 'GET', '/carts')).json() as {
      products: Array<{ variation_id: number; available: number }>;
    };
    expect(cart.products.find((line) => line.variation_id === product.variationId)?.available).toBe(0);

    const [before] = await queryRows<{ stock: number }>(
      ctx.database,
      sql`select stock from variations where id = ${product.variationId}`,
    );
    const order = await createOrderFromCart(ctx.app, shopper);
    expect(order.statusCode, order.body).toBe(409);
    expect(ErrorResponse.parse(order.json()).error.code).toBe('product_unavailable');
    const [after] = await queryRows<{ stock: number; orders: number }>(
      ctx.database,
      sql`select stock, (select count(*)::int from orders where user_id = ${shopper.user.id}) as orders
          from variations where id = ${product.variationId}`,
    );
    expect(after).toEqual({ stock: before!.stock, orders: 0 });
    await setPublished(product.id, true);
  });
});
