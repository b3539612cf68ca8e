import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, serial, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './catalog.js';
import { orders } from './orders.js';

export const udsHoldStates = ['pending', 'spent', 'refused', 'releasing', 'released'] as const;
export type UdsHoldState = (typeof udsHoldStates)[number];

/**
 * UDS points debited for an unpaid order (`modules/loyalty/points-holds.ts`): one UDS purchase,
 * made when the shopper proceeds to pay, kept while the order can be paid and refunded at UDS
 * when it cannot (cancelled, expired, points changed).
 *
 * pending → spent | refused: the purchase was sent with `nonce`; until UDS answers, its outcome is
 * unknown and a retry sends the same nonce. spent | pending → releasing → released: the points are
 * due back; released once UDS refunded the purchase (or proved it never happened).
 */
export const udsHolds = pgTable(
  'uds_holds',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    /** Sent with the purchase: a replay is the same operation to UDS and cannot spend twice. */
    nonce: uuid('nonce').notNull().defaultRandom(),
    /** The 24-hour code UDS exchanged for the shopper's app code, and whose points they are. */
    code: text('code').notNull(),
    customerUid: text('customer_uid').notNull(),
    /** Whole points, 1 point = 1 som. */
    points: integer('points').notNull(),
    /** The bill UDS is told about (the goods after promo discounts), integer tyiyn. */
    goodsTyiyn: integer('goods_tyiyn').notNull(),
    state: text('state', { enum: udsHoldStates }).notNull().default('pending'),
    /** UDS's purchase, once known. */
    operationId: bigint('operation_id', { mode: 'number' }),
    /** UDS's refund of it; null when released because the purchase never happened. */
    refundOperationId: bigint('refund_operation_id', { mode: 'number' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('uds_holds_nonce_idx').on(t.nonce),
    // An order has at most one hold that counts: the points of its one payable total.
    uniqueIndex('uds_holds_active_idx').on(t.orderId).where(sql`${t.state} in ('pending', 'spent')`),
    index('uds_holds_order_idx').on(t.orderId),
    check('uds_holds_points_positive', sql`${t.points} > 0`),
    check('uds_holds_state_valid', sql`${t.state} in ('pending', 'spent', 'refused', 'releasing', 'released')`),
  ],
);
