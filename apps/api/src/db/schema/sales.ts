import { boolean, date, doublePrecision, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * The sales report's read model (modules/reports, its README's "Speed"), kept exactly current in
 * the writing transaction by statement-level triggers on every table a figure comes from
 * (migration `sales_read_model_triggers`): never written by the application.
 *
 * `sales_facts`: every figure of a paid order's line on the day it counts (the sale on the day the
 * order was placed, its cancellation, a return, a manual refund — Asia/Bishkek days), with the
 * order's and the product's groupings as they are now. Replaced wholesale for the orders a
 * statement touched. `counts_*` mark the one sale row per order (and per product, variation,
 * brand, category of it) that counts the order, so the number of orders is a plain sum.
 */
export const salesFacts = pgTable(
  'sales_facts',
  {
    orderId: integer('order_id').notNull(),
    itemId: integer('item_id').notNull(),
    day: date('day').notNull(),
    sale: boolean('sale').notNull(),
    countsOrder: boolean('counts_order').notNull(),
    countsProduct: boolean('counts_product').notNull(),
    countsVariation: boolean('counts_variation').notNull(),
    countsBrand: boolean('counts_brand').notNull(),
    countsCategory: boolean('counts_category').notNull(),
    productId: integer('product_id').notNull(),
    variationId: integer('variation_id').notNull(),
    brandId: integer('brand_id').notNull(),
    categoryId: integer('category_id').notNull(),
    /** Null: not known (a courier order without allocations). */
    locationId: integer('location_id'),
    channel: text('channel').notNull(),
    paymentMethod: text('payment_method').notNull(),
    customerType: text('customer_type').notNull(),
    units: integer('units').notNull(),
    revenue: doublePrecision('revenue').notNull(),
    promo: doublePrecision('promo').notNull(),
    points: doublePrecision('points').notNull(),
    refunds: doublePrecision('refunds').notNull(),
    returns: doublePrecision('returns').notNull(),
    returnedUnits: integer('returned_units').notNull(),
    cost: doublePrecision('cost').notNull(),
    unknownCost: doublePrecision('unknown_cost').notNull(),
  },
  (t) => [index('sales_facts_order_idx').on(t.orderId), index('sales_facts_product_idx').on(t.productId)],
);

/** A roll-up's figures: summed facts (money unrounded, float8 like the facts). */
const figures = {
  orders: integer('orders').notNull(),
  units: integer('units').notNull(),
  revenue: doublePrecision('revenue').notNull(),
  promo: doublePrecision('promo').notNull(),
  points: doublePrecision('points').notNull(),
  refunds: doublePrecision('refunds').notNull(),
  returns: doublePrecision('returns').notNull(),
  returnedUnits: integer('returned_units').notNull(),
  cost: doublePrecision('cost').notNull(),
  unknownCost: doublePrecision('unknown_cost').notNull(),
};

/**
 * The facts summed per day and per grouping's key (`dimension`: product, variation, brand,
 * category, channel, payment_method, customer_type, location; `key` its id or code as text, ''
 * for none), changed by delta from the facts a statement replaced.
 */
export const salesDays = pgTable(
  'sales_days',
  { dimension: text('dimension').notNull(), day: date('day').notNull(), key: text('key').notNull(), ...figures },
  (t) => [primaryKey({ columns: [t.dimension, t.day, t.key] })],
);

/** The same per calendar month (`month` its first day): a year's report reads these, not 365 days. */
export const salesMonths = pgTable(
  'sales_months',
  { dimension: text('dimension').notNull(), month: date('month').notNull(), key: text('key').notNull(), ...figures },
  (t) => [primaryKey({ columns: [t.dimension, t.month, t.key] })],
);
