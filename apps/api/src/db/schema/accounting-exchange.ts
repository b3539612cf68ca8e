import type { ExchangeMapping, ExchangeRunType, ExchangeStatusChange } from '@aruu/contract/staff-exchange';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { orders } from './orders.js';
import { users } from './users.js';

/**
 * The accounting exchange's one row (modules/accounting-exchange): on or off, the account 1C or
 * МойСклад signs in with (not a `users` row: it can do nothing but the exchange), and the mapping
 * of its price types and warehouses onto the shop.
 */
export const exchangeSettings = pgTable(
  'exchange_settings',
  {
    id: integer('id').primaryKey().default(1),
    enabled: boolean('enabled').notNull().default(false),
    login: text('login'),
    /** argon2id (PHC string), as the shop's own passwords. */
    passwordHash: text('password_hash'),
    mapping: jsonb('mapping').$type<ExchangeMapping>().notNull(),
    /**
     * The employee who last saved the settings: the person answerable for the account, in whose
     * name the exchange's catalogue runs are recorded (import history, stock movements, costs).
     */
    updatedBy: integer('updated_by')
      .notNull()
      .references(() => users.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('exchange_settings_one_row', sql`${t.id} = 1`)],
);

/** A file the accounting system sent in a run, by the name it gave, and the import it went into. */
export interface ExchangeRunFile {
  name: string;
  bytes: number;
  importId: number | null;
}

/** An order a `sale/query` answer carried, at the version it carried. */
export interface SentOrder {
  id: number;
  /** The order's `updated_at` to the microsecond, as PostgreSQL wrote it (ISO 8601, UTC). */
  version: string;
}

/**
 * One session of the accounting system (checkauth to its last call) and the log of what it did:
 * the session cookie is stored only as its SHA-256 and lapses at `expires_at` (each call moves it on).
 */
export const exchangeRuns = pgTable(
  'exchange_runs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    type: text('type').$type<ExchangeRunType>().notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    result: text('result').$type<'running' | 'succeeded' | 'failed'>().notNull().default('running'),
    reason: text('reason'),
    files: jsonb('files').$type<ExchangeRunFile[]>().notNull().default([]),
    /** Files of the session whose contents were applied (sale: orders.xml's statuses), so a repeat does nothing. */
    appliedFiles: jsonb('applied_files').$type<string[]>().notNull().default([]),
    /** What the last `query` answered, confirmed by `success`. */
    sentOrders: jsonb('sent_orders').$type<SentOrder[]>().notNull().default([]),
    ordersSent: integer('orders_sent').notNull().default(0),
    ordersConfirmed: integer('orders_confirmed').notNull().default(0),
    statuses: jsonb('statuses').$type<ExchangeStatusChange[]>().notNull().default([]),
  },
  (t) => [
    uniqueIndex('exchange_runs_token_idx').on(t.tokenHash),
    index('exchange_runs_started_idx').on(t.type, t.startedAt.desc()),
  ],
);

/**
 * The version of each order the accounting system confirmed it has (`sale/success`): an order
 * goes out again when its `updated_at` moves past it.
 */
export const exchangeOrderExports = pgTable('exchange_order_exports', {
  orderId: integer('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  exportedVersion: timestamp('exported_version', { withTimezone: true }).notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }).notNull().defaultNow(),
});
