import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { variations } from './catalog.js';
import { users } from './users.js';

/**
 * "Tell me when it is back": one row per sold-out variation and address (modules/stock-alerts),
 * deleted when its email is queued or when the shopper unsubscribes.
 */
export const stockAlerts = pgTable(
  'stock_alerts',
  {
    id: serial('id').primaryKey(),
    variationId: integer('variation_id')
      .notNull()
      .references(() => variations.id, { onDelete: 'cascade' }),
    /** Lower-cased by the contract's `Email`, so the unique index sees one address once. */
    email: text('email').notNull(),
    /** The language of the email. */
    language: text('language', { enum: ['ru', 'en', 'ky'] }).notNull(),
    /** Set when a signed-in shopper subscribed; the email stays theirs if the account closes. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('stock_alerts_variation_email_idx').on(t.variationId, t.email),
    index('stock_alerts_user_idx').on(t.userId),
  ],
);
