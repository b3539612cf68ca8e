import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { buildSearchText } from '../catalog/search-text.js';
import { type CostChangeOrigin, setCosts } from '../staff-products/variation-costs.js';
import type { Reference } from './catalog-import.repository.js';
import type { ExternalIds } from './commerceml-resolve.js';
import {
  type BatchWrites,
  type PlanContext,
  type ProductFields,
  sellingTotal,
  type VariationFields,
} from './import-plan.js';

/**
 * A location's free units the import sets, for inventory to write with its movement; a new
 * variation's (`isNew`) are in place already, inserted with it, and only want their movement.
 */
export interface StockChange {
  variationId: number;
  locationId: number;
  before: number;
  after: number;
  isNew: boolean;
}

/**
 * Writes a planned batch inside the caller's transaction: products with their search text and
 * facet values (the catalogue freshness rule: both change with the product), details, variations
 * and photo URLs, and cost prices through `setCosts` (each change a history row from `costOrigin`).
 * Returns the stock changes to make: stock is inventory's to write, per location, with its
 * movements — but for a new variation's first units, which go in with it (see insertNew), so that
 * neither it nor its product is written twice; inventory records their movements.
 *
 * Each kind of write is one statement for the whole batch, its rows passed as one array per
 * column and spread by `unnest` (decision record 036-import-bulk-sql): a new catalogue's batch is
 * a single statement, and building it costs the process next to nothing, where a query builder's
 * thousands of bound values per statement cost most of the import's time.
 */
export async function applyWrites(
  tx: Tx,
  writes: BatchWrites,
  context: Pick<PlanContext, 'reference' | 'stockColumns'>,
  costOrigin: CostChangeOrigin,
  externalIds: ExternalIds | null = null,
): Promise<StockChange[]> {
  const newIds = new Map<string, number>();
  if (writes.newProducts.length > 0 || writes.newVariations.length > 0) {
    for (const row of await rowsOf<{ id: number; sku: string }>(tx, insertNew(writes, context, externalIds)))
      newIds.set(row.sku, row.id);
  }
  await writeChangedProducts(tx, writes.changedProducts, context.reference);
  await writeChangedVariations(tx, writes.changedVariations);
  await setCosts(
    tx,
    writes.costs.map(({ sku, variationId, cost }) => ({ variationId: variationId ?? newIds.get(sku)!, cost })),
    costOrigin,
  );
  return writes.stock.map(({ sku, variationId, locationId, before, after }) => ({
    variationId: variationId ?? newIds.get(sku)!,
    locationId,
    before,
    after,
    isNew: variationId === null,
  }));
}

/** A whole column of values as one bound parameter (an array), cast to `type[]`. */
const column = (values: unknown[], type: string) => sql`${sql.param(values)}::${sql.raw(type)}[]`;

/** Several columns read off the same rows, comma-separated, in the order given: `unnest`'s arguments. */
function columnsOf<T>(rows: T[], reads: Array<[read: (row: T) => unknown, type: string]>): SQL {
  return sql.join(
    reads.map(([read, type]) => column(rows.map(read), type)),
    sql`, `,
  );
}

