import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from './catalog.js';

/**
 * Payments taken by the payment provider simulator (`/_sandbox/payments`), which speaks the
 * Freedom Pay protocol. Amounts stay the decimal strings the store sent, as the provider keeps them.
 */
export const sandboxPayments = pgTable(
  'sandbox_payments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The provider's `pg_payment_id`. */
    paymentId: text('payment_id').notNull(),
    /** The hosted page's `customer` token: unguessable, so one payer cannot open another's page. */
    customer: text('customer').notNull(),
    merchantId: text('merchant_id').notNull(),
    orderId: text('order_id').notNull(),
    amount: text('amount').notNull(),
    currency: text('currency').notNull(),
    description: text('description').notNull(),
    resultUrl: text('result_url').notNull(),
    successUrl: text('success_url').notNull(),
    failureUrl: text('failure_url').notNull(),
    /** paid → revoked once the merchant has refunded all of it (revoke.php, in one go or in parts). */
    status: text('status', { enum: ['pending', 'paid', 'declined', 'revoked'] })
      .notNull()
      .default('pending'),
    /** Every init parameter as received (custom ones are echoed back in the callback). */
    params: jsonb('params').$type<Record<string, string>>().notNull(),
    /** The result callback sent, and how the store answered it. */
    callback: jsonb('callback').$type<unknown>(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('sandbox_payments_payment_id_idx').on(t.paymentId),
    uniqueIndex('sandbox_payments_customer_idx').on(t.customer),
    check('sandbox_payments_status_valid', sql`${t.status} in ('pending', 'paid', 'declined', 'revoked')`),
  ],
);

/** Each revoke.php the simulator carried out: the whole payment or a part of it. */
export const sandboxPaymentRefunds = pgTable(
  'sandbox_payment_refunds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    sandboxPaymentId: bigint('sandbox_payment_id', { mode: 'number' })
      .notNull()
      .references(() => sandboxPayments.id),
    /** A decimal string, as the provider keeps amounts. */
    amount: text('amount').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sandbox_payment_refunds_payment_idx').on(t.sandboxPaymentId)],
);
