import { inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import {
  productDetails,
  productPropertyValues,
  products,
  variationPhotoUrls,
  variations,
} from '../../db/schema/index.js';
import { updateRows } from '../../db/update-rows.js';
import { buildSearchText } from '../catalog/search-text.js';
import type { Reference } from './catalog-import.repository.js';
import type { BatchWrites, ProductFields, VariationFields } from './import-plan.js';

/** A stock change the import made, for the stock history. */
export interface StockChange {
  variationId: number;
  before: number;
  after: number;
  isNew: boolean;
}

/**
 * Writes a planned batch inside the caller's transaction: products with their search text and
 * facet values (the catalogue freshness rule: both change with the product), details, variations
 * and photo URLs. Returns the stock changes it made.
 */
export async function applyWrites(tx: Tx, writes: BatchWrites, reference: Reference): Promise<StockChange[]> {
  const productIds = new Map<string, number>();
  if (writes.newProducts.length > 0) {
    const ids = await newProductIds(tx, writes.newProducts.length);
    for (const [index, { slug }] of writes.newProducts.entries()) productIds.set(slug, ids[index]!);
    const summaries = summariesOfNewProducts(writes.newVariations);
    await tx.insert(products).values(
      writes.newProducts.map(({ slug, fields }) => ({
        id: productIds.get(slug)!,
        slug,
        // The generated picture stands in until the product has photos (same URL as the seed's).
        imageUrl: `/media/products/${productIds.get(slug)!}.svg`,
        ...productColumns(fields, reference),
        ...summaries.get(slug),
      })),
    );
    await tx
      .insert(productDetails)
      .values(
        writes.newProducts.map(({ slug, fields }) => ({ productId: productIds.get(slug)!, ...detailColumns(fields) })),
      );
    const values = writes.newProducts.flatMap(({ slug, fields }) =>
      fields.propertyValueIds.map((propertyValueId) => ({ productId: productIds.get(slug)!, propertyValueId })),
    );
    if (values.length > 0) await tx.insert(productPropertyValues).values(values);
  }
  await writeChangedProducts(tx, writes.changedProducts, reference);
  const stockChanges: StockChange[] = [];
  if (writes.newVariations.length > 0) {
    const missing = writes.newVariations.map((v) => v.productSlug).filter((slug) => !productIds.has(slug));
    if (missing.length > 0) {
      const rows = await tx
        .select({ id: products.id, slug: products.slug })
        .from(products)
        .where(inArray(products.slug, [...new Set(missing)]));
      for (const row of rows) productIds.set(row.slug, row.id);
    }
    const inserted = await tx
      .insert(variations)
      .values(
        writes.newVariations.map(({ productSlug, position, sku, fields }) => ({
          productId: productIds.get(productSlug)!,
          position,
          sku,
          ...variationColumns(fields),
        })),
      )
      .returning({ id: variations.id, sku: variations.sku, stock: variations.stock });
    const photos = writes.newVariations.flatMap(({ fields }, index) =>
      fields.photos.map((url, position) => ({ variationId: inserted[index]!.id, position, url })),
    );
    if (photos.length > 0) await tx.insert(variationPhotoUrls).values(photos);
    for (const row of inserted)
      if (row.stock > 0) stockChanges.push({ variationId: row.id, before: 0, after: row.stock, isNew: true });
  }
  await writeChangedVariations(tx, writes.changedVariations);
  for (const { id, fields, stockBefore } of writes.changedVariations)
    if (fields.stock !== stockBefore)
      stockChanges.push({ variationId: id, before: stockBefore, after: fields.stock, isNew: false });
  return stockChanges;
}

/** Ids for new products taken from their sequence up front, so each row is written once, whole. */
async function newProductIds(tx: Tx, count: number): Promise<number[]> {
  const rows = await tx
    .select({ id: sql<number>`nextval(pg_get_serial_sequence('products', 'id'))::int` })
    .from(sql`generate_series(1, ${count}::int)`);
  return rows.map((row) => row.id);
}

/**
 * What the summary triggers (migration 0027) would compute for the batch's new products: the
 * first variation's price and compare-at price (new variations are numbered from 0 in file
 * order) and whether any has stock. Written with the product, it leaves the triggers nothing to
 * rewrite when the variations follow.
 */
function summariesOfNewProducts(newVariations: BatchWrites['newVariations']) {
  const summaries = new Map<string, { price: number; compareAtPrice: number | null; inStock: boolean }>();
  for (const { productSlug, position, fields } of newVariations) {
    const summary = summaries.get(productSlug);
    if (!summary && position === 0)
      summaries.set(productSlug, {
        price: fields.price,
        compareAtPrice: fields.compareAtPrice,
        inStock: fields.stock > 0,
      });
    else if (summary && fields.stock > 0) summary.inStock = true;
  }
  return summaries;
}

/** Existing products of a batch: one statement per table, however many products changed. */
async function writeChangedProducts(tx: Tx, changed: BatchWrites['changedProducts'], reference: Reference) {
  await updateRows(
    tx,
    products,
    'id',
    changed.map(({ id, fields }) => ({ id, ...productColumns(fields, reference) })),
    { updatedAt: true },
  );
  await updateRows(
    tx,
    productDetails,
    'productId',
    changed.map(({ id, fields }) => ({ productId: id, ...detailColumns(fields) })),
    { updatedAt: true },
  );
  const newValues = changed.filter((product) => product.propertiesChanged);
  if (newValues.length === 0) return;
  await tx.delete(productPropertyValues).where(
    inArray(
      productPropertyValues.productId,
      newValues.map(({ id }) => id),
    ),
  );
  const values = newValues.flatMap(({ id, fields }) =>
    fields.propertyValueIds.map((propertyValueId) => ({ productId: id, propertyValueId })),
  );
  if (values.length > 0) await tx.insert(productPropertyValues).values(values);
}

/** Existing variations of a batch, with their photo URLs where those changed. */
async function writeChangedVariations(tx: Tx, changed: BatchWrites['changedVariations']) {
  await updateRows(
    tx,
    variations,
    'id',
    changed.map(({ id, fields }) => ({ id, ...variationColumns(fields) })),
    { updatedAt: true },
  );
  const newPhotos = changed.filter((variation) => variation.photosChanged);
  if (newPhotos.length === 0) return;
  await tx.delete(variationPhotoUrls).where(
    inArray(
      variationPhotoUrls.variationId,
      newPhotos.map(({ id }) => id),
    ),
  );
  const photos = newPhotos.flatMap(({ id, fields }) =>
    fields.photos.map((url, position) => ({ variationId: id, position, url })),
  );
  if (photos.length > 0) await tx.insert(variationPhotoUrls).values(photos);
}

function productColumns(fields: ProductFields, reference: Reference) {
  const brand = reference.brandsById.get(fields.brandId)!;
  const category = reference.categoriesById.get(fields.categoryId)!;
  const { texts } = fields;
  return {
    brandId: fields.brandId,
    categoryId: fields.categoryId,
    titleRu: texts.title_ru,
    titleEn: texts.title_en,
    titleKy: texts.title_ky,
    published: fields.published,
    isRecommended: fields.recommended,
    searchText: buildSearchText({
      titles: [texts.title_ru, texts.title_en, texts.title_ky],
      brand: brand.name,
      categories: category.names,
    }),
  };
}

function detailColumns({ texts }: ProductFields) {
  return {
    descriptionRu: texts.description_ru,
    descriptionEn: texts.description_en,
    descriptionKy: texts.description_ky,
    compositionRu: texts.composition_ru,
    compositionEn: texts.composition_en,
    compositionKy: texts.composition_ky,
    usageRu: texts.usage_ru,
    usageEn: texts.usage_en,
    usageKy: texts.usage_ky,
  };
}

function variationColumns(fields: VariationFields) {
  return {
    barcode: fields.barcode,
    nameRu: fields.names[0],
    nameEn: fields.names[1],
    nameKy: fields.names[2],
    price: fields.price,
    compareAtPrice: fields.compareAtPrice,
    stock: fields.stock,
    colorHex: fields.colorHex,
  };
}
