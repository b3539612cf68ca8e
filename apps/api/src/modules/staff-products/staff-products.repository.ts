import type { StaffProductListFilters, TranslatedLanguage } from '@aruu/contract/staff-products';
import { and, asc, count, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.js';
import { outer } from '../../db/outer-column.js';
import {
  brands,
  categories,
  orderItems,
  productDetails,
  productImages,
  productPropertyValues,
  products,
  properties,
  propertyValues,
  variations,
} from '../../db/schema/index.js';
import { normalizeForSearch } from '../catalog/search-text.js';

/** The texts a shopper reads; an empty one in a language shows the Russian text there. */
const textColumns = {
  en: [products.titleEn, productDetails.descriptionEn, productDetails.compositionEn, productDetails.usageEn],
  ky: [products.titleKy, productDetails.descriptionKy, productDetails.compositionKy, productDetails.usageKy],
} satisfies Record<TranslatedLanguage, unknown[]>;

const variationNames = { en: 'name_en', ky: 'name_ky' } satisfies Record<TranslatedLanguage, string>;

/** Some text of the product, or some variation's name, is empty in `lang`. */
const missingIn = (lang: TranslatedLanguage) =>
  sql.join(
    [
      ...textColumns[lang].map((column) => sql`${column} = ''`),
      sql`exists (select 1 from ${variations} v where v.product_id = ${outer(products.id)} and v.${sql.identifier(variationNames[lang])} = '')`,
    ],
    sql` or `,
  );

const missingLanguages = sql<TranslatedLanguage[]>`array_remove(array[
  case when ${missingIn('en')} then 'en' end,
  case when ${missingIn('ky')} then 'ky' end], null)`;

/** A SKU or barcode typed whole or by its start, or words of a title in any language. */
function matchesQuery(q: string): SQL {
  const code = q.toLowerCase();
  const byCode = sql`exists (select 1 from ${variations} v where v.product_id = ${outer(products.id)}
    and (lower(v.sku) like ${`${code}%`} or v.barcode like ${`${code}%`}))`;
  const words = normalizeForSearch(q);
  return words ? sql`(${byCode} or ${products.searchText} like ${`%${words}%`})` : byCode;
}

function listConditions(filters: StaffProductListFilters, categoryIds: number[] | undefined): SQL | undefined {
  const flag = (value: 'true' | 'false' | undefined, condition: SQL) =>
    value === undefined ? undefined : value === 'true' ? condition : sql`not (${condition})`;
  return and(
    filters.q ? matchesQuery(filters.q) : undefined,
    filters.brand === undefined ? undefined : eq(products.brandId, filters.brand),
    categoryIds === undefined ? undefined : inArray(products.categoryId, categoryIds.length ? categoryIds : [-1]),
    flag(filters.published, sql`${products.published}`),
    flag(filters.in_stock, sql`${products.inStock}`),
    filters.missing_translation ? sql`(${missingIn(filters.missing_translation)})` : undefined,
    flag(
      filters.no_photo,
      sql`not exists (select 1 from ${productImages} pi where pi.product_id = ${outer(products.id)})`,
    ),
  );
}

const listSorts: Record<StaffProductListFilters['sort'], SQL[]> = {
  updated_desc: [desc(products.updatedAt), desc(products.id)],
  title: [asc(products.titleRu), asc(products.id)],
  price_asc: [asc(products.price), asc(products.id)],
  price_desc: [desc(products.price), desc(products.id)],
  stock_asc: [sql`stock asc`, asc(products.id)],
  newest: [desc(products.createdAt), desc(products.id)],
};

export async function listProducts(db: DbOrTx, filters: StaffProductListFilters, categoryIds: number[] | undefined) {
  const where = listConditions(filters, categoryIds);
  const stock = sql<number>`(select coalesce(sum(v.stock), 0)::int from ${variations} v where v.product_id = ${outer(products.id)})`;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: products.id,
        title: products.titleRu,
        image: products.imageUrl,
        brandId: brands.id,
        brandName: brands.name,
        categoryId: categories.id,
        categoryName: categories.nameRu,
        price: products.price,
        published: products.published,
        inStock: products.inStock,
        stock: stock.as('stock'),
        skus: sql<
          string[]
        >`array(select v.sku from ${variations} v where v.product_id = ${outer(products.id)} order by v.position)`,
        missingLanguages,
        updatedAt: products.updatedAt,
      })
      .from(products)
      .innerJoin(productDetails, eq(productDetails.productId, products.id))
      .innerJoin(brands, eq(brands.id, products.brandId))
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(where)
      .orderBy(...listSorts[filters.sort])
      .limit(filters.page_size)
      .offset((filters.page - 1) * filters.page_size),
    db
      .select({ total: count() })
      .from(products)
      .innerJoin(productDetails, eq(productDetails.productId, products.id))
      .where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

