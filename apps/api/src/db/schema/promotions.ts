import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from './catalog.js';
import { orders } from './orders.js';
import { users } from './users.js';

export const promoCodes = pgTable(
  'promo_codes',
  {
    id: serial('id').primaryKey(),
    /** Upper-case; shoppers may type it in any case. */
    code: text('code').notNull(),
    kind: text('kind', { enum: ['percent', 'fixed'] }).notNull(),
    /** Percent (1–100) or an amount in tyiyn. */
    value: integer('value').notNull(),
    /** The goods subtotal (tyiyn) an order needs for the code to apply. */
    minOrder: integer('min_order').notNull().default(0),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    /** How many orders may use it in all; null means unlimited. */
    usageLimit: integer('usage_limit'),
    usedCount: integer('used_count').notNull().default(0),
    active: boolean('active').notNull().default(true),
    /** Each shopper may use the code once (a cancelled order gives the use back). */
    oncePerUser: boolean('once_per_user').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('promo_codes_code_idx').on(t.code),
    check('promo_codes_value_positive', sql`${t.value} > 0`),
    check('promo_codes_percent_range', sql`${t.kind} <> 'percent' or ${t.value} <= 100`),
    check('promo_codes_within_limit', sql`${t.usageLimit} is null or ${t.usedCount} <= ${t.usageLimit}`),
  ],
);

/** A code used by an order; released (and counted back) when the order is cancelled. */
export const promoRedemptions = pgTable(
  'promo_redemptions',
  {
    id: serial('id').primaryKey(),
    promoCodeId: integer('promo_code_id')
      .notNull()
      .references(() => promoCodes.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    /** The code's rule when this use was claimed; the unique index below enforces it. */
    oncePerUser: boolean('once_per_user').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('promo_redemptions_order_idx').on(t.orderId),
    // Once per user: a second live redemption of the same code by the same user is impossible.
    uniqueIndex('promo_redemptions_once_per_user_idx')
      .on(t.promoCodeId, t.userId)
      .where(sql`${t.releasedAt} is null and ${t.oncePerUser}`),
    index('promo_redemptions_user_idx').on(t.promoCodeId, t.userId),
    index('promo_redemptions_code_idx').on(t.promoCodeId),
  ],
);