async function rowsOf<T>(tx: Tx, query: SQL): Promise<T[]> {
  // PGlite and node-postgres both answer with a `rows` array.
  return ((await tx.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * The batch's new products (with details and facet values), then its new variations (of new and
 * existing products) with their photo URLs and their units at each location, in one statement.
 * A new variation's `stock` is its units at the selling locations, what migration 0036's trigger
 * would make it once the units are in; inserted beside it, the units stay where they are
 * (migration 0052), and the summary and stock triggers find nothing to rewrite. Product ids come
 * from their sequence in file order (unnest yields its rows in order); the generated picture
 * stands in until the product has photos (same URL as the seed's). A CommerceML run's
 * `externalIds` go in with the rows (no second write of each new row to record them). Answers the
 * new variations' ids and SKUs.
 */
function insertNew(
  writes: BatchWrites,
  context: Pick<PlanContext, 'reference' | 'stockColumns'>,
  externalIds: ExternalIds | null,
): SQL {
  const products = writes.newProducts.map(({ slug, fields }) => ({
    slug,
    externalId: externalIds?.products.get(slug) ?? null,
    ...productValues(fields, context.reference),
  }));
  const summaries = summariesOfNewProducts(writes.newVariations, context.stockColumns.selling);
  const values = writes.newProducts.flatMap(({ slug, fields }) =>
    fields.propertyValueIds.map((id) => [slug, id] as const),
  );
  const photos = writes.newVariations.flatMap(({ sku, fields }) =>
    fields.photos.map((url, position) => [sku, position, url] as const),
  );
  const existingSlugs = [...new Set(writes.newVariations.map((v) => v.productSlug))];
  const units = writes.stock.filter((write) => write.variationId === null && write.after !== write.before);
  return sql`
    with new_products as (
      insert into products (id, slug, external_id, image_url, brand_id, category_id, title_ru, title_en, title_ky,
        published, is_recommended, search_text, price, compare_at_price, in_stock)
      select id, slug, external_id, '/media/products/' || id || '.svg', brand_id, category_id, title_ru, title_en,
        title_ky, published, is_recommended, search_text, price, compare_at_price, in_stock
      from (
        select nextval(pg_get_serial_sequence('products', 'id'))::int as id, t.*
        from unnest(${columnsOf(products, [
          [(p) => p.slug, 'text'],
          [(p) => p.externalId, 'text'],
          [(p) => p.brandId, 'int'],
          [(p) => p.categoryId, 'int'],
          [(p) => p.texts.title_ru, 'text'],
          [(p) => p.texts.title_en, 'text'],
          [(p) => p.texts.title_ky, 'text'],
          [(p) => p.published, 'bool'],
          [(p) => p.recommended, 'bool'],
          [(p) => p.searchText, 'text'],
          [(p) => summaries.get(p.slug)?.price ?? 0, 'int'],
          [(p) => summaries.get(p.slug)?.compareAtPrice ?? null, 'int'],
          [(p) => summaries.get(p.slug)?.inStock ?? false, 'bool'],
        ])}
        ) as t(slug, external_id, brand_id, category_id, title_ru, title_en, title_ky, published,
          is_recommended, search_text, price, compare_at_price, in_stock)
      ) numbered
      returning id, slug
    ),
    new_details as (
      insert into product_details (product_id, description_ru, description_en, description_ky,
        composition_ru, composition_en, composition_ky, usage_ru, usage_en, usage_ky)
      select p.id, t.description_ru, t.description_en, t.description_ky, t.composition_ru, t.composition_en,
        t.composition_ky, t.usage_ru, t.usage_en, t.usage_ky
      from unnest(${columnsOf(products, [
        [(p) => p.slug, 'text'],
        [(p) => p.texts.description_ru, 'text'],
        [(p) => p.texts.description_en, 'text'],
        [(p) => p.texts.description_ky, 'text'],
        [(p) => p.texts.composition_ru, 'text'],
        [(p) => p.texts.composition_en, 'text'],
        [(p) => p.texts.composition_ky, 'text'],
        [(p) => p.texts.usage_ru, 'text'],
        [(p) => p.texts.usage_en, 'text'],
        [(p) => p.texts.usage_ky, 'text'],
      ])}
      ) as t(slug, description_ru, description_en, description_ky, composition_ru, composition_en,
        composition_ky, usage_ru, usage_en, usage_ky)
      join new_products p using (slug)
    ),
    new_values as (
      insert into product_property_values (product_id, property_value_id)
      select p.id, t.value_id
      from unnest(${column(
        values.map(([slug]) => slug),
        'text',
      )}, ${column(
        values.map(([, id]) => id),
        'int',
      )}) as t(slug, value_id)
      join new_products p using (slug)
    ),
    product_ids as (
      select id, slug from new_products
      union all
      select id, slug from products where slug = any(${column(existingSlugs, 'text')})
    ),
    new_variations as (
      insert into variations (product_id, position, sku, external_id, stock, barcode, name_ru, name_en, name_ky,
        price, compare_at_price, color_hex, hidden)
      select p.id, t.position, t.sku, t.external_id, t.stock, t.barcode, t.name_ru, t.name_en, t.name_ky, t.price,
        t.compare_at_price, t.color_hex, t.hidden
      from unnest(
        ${column(
          writes.newVariations.map((v) => v.productSlug),
          'text',
        )}, ${column(
          writes.newVariations.map((v) => v.position),
          'int',
        )}, ${column(
          writes.newVariations.map((v) => externalIds?.variations.get(v.sku) ?? null),
          'text',
        )}, ${column(
          writes.newVariations.map((v) => sellingTotal(undefined, v.fields.stockAt, context.stockColumns.selling)),
          'int',
        )},
        ${variationColumns(
          writes.newVariations.map(({ sku, fields }) => ({ key: sku, fields })),
          'text',
        )}
      ) with ordinality as t(slug, position, external_id, stock, sku, barcode, name_ru, name_en, name_ky, price,
        compare_at_price, color_hex, hidden, ordinal)
      join product_ids p using (slug)
      order by t.ordinal
      returning id, sku
    ),
    new_photo_urls as (
      insert into variation_photo_urls (variation_id, position, url)
      select v.id, t.position, t.url
      from unnest(${column(
        photos.map(([sku]) => sku),
        'text',
      )}, ${column(
        photos.map(([, position]) => position),
        'int',
      )}, ${column(
        photos.map(([, , url]) => url),
        'text',
      )}) as t(sku, position, url)
      join new_variations v using (sku)
    ),
    new_units as (
      insert into location_stock (variation_id, location_id, stock)
      select v.id, t.location_id, t.stock
      from unnest(${columnsOf(units, [
        [(write) => write.sku, 'text'],
        [(write) => write.locationId, 'int'],
        [(write) => write.after, 'int'],
      ])}) as t(sku, location_id, stock)
      join new_variations v using (sku)
    )
    select id, sku from new_variations`;
}

/**
 * The variation columns the import writes, as unnest arguments after a key column (the SKU of a
 * new variation, the id of an existing one): key, barcode, names, price, compare-at price, colour,
 * hidden. Never stock: a new variation's goes in beside its units (insertNew), an existing one's
 * is inventory's to write per location.
 */
function variationColumns(rows: Array<{ key: string | number; fields: VariationFields }>, keyType: string): SQL {
  const of = (pick: (fields: VariationFields) => unknown, type: string) =>
    column(
      rows.map(({ fields }) => pick(fields)),
      type,
    );
  return sql.join(
    [
      column(
        rows.map(({ key }) => key),
        keyType,
      ),
      of((f) => f.barcode, 'text'),
      of((f) => f.names[0], 'text'),
      of((f) => f.names[1], 'text'),
      of((f) => f.names[2], 'text'),
      of((f) => f.price, 'int'),
      of((f) => f.compareAtPrice, 'int'),
      of((f) => f.colorHex, 'text'),
      of((f) => f.hidden, 'bool'),
    ],
    sql`, `,
  );
}

/**
 * What the summary triggers (migrations 0028, 0031) compute for the batch's new products: the
 * first visible variation's price and compare-at price (the first one when all are hidden; new
 * variations are numbered from 0 in file order), and whether a visible variation has units at a
 * selling location. Written with the product, it leaves the triggers nothing to rewrite when its
 * variations and their units follow: rewriting a product is a new row version in each of its
 * indexes (the search text's trigram index among them), once a third of an import's time.
 */
function summariesOfNewProducts(newVariations: BatchWrites['newVariations'], selling: Set<number>) {
  const summaries = new Map<
    string,
    { price: number; compareAtPrice: number | null; fromVisible: boolean; inStock: boolean }
  >();
  for (const { productSlug, fields } of newVariations) {
    const summary = summaries.get(productSlug);
    const visible = !fields.hidden;
    const inStock = (summary?.inStock ?? false) || (visible && sellingTotal(undefined, fields.stockAt, selling) > 0);
    if (!summary || (visible && !summary.fromVisible))
      summaries.set(productSlug, {
        price: fields.price,
        compareAtPrice: fields.compareAtPrice,
        fromVisible: visible,
        inStock,
      });
    else summary.inStock = inStock;
  }
  return summaries;
}

/** Existing products of a batch, with their details, in one statement; facet values where they changed. */
async function writeChangedProducts(tx: Tx, changed: BatchWrites['changedProducts'], reference: Reference) {
  if (changed.length === 0) return;
  const rows = changed.map(({ id, fields }) => ({ id, ...productValues(fields, reference) }));
  const texts = (...names: Array<keyof ProductFields['texts']>) =>
    names.map((name): [(row: (typeof rows)[number]) => unknown, string] => [(row) => row.texts[name], 'text']);
  await tx.execute(sql`
    with changed_products as (
      update products p set brand_id = t.brand_id, category_id = t.category_id, title_ru = t.title_ru,
        title_en = t.title_en, title_ky = t.title_ky, published = t.published, is_recommended = t.is_recommended,
        search_text = t.search_text, updated_at = now()
      from unnest(${columnsOf(rows, [
        [(row) => row.id, 'int'],
        [(row) => row.brandId, 'int'],
        [(row) => row.categoryId, 'int'],
        ...texts('title_ru', 'title_en', 'title_ky'),
        [(row) => row.published, 'bool'],
        [(row) => row.recommended, 'bool'],
        [(row) => row.searchText, 'text'],
      ])}) as t(id, brand_id, category_id, title_ru, title_en, title_ky, published, is_recommended, search_text)
      where p.id = t.id
    )
    update product_details d set description_ru = t.description_ru, description_en = t.description_en,
      description_ky = t.description_ky, composition_ru = t.composition_ru, composition_en = t.composition_en,
      composition_ky = t.composition_ky, usage_ru = t.usage_ru, usage_en = t.usage_en, usage_ky = t.usage_ky,
      updated_at = now()
    from unnest(${columnsOf(rows, [
      [(row) => row.id, 'int'],
      ...texts('description_ru', 'description_en', 'description_ky'),
      ...texts('composition_ru', 'composition_en', 'composition_ky'),
      ...texts('usage_ru', 'usage_en', 'usage_ky'),
    ])}) as t(id, description_ru, description_en, description_ky, composition_ru, composition_en, composition_ky,
      usage_ru, usage_en, usage_ky)
    where d.product_id = t.id`);
  const newValues = changed.filter((product) => product.propertiesChanged);
  if (newValues.length === 0) return;
  const values = newValues.flatMap(({ id, fields }) => fields.propertyValueIds.map((valueId) => [id, valueId]));
  await tx.execute(
    sql`delete from product_property_values where product_id = any(${column(
      newValues.map(({ id }) => id),
      'int',
    )})`,
  );
  await tx.execute(sql`
    insert into product_property_values (product_id, property_value_id)
    select * from unnest(${column(
      values.map(([id]) => id),
      'int',
    )}, ${column(
      values.map(([, valueId]) => valueId),
      'int',
    )})`);
}

/** Existing variations of a batch in one statement, with their photo URLs where those changed. */
async function writeChangedVariations(tx: Tx, changed: BatchWrites['changedVariations']) {
  if (changed.length === 0) return;
  await tx.execute(sql`
    update variations v set barcode = t.barcode, name_ru = t.name_ru, name_en = t.name_en, name_ky = t.name_ky,
      price = t.price, compare_at_price = t.compare_at_price, color_hex = t.color_hex,
      hidden = t.hidden, updated_at = now()
    from unnest(${variationColumns(
      changed.map(({ id, fields }) => ({ key: id, fields })),
      'int',
    )}) as t(id, barcode, name_ru, name_en, name_ky, price, compare_at_price, color_hex, hidden)
    where v.id = t.id`);
  const newPhotos = changed.filter((variation) => variation.photosChanged);
  if (newPhotos.length === 0) return;
  const photos = newPhotos.flatMap(({ id, fields }) => fields.photos.map((url, position) => [id, position, url]));
  await tx.execute(
    sql`delete from variation_photo_urls where variation_id = any(${column(
      newPhotos.map(({ id }) => id),
      'int',
    )})`,
  );
  await tx.execute(sql`
    insert into variation_photo_urls (variation_id, position, url)
    select * from unnest(${column(
      photos.map(([id]) => id),
      'int',
    )}, ${column(
      photos.map(([, position]) => position),
      'int',
    )}, ${column(
      photos.map(([, , url]) => url),
      'text',
    )})`);
}

/** A product's columns as the import writes them, its search text built from the reference names. */
function productValues(fields: ProductFields, reference: Reference) {
  const brand = reference.brandsById.get(fields.brandId)!;
  const category = reference.categoriesById.get(fields.categoryId)!;
  const { texts } = fields;
  return {
    brandId: fields.brandId,
    categoryId: fields.categoryId,
    texts,
    published: fields.published,
    recommended: fields.recommended,
    searchText: buildSearchText({
      titles: [texts.title_ru, texts.title_en, texts.title_ky],
      brand: brand.name,
      categories: category.names,
    }),
  };
}