export function listCategories(db: DbOrTx) {
  return db
    .select({ id: categories.id, parentId: categories.parentId, name: categories.nameRu })
    .from(categories)
    .orderBy(asc(categories.position), asc(categories.id));
}

export function listBrands(db: DbOrTx) {
  return db.select({ id: brands.id, name: brands.name }).from(brands).orderBy(asc(brands.name));
}

export function listPropertyValues(db: DbOrTx) {
  return db
    .select({
      propertyId: properties.id,
      propertyName: properties.nameRu,
      valueId: propertyValues.id,
      valueName: propertyValues.valueRu,
    })
    .from(propertyValues)
    .innerJoin(properties, eq(properties.id, propertyValues.propertyId))
    .orderBy(asc(properties.position), asc(properties.id), asc(propertyValues.position), asc(propertyValues.id));
}

export async function findProduct(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      product: products,
      details: productDetails,
      propertyValueIds: sql<number[]>`array(select ppv.property_value_id from ${productPropertyValues} ppv
        where ppv.product_id = ${outer(products.id)} order by ppv.property_value_id)`,
    })
    .from(products)
    .innerJoin(productDetails, eq(productDetails.productId, products.id))
    .where(eq(products.id, id));
  if (!row) return undefined;
  const variationRows = await db
    .select({
      variation: variations,
      ordered: sql<boolean>`exists (select 1 from ${orderItems} oi where oi.variation_id = ${outer(variations.id)})`,
    })
    .from(variations)
    .where(eq(variations.productId, id))
    .orderBy(asc(variations.position));
  return { ...row, variations: variationRows };
}
export type ProductRecord = NonNullable<Awaited<ReturnType<typeof findProduct>>>;

/** Locks the products' rows in id order (two bulk actions over overlapping selections cannot deadlock). */
export async function lockProducts(tx: Tx, ids: number[]) {
  return tx
    .select({ id: products.id, revision: products.revision })
    .from(products)
    .where(inArray(products.id, ids))
    .orderBy(asc(products.id))
    .for('update');
}

export async function findBrand(db: DbOrTx, id: number) {
  const [row] = await db.select({ id: brands.id, name: brands.name }).from(brands).where(eq(brands.id, id));
  return row;
}

/** The category with its names, and whether it is a leaf (products sit in leaves only). */
export async function findCategory(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      id: categories.id,
      names: sql<string[]>`array[${categories.nameRu}, ${categories.nameEn}, ${categories.nameKy}]`,
      // Spelled out: in a one-table select Drizzle leaves columns unqualified, and a bare "id" would be c's.
      leaf: sql<boolean>`not exists (select 1 from ${categories} c where c.parent_id = "categories"."id")`,
    })
    .from(categories)
    .where(eq(categories.id, id));
  return row;
}

export async function existingPropertyValueIds(db: DbOrTx, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db.select({ id: propertyValues.id }).from(propertyValues).where(inArray(propertyValues.id, ids));
  return rows.map((row) => row.id);
}

/** Which of these SKUs and barcodes another variation (not in `ownIds`) already has. */
export async function takenCodes(db: DbOrTx, codes: { skus: string[]; barcodes: string[] }, ownIds: number[]) {
  const rows = await db
    .select({ sku: variations.sku, barcode: variations.barcode })
    .from(variations)
    .where(
      and(
        or(
          codes.skus.length ? inArray(variations.sku, codes.skus) : undefined,
          codes.barcodes.length ? inArray(variations.barcode, codes.barcodes) : undefined,
        ),
        ownIds.length ? sql`${variations.id} not in ${ownIds}` : undefined,
      ),
    );
  return {
    skus: new Set(rows.map((row) => row.sku)),
    barcodes: new Set(rows.flatMap((row) => (row.barcode ? [row.barcode] : []))),
  };
}

export type ProductValues = Omit<typeof products.$inferInsert, 'id' | 'slug' | 'imageUrl' | 'createdAt'>;
export type DetailValues = Omit<typeof productDetails.$inferInsert, 'productId' | 'createdAt'>;
/** Never the cost: it changes through `setCosts` (variation-costs.ts), which keeps its history. */
export type VariationValues = Omit<typeof variations.$inferInsert, 'id' | 'productId' | 'stock' | 'cost' | 'createdAt'>;

