import { stockMovementKinds } from '@aruu/contract/staff-stock';
import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { variations } from './catalog.js';
import { locations } from './locations.js';
import { orders } from './orders.js';
import { users } from './users.js';

/**
 * Every change of a location's free stock (`location_stock.stock`), written by modules/inventory in the change's transaction:
 * the variation's history, read newest first.
 */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    variationId: integer('variation_id')
      .notNull()
      .references(() => variations.id, { onDelete: 'cascade' }),
    /** Where the units were added or taken (docs/decisions/058). */
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id),
    kind: text('kind', { enum: stockMovementKinds }).notNull(),
    /** Units added (positive) or taken (negative); 0 only for a count that confirmed the stock. */
    quantityChange: integer('quantity_change').notNull(),
    /** The location's free units right after the change. */
    stockAfter: integer('stock_after').notNull(),
    /** A count correction's counted units (free and reserved for open orders). */
    counted: integer('counted'),
    /** The employee who made it; null for what shoppers and the order expiry do. */
    actorId: integer('actor_id').references(() => users.id),
    orderId: integer('order_id').references(() => orders.id),
    note: text('note'),
    /** A staff adjustment's `Idempotency-Key`: the same key again answers this movement. */
    idempotencyKey: text('idempotency_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('stock_movements_variation_idx').on(t.variationId, t.id.desc()),
    index('stock_movements_location_idx').on(t.locationId, t.id.desc()),
    uniqueIndex('stock_movements_idempotency_idx')
      .on(t.actorId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
    check('stock_movements_stock_after_non_negative', sql`${t.stockAfter} >= 0`),
    check('stock_movements_change_non_zero', sql`${t.quantityChange} <> 0 or ${t.kind} = 'count_correction'`),
    check(
      'stock_movements_staff_kind_has_actor',
      sql`${t.kind} not in ('delivery', 'write_off', 'count_correction', 'transfer_out', 'transfer_in') or ${t.actorId} is not null`,
    ),
    check(
      'stock_movements_order_kind_has_order',
      sql`${t.kind} not in ('order_reserved', 'order_released', 'returned', 'order_written_off') or ${t.orderId} is not null`,
    ),
    check(
      'stock_movements_counted_only_for_counts',
      sql`(${t.counted} is not null) = (${t.kind} = 'count_correction')`,
    ),
  ],
);
