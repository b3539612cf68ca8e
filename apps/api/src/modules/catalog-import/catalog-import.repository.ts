import { and, asc, eq, gt, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client.js';
import {
  brands,
  catalogImports,
  categories,
  productDetails,
  productPropertyValues,
  products,
  properties,
  propertyValues,
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
  stock: number;
  colorHex: string | null;
  position: number;
  photos: string[];
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
 * What the catalogue holds for a batch's product keys, SKUs and barcodes. With `lock` (the real
 * run) the product and variation rows are locked until the batch's transaction ends, so what was
 * compared is what is written over.
 */
export async function loadExisting(
  tx: DbOrTx,
  keys: { slugs: string[]; skus: string[]; barcodes: string[] },
  lock: boolean,
): Promise<Existing> {
  const variationQuery = tx
    .select()
    .from(variations)
    .where(keys.skus.length > 0 ? inArray(variations.sku, keys.skus) : sql`false`)
    .orderBy(asc(variations.id));
  const variationRows = lock ? await variationQuery.for('update') : await variationQuery;
  const productIdsOfSkus = [...new Set(variationRows.map((row) => row.productId))];
  const productQuery = tx
    .select({ id: products.id, slug: products.slug })
    .from(products)
    .where(inArray(products.slug, keys.slugs.length > 0 ? keys.slugs : ['']))
    .orderBy(asc(products.id));
  const productIdRows = lock ? await productQuery.for('update') : await productQuery;
  const productIds = [...new Set([...productIdRows.map((row) => row.id), ...productIdsOfSkus])];
  const productRows =
    productIds.length === 0
      ? []
      : await tx
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
          .where(inArray(products.id, productIds));
  const valueRows =
    productIds.length === 0
      ? []
      : await tx.select().from(productPropertyValues).where(inArray(productPropertyValues.productId, productIds));
  const positionRows =
    productIds.length === 0
      ? []
      : await tx
          .select({
            productId: variations.productId,
            next: sql<number>`max(${variations.position}) + 1`.mapWith(Number),
          })
          .from(variations)
          .where(inArray(variations.productId, productIds))
          .groupBy(variations.productId);
  const photoRows =
    variationRows.length === 0
      ? []
      : await tx
          .select()
          .from(variationPhotoUrls)
          .where(
            inArray(
              variationPhotoUrls.variationId,
              variationRows.map((row) => row.id),
            ),
          )
          .orderBy(asc(variationPhotoUrls.variationId), asc(variationPhotoUrls.position));
  const barcodeRows =
    keys.barcodes.length === 0
      ? []
      : await tx
          .select({ barcode: variations.barcode, sku: variations.sku })
          .from(variations)
          .where(and(isNotNull(variations.barcode), inArray(variations.barcode, keys.barcodes)));

  const valuesOf = new Map<number, number[]>();
  for (const row of valueRows) {
    if (!valuesOf.has(row.productId)) valuesOf.set(row.productId, []);
    valuesOf.get(row.productId)!.push(row.propertyValueId);
  }
  const photosOf = new Map<number, string[]>();
  for (const row of photoRows) {
    if (!photosOf.has(row.variationId)) photosOf.set(row.variationId, []);
    photosOf.get(row.variationId)!.push(row.url);
  }
  const productsBySlug = new Map<string, ProductState>();
  const slugOfProduct = new Map<number, string>();
  for (const row of productRows) {
    slugOfProduct.set(row.id, row.slug);
    productsBySlug.set(row.slug, {
      id: row.id,
      slug: row.slug,
      brandId: row.brandId,
      categoryId: row.categoryId,
      published: row.published,
      recommended: row.recommended,
      texts: Object.fromEntries(
        Object.keys(productTextFields).map((key) => [key, row[key as ProductTextColumn]]),
      ) as Record<ProductTextColumn, string>,
      propertyValueIds: (valuesOf.get(row.id) ?? []).sort((a, b) => a - b),
    });
  }
  return {
    productsBySlug,
    slugOfProduct,
    variationsBySku: new Map(
      variationRows.map((row) => [
        row.sku,
        {
          id: row.id,
          productId: row.productId,
          sku: row.sku,
          barcode: row.barcode,
          names: [row.nameRu, row.nameEn, row.nameKy],
          price: row.price,
          compareAtPrice: row.compareAtPrice,
          stock: row.stock,
          colorHex: row.colorHex,
          position: row.position,
          photos: photosOf.get(row.id) ?? [],
        },
      ]),
    ),
    barcodeOwners: new Map(barcodeRows.map((row) => [row.barcode!, row.sku])),
    nextPosition: new Map(positionRows.map((row) => [row.productId, row.next])),
  };
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
  if (ids.length === 0) return { productRows, variationRows: [], valueRows: [], photoRows: [] };
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
  return { productRows, variationRows, valueRows, photoRows };
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
