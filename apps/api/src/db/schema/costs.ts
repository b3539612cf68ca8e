import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { variations } from './catalog.js';
import { users } from './users.js';

/**
 * Every change of a variation's cost, with when, by whom and from where: the history the
 * product editor shows. The variation's `cost` is always the latest row's `cost`.
 */
export const variationCostChanges = pgTable(
  'variation_cost_changes',
  {
    id: serial('id').primaryKey(),
    variationId: integer('variation_id')
      .notNull()
      .references(() => variations.id, { onDelete: 'cascade' }),
    /** Null: the cost was cleared. */
    cost: integer('cost'),
    previousCost: integer('previous_cost'),
    source: text('source', { enum: ['staff', 'import', 'exchange'] }).notNull(),
    /** The employee; null for an exchange run by the accounting system. */
    changedBy: integer('changed_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('variation_cost_changes_variation_idx').on(t.variationId, t.createdAt.desc())],
);
