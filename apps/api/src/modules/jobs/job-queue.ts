import type { Db, DbOrTx } from '../../db/client.js';
import {
  type ClaimedJob,
  claimDueJobs,
  deferJob,
  insertJob,
  markJobDone,
  markJobFailed,
  pruneFinishedJobsBatch,
  type QueueCounts,
  queueCounts,
  renewJobLease,
  scheduleJobRetry,
  stoppedRunsOf,
} from './jobs.repository.js';
import { retryDelayMs } from './retry-delay.js';

/** `attempt` is the run's number; the run whose `attempt` reaches `maxAttempts` is the job's last. */
export type JobHandler = (
  payload: unknown,
  context: { jobId: number; attempt: number; maxAttempts: number },
) => Promise<void>;

export interface EnqueueOptions {
  runAt?: Date;
  /** A second job with the same key is not created, even after the first has run. */
  dedupeKey?: string;
  maxAttempts?: number;
}

export interface JobQueue {
  /** Call inside the caller's transaction: the job exists iff the transaction commits. */
  enqueue(tx: DbOrTx, kind: string, payload: unknown, options?: EnqueueOptions): Promise<void>;
  register(kind: string, handler: JobHandler): void;
  /**
   * A job run once a day (at DAILY_JOB_HOUR UTC) and once when the worker starts (`start`), for
   * housekeeping that must not wait a day after a restart. The next day's run is queued by each
   * run, keyed by its date, so several processes queue it once.
   */
  registerDaily(kind: string, work: () => Promise<void>): void;
  /** Begins polling; a no-op when already started. */
  start(): void;
  /** Stops polling and waits for the jobs this queue is running. */
  stop(): Promise<void>;
  /** Runs every due job now, repeatedly, until none is due; returns how many ran. For tests and for draining at shutdown. */
  runDueJobs(): Promise<number>;
  /** Prunes jobs finished before the retention, batch by batch; answers how many it deleted or emptied. */
  pruneFinishedJobs(): Promise<number>;
  /**
   * For the things `ids` names (by the payload's `idField`), whose open job of `kinds` has a run
   * that stopped renewing its lease (its process died): since when. Staff are told they wait.
   */
  stoppedRuns(kinds: string[], idField: string, ids: number[]): Promise<Map<number, Date>>;
  /** The queue by kind (open, due, failed, stopped, the oldest due's wait), for the metrics. */
  counts(): Promise<QueueCounts[]>;
}

export interface JobLog {
  info(...args: unknown[]): void;
  warn(...args: unknown[]): void;
  error(...args: unknown[]): void;
}

export interface JobQueueOptions {
  db: Db;
  log: JobLog;
  pollIntervalMs?: number;
  /** Jobs claimed, and run concurrently, at a time. */
  batchSize?: number;
  /**
   * How long a claimed job is this process's without news from it: a run renews it every third
   * of that, so only a run whose process died (or froze) is taken up again elsewhere, after it.
   */
  leaseMs?: number;
  /** Days a finished job is kept; when set, the daily job `jobs.prune` deletes older ones. */
  retentionDays?: number;
  /** Jobs pruned per statement, so that pruning never holds many rows at once. */
  pruneBatchSize?: number;
}

/** Thrown by a handler for a job that can never succeed (e.g. an invalid payload): no retries. */
export class PermanentJobError extends Error {
  override name = 'PermanentJobError';
}

/**
 * Thrown by a handler whose provider said when to come back (HTTP 429 with a retry-after): the
 * retry waits at least that long, and otherwise follows the usual backoff.
 */
export class RetryLaterError extends Error {
  override name = 'RetryLaterError';
  constructor(
    message: string,
    readonly retryAfterMs: number,
  ) {
    super(message);
  }
}

/**
 * Thrown by a handler whose job has to wait for other work to finish first (another refund of
 * the same order being sent): it runs again after `waitMs`, and the run is not counted against
 * its attempts. Waiting is not failing: a job that waited often still gets all its tries, and
 * is never failed for good for having waited.
 */
export class WaitTurnError extends Error {
  override name = 'WaitTurnError';
  constructor(
    message: string,
    readonly waitMs: number,
  ) {
    super(message);
  }
}

export type { QueueCounts };

const MAX_ERROR_LENGTH = 2000;
/** A claimed job's lease: its run renews it every third of it, so only a lost run outlives it. */
export const JOB_LEASE_MS = 60_000;
export const PRUNE_JOBS_JOB = 'jobs.prune';
/** The UTC hour daily jobs run at: night in Kyrgyzstan (UTC+6). */
export const DAILY_JOB_HOUR = 21;

/** The next DAILY_JOB_HOUR o'clock UTC after `now`. */
export function nextDailyRun(now: Date): Date {
  const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), DAILY_JOB_HOUR));
  if (next <= now) next.setUTCDate(next.getUTCDate() + 1);
  return next;
}

function describeError(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.slice(0, MAX_ERROR_LENGTH);
}

/**
 * A Postgres-backed queue: at-least-once delivery, so handlers must tolerate running twice
 * (a process can die between doing the work and recording it). Several processes may poll one
 * database; `FOR UPDATE SKIP LOCKED` and the lease keep them from running a job concurrently.
 */
