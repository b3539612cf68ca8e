import type { ProductSort } from '@aruu/contract/catalog';
import type { Language } from '@aruu/contract/common';
import { asc, count, desc, eq, inArray, max, min, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { localized } from '../../db/localized.js';
import {
  banners,
  brands,
  categories,
  discountShare,
  productDetails,
  productPropertyValues,
  products,
  properties,
  propertyValues,
  variations,
} from '../../db/schema/index.js';
import {
  type FilterPart,
  type ProductFilter,
  productConditions,
  type SearchTerm,
  searchMatches,
  searchRank,
} from './product-filter.js';

const categoryName = (lang: Language) =>
  localized({ ru: categories.nameRu, en: categories.nameEn, ky: categories.nameKy }, lang);
const productTitle = (lang: Language) =>
  localized({ ru: products.titleRu, en: products.titleEn, ky: products.titleKy }, lang);

export function listBrands(db: DbOrTx) {
  return db.select({ id: brands.id, name: brands.name, slug: brands.slug, country: brands.country }).from(brands);
}

export function listRandomBrands(db: DbOrTx, limit: number) {
  return db
    .select({ id: brands.id, name: brands.name, slug: brands.slug, country: brands.country })
    .from(brands)
    .orderBy(sql`random()`)
    .limit(limit);
}

export function listCategories(db: DbOrTx, lang: Language) {
  return db
    .select({ id: categories.id, parentId: categories.parentId, slug: categories.slug, name: categoryName(lang) })
    .from(categories)
    .orderBy(asc(categories.position), asc(categories.id));
}

/** Categories whose slug or name in any language equals `name`, ignoring case. */
export function findCategoriesByName(db: DbOrTx, name: string) {
  const lowered = name.toLowerCase();
  return db
    .select({ id: categories.id, parentId: categories.parentId })
    .from(categories)
    .where(
      or(
        eq(sql`lower(${categories.slug})`, lowered),
        eq(sql`lower(${categories.nameRu})`, lowered),
        eq(sql`lower(${categories.nameEn})`, lowered),
        eq(sql`lower(${categories.nameKy})`, lowered),
      ),
    );
}

export async function countProductsInCategories(db: DbOrTx, categoryIds: number[]): Promise<number> {
  const [row] = await db.select({ total: count() }).from(products).where(inArray(products.categoryId, categoryIds));
  return row?.total ?? 0;
}

export function findPropertyValues(db: DbOrTx, valueIds: number[]) {
  return db
    .select({ id: propertyValues.id, propertyId: propertyValues.propertyId })
    .from(propertyValues)
    .where(inArray(propertyValues.id, valueIds));
}

const firstVariationId = sql<number>`(select v.id from ${variations} v where v.product_id = ${products.id} order by v.position limit 1)`;

function cardColumns(lang: Language) {
  return {
    id: products.id,
    title: productTitle(lang),
    imageUrl: products.imageUrl,
    brandId: products.brandId,
    brandName: brands.name,
    categoryId: products.categoryId,
    variationId: firstVariationId,
    price: products.price,
    compareAtPrice: products.compareAtPrice,
    inStock: products.inStock,
    releasedAt: products.releasedAt,
    salesCount: products.salesCount,
  };
}
export type ProductCardRow = Awaited<ReturnType<typeof listProductCards>>[number];

/** The shopper's sorts, and the staff picks' own order; each is served by an index on `products`. */
export type ProductOrder = ProductSort | 'recommended';

const sortOrders: Record<ProductOrder, SQL[]> = {
  popular: [desc(products.salesCount), asc(products.id)],
  new: [desc(products.releasedAt), asc(products.id)],
  price_asc: [asc(products.price), asc(products.id)],
  price_desc: [desc(products.price), desc(products.id)],
  // Ascending puts nulls (not on sale) last, as products_discount_idx is built.
  discount: [asc(discountShare(products)), asc(products.id)],
  recommended: [desc(products.inStock), desc(products.salesCount), asc(products.id)],
};

export function listProductCards(
  db: DbOrTx,
  options: { filter: ProductFilter; sort?: ProductOrder; lang: Language; limit: number; offset: number },
) {
  const { filter, sort, lang } = options;
  const order = sort
    ? sortOrders[sort]
    : filter.search
      ? [...searchRank(filter.search), ...sortOrders.popular]
      : sortOrders.popular;
  return db
    .select(cardColumns(lang))
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .where(productConditions(filter))
    .orderBy(...order)
    .limit(options.limit)
    .offset(options.offset);
}

/** Whether the query occurs as a substring anywhere; decides between prefix and typo search. */
export async function anyProductContains(db: DbOrTx, text: string): Promise<boolean> {
  const term: SearchTerm = { text, fuzzy: false };
  const rows = await db.select({ id: products.id }).from(products).where(searchMatches(term)).limit(1);
  return rows.length > 0;
}

export async function countProducts(db: DbOrTx, filter: ProductFilter): Promise<number> {
  const [row] = await db.select({ total: count() }).from(products).where(productConditions(filter));
  return row?.total ?? 0;
}

export function countByBrand(db: DbOrTx, filter: ProductFilter) {
  return db
    .select({ id: brands.id, name: brands.name, count: count() })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .where(productConditions(filter, 'brand'))
    .groupBy(brands.id, brands.name);
}

/** Counts per property value; `without` drops that property's own selection from the filter. */
export function countByPropertyValue(db: DbOrTx, filter: ProductFilter, lang: Language, without?: FilterPart) {
  return db
    .select({
      propertyId: properties.id,
      propertySlug: properties.slug,
      propertyName: localized({ ru: properties.nameRu, en: properties.nameEn, ky: properties.nameKy }, lang),
      valueId: propertyValues.id,
      valueName: localized(
        { ru: propertyValues.valueRu, en: propertyValues.valueEn, ky: propertyValues.valueKy },
        lang,
      ),
      count: count(),
    })
    .from(products)
    .innerJoin(productPropertyValues, eq(productPropertyValues.productId, products.id))
    .innerJoin(propertyValues, eq(propertyValues.id, productPropertyValues.propertyValueId))
    .innerJoin(properties, eq(properties.id, propertyValues.propertyId))
    .where(productConditions(filter, without))
    .groupBy(properties.id, propertyValues.id)
    .orderBy(asc(properties.position), asc(properties.id), asc(propertyValues.position), asc(propertyValues.id));
}

export async function priceRange(db: DbOrTx, filter: ProductFilter) {
  const [row] = await db
    .select({ min: min(products.price), max: max(products.price) })
    .from(products)
    .where(productConditions(filter, 'price'));
  return row?.min == null || row.max == null ? null : { min: row.min, max: row.max };
}

/** The product's variations in order, as one JSON value, so a product page is one round trip. */
function variationsOf(lang: Language) {
  const name = localized({ ru: variations.nameRu, en: variations.nameEn, ky: variations.nameKy }, lang);
  return sql<Array<{ id: number; name: string; price: number; compareAtPrice: number | null; stock: number }>>`(
    select coalesce(json_agg(json_build_object('id', ${variations.id}, 'name', ${name}, 'price', ${variations.price},
      'compareAtPrice', ${variations.compareAtPrice}, 'stock', ${variations.stock}) order by ${variations.position}),
      '[]'::json)
    from ${variations} where ${variations.productId} = ${products.id})`;
}

export type ProductPropertyValueRow = {
  propertyId: number;
  propertySlug: string;
  propertyName: string;
  valueId: number;
  valueName: string;
};

function propertyValuesOf(lang: Language) {
  const propertyName = localized({ ru: properties.nameRu, en: properties.nameEn, ky: properties.nameKy }, lang);
  const valueName = localized(
    { ru: propertyValues.valueRu, en: propertyValues.valueEn, ky: propertyValues.valueKy },
    lang,
  );
  return sql<ProductPropertyValueRow[]>`(
    select coalesce(json_agg(json_build_object('propertyId', ${properties.id}, 'propertySlug', ${properties.slug},
      'propertyName', ${propertyName}, 'valueId', ${propertyValues.id}, 'valueName', ${valueName})
      order by ${properties.position}, ${properties.id}, ${propertyValues.position}), '[]'::json)
    from ${productPropertyValues}
    join ${propertyValues} on ${propertyValues.id} = ${productPropertyValues.propertyValueId}
    join ${properties} on ${properties.id} = ${propertyValues.propertyId}
    where ${productPropertyValues.productId} = ${products.id})`;
}

function productQuery(db: DbOrTx, lang: Language) {
  return db
    .select({
      ...cardColumns(lang),
      brandSlug: brands.slug,
      brandCountry: brands.country,
      description: localized(
        { ru: productDetails.descriptionRu, en: productDetails.descriptionEn, ky: productDetails.descriptionKy },
        lang,
      ),
      composition: localized(
        { ru: productDetails.compositionRu, en: productDetails.compositionEn, ky: productDetails.compositionKy },
        lang,
      ),
      usage: localized({ ru: productDetails.usageRu, en: productDetails.usageEn, ky: productDetails.usageKy }, lang),
      variations: variationsOf(lang),
      properties: propertyValuesOf(lang),
    })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .innerJoin(productDetails, eq(productDetails.productId, products.id))
    .where(eq(products.id, sql.placeholder('id')))
    .prepare(`find_product_${lang}`);
}

/**
 * The product page is the most requested uncacheable read (one per product), so its query is
 * prepared once per database and language: building it costs more than running it.
 */
const preparedProductQueries = new WeakMap<DbOrTx, Map<Language, ReturnType<typeof productQuery>>>();

export async function findProduct(db: DbOrTx, id: number, lang: Language) {
  const byLanguage = preparedProductQueries.get(db) ?? new Map<Language, ReturnType<typeof productQuery>>();
  preparedProductQueries.set(db, byLanguage);
  const query = byLanguage.get(lang) ?? productQuery(db, lang);
  byLanguage.set(lang, query);
  const [row] = await query.execute({ id });
  return row;
}

function bannerColumns(lang: Language) {
  return {
    id: banners.id,
    title: localized({ ru: banners.titleRu, en: banners.titleEn, ky: banners.titleKy }, lang),
    subtitle: localized({ ru: banners.subtitleRu, en: banners.subtitleEn, ky: banners.subtitleKy }, lang),
    body: localized({ ru: banners.bodyRu, en: banners.bodyEn, ky: banners.bodyKy }, lang),
    image: banners.imageUrl,
    link: banners.link,
  };
}

export function listBanners(db: DbOrTx, lang: Language) {
  return db
    .select(bannerColumns(lang))
    .from(banners)
    .where(eq(banners.active, true))
    .orderBy(asc(banners.position), asc(banners.id));
}

export async function findBanner(db: DbOrTx, id: number, lang: Language) {
  const [row] = await db
    .select(bannerColumns(lang))
    .from(banners)
    .where(sql`${banners.id} = ${id} and ${banners.active}`);
  return row;
}

/** What the image renderer needs to draw a product. */
export async function findProductImageFacts(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ id: products.id, brandName: brands.name, categorySlug: categories.slug, label: products.titleEn })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(products.id, id));
  return row;
}

export async function findBannerImageFacts(db: DbOrTx, id: number, lang: Language) {
  const [row] = await db
    .select({ id: banners.id, title: bannerColumns(lang).title, subtitle: bannerColumns(lang).subtitle })
    .from(banners)
    .where(eq(banners.id, id));
  return row;
}
