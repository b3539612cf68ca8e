import { and, eq, inArray, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { jobs } from '../../db/schema/index.js';

export interface NewJob {
  kind: string;
  payload: unknown;
  runAt?: Date;
  dedupeKey?: string;
  maxAttempts?: number;
}

/** A job this process has claimed: `attempt` is its run's number (1 for the first run). */
export interface ClaimedJob {
  id: number;
  kind: string;
  payload: unknown;
  attempt: number;
  maxAttempts: number;
}

const inMs = (ms: number) => sql`now() + ${Math.round(ms)}::integer * interval '1 millisecond'`;

/** Does nothing when a job with the same dedupe key exists, whatever its state. */
export async function insertJob(tx: DbOrTx, job: NewJob): Promise<void> {
  await tx
    .insert(jobs)
    .values({
      kind: job.kind,
      payload: job.payload,
      runAt: job.runAt,
      dedupeKey: job.dedupeKey,
      maxAttempts: job.maxAttempts,
    })
    .onConflictDoNothing({ target: jobs.dedupeKey });
}

/**
 * Takes up to `limit` due jobs for `leaseMs`, counting the run as an attempt. One statement, so
 * one short transaction: `SKIP LOCKED` passes over rows another process is claiming right now,
 * and the lease keeps them from everybody else once this statement commits.
 */
export function claimDueJobs(db: Db, limit: number, leaseMs: number): Promise<ClaimedJob[]> {
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        isNull(jobs.doneAt),
        isNull(jobs.failedAt),
        lte(jobs.runAt, sql`now()`),
        or(isNull(jobs.lockedUntil), lt(jobs.lockedUntil, sql`now()`)),
      ),
    )
    .orderBy(jobs.runAt, jobs.id)
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(jobs)
    .set({ attempts: sql`${jobs.attempts} + 1`, lockedUntil: inMs(leaseMs), updatedAt: sql`now()` })
    .where(inArray(jobs.id, due))
    .returning({
      id: jobs.id,
      kind: jobs.kind,
      payload: jobs.payload,
      attempt: jobs.attempts,
      maxAttempts: jobs.maxAttempts,
    });
}

/**
 * Only the run that claimed the job may record its outcome: a later claim (after this run's
 * lease ran out) has counted another attempt, so the attempt number works as a fencing token.
 */
const isOwnRun = (job: ClaimedJob) =>
  and(eq(jobs.id, job.id), eq(jobs.attempts, job.attempt), isNull(jobs.doneAt), isNull(jobs.failedAt));

/**
 * Extends the lease of a run still going. A lease that lapsed is not revived: another process
 * may have claimed the job again (and counted another attempt, which fences this run out).
 */
export async function renewJobLease(db: Db, job: ClaimedJob, leaseMs: number): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ lockedUntil: inMs(leaseMs), updatedAt: sql`now()` })
    .where(and(isOwnRun(job), sql`${jobs.lockedUntil} > now()`))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/** Each returns false when the run no longer owns the job. */
export async function markJobDone(db: Db, job: ClaimedJob): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ doneAt: sql`now()`, lockedUntil: null, updatedAt: sql`now()` })
    .where(isOwnRun(job))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

export async function scheduleJobRetry(db: Db, job: ClaimedJob, error: string, delayMs: number): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ lastError: error, runAt: inMs(delayMs), lockedUntil: null, updatedAt: sql`now()` })
    .where(isOwnRun(job))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/**
 * As `scheduleJobRetry`, for a run that only waited its turn: the attempt its claim counted is
 * given back by allowing one more. Not by counting one fewer: the count is the runs' fencing
 * token, and a run that lost its lease must never find its number again.
 */
export async function deferJob(db: Db, job: ClaimedJob, reason: string, delayMs: number): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({
      lastError: reason,
      runAt: inMs(delayMs),
      lockedUntil: null,
      maxAttempts: sql`${jobs.maxAttempts} + 1`,
      updatedAt: sql`now()`,
    })
    .where(isOwnRun(job))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

