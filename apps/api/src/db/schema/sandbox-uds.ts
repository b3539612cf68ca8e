import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * The UDS loyalty simulator (`apps/demo/src/sandbox/uds`), served under /_sandbox/uds while SANDBOX is
 * on. 1 point = 1 som of the company currency, so points are kept in tyiyn like money.
 */
export const sandboxUdsCustomers = pgTable(
  'sandbox_uds_customers',
  {
    /** UDS's numeric participant id. */
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity({ startWith: 1_099_576_000_001 }),
    uid: text('uid').notNull().unique(),
    displayName: text('display_name').notNull(),
    phone: text('phone'),
    pointsTyiyn: bigint('points_tyiyn', { mode: 'number' }).notNull().default(0),
    /** How much of a bill points may pay, in percent (`maxScoresDiscount`). */
    maxScoresDiscount: integer('max_scores_discount').notNull().default(50),
    /** The 6-digit code the customer's app shows. */
    paymentCode: text('payment_code').notNull().unique(),
    /** Null: a demo code that never expires, so a person trying the store can always use it. */
    paymentCodeExpiresAt: timestamp('payment_code_expires_at', { withTimezone: true }),
    blocked: boolean('blocked').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('sandbox_uds_customers_points_non_negative', sql`${t.pointsTyiyn} >= 0`),
    check('sandbox_uds_customers_max_discount_range', sql`${t.maxScoresDiscount} between 0 and 100`),
  ],
);

/** Codes issued by `customers/find?exchangeCode=true`, valid for 24 hours. */
export const sandboxUdsLongCodes = pgTable(
  'sandbox_uds_long_codes',
  {
    code: text('code').primaryKey(),
    customerId: bigint('customer_id', { mode: 'number' })
      .notNull()
      .references(() => sandboxUdsCustomers.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sandbox_uds_long_codes_customer_idx').on(t.customerId)],
);

/**
 * Purchases (state NORMAL) and refunds (state REVERSAL, pointing at their purchase by
 * `origin_id`). Amounts are signed as UDS reports them: a purchase spends points (negative),
 * a refund has a negative total and gives points back.
 */
export const sandboxUdsOperations = pgTable(
  'sandbox_uds_operations',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity({ startWith: 1_000_000_001 }),
    /** The purchase's nonce, kept on its first operation only (see `UdsSandboxBehaviour.nonceReplay`). */
    nonce: text('nonce'),
    customerId: bigint('customer_id', { mode: 'number' })
      .notNull()
      .references(() => sandboxUdsCustomers.id, { onDelete: 'cascade' }),
    state: text('state', { enum: ['NORMAL', 'REVERSAL'] }).notNull(),
    totalTyiyn: bigint('total_tyiyn', { mode: 'number' }).notNull(),
    cashTyiyn: bigint('cash_tyiyn', { mode: 'number' }).notNull(),
    pointsTyiyn: bigint('points_tyiyn', { mode: 'number' }).notNull(),
    receiptNumber: text('receipt_number'),
    cashierName: text('cashier_name'),
    originId: bigint('origin_id', { mode: 'number' }).references((): AnyPgColumn => sandboxUdsOperations.id, {
      onDelete: 'cascade',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sandbox_uds_operations_nonce_idx').on(t.nonce),
    index('sandbox_uds_operations_origin_idx').on(t.originId),
    index('sandbox_uds_operations_created_idx').on(t.createdAt),
  ],
);
