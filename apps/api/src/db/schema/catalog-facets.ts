import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, integer, pgTable, primaryKey, smallint, timestamp } from 'drizzle-orm/pg-core';

/**
 * Listing facets counted ahead, over the products shoppers can see (published, brand and category
 * shown), rebuilt whole by `refresh_facet_counts()` (migration "facet_counts"). 0 in
 * `category_id` or `brand_id` stands for "all"; `in_stock_only` rows count in-stock products only.
 * Served only while `facet_count_changes` is empty, so a shopper never sees stale counts
 * (docs/decisions/037-precomputed-facets.md).
 */
export const facetTotals = pgTable(
  'facet_totals',
  {
    inStockOnly: boolean('in_stock_only').notNull(),
    categoryId: integer('category_id').notNull(),
    brandId: integer('brand_id').notNull(),
    products: integer('products').notNull(),
    minPrice: integer('min_price').notNull(),
    maxPrice: integer('max_price').notNull(),
  },
  (t) => [primaryKey({ columns: [t.inStockOnly, t.categoryId, t.brandId] })],
);

export const facetValueCounts = pgTable(
  'facet_value_counts',
  {
    inStockOnly: boolean('in_stock_only').notNull(),
    categoryId: integer('category_id').notNull(),
    brandId: integer('brand_id').notNull(),
    propertyValueId: integer('property_value_id').notNull(),
    products: integer('products').notNull(),
  },
  (t) => [primaryKey({ columns: [t.inStockOnly, t.categoryId, t.brandId, t.propertyValueId] })],
);

/** One row per catalogue write that may change a count, appended by triggers; the refresh empties it. */
export const facetCountChanges = pgTable('facet_count_changes', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The fewest units sold in the last 30 days that make a product a bestseller (the top 2 % of
 * published products by `sales_count`, never below one sale). One row, rewritten with
 * `sales_count` itself (catalog's `rebuildRecentSales`, the seed), so a card reads the label in
 * its own query instead of ranking the catalogue per request. No row: nobody is a bestseller.
 */
export const bestsellerThreshold = pgTable(
  'bestseller_threshold',
  {
    id: smallint('id').primaryKey().default(1),
    sales: integer('sales').notNull(),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('bestseller_threshold_one_row', sql`${t.id} = 1`)],
);
