import { offlinePaymentMethods } from '@aruu/contract/offline-payments';
import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { orders } from './orders.js';
import { users } from './users.js';

/** A shopper's company, as an invoice names the buyer; one per account, saved complete. */
export const legalEntities = pgTable('legal_entities', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  organisationName: text('organisation_name').notNull(),
  inn: text('inn').notNull(),
  legalAddress: text('legal_address').notNull(),
  bankName: text('bank_name').notNull(),
  bic: text('bic').notNull(),
  bankAccount: text('bank_account').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The money of a cash or bank-transfer order as staff recorded it: who, when, how, how much.
 * One per order (its key), so a double click records it once.
 */
export const offlinePayments = pgTable(
  'offline_payments',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id),
    method: text('method', { enum: offlinePaymentMethods }).notNull(),
    /** Integer tyiyn: the order's total when it was marked paid. */
    amount: integer('amount').notNull(),
    recordedBy: integer('recorded_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('offline_payments_amount_non_negative', sql`${t.amount} >= 0`)],
);

/**
 * The invoice of a bank-transfer order, issued when the order is placed: the buyer's details as
 * they were then (a later profile edit does not rewrite an issued invoice) and how long it is valid.
 */
export const bankTransferInvoices = pgTable('bank_transfer_invoices', {
  orderId: integer('order_id')
    .primaryKey()
    .references(() => orders.id),
  /** `LegalEntity` of the contract, snapshotted. */
  buyer: jsonb('buyer').notNull(),
  issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
});