/** Inserts the product with a provisional slug and image, then gives it ones made from its id. */
export async function insertProduct(tx: Tx, values: ProductValues, details: DetailValues, slugBase: string) {
  const [row] = await tx
    .insert(products)
    .values({ ...values, slug: `new-${crypto.randomUUID()}`, imageUrl: '' })
    .returning({ id: products.id });
  const id = row!.id;
  await tx
    .update(products)
    .set({ slug: slugBase ? `${slugBase}-${id}` : `product-${id}`, imageUrl: `/media/products/${id}.svg` })
    .where(eq(products.id, id));
  await tx.insert(productDetails).values({ ...details, productId: id });
  return id;
}

export async function updateProduct(tx: Tx, id: number, values: ProductValues, details: DetailValues) {
  await tx
    .update(products)
    .set({ ...values, revision: sql`${products.revision} + 1`, updatedAt: sql`now()` })
    .where(eq(products.id, id));
  await tx
    .update(productDetails)
    .set({ ...details, updatedAt: sql`now()` })
    .where(eq(productDetails.productId, id));
}

/**
 * Makes the product's variations exactly `wanted`, in that order: ids not listed are deleted
 * (the caller checked none is ordered), listed ones updated, new ones inserted with no stock.
 * Positions are unique per product, so kept rows first step aside to negative positions.
 */
export async function replaceVariations(
  tx: Tx,
  productId: number,
  wanted: Array<VariationValues & { id?: number }>,
  removedIds: number[],
) {
  if (removedIds.length) await tx.delete(variations).where(inArray(variations.id, removedIds));
  await tx
    .update(variations)
    .set({ position: sql`-1 - ${variations.position}` })
    .where(eq(variations.productId, productId));
  for (const [position, { id, ...values }] of wanted.entries()) {
    if (id === undefined) {
      await tx.insert(variations).values({ ...values, productId, position, stock: 0 });
    } else {
      await tx
        .update(variations)
        .set({ ...values, position, updatedAt: sql`now()` })
        .where(and(eq(variations.id, id), eq(variations.productId, productId)));
    }
  }
}

/** The product's variations' ids by SKU (after `replaceVariations`, the new ones' too). */
export function variationIds(db: DbOrTx, productId: number) {
  return db
    .select({ id: variations.id, sku: variations.sku })
    .from(variations)
    .where(eq(variations.productId, productId));
}

export async function replacePropertyValues(tx: Tx, productId: number, valueIds: number[]) {
  await tx.delete(productPropertyValues).where(eq(productPropertyValues.productId, productId));
  if (valueIds.length) {
    await tx.insert(productPropertyValues).values(valueIds.map((propertyValueId) => ({ productId, propertyValueId })));
  }
}

/** The products' current state for a bulk action's audit entry and checks. */
export function bulkSnapshot(db: DbOrTx, ids: number[]) {
  return db
    .select({
      id: products.id,
      published: products.published,
      categoryId: products.categoryId,
      titles: sql<[string, string, string]>`array[${products.titleRu}, ${products.titleEn}, ${products.titleKy}]`,
      brandName: brands.name,
    })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .where(inArray(products.id, ids))
    .orderBy(asc(products.id));
}

export async function setPublished(tx: Tx, ids: number[], published: boolean) {
  await tx
    .update(products)
    .set({ published, revision: sql`${products.revision} + 1`, updatedAt: sql`now()` })
    .where(inArray(products.id, ids));
}

export async function moveProduct(tx: Tx, id: number, categoryId: number, searchText: string) {
  await tx
    .update(products)
    .set({ categoryId, searchText, revision: sql`${products.revision} + 1`, updatedAt: sql`now()` })
    .where(eq(products.id, id));
}

export function variationPrices(db: DbOrTx, productIds: number[]) {
  return db
    .select({
      id: variations.id,
      productId: variations.productId,
      price: variations.price,
      compareAtPrice: variations.compareAtPrice,
    })
    .from(variations)
    .where(inArray(variations.productId, productIds))
    .orderBy(asc(variations.id));
}

export async function setVariationPrice(tx: Tx, id: number, price: number, compareAtPrice: number | null) {
  await tx.update(variations).set({ price, compareAtPrice, updatedAt: sql`now()` }).where(eq(variations.id, id));
}

export async function bumpRevisions(tx: Tx, ids: number[]) {
  await tx
    .update(products)
    .set({ revision: sql`${products.revision} + 1`, updatedAt: sql`now()` })
    .where(inArray(products.id, ids));
}
