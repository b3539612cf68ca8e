import { and, asc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client.js';
import {
  brands,
  catalogImports,
  categories,
  locationStock,
  locations,
  productDetails,
  productPropertyValues,
  products,
  properties,
  propertyValues,
  users,
  variationPhotoUrls,
  variations,
} from '../../db/schema/index.js';
import type { ProductTextColumn } from './import-format.js';

/** Brands, leaf categories and filter properties by slug: small tables, read once per run. */
export interface Reference {
  brands: Map<string, { id: number; name: string; slug: string }>;
  categories: Map<string, { id: number; slug: string; names: [string, string, string]; leaf: boolean }>;
  /** property slug → value slug → value id */
  properties: Map<string, Map<string, number>>;
  brandsById: Map<number, { id: number; name: string; slug: string }>;
  categoriesById: Map<number, { id: number; slug: string; names: [string, string, string]; leaf: boolean }>;
  /** value id → [property slug, value slug] */
  valuesById: Map<number, [string, string]>;
}

export async function loadReference(db: DbOrTx): Promise<Reference> {
  const brandRows = await db.select({ id: brands.id, slug: brands.slug, name: brands.name }).from(brands);
  const categoryRows = await db
    .select({
      id: categories.id,
      slug: categories.slug,
      parentId: categories.parentId,
      ru: categories.nameRu,
      en: categories.nameEn,
      ky: categories.nameKy,
    })
    .from(categories);
  const valueRows = await db
    .select({ id: propertyValues.id, value: propertyValues.slug, property: properties.slug })
    .from(propertyValues)
    .innerJoin(properties, eq(properties.id, propertyValues.propertyId));
  const categoryList = categoryRows.map((row) => ({
    id: row.id,
    slug: row.slug,
    names: [row.ru, row.en, row.ky] as [string, string, string],
    leaf: row.parentId !== null,
  }));
  const propertyMap = new Map<string, Map<string, number>>();
  for (const row of valueRows) {
    if (!propertyMap.has(row.property)) propertyMap.set(row.property, new Map());
    propertyMap.get(row.property)!.set(row.value, row.id);
  }
  return {
    brands: new Map(brandRows.map((row) => [row.slug, row])),
    brandsById: new Map(brandRows.map((row) => [row.id, row])),
    categories: new Map(categoryList.map((row) => [row.slug, row])),
    categoriesById: new Map(categoryList.map((row) => [row.id, row])),
    properties: propertyMap,
    valuesById: new Map(valueRows.map((row) => [row.id, [row.property, row.value]])),
  };
}

export interface ProductState {
  id: number;
  slug: string;
  brandId: number;
  categoryId: number;
  texts: Record<ProductTextColumn, string>;
  published: boolean;
  recommended: boolean;
  /** Sorted. */
  propertyValueIds: number[];
}

export interface VariationState {
  id: number;
  productId: number;
  sku: string;
  barcode: string | null;
  names: [string, string, string];
  price: number;
  compareAtPrice: number | null;
  cost: number | null;
  /** Free units over the locations that sell (`variations.stock`, migration 0036). */
  stock: number;
  /** Free units at each location that has a row (location id → units). */
  stockAt: Record<number, number>;
  colorHex: string | null;
  hidden: boolean;
  position: number;
  photos: string[];
}

/** A location as the import's stock columns see it. */
export interface StockLocation {
  id: number;
  code: string;
  /** Its free units count in `variations.stock` (migration 0036's rule: active and a pickup point or shipping). */
  sells: boolean;
  active: boolean;
  isDefault: boolean;
}

/** Every location, in the shop's order: the import's `stock_<code>` columns and the export's. */
export async function stockLocations(db: DbOrTx): Promise<StockLocation[]> {
  return db
    .select({
      id: locations.id,
      code: locations.code,
      sells: sql<boolean>`${locations.active} and (${locations.isPickupPoint} or ${locations.shipsCourier})`,
      active: locations.active,
      isDefault: locations.isDefault,
    })
    .from(locations)
    .orderBy(asc(locations.position), asc(locations.id));
}

/** Inactive locations that still hold free units of some variation: the export keeps their columns. */
export async function inactiveLocationsHoldingUnits(db: DbOrTx): Promise<Set<number>> {
  const rows = await db
    .selectDistinct({ id: locationStock.locationId })
    .from(locationStock)
    .innerJoin(locations, eq(locations.id, locationStock.locationId))
    .where(and(sql`not ${locations.active}`, gt(locationStock.stock, 0)));
  return new Set(rows.map((row) => row.id));
}

/** Free units per location of the variations, in one query: variation id → location id → units. */
async function stockAtOf(db: DbOrTx, variationIds: number[]): Promise<Map<number, Record<number, number>>> {
  const byVariation = new Map<number, Record<number, number>>();
  if (variationIds.length === 0) return byVariation;
  const rows = await db
    .select({
      variationId: locationStock.variationId,
      locationId: locationStock.locationId,
      stock: locationStock.stock,
    })
    .from(locationStock)
    .where(sql`${locationStock.variationId} = any(${sql.param(variationIds)}::int[])`)
    .orderBy(asc(locationStock.variationId), asc(locationStock.locationId));
  for (const row of rows) {
    const units = byVariation.get(row.variationId) ?? {};
    units[row.locationId] = row.stock;
    byVariation.set(row.variationId, units);
  }
  return byVariation;
}

export interface Existing {
  productsBySlug: Map<string, ProductState>;
  variationsBySku: Map<string, VariationState>;
  /** barcode → the SKU that has it */
  barcodeOwners: Map<string, string>;
  /** product id → the next free variation position */
  nextPosition: Map<number, number>;
  /** product id → slug, for every product a SKU of the batch belongs to */
  slugOfProduct: Map<number, string>;
}

const productTextFields = {
  title_ru: products.titleRu,
  title_en: products.titleEn,
  title_ky: products.titleKy,
  description_ru: productDetails.descriptionRu,
  description_en: productDetails.descriptionEn,
  description_ky: productDetails.descriptionKy,
  composition_ru: productDetails.compositionRu,
  composition_en: productDetails.compositionEn,
  composition_ky: productDetails.compositionKy,
  usage_ru: productDetails.usageRu,
  usage_en: productDetails.usageEn,
  usage_ky: productDetails.usageKy,
} as const;

/**
 * What the catalogue holds for a batch's product keys, SKUs and barcodes, in one statement whose
 * answer is JSON (one parse instead of a row object per value). With `lock` (the real run) the
 * product and variation rows are locked until the batch's transaction ends, so what was compared
 * is what is written over.
 */
export async function loadExisting(
  tx: DbOrTx,
  keys: { slugs: string[]; skus: string[]; barcodes: string[] },
  lock: boolean,
): Promise<Existing> {
  const forUpdate = lock ? sql`for update` : sql``;
  const result = await tx.execute(sql`
    with batch_variations as (
      select id, product_id, sku, barcode, name_ru, name_en, name_ky, price, compare_at_price, cost, stock, color_hex,
        hidden, position
      from variations where sku = any(${sql.param(keys.skus)}::text[]) order by id ${forUpdate}
    ),
    batch_products as (
      select id from products where slug = any(${sql.param(keys.slugs)}::text[]) order by id ${forUpdate}
    ),
    product_ids as (select product_id as id from batch_variations union select id from batch_products)
    select
      (select coalesce(json_agg(json_build_array(v.id, v.product_id, v.sku, v.barcode, v.name_ru, v.name_en,
          v.name_ky, v.price, v.compare_at_price, v.cost, v.stock, v.color_hex, v.hidden, v.position,
          (select coalesce(json_agg(u.url order by u.position), '[]') from variation_photo_urls u
           where u.variation_id = v.id)) order by v.id), '[]')
       from batch_variations v) as variations,
      (select coalesce(json_agg(json_build_array(p.id, p.slug, p.brand_id, p.category_id, p.published,
          p.is_recommended, p.title_ru, p.title_en, p.title_ky, d.description_ru, d.description_en,
          d.description_ky, d.composition_ru, d.composition_en, d.composition_ky, d.usage_ru, d.usage_en,
          d.usage_ky,
          (select coalesce(json_agg(pv.property_value_id order by pv.property_value_id), '[]')
           from product_property_values pv where pv.product_id = p.id),
          (select max(position) + 1 from variations pos where pos.product_id = p.id))), '[]')
       from products p join product_details d on d.product_id = p.id
       where p.id in (select id from product_ids)) as products,
      (select coalesce(json_agg(json_build_array(barcode, sku)), '[]') from variations
       where barcode = any(${sql.param(keys.barcodes)}::text[])) as barcodes`);
  const [row] = (result as unknown as { rows: ExistingRows[] }).rows;
  // Read in a statement of its own, after the one that locked the variations: a statement's
  // snapshot is taken before it waits for a lock, and location units change under that lock
  // (inventory's rule), so only a later statement sees them as they are now.
  const stockAt = await stockAtOf(
    tx,
    row!.variations.map(([id]) => id),
  );
  return existingOf(row!, stockAt);
}

type VariationRow = [
  id: number,
  productId: number,
  sku: string,
  barcode: string | null,
  nameRu: string,
  nameEn: string,
  nameKy: string,
  price: number,
  compareAtPrice: number | null,
  cost: number | null,
  stock: number,
  colorHex: string | null,
  hidden: boolean,
  position: number,
  photos: string[],
];
interface ExistingRows {
  variations: VariationRow[];
  /** id, slug, brand, category, published, recommended, the texts in `productTextFields` order, value ids, next position */
  products: unknown[][];
  barcodes: Array<[string, string]>;
}

const textColumns = Object.keys(productTextFields) as ProductTextColumn[];

function existingOf(rows: ExistingRows, stockAt: Map<number, Record<number, number>>): Existing {
  const productsBySlug = new Map<string, ProductState>();
  const slugOfProduct = new Map<number, string>();
  const nextPosition = new Map<number, number>();
  for (const row of rows.products) {
    const [id, slug, brandId, categoryId, published, recommended] = row as [
      number,
      string,
      number,
      number,
      boolean,
      boolean,
    ];
    const rest = row.slice(6);
    const texts = Object.fromEntries(textColumns.map((column, index) => [column, rest[index]])) as Record<
      ProductTextColumn,
      string
    >;
    const next = rest[textColumns.length + 1] as number | null;
    slugOfProduct.set(id, slug);
    if (next !== null) nextPosition.set(id, next);
    productsBySlug.set(slug, {
      id,
      slug,
      brandId,
      categoryId,
      published,
      recommended,
      texts,
      propertyValueIds: rest[textColumns.length] as number[],
    });
  }
  const variationsBySku = new Map<string, VariationState>();
  for (const [
    id,
    productId,
    sku,
    barcode,
    nameRu,
    nameEn,
    nameKy,
    price,
    compareAtPrice,
    cost,
    stock,
    colorHex,
    hidden,
    position,
    photos,
  ] of rows.variations)
    variationsBySku.set(sku, {
      id,
      productId,
      sku,
      barcode,
      names: [nameRu, nameEn, nameKy],
      price,
      compareAtPrice,
      cost,
      stock,
      stockAt: stockAt.get(id) ?? {},
      colorHex,
      hidden,
      position,
      photos,
    });
  return { productsBySlug, slugOfProduct, variationsBySku, barcodeOwners: new Map(rows.barcodes), nextPosition };
}

/** Every product with its details, `afterId` onwards, for the export. */
export async function exportPage(db: Db, afterId: number, limit: number) {
  const productRows = await db
    .select({
      id: products.id,
      slug: products.slug,
      brandId: products.brandId,
      categoryId: products.categoryId,
      published: products.published,
      recommended: products.isRecommended,
      ...productTextFields,
    })
    .from(products)
    .innerJoin(productDetails, eq(productDetails.productId, products.id))
    .where(gt(products.id, afterId))
    .orderBy(asc(products.id))
    .limit(limit);
  const ids = productRows.map((row) => row.id);
  if (ids.length === 0)
    return {
      productRows,
      variationRows: [],
      valueRows: [],
      photoRows: [],
      stockAt: new Map<number, Record<number, number>>(),
    };
  const variationRows = await db
    .select()
    .from(variations)
    .where(inArray(variations.productId, ids))
    .orderBy(asc(variations.productId), asc(variations.position));
  const valueRows = await db.select().from(productPropertyValues).where(inArray(productPropertyValues.productId, ids));
  const photoRows = await db
    .select({ variationId: variationPhotoUrls.variationId, url: variationPhotoUrls.url })
    .from(variationPhotoUrls)
    .innerJoin(variations, eq(variations.id, variationPhotoUrls.variationId))
    .where(inArray(variations.productId, ids))
    .orderBy(asc(variationPhotoUrls.variationId), asc(variationPhotoUrls.position));
  const stockAt = await stockAtOf(
    db,
    variationRows.map((row) => row.id),
  );
  return { productRows, variationRows, valueRows, photoRows, stockAt };
}

/** The role of the employee who uploaded or started an import: whether they may write costs. */
export async function roleOfUser(db: DbOrTx, userId: number): Promise<string | undefined> {
  const [row] = await db.select({ role: users.role }).from(users).where(eq(users.id, userId));
  return row?.role;
}

export type ImportRow = typeof catalogImports.$inferSelect;

export async function findImport(db: DbOrTx, id: number): Promise<ImportRow | undefined> {
  const [row] = await db.select().from(catalogImports).where(eq(catalogImports.id, id));
  return row;
}

export async function lockImport(tx: Tx, id: number): Promise<ImportRow | undefined> {
  const [row] = await tx.select().from(catalogImports).where(eq(catalogImports.id, id)).for('update');
  return row;
}

export async function updateImport(db: DbOrTx, id: number, values: Partial<typeof catalogImports.$inferInsert>) {
  await db
    .update(catalogImports)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(catalogImports.id, id));
}

export { productTextFields };

/**
 * Imports whose files are due for removal: ended (or checked and left) more than `days` ago, files
 * not removed yet. A checked import that is being started meanwhile is skipped by the caller's lock.
 */
export function listImportsToClear(db: DbOrTx, days: number) {
  return db
    .select({ id: catalogImports.id })
    .from(catalogImports)
    .where(
      and(
        isNull(catalogImports.filesRemovedAt),
        inArray(catalogImports.status, ['done', 'stale', 'failed', 'invalid', 'checked']),
        lt(
          sql`coalesce(${catalogImports.finishedAt}, ${catalogImports.updatedAt})`,
          sql`now() - ${days} * interval '1 day'`,
        ),
      ),
    );
}
