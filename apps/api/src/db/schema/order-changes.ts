import { orderChangeKinds, orderChangeReasons, orderChangeStates } from '@aruu/contract/order-changes';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { orderItems, orders } from './orders.js';
import { refunds } from './refunds.js';
import { users } from './users.js';

/** The line a change puts in the order, snapshotted at the catalogue's price when staff made it. */
export interface OrderChangeNewLine {
  variationId: number;
  productId: number;
  title: string;
  variationName: string;
  image: string;
  unitPrice: number;
  quantity: number;
}

/**
 * A change staff make to an order after it was placed (modules/order-changes): applied at once,
 * or proposed to the buyer behind a link whose token only the mail carries (its SHA-256 here).
 * `preview` is the contract's `OrderChangePreview` as last priced (at proposal, then as applied).
 */
export const orderChanges = pgTable(
  'order_changes',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    kind: text('kind', { enum: orderChangeKinds }).notNull(),
    reason: text('reason', { enum: orderChangeReasons }).notNull(),
    note: text('note'),
    restock: boolean('restock').notNull(),
    state: text('state', { enum: orderChangeStates }).notNull(),
    /** The line removed, reduced or replaced; null for an addition, and once the line is gone. */
    orderItemId: integer('order_item_id').references(() => orderItems.id, { onDelete: 'set null' }),
    /** A reduction's new quantity. */
    quantity: integer('quantity'),
    newLine: jsonb('new_line').$type<OrderChangeNewLine>(),
    preview: jsonb('preview').notNull(),
    tokenHash: text('token_hash'),
    answerBy: timestamp('answer_by', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: text('decided_by', { enum: ['buyer', 'staff', 'system'] }),
    /** The buyer's choice that closed a proposal: the same choice again answers the same state. */
    choice: text('choice', { enum: ['accept', 'remove_line', 'cancel_order'] }),
    refundId: integer('refund_id').references(() => refunds.id),
    /** The staff request's Idempotency-Key and its body's fingerprint. */
    idempotencyKey: text('idempotency_key').notNull(),
    fingerprint: text('fingerprint').notNull(),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('order_changes_key_idx').on(t.orderId, t.idempotencyKey),
    uniqueIndex('order_changes_token_idx').on(t.tokenHash),
    // One open proposal per order line at a time.
    uniqueIndex('order_changes_open_line_idx').on(t.orderItemId).where(sql`${t.state} = 'proposed'`),
    index('order_changes_order_idx').on(t.orderId, t.id.desc()),
    check('order_changes_quantity_positive', sql`${t.quantity} is null or ${t.quantity} >= 1`),
  ],
);
