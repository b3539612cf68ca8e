// @pglite-compatibility: the precomputed facets and the job that refreshes them
import { ProductListResponse as ListSchema, type ProductListResponse } from '@aruu/contract/catalog';
import { type SQL, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { registerShopper } from '../../../test/accounts.js';
import { eventually } from '../../../test/eventually.js';
import { placeOrder } from '../../../test/orders.js';
import * as plain from '../../../test/plain-counts.js';
import { queryRows, testConfig, useTestApp } from '../../../test/test-app.js';
import { buildApp } from '../../app.js';
import { createInventoryService } from '../inventory/inventory.service.js';
import * as repo from './catalog.repository.js';
import { createCatalogService } from './catalog.service.js';
import { createCatalogReuse } from './catalog-reuse.js';
import type { ProductFilter } from './product-filter.js';

const ctx = useTestApp();
const db = () => ctx.database.db;
const service = () => createCatalogService({ db: db(), reuse: createCatalogReuse({ db: db(), maxAgeMs: 0 }) });
const run = (query: SQL) => db().execute(query);

async function listOk(query = '', properties: number[] = []): Promise<ProductListResponse> {
  const response = await ctx.app.inject({ method: 'POST', url: `/api/v1/products?${query}`, payload: { properties } });
  expect(response.statusCode, response.body).toBe(200);
  return ListSchema.parse(response.json());
}

/**
 * Every scope the precounted tables answer in the test catalogue: no category, each top-level
 * category (as its leaves) and, with `leaves`, each leaf; no brand and, above a leaf, the scope's
 * first brand; in stock or not; the scope's most common property value.
 */
async function scopes(options: { leaves: boolean }): Promise<repo.PrecountedScope[]> {
  const categories = await queryRows<{ id: number; parent_id: number | null }>(
    ctx.database,
    sql`select id, parent_id from categories order by id`,
  );
  const leavesOf = (id: number) => categories.filter((c) => c.parent_id === id).map((c) => c.id);
  const categoryScopes = [
    undefined,
    ...categories
      .filter((c) => options.leaves || c.parent_id === null)
      .map((c) => (c.parent_id === null ? leavesOf(c.id) : [c.id]))
      .filter((ids) => ids.length > 0),
  ];
  const result: repo.PrecountedScope[] = [];
  for (const categoryIds of categoryScopes) {
    const filter: ProductFilter = { categoryIds, propertyGroups: [] };
    // A brand within one leaf is a brand row of that leaf: checked through the top levels' sums.
    const brand = categoryIds?.length === 1 ? undefined : (await plain.countByBrand(db(), filter))[0]?.id;
    const values = await plain.countByPropertyValue(db(), filter, 'ru');
    const common = values.sort((a, b) => b.count - a.count)[0]?.valueId;
    for (const brandIds of brand === undefined ? [undefined] : [undefined, [brand]]) {
      for (const inStockOnly of [false, true]) result.push({ categoryIds, brandIds, inStockOnly });
      result.push({ categoryIds, brandIds, inStockOnly: false, valueId: common });
    }
  }
  return result;
}

const byId = <T extends { id: number }>(rows: T[]) => [...rows].sort((a, b) => a.id - b.id);

/**
 * Every product's stock state (the card's "in stock", the "in stock only" filter) and every
 * variation's free units equal a live count over the per-location rows (decision 058).
 */
async function expectStockStatesFromLocations(executor: { execute: (query: SQL) => Promise<unknown> } = db()) {
  const result = (await executor.execute(sql`
    with free as (
      select v.id, v.product_id, v.hidden, coalesce(sum(ls.stock) filter (where l.active and (l.is_pickup_point or l.ships_courier)), 0) as units
      from variations v left join location_stock ls on ls.variation_id = v.id left join locations l on l.id = ls.location_id
      group by v.id)
    select 'variation' as kind, v.id from variations v join free on free.id = v.id where v.stock <> free.units
    union all
    select 'product', p.id from products p
    -- (the product an earlier test inserts without variations is no catalogue product)
    where exists (select 1 from variations v where v.product_id = p.id)
      and p.in_stock <> exists (select 1 from free where free.product_id = p.id and free.units > 0 and not free.hidden)`)) as {
    rows: unknown[];
  };
  expect(result.rows).toEqual([]);
}

/** The precounted answer of every scope equals the live count of the same filter. */
async function expectPrecountedToEqualLive(options = { leaves: true }) {
  for (const scope of await scopes(options)) {
    const filter: ProductFilter = {
      categoryIds: scope.categoryIds,
      brandIds: scope.brandIds,
      inStock: scope.inStockOnly || undefined,
      propertyGroups: scope.valueId === undefined ? [] : [{ propertyId: -1, valueIds: [scope.valueId] }],
    };
    const where = JSON.stringify(scope);
    const liveTotal = await repo.countProducts(db(), filter);
    const liveBrands = byId(await plain.countByBrand(db(), filter));
    // The whole of a listing's counts in one statement; price and values never with a chosen value.
    const { valueId: _valueId, ...withoutValue } = scope;
    const together = await precountedCounts({
      total: scope,
      brands: { ...scope, brandIds: undefined },
      price: withoutValue,
      values: [withoutValue],
    });
    expect(together?.total, where).toBe(liveTotal);
    expect(byId(together?.brands ?? []), where).toEqual(liveBrands);
    if (scope.valueId !== undefined) continue;
    const livePrice = await plain.priceRange(db(), filter);
    const liveValues = await plain.countByPropertyValue(db(), filter, 'ru');
    expect(together?.price, where).toEqual(livePrice);
    expect(together?.values, where).toEqual([liveValues]);
  }
}

/** Every part of a listing's counts read in the precounted tables, in one statement (undefined while they are behind). */
function precountedCounts(scopes: {
  total: repo.PrecountedScope;
  brands: repo.PrecountedScope;
  price: repo.PrecountedScope;
  values: repo.PrecountedScope[];
}) {
  return repo.countsInOneStatement(
    db(),
    {
      total: { scope: scopes.total },
      brands: { scope: scopes.brands },
      price: { scope: scopes.price },
      values: scopes.values.map((scope) => ({ scope })),
    },
    'ru',
  );
}

async function pending() {
  return !(await repo.precountedFacetsAreCurrent(db()));
}

describe('precounted facets', () => {
  it('equal the live counts of every category, brand and stock scope of the seeded catalogue', async () => {
    expect(await pending()).toBe(false);
    await expectPrecountedToEqualLive();
  });

  it('leave the counts alone on writes that change no count', async () => {
    await run(sql`update products set sales_count = sales_count + 1 where id = 1`);
    expect(await pending()).toBe(false);
  });

  it('are marked behind by inserts, updates, stock changes, deletions and hiding, and equal live counts after a refresh', async () => {
    const [product] = await queryRows<{ id: number; brand_id: number; category_id: number }>(
      ctx.database,
      sql`select id, brand_id, category_id from products where in_stock and published order by id limit 1`,
    );
    const writes: SQL[] = [
      // A new product in another category, with the first one's property values and stock.
      sql`insert into products (slug, brand_id, category_id, title_ru, title_en, title_ky, image_url, search_text, price, in_stock)
        select 'facet-test-copy', brand_id, (select max(id) from categories where parent_id is not null), title_ru, title_en, title_ky,
          image_url, search_text, price + 1, in_stock from products where id = ${product!.id}`,
      sql`insert into product_property_values (product_id, property_value_id)
        select (select id from products where slug = 'facet-test-copy'), property_value_id
        from product_property_values where product_id = ${product!.id}`,
      // A product moves brand, another leaves the shop, a third sells out.
      sql`update products set brand_id = (select max(id) from brands) where id = ${product!.id}`,
      sql`update products set published = false where id = (select max(id) from products where published)`,
      sql`update variations set stock = 0 where product_id = (select min(id) from products where in_stock and id > ${product!.id})`,
      sql`delete from product_property_values where product_id = (select min(id) + 5 from products)`,
      sql`delete from products where id = (select min(id) + 7 from products)`,
      sql`update brands set hidden = true where id = (select brand_id from products where id = (select min(id) + 9 from products))`,
    ];
    for (const write of writes) {
      await service().refreshFacetCounts();
      await run(write);
      expect(await pending(), String(write.queryChunks[0])).toBe(true);
      const all: repo.PrecountedScope = { inStockOnly: false };
      expect(await precountedCounts({ total: all, brands: all, price: all, values: [all] })).toBe(undefined);
    }
    expect(await service().refreshFacetCounts()).toBe(true);
    expect(await pending()).toBe(false);
    // Every leaf was compared on the seeded catalogue; top-level categories sum their leaves.
    await expectPrecountedToEqualLive({ leaves: false });
  });

  it('equal live counts from the per-location rows after transfers and sales, as the cards’ stock states do', async () => {
    const inventory = createInventoryService({ lowStockThreshold: 3 });
    const locations = Object.fromEntries(
      (await queryRows<{ id: number; code: string }>(ctx.database, sql`select id, code from locations`)).map((row) => [
        row.code,
        row.id,
      ]),
    );
    // A product with one visible variation: all its units leave the warehouse for ЦУМ (in
    // transit it is sold out), then arrive; another product's last units are sold.
    const [moved] = await queryRows<{ id: number; variation_id: number; stock: number }>(
      ctx.database,
      sql`select p.id, v.id as variation_id, v.stock from products p join variations v on v.product_id = p.id
        where p.published and p.in_stock and v.stock > 0
          and (select count(*) from variations other where other.product_id = p.id) = 1
        order by p.id desc limit 1`,
    );
    const [sold] = await queryRows<{ variation_id: number; product_id: number }>(
      ctx.database,
      sql`select v.id as variation_id, p.id as product_id from products p join variations v on v.product_id = p.id
        where p.published and p.in_stock and v.stock > 0 and p.id <> ${moved!.id}
          and (select count(*) from variations other where other.product_id = p.id) = 1
        order by p.id desc limit 1`,
    );
    const actor = await queryRows<{ id: number }>(ctx.database, sql`select id from users order by id limit 1`);
    const actorId = actor[0]?.id ?? (await registerShopper(ctx.app)).user.id;
    const transfer = await db().transaction((tx) =>
      inventory.transfers.create(tx, {
        fromLocationId: locations.online!,
        toLocationId: locations.tsum!,
        lines: [{ variationId: moved!.variation_id, quantity: moved!.stock }],
        note: null,
        actorId,
      }),
    );
    await db().transaction((tx) => inventory.transfers.dispatch(tx, transfer.id, actorId));
    await expectStockStatesFromLocations();
    expect(await queryRows(ctx.database, sql`select in_stock from products where id = ${moved!.id}`)).toEqual([
      { in_stock: false },
    ]);
    await service().refreshFacetCounts();
    await expectPrecountedToEqualLive({ leaves: false });

    await db().transaction((tx) => inventory.transfers.receive(tx, transfer.id, { received: [], note: null, actorId }));
    // The other product's last unit is bought.
    await run(sql`update variations set stock = 1 where id = ${sold!.variation_id}`);
    await placeOrder(ctx.app, await registerShopper(ctx.app), { lines: [{ variationId: sold!.variation_id }] });
    expect(await queryRows(ctx.database, sql`select in_stock from products where id = ${sold!.product_id}`)).toEqual([
      { in_stock: false },
    ]);
    await expectStockStatesFromLocations();
    expect(await queryRows(ctx.database, sql`select in_stock from products where id = ${moved!.id}`)).toEqual([
      { in_stock: true },
    ]);
    await service().refreshFacetCounts();
    await expectPrecountedToEqualLive({ leaves: false });
  });

  it('count the parts the tables do not hold live beside them, in one statement, as counting each part live does', async () => {
    await service().refreshFacetCounts();
    const [brand] = (await plain.countByBrand(db(), { propertyGroups: [] })).sort((a, b) => b.count - a.count);
    const ofBrand: ProductFilter = { brandIds: [brand!.id], propertyGroups: [] };
    const values = (await plain.countByPropertyValue(db(), ofBrand, 'ru')).sort((a, b) => b.count - a.count);
    const first = values[0]!;
    const other = values.find((v) => v.propertyId !== first.propertyId)!;
    const price = (await plain.priceRange(db(), ofBrand))!;
    const group = (v: repo.ValueCountRow) => ({ propertyId: v.propertyId, valueIds: [v.valueId] });
    const filters: ProductFilter[] = [
      // The benchmark's brand + property: its price range and value counts are live, the rest precounted.
      { ...ofBrand, propertyGroups: [group(first)] },
      { ...ofBrand, inStock: true, propertyGroups: [group(first), group(other)] },
      { minPrice: price.min, maxPrice: Math.round((price.min + price.max) / 2), propertyGroups: [] },
      { ...ofBrand, onSale: true, propertyGroups: [group(other)] },
    ];
    for (const filter of filters) {
      const where = JSON.stringify(filter);
      const parts = {
        total: filter,
        brands: { ...filter, brandIds: undefined },
        price: { ...filter, minPrice: undefined, maxPrice: undefined },
        values: [
          filter,
          ...filter.propertyGroups.map((g) => ({
            ...filter,
            propertyGroups: filter.propertyGroups.filter((o) => o !== g),
          })),
        ],
      };
      const scope = (f: ProductFilter, withValue: boolean): repo.CountSource => {
        const narrowed = f.minPrice !== undefined || f.onSale || f.propertyGroups.length > (withValue ? 1 : 0);
        const [only] = f.propertyGroups;
        return narrowed
          ? { live: f }
          : { scope: { brandIds: f.brandIds, inStockOnly: f.inStock === true, valueId: only?.valueIds[0] } };
      };
      const sources: repo.CountSources = {
        total: scope(parts.total, true),
        brands: scope(parts.brands, true),
        price: scope(parts.price, false),
        values: parts.values.map((part) => scope(part, false)),
      };
      const live: repo.CountSources = {
        total: { live: parts.total },
        brands: { live: parts.brands },
        price: { live: parts.price },
        values: parts.values.map((part) => ({ live: part })),
      };
      // The test is only as good as its sources: some parts precounted, some live.
      const kinds = [sources.total, sources.brands, sources.price, ...sources.values].map((s) => Object.keys(s)[0]);
      if (filter === filters[0]) {
        expect(kinds, where).toEqual(['scope', 'scope', 'live', 'live', 'scope']);
        expect(await repo.countProducts(db(), filter), where).toBeGreaterThan(0);
      }
      const expected = {
        total: await repo.countProducts(db(), filter),
        brands: byId(await plain.countByBrand(db(), filter)),
        price: await plain.priceRange(db(), filter),
        values: await Promise.all(parts.values.map((part) => plain.countByPropertyValue(db(), part, 'ky'))),
      };
      for (const counted of [
        await repo.countsInOneStatement(db(), sources, 'ky'),
        await repo.countsInOneStatement(db(), live, 'ky'),
      ])
        expect({ ...counted, brands: byId(counted?.brands ?? []) }, where).toEqual(expected);
    }
    // A pending write: a statement with a precounted part answers nothing; one counted live answers.
    await run(sql`update products set published = false where id = (select max(id) from products where published)`);
    const all: repo.PrecountedScope = { inStockOnly: false };
    const some = { total: { scope: all }, brands: { scope: all }, price: { live: { propertyGroups: [] } }, values: [] };
    expect(await repo.countsInOneStatement(db(), some, 'ru')).toBe(undefined);
    const allLive = {
      total: { live: { propertyGroups: [] } },
      brands: { live: { propertyGroups: [] } },
      price: { live: { propertyGroups: [] } },
      values: [],
    };
    expect((await repo.countsInOneStatement(db(), allLive, 'ru'))?.total).toBe(
      await repo.countProducts(db(), { propertyGroups: [] }),
    );
    await service().refreshFacetCounts();
  });

  it('are not served while behind: a listing counts a write at once', async () => {
    await service().refreshFacetCounts();
    const before = await listOk();
    // Narrowed by a brand and a value: its price range and value counts are live, the rest precounted.
    const brand = before.facets.brands.sort((a, b) => b.count - a.count)[0]!.id;
    const ofBrand = await listOk(`brand=${brand}`);
    const value = ofBrand.facets.properties.flatMap((p) => p.values).sort((a, b) => b.count - a.count)[0]!.id;
    const narrowed = () => listOk(`brand=${brand}`, [value]);
    const narrowedBefore = await narrowed();
    await run(sql`update products set published = false where id = ${narrowedBefore.items[0]!.id}`);
    const after = await listOk();
    expect(after.total).toBe(before.total - 1);
    expect(after.facets.brands.reduce((sum, b) => sum + b.count, 0)).toBe(after.total);
    const narrowedAfter = await narrowed();
    expect(narrowedAfter.total).toBe(narrowedBefore.total - 1);
    await service().refreshFacetCounts();
    expect(await listOk()).toEqual(after);
    expect(await narrowed()).toEqual(narrowedAfter);
  });

  it('are brought current by a listening server on its own', async () => {
    const server = await buildApp({ config: testConfig({ FACET_REFRESH_MS: '100' }), database: ctx.database });
    try {
      await server.listen({ host: '127.0.0.1', port: 0 });
      await run(sql`update products set published = true where not published`);
      expect(await pending()).toBe(true);
      await eventually(async () => expect(await pending()).toBe(false), 100);
    } finally {
      await server.close();
    }
  });
});

describe('the counts of a search', () => {
  /** Each part counted on its own (the live path without a search) for the same filter. */
  async function countedPartByPart(filter: ProductFilter) {
    const withoutGroup = (i: number) => ({
      ...filter,
      propertyGroups: filter.propertyGroups.filter((_, j) => j !== i),
    });
    return {
      total: await repo.countProducts(db(), filter),
      brands: byId(await plain.countByBrand(db(), filter)),
      price: await plain.priceRange(db(), filter),
      values: [
        await plain.countByPropertyValue(db(), filter, 'ky'),
        ...(await Promise.all(
          filter.propertyGroups.map((_, i) => plain.countByPropertyValue(db(), withoutGroup(i), 'ky')),
        )),
      ],
    };
  }

  it('counts every part over the matches found once, as counting part by part does', async () => {
    const substring = { text: 'krem', fuzzy: false };
    const typo = { text: 'kreem', fuzzy: true };
    const matching: ProductFilter = { search: substring, propertyGroups: [] };
    const [brand, otherBrand] = (await plain.countByBrand(db(), matching)).sort((a, b) => b.count - a.count);
    const values = (await plain.countByPropertyValue(db(), matching, 'ru')).sort((a, b) => b.count - a.count);
    const first = values[0]!;
    const sameProperty = values.find((v) => v.propertyId === first.propertyId && v.valueId !== first.valueId);
    const otherProperty = values.find((v) => v.propertyId !== first.propertyId)!;
    const price = (await plain.priceRange(db(), matching))!;
    const middle = Math.round((price.min + price.max) / 2);
    const filters: ProductFilter[] = [
      matching,
      { search: typo, propertyGroups: [] },
      { search: substring, brandIds: [brand!.id, otherBrand!.id], propertyGroups: [] },
      { search: substring, minPrice: price.min, maxPrice: middle, inStock: true, propertyGroups: [] },
      {
        search: typo,
        brandIds: [brand!.id],
        maxPrice: middle,
        propertyGroups: [
          { propertyId: first.propertyId, valueIds: [first.valueId, ...(sameProperty ? [sameProperty.valueId] : [])] },
          { propertyId: otherProperty.propertyId, valueIds: [otherProperty.valueId] },
        ],
      },
      { search: { text: 'no such words at all', fuzzy: false }, propertyGroups: [] },
      // Other forms of a Russian word ("увлажняющие" as "увлажняющий", "увлажняющая"; word-forms.ts).
      {
        search: {
          text: 'uvlazhniaiushie',
          fuzzy: false,
          forms: {
            anywhere: '(^| )(uvlazhniaiushaia|uvlazhniaiushie|uvlazhniaiushii)( |$)',
            titleStart: '^(uvlazhniaiushaia|uvlazhniaiushie|uvlazhniaiushii)( |$)',
            stems: ['uvlazhnia'],
          },
        },
        inStock: true,
        propertyGroups: [],
      },
    ];
    for (const filter of filters) {
      const where = JSON.stringify(filter);
      const together = await repo.countsOverMatches(db(), filter, 'ky');
      const expected = await countedPartByPart(filter);
      expect({ ...together, brands: byId(together.brands) }, where).toEqual(expected);
    }
    // The test is only as good as its filters: they narrow, and some part of each is not empty.
    expect((await repo.countsOverMatches(db(), filters[0]!, 'ky')).total).toBeGreaterThan(
      (await repo.countsOverMatches(db(), filters[4]!, 'ky')).total,
    );
    expect((await repo.countsOverMatches(db(), filters[4]!, 'ky')).brands.length).toBeGreaterThan(0);
  });
});