export async function markJobFailed(db: Db, job: ClaimedJob, error: string): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ lastError: error, failedAt: sql`now()`, lockedUntil: null, updatedAt: sql`now()` })
    .where(isOwnRun(job))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/**
 * One batch of pruning: deletes up to `limit` jobs that finished (done or failed) more than
 * `retentionDays` ago, and empties the payload of up to `limit` such jobs with a dedupe key —
 * their rows stay, so the key still holds for ever (an order is expired once). Answers how many
 * jobs it deleted or emptied.
 */
export async function pruneFinishedJobsBatch(db: Db, retentionDays: number, limit: number): Promise<number> {
  const finishedBefore = sql`coalesce(${jobs.doneAt}, ${jobs.failedAt}) < now() - ${retentionDays}::integer * interval '1 day'`;
  const batch = (deduped: boolean) =>
    db
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(
          finishedBefore,
          deduped ? and(isNotNull(jobs.dedupeKey), sql`${jobs.payload} <> '{}'::jsonb`) : isNull(jobs.dedupeKey),
        ),
      )
      .limit(limit);
  const deleted = await db
    .delete(jobs)
    .where(inArray(jobs.id, batch(false)))
    .returning({ id: jobs.id });
  const emptied = await db
    .update(jobs)
    .set({ payload: {}, lastError: null })
    .where(inArray(jobs.id, batch(true)))
    .returning({ id: jobs.id });
  return deleted.length + emptied.length;
}

/**
 * A run that has not renewed its lease for this long has stopped (its process died or froze):
 * its job waits for the lease to end, or for a worker, and then runs again. Half a lease is more
 * than one renewal missed (they come every third).
 */
export const RUN_STOPPED_AFTER_MS = 30_000;

const runStopped = sql`${jobs.lockedUntil} is not null and ${jobs.updatedAt} < now() - ${RUN_STOPPED_AFTER_MS}::integer * interval '1 millisecond'`;
const open = and(isNull(jobs.doneAt), isNull(jobs.failedAt));

/**
 * Of the open jobs of `kinds` whose payload's `idField` is one of `ids`, those whose run stopped:
 * since when (the run's last sign of life), by id. What staff are told about an import or a
 * refund that waits for a crashed worker.
 */
export async function stoppedRunsOf(
  db: DbOrTx,
  kinds: string[],
  idField: string,
  ids: number[],
): Promise<Map<number, Date>> {
  if (ids.length === 0) return new Map();
  const id = sql<number>`(${jobs.payload}->>${idField})::integer`;
  const rows = await db
    .select({ id, since: sql<Date>`min(${jobs.updatedAt})`.mapWith((value) => new Date(value)) })
    .from(jobs)
    .where(
      and(open, runStopped, inArray(jobs.kind, kinds), inArray(sql`${jobs.payload}->>${idField}`, ids.map(String))),
    )
    // By position: the field is a parameter, so the select's expression and the group's differ.
    .groupBy(sql`1`);
  return new Map(rows.map((row) => [Number(row.id), row.since]));
}

export interface QueueCounts {
  kind: string;
  open: number;
  due: number;
  failed: number;
  stopped: number;
  oldestDueSeconds: number;
}

/** The queue by kind, for the metrics: one pass over the table (pruning keeps it small). */
export async function queueCounts(db: Db): Promise<QueueCounts[]> {
  const due = and(open, lte(jobs.runAt, sql`now()`));
  return db
    .select({
      kind: jobs.kind,
      open: sql<number>`count(*) filter (where ${open})`.mapWith(Number),
      due: sql<number>`count(*) filter (where ${due})`.mapWith(Number),
      failed: sql<number>`count(*) filter (where ${jobs.failedAt} is not null)`.mapWith(Number),
      stopped: sql<number>`count(*) filter (where ${open} and ${runStopped})`.mapWith(Number),
      oldestDueSeconds:
        sql<number>`coalesce(extract(epoch from now() - min(${jobs.runAt}) filter (where ${due})), 0)`.mapWith(Number),
    })
    .from(jobs)
    .where(sql`${jobs.doneAt} is null`)
    .groupBy(jobs.kind);
}
