import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Localised text lives in one column per language (`*_ru`, `*_en`, `*_ky`): queries pick a
 * column with `localized()` (an empty translation falls back to Russian) and indexes stay plain.
 * Russian is always filled, it is the fallback language.
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
  /** The shop's own order of brands in the staff list and the storefront's brand lists. */
  position: integer('position').notNull().default(0),
  /** Hidden brands vanish from the storefront's brand lists, facets and listings (docs/decisions: taxonomy). */
  hidden: boolean('hidden').notNull().default(false),
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
    /** The accounting system's group `Ид` (CommerceML) this category takes the goods of, once matched. */
    externalId: text('external_id').unique(),
    position: integer('position').notNull().default(0),
    /** Hidden categories (and the sub-categories of a hidden top level) vanish from the storefront. */
    hidden: boolean('hidden').notNull().default(false),
    ...timestamps,
  },
  (t) => [index('categories_parent_idx').on(t.parentId, t.position)],
);

/**
 * Slugs a category had before it was renamed: `?categoryName=<old>` still finds it, and the
 * storefront's page route redirects the old address to the new one. A slug is either a
 * category's current slug or an old one, never both (the staff service keeps that).
 */
export const categorySlugHistory = pgTable('category_slug_history', {
  slug: text('slug').primaryKey(),
  categoryId: integer('category_id')
    .notNull()
    .references(() => categories.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    /** The accounting system's good `Ид` (CommerceML): an exchange matches the product by it first. */
    externalId: text('external_id').unique(),
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
    /**
     * Units sold over the last 30 days (paid, not cancelled, not returned), rewritten daily from
     * the orders by catalog's `rebuildRecentSales`: drives "bestselling" and the popular sort.
     */
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
    /** The staff's order of the picks on the home page, smallest first. */
    recommendedPosition: integer('recommended_position').notNull().default(0),
    /**
     * A draft (false) is invisible to shoppers: listings, search, facets, the product page and the
     * sitemap all read published products only. Staff create products as drafts.
     */
    published: boolean('published').notNull().default(true),
    /** Units at or below which the product's variations count as low in stock; null: `LOW_STOCK_THRESHOLD`. */
    lowStockThreshold: integer('low_stock_threshold'),
    /**
     * Counts staff edits (editor saves, bulk actions, imports): the product editor's version. Not
     * `updated_at`, which the variations trigger moves on every sale.
     */
    revision: integer('revision').notNull().default(0),
    /**
     * The published reviews' rating summary, written by the reviews module in the transaction
     * that publishes or withdraws a review, so pages and cards read it without aggregating.
     */
    reviewCount: integer('review_count').notNull().default(0),
    ratingSum: integer('rating_sum').notNull().default(0),
    /** Published reviews per rating: index 0 counts 1★, index 4 counts 5★. */
    ratingDistribution: integer('rating_distribution').array().notNull().default(sql`'{0,0,0,0,0}'`),
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
    // Shoppers see published picks only; with `published` in the predicate the picks stay an index-only scan.
    index('products_recommended_idx')
      .on(t.recommendedPosition, t.inStock.desc().nullsFirst(), t.salesCount.desc().nullsFirst(), t.id)
      .where(sql`${t.isRecommended} and ${t.published}`),
    index('products_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    check('products_compare_at_above_price', sql`${t.compareAtPrice} is null or ${t.compareAtPrice} > ${t.price}`),
  ],
);

/**
 * The distinct words of the published products' search text, each with how many products hold
 * it: a typo is corrected against these few thousand words instead of being compared with every
 * product (issue 30). Kept by statement triggers on `products` (migration "search_words").
 */
export const searchWords = pgTable(
  'search_words',
  {
    word: text('word').primaryKey(),
    products: integer('products').notNull(),
  },
  (t) => [index('search_words_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`)],
);

/**
 * Search postings: for each term — a word of a published product's search text, and each prefix
 * of 3 to `SEARCH_POSTING_PREFIX` letters of it — the products holding it, so that a page of
 * results for a one-word query reads its first postings instead of ranking every match (issue 30).
 * `tier` is the term's best place in the product (0: starts a title, 1: starts the brand, 2:
 * starts another word), as `searchTier` ranks it; `bucket` is a coarse popularity,
 * floor(log2(sales_count + 1)), so a sale rewrites a product's postings only when it doubles its
 * sales: the exact order inside a bucket is read from `products`. Kept exactly current by
 * statement triggers on `products` (migration "search_postings_triggers").
 */
export const searchPostings = pgTable(
  'search_postings',
  {
    term: text('term').notNull(),
    tier: smallint('tier').notNull(),
    bucket: smallint('bucket').notNull(),
    productId: integer('product_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.term, t.tier, t.bucket, t.productId] })],
);

/**
 * The catalogue's version: one row, moved once at the commit of every transaction that wrote to a
 * table the shop's catalogue is read from (migration 0056). An answer kept under the version read
 * before computing it is what the database would answer while the version stays (decision 078).
 */
export const catalogVersion = pgTable(
  'catalog_version',
  {
    one: boolean('one').primaryKey().default(true),
    version: bigint('version', { mode: 'number' }).notNull(),
  },
  (t) => [check('catalog_version_one_row', sql`${t.one}`)],
);

/**
 * The transactions that wrote to the catalogue and have not committed yet, one row each: its
 * deferred trigger moves `catalog_version` at commit and removes the row (migration 0056).
 */
export const catalogChanges = pgTable('catalog_changes', {
  transactionId: bigint('transaction_id', { mode: 'number' }).primaryKey(),
});

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
  /**
   * The search-engine title and description staff may write per language; empty means the page
   * head is generated from the title and description (an empty translation falls back to Russian).
   */
  seoTitleRu: text('seo_title_ru').notNull().default(''),
  seoTitleEn: text('seo_title_en').notNull().default(''),
  seoTitleKy: text('seo_title_ky').notNull().default(''),
  seoDescriptionRu: text('seo_description_ru').notNull().default(''),
  seoDescriptionEn: text('seo_description_en').notNull().default(''),
  seoDescriptionKy: text('seo_description_ky').notNull().default(''),
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
    /** The accounting system's offer `Ид` (`good` or `good#characteristic`): matched before the SKU. */
    externalId: text('external_id').unique(),
    nameRu: text('name_ru').notNull(),
    nameEn: text('name_en').notNull(),
    nameKy: text('name_ky').notNull(),
    /** Integer tyiyn (1 som = 100 tyiyn). */
    price: integer('price').notNull(),
    /** The price before the discount, in tyiyn; null when the variation is not on sale. */
    compareAtPrice: integer('compare_at_price'),
    /**
     * What one unit costs the shop, in tyiyn; null while nobody has entered it. Seen only by
     * roles holding `reports.view`; each change is kept in `variation_cost_changes`, and an order
     * line copies it when sold (`order_items.unit_cost`), so a past margin never moves.
     */
    cost: integer('cost'),
    stock: integer('stock').notNull().default(0),
    /** The EAN/UPC printed on the package, unique when present (the warehouse scans it). */
    barcode: text('barcode').unique(),
    /** A make-up shade's colour as `#rrggbb`, shown as a swatch; null for variations that are not shades. */
    colorHex: text('color_hex'),
    /**
     * Archived: not sold (left out of the product page and its price and stock on cards, refused
     * in the cart and at checkout) but kept for the orders that have it. Staff hide what past
     * orders reference instead of deleting it.
     */
    hidden: boolean('hidden').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('variations_product_position_idx').on(t.productId, t.position),
    check('variations_price_positive', sql`${t.price} > 0`),
    check('variations_stock_non_negative', sql`${t.stock} >= 0`),
    check('variations_compare_at_above_price', sql`${t.compareAtPrice} is null or ${t.compareAtPrice} > ${t.price}`),
    check('variations_cost_non_negative', sql`${t.cost} is null or ${t.cost} >= 0`),
    check('variations_color_hex_format', sql`${t.colorHex} is null or ${t.colorHex} ~ '^#[0-9a-f]{6}$'`),
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
  /** The generated SVG, used for a language whose `image_hash_*` is null. */
  imageUrl: text('image_url').notNull(),
  /** An uploaded picture per language (`images.hash`); null: `image_url`. */
  imageHashRu: text('image_hash_ru').references(() => images.hash),
  imageHashEn: text('image_hash_en').references(() => images.hash),
  imageHashKy: text('image_hash_ky').references(() => images.hash),
  /** Where the banner leads in the storefront, e.g. `/catalog?categoryName=sunscreen`. */
  link: text('link').notNull(),
  position: integer('position').notNull().default(0),
  active: boolean('active').notNull().default(true),
  /** Shown from this moment on; null: from the start. */
  startsAt: timestamp('starts_at', { withTimezone: true }),
  /** Shown until (excluding) this moment; null: without end. */
  endsAt: timestamp('ends_at', { withTimezone: true }),
  ...timestamps,
});

/**
 * One uploaded picture, stored once by the SHA-256 of the uploaded file (the photo pipeline
 * in `modules/photos`): its variants are `/photos/<hash>-<width>.<avif|webp|jpg>`, one per width in
 * `widths` no wider than the original. Product photos and banners point at it.
 */
export const images = pgTable('images', {
  /** Hex SHA-256 of the uploaded file; names every variant file. */
  hash: text('hash').primaryKey(),
  /** Intrinsic size after auto-orientation, in pixels: pages reserve the box with it. */
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  /** The widths generated, ascending (each at most `width`). */
  widths: integer('widths').array().notNull(),
  /** A tiny blurred preview as a `data:image/webp;base64,…` URI, shown while the photo loads. */
  placeholder: text('placeholder').notNull(),
  /** Bytes of the uploaded file, for the operator's storage figures. */
  sourceBytes: integer('source_bytes').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A product's photos in gallery order: position 0 is the main photo (cards show it). A photo
 * with a `variation_id` belongs to that shade or volume and is shown when a shopper chooses it.
 * A product with no rows keeps its generated SVG (`products.image_url`).
 */
export const productImages = pgTable(
  'product_images',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variationId: integer('variation_id').references(() => variations.id, { onDelete: 'set null' }),
    position: integer('position').notNull().default(0),
    imageHash: text('image_hash')
      .notNull()
      .references(() => images.hash),
    altRu: text('alt_ru').notNull().default(''),
    altEn: text('alt_en').notNull().default(''),
    altKy: text('alt_ky').notNull().default(''),
    ...timestamps,
  },
  (t) => [
    index('product_images_product_idx').on(t.productId, t.position),
    index('product_images_variation_idx').on(t.variationId),
  ],
);