export function createJobQueue({
  db,
  log,
  pollIntervalMs = 1000,
  batchSize = 10,
  leaseMs = JOB_LEASE_MS,
  retentionDays,
  pruneBatchSize = 1000,
}: JobQueueOptions): JobQueue {
  const handlers = new Map<string, JobHandler>();
  const dailyKinds: string[] = [];
  const running = new Set<Promise<void>>();
  let polling: Promise<void> | undefined;
  let stopping = false;
  let wakeUp = () => {};

  async function recordFailure(job: ClaimedJob, error: unknown) {
    const message = describeError(error);
    const details = { jobId: job.id, kind: job.kind, attempt: job.attempt, err: error };
    if (error instanceof WaitTurnError) {
      if (await deferJob(db, job, message, error.waitMs)) log.info({ ...details, delayMs: error.waitMs }, 'job waits');
      return;
    }
    if (error instanceof PermanentJobError || job.attempt >= job.maxAttempts) {
      if (await markJobFailed(db, job, message)) log.error(details, 'job failed for good');
      return;
    }
    const backoffMs = retryDelayMs(job.id, job.attempt);
    const delayMs = error instanceof RetryLaterError ? Math.max(backoffMs, error.retryAfterMs) : backoffMs;
    if (await scheduleJobRetry(db, job, message, delayMs)) log.warn({ ...details, delayMs }, 'job failed, will retry');
  }

  /** Renews the run's lease while it goes on; answers the function that stops renewing. */
  function keepLease(job: ClaimedJob): () => void {
    const timer = setInterval(() => {
      renewJobLease(db, job, leaseMs)
        .then((renewed) => {
          if (!renewed) clearInterval(timer);
        })
        .catch((error: unknown) =>
          log.warn({ jobId: job.id, kind: job.kind, err: error }, 'could not renew a job lease'),
        );
    }, leaseMs / 3);
    timer.unref();
    return () => clearInterval(timer);
  }

  async function execute(job: ClaimedJob) {
    if (job.attempt > job.maxAttempts) {
      // Its last run never reported back (the process stopped, or it outlived the lease).
      return recordFailure(job, new PermanentJobError('the last attempt was lost: its lease expired'));
    }
    // A job of a kind this process does not know is retried, not failed at once: during a rolling
    // deploy an older process may claim a job only newer ones can run.
    const handler = handlers.get(job.kind);
    const stopRenewing = keepLease(job);
    try {
      if (!handler) throw new Error(`no handler is registered for job kind "${job.kind}"`);
      await handler(job.payload, { jobId: job.id, attempt: job.attempt, maxAttempts: job.maxAttempts });
    } catch (error) {
      return recordFailure(job, error);
    } finally {
      stopRenewing();
    }
    if (!(await markJobDone(db, job)))
      log.warn({ jobId: job.id, kind: job.kind }, 'job finished after losing its lease');
  }

  function track(job: ClaimedJob): Promise<void> {
    const run = execute(job).catch((error: unknown) => {
      // The lease runs out and the job is claimed again, so nothing is lost.
      log.error({ jobId: job.id, kind: job.kind, err: error }, 'could not record the outcome of a job');
    });
    running.add(run);
    return run.finally(() => running.delete(run));
  }

  async function runBatch(): Promise<number> {
    const claimed = await claimDueJobs(db, batchSize, leaseMs);
    await Promise.all(claimed.map(track));
    return claimed.length;
  }

  async function runDueJobs(): Promise<number> {
    let total = 0;
    for (let ran = await runBatch(); ran > 0; ran = await runBatch()) total += ran;
    return total;
  }

  function pause(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, ms);
      timer.unref();
      wakeUp = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  }

  async function poll() {
    log.info({ pollIntervalMs }, 'job queue polling');
    try {
      for (const kind of dailyKinds) await insertJob(db, { kind, payload: {} });
    } catch (error) {
      log.error({ err: error }, 'could not queue the daily jobs');
    }
    while (!stopping) {
      try {
        while (!stopping && (await runBatch()) > 0) {}
      } catch (error) {
        log.error({ err: error }, 'job queue poll failed');
      }
      if (!stopping) await pause(pollIntervalMs);
    }
    log.info('job queue stopped');
  }

  function register(kind: string, handler: JobHandler) {
    if (handlers.has(kind)) throw new Error(`A handler for job kind "${kind}" is registered already`);
    handlers.set(kind, handler);
  }

  function registerDaily(kind: string, work: () => Promise<void>) {
    register(kind, async () => {
      await work();
      const next = nextDailyRun(new Date());
      await insertJob(db, {
        kind,
        payload: {},
        runAt: next,
        dedupeKey: `${kind}:${next.toISOString().slice(0, 10)}`,
      });
    });
    dailyKinds.push(kind);
  }

  async function pruneFinishedJobs(): Promise<number> {
    if (retentionDays === undefined) return 0;
    let total = 0;
    for (;;) {
      const pruned = await pruneFinishedJobsBatch(db, retentionDays, pruneBatchSize);
      total += pruned;
      if (pruned === 0) return total;
    }
  }

  if (retentionDays !== undefined) {
    registerDaily(PRUNE_JOBS_JOB, async () => {
      const pruned = await pruneFinishedJobs();
      if (pruned > 0) log.info({ pruned, retentionDays }, 'pruned finished jobs');
    });
  }

  return {
    async enqueue(tx, kind, payload, options = {}) {
      if (payload === undefined || payload === null) throw new TypeError('A job payload must be a JSON value');
      await insertJob(tx, { kind, payload, ...options });
    },
    register,
    registerDaily,
    start() {
      if (polling) return;
      stopping = false;
      polling = poll();
    },
    async stop() {
      stopping = true;
      wakeUp();
      await polling;
      polling = undefined;
      await Promise.all(running);
    },
    runDueJobs,
    pruneFinishedJobs,
    stoppedRuns: (kinds, idField, ids) => stoppedRunsOf(db, kinds, idField, ids),
    counts: () => queueCounts(db),
  };
}
