import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * Idempotency keys (`modules/idempotency`): one row per user, operation and key. A request
 * claims its row with an insert (the primary key lets exactly one of many concurrent requests
 * win), and the operation's own transaction marks it completed with the answer, so the answer
 * exists if and only if the operation's effect does.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The operation, e.g. `orders/create_from_cart`: a key is scoped to one. */
    endpoint: text('endpoint').notNull(),
    key: text('key').notNull(),
    /** sha256 of the canonical JSON of the validated request body. */
    fingerprint: text('fingerprint').notNull(),
    state: text('state', { enum: ['in_flight', 'completed'] }).notNull(),
    /** Changes with every claim: only the claim that holds it may complete or release the row. */
    claimToken: uuid('claim_token').notNull(),
    /** The lease of an in-flight claim; after it the request is presumed lost and the key free. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body').$type<unknown>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** After this the key is forgotten: a request with it is a new one. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.endpoint, t.key] }),
    index('idempotency_keys_expires_at_idx').on(t.expiresAt),
    check(
      'idempotency_keys_state_consistent',
      sql`(${t.state} = 'in_flight' and ${t.lockedUntil} is not null and ${t.responseStatus} is null)
        or (${t.state} = 'completed' and ${t.lockedUntil} is null and ${t.responseStatus} is not null)`,
    ),
  ],
);
