import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Localised text lives in one column per language (`*_ru`, `*_en`, `*_ky`): queries pick a
 * column with `coalesce(x_<lang>, x_ru)` and indexes stay plain. Russian is always filled,
 * it is the fallback language.
 */
export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/**
 * The share of the compare-at price a buyer pays (0.75 is 25% off); null when not on sale. The
 * discount sort orders by exactly this expression, so that `products_discount_idx` serves it.
 */
export function discountShare(t: { price: AnyPgColumn; compareAtPrice: AnyPgColumn }) {
  return sql<number | null>`(${t.price}::float8 / ${t.compareAtPrice})`;
}

export const brands = pgTable('brands', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  /** ISO 3166-1 alpha-2 country of origin, e.g. KR, FR, US. */
  country: text('country').notNull(),
  ...timestamps,
});

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id').references((): AnyPgColumn => categories.id),
    slug: text('slug').notNull().unique(),
    nameRu: text('name_ru').notNull(),
    nameEn: text('name_en').notNull(),
    nameKy: text('name_ky').notNull(),
    position: integer('position').notNull().default(0),
    ...timestamps,
  },
  (t) => [index('categories_parent_idx').on(t.parentId, t.position)],
);

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    /** Always a second-level (leaf) category. */
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    titleRu: text('title_ru').notNull(),
    titleEn: text('title_en').notNull(),
    titleKy: text('title_ky').notNull(),
    imageUrl: text('image_url').notNull(),
    /** Units sold over the last 30 days: drives "bestselling" and the popular sort. */
    salesCount: integer('sales_count').notNull().default(0),
    /** When the product arrived in the shop: drives "new". */
    releasedAt: timestamp('released_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Titles in every language, the brand and category names, normalised by
     * `normalizeForSearch` (lower-case, Cyrillic transliterated to Latin). Trigram-indexed.
     */
    searchText: text('search_text').notNull(),
    /** Maintained by a trigger on variations: the first variation's price, in tyiyn. */
    price: integer('price').notNull().default(0),
    /** Maintained by a trigger on variations: some variation has stock. */
    inStock: boolean('in_stock').notNull().default(false),
    /** Maintained by a trigger on variations: the first variation's compare-at price (on sale when set). */
    compareAtPrice: integer('compare_at_price'),
    /** A staff pick, listed under "Recommended" on the home page. */
    isRecommended: boolean('is_recommended').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    index('products_category_idx').on(t.categoryId),
    index('products_brand_idx').on(t.brandId),
    // DESC NULLS FIRST is what `ORDER BY x DESC` means; an index in any other order is not used for it.
    index('products_popular_idx').on(t.salesCount.desc().nullsFirst(), t.id),
    index('products_new_idx').on(t.releasedAt.desc().nullsFirst(), t.id),
    index('products_price_idx').on(t.price, t.id),
    // The share of the old price still paid, smallest (biggest discount) first; rows not on sale
    // are null and sort last, so one index serves the discount sort with or without `on_sale`.
    index('products_discount_idx').on(discountShare(t), t.id),
    index('products_recommended_idx')
      .on(t.inStock.desc().nullsFirst(), t.salesCount.desc().nullsFirst(), t.id)
      .where(sql`${t.isRecommended}`),
    index('products_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    check('products_compare_at_above_price', sql`${t.compareAtPrice} is null or ${t.compareAtPrice} > ${t.price}`),
  ],
);

/**
 * The long texts of a product page, kept out of `products` so that listings, counts and facets
 * scan narrow rows: at 100,000 products this table is most of the catalogue's bytes.
 */
export const productDetails = pgTable('product_details', {
  productId: integer('product_id')
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
  descriptionRu: text('description_ru').notNull(),
  descriptionEn: text('description_en').notNull(),
  descriptionKy: text('description_ky').notNull(),
  compositionRu: text('composition_ru').notNull(),
  compositionEn: text('composition_en').notNull(),
  compositionKy: text('composition_ky').notNull(),
  usageRu: text('usage_ru').notNull(),
  usageEn: text('usage_en').notNull(),
  usageKy: text('usage_ky').notNull(),
  ...timestamps,
});

export const variations = pgTable(
  'variations',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** 0 is the first variation, the one cards show. */
    position: integer('position').notNull().default(0),
    sku: text('sku').notNull().unique(),
    nameRu: text('name_ru').notNull(),
    nameEn: text('name_en').notNull(),
    nameKy: text('name_ky').notNull(),
    /** Integer tyiyn (1 som = 100 tyiyn). */
    price: integer('price').notNull(),
    /** The price before the discount, in tyiyn; null when the variation is not on sale. */
    compareAtPrice: integer('compare_at_price'),
    stock: integer('stock').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('variations_product_position_idx').on(t.productId, t.position),
    check('variations_price_positive', sql`${t.price} > 0`),
    check('variations_stock_non_negative', sql`${t.stock} >= 0`),
    check('variations_compare_at_above_price', sql`${t.compareAtPrice} is null or ${t.compareAtPrice} > ${t.price}`),
  ],
);

export const properties = pgTable('properties', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  nameRu: text('name_ru').notNull(),
  nameEn: text('name_en').notNull(),
  nameKy: text('name_ky').notNull(),
  position: integer('position').notNull().default(0),
  ...timestamps,
});

export const propertyValues = pgTable(
  'property_values',
  {
    id: serial('id').primaryKey(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    valueRu: text('value_ru').notNull(),
    valueEn: text('value_en').notNull(),
    valueKy: text('value_ky').notNull(),
    position: integer('position').notNull().default(0),
    ...timestamps,
  },
  (t) => [uniqueIndex('property_values_property_slug_idx').on(t.propertyId, t.slug)],
);

export const productPropertyValues = pgTable(
  'product_property_values',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    propertyValueId: integer('property_value_id')
      .notNull()
      .references(() => propertyValues.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.propertyValueId] }),
    index('product_property_values_value_idx').on(t.propertyValueId, t.productId),
  ],
);

export const banners = pgTable('banners', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  titleRu: text('title_ru').notNull(),
  titleEn: text('title_en').notNull(),
  titleKy: text('title_ky').notNull(),
  subtitleRu: text('subtitle_ru').notNull(),
  subtitleEn: text('subtitle_en').notNull(),
  subtitleKy: text('subtitle_ky').notNull(),
  bodyRu: text('body_ru').notNull(),
  bodyEn: text('body_en').notNull(),
  bodyKy: text('body_ky').notNull(),
  imageUrl: text('image_url').notNull(),
  /** Where the banner leads in the storefront, e.g. `/catalog?categoryName=sunscreen`. */
  link: text('link').notNull(),
  position: integer('position').notNull().default(0),
  active: boolean('active').notNull().default(true),
  ...timestamps,
});
