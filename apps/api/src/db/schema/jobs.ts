import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from './catalog.js';

/**
 * The durable job queue (`modules/jobs`): rows are written in the same transaction as the change
 * that causes them, and polled with `FOR UPDATE SKIP LOCKED` by every API process.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<unknown>().notNull(),
    /** Not before this moment: the first run, or the next retry after a backoff. */
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    /** Runs started so far, counted when a run is claimed (so a run lost with its process counts too). */
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(8),
    /** A claimed job belongs to its claimer until then; after it, the run is presumed lost. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    doneAt: timestamp('done_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    /** Enqueueing a key that exists already does nothing, whatever state that job is in. */
    dedupeKey: text('dedupe_key'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('jobs_dedupe_key_idx').on(t.dedupeKey),
    index('jobs_due_idx').on(t.runAt, t.id).where(sql`${t.doneAt} is null and ${t.failedAt} is null`),
    check('jobs_attempts_non_negative', sql`${t.attempts} >= 0`),
    check('jobs_max_attempts_positive', sql`${t.maxAttempts} >= 1`),
  ],
);
