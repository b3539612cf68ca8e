import { sql } from 'drizzle-orm';
import {
  bigint,
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
import { orderItems, orders, payments } from './orders.js';
import { users } from './users.js';

export const returnReasons = ['defect', 'proper_quality'] as const;
export type ReturnReason = (typeof returnReasons)[number];

/**
 * Goods a buyer brought back (modules/refunds): which lines, why, whether they went back on the
 * shelf, and the money due by the rules (or a manager's override, which needs a note).
 */
export const orderReturns = pgTable(
  'order_returns',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    /** `defect`: improper quality; `proper_quality`: the buyer changed their mind (spec §6 counts these). */
    reason: text('reason', { enum: returnReasons }).notNull(),
    note: text('note'),
    restock: boolean('restock').notNull(),
    /** What the rules give (integer tyiyn), and the share of the goods' price they give (100, 50 or 0). */
    ruleAmount: integer('rule_amount').notNull(),
    rulePercent: integer('rule_percent').notNull(),
    /** What is refunded: the rules' amount, or the override's. */
    amount: integer('amount').notNull(),
    overrideNote: text('override_note'),
    /** The client's key: a double click or a retry records the return once. */
    idempotencyKey: text('idempotency_key').notNull(),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('order_returns_key_idx').on(t.orderId, t.idempotencyKey),
    check('order_returns_amounts_valid', sql`${t.amount} >= 0 and ${t.ruleAmount} >= 0`),
  ],
);

export const orderReturnItems = pgTable(
  'order_return_items',
  {
    returnId: integer('return_id')
      .notNull()
      .references(() => orderReturns.id),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    uniqueIndex('order_return_items_pk').on(t.returnId, t.orderItemId),
    index('order_return_items_item_idx').on(t.orderItemId),
    check('order_return_items_quantity_positive', sql`${t.quantity} >= 1`),
  ],
);

export const refundStates = ['pending', 'succeeded', 'failed'] as const;
export type RefundState = (typeof refundStates)[number];
export const refundReasons = ['order_cancelled', 'return', 'manual', 'order_changed'] as const;

/**
 * Money given back to a buyer's card for a paid order, carried out by the `refunds.execute` job:
 * pending → succeeded | failed; failed → pending when staff retry it. Pending and succeeded
 * refunds of an order never add up to more than its paid card payment (checked with the order
 * row locked). A return's refund also gives back the UDS points of the returned share.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    /** The paid card payment it goes back to; null for points alone (decision 083). */
    paymentId: integer('payment_id').references(() => payments.id),
    returnId: integer('return_id').references(() => orderReturns.id),
    /** Integer tyiyn to the card; 0 when only points go back. */
    amount: integer('amount').notNull(),
    reason: text('reason', { enum: refundReasons }).notNull(),
    note: text('note'),
    state: text('state', { enum: refundStates }).notNull().default('pending'),
    /** The client's key (or the order's own for a cancellation): one refund per key and order. */
    idempotencyKey: text('idempotency_key').notNull(),
    /** The employee who asked for it; null when the system did. */
    createdBy: integer('created_by').references(() => users.id),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** Set while the provider is being asked: one refund of an order at a time, so totals reconcile. */
    executingSince: timestamp('executing_since', { withTimezone: true }),
    cardRefundedAt: timestamp('card_refunded_at', { withTimezone: true }),
    /** The part of the order's UDS purchase (integer tyiyn) whose points go back; null for none. */
    udsAmount: integer('uds_amount'),
    /**
     * The whole points that part gives back, when the store names them: a change's capped points
     * (decision 083). Null for a return's share, whose points UDS works out.
     */
    udsPoints: integer('uds_points'),
    udsRefundedAt: timestamp('uds_refunded_at', { withTimezone: true }),
    udsOperationId: bigint('uds_operation_id', { mode: 'number' }),
    /** What the providers answered, for disputes. */
    providerRecord: jsonb('provider_record'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('refunds_key_idx').on(t.orderId, t.idempotencyKey),
    index('refunds_payment_idx').on(t.paymentId),
    check('refunds_amount_not_negative', sql`${t.amount} >= 0`),
    // A card part goes back to a payment; a refund without one gives points back and nothing else.
    check('refunds_card_part_has_payment', sql`(${t.paymentId} is null) = (${t.amount} = 0)`),
    check('refunds_gives_something_back', sql`${t.amount} > 0 or ${t.udsAmount} is not null`),
    check('refunds_uds_amount_positive', sql`${t.udsAmount} is null or ${t.udsAmount} > 0`),
    check(
      'refunds_uds_points_positive',
      sql`${t.udsPoints} is null or (${t.udsPoints} > 0 and ${t.udsAmount} is not null)`,
    ),
    check('refunds_state_valid', sql`${t.state} in ('pending', 'succeeded', 'failed')`),
  ],
);
