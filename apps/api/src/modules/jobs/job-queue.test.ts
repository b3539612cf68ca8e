// @pglite-compatibility: the job queue: its locking and LISTEN/NOTIFY wake-ups on one embedded connection
import { asc, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eventually } from '../../../test/eventually.js';
import { onPostgres, openTestDatabase, type TestDatabase } from '../../../test/test-database.js';
import type { Db } from '../../db/client.js';
import { jobs } from '../../db/schema/index.js';
import {
  createJobQueue,
  DAILY_JOB_HOUR,
  type JobHandler,
  type JobQueueOptions,
  nextDailyRun,
  PermanentJobError,
  RetryLaterError,
  WaitTurnError,
} from './job-queue.js';
import { jobQueuePlugin } from './job-queue.plugin.js';
import { retryDelayMs } from './retry-delay.js';

let scratch: TestDatabase;
let db: Db;
beforeAll(async () => {
  scratch = await openTestDatabase();
  db = scratch.db;
});
afterAll(() => scratch?.close());
afterEach(async () => {
  await db.delete(jobs);
});

const quietLog = () => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() });

function newQueue(options: Partial<JobQueueOptions> = {}) {
  const log = quietLog();
  return { queue: createJobQueue({ db, log, ...options }), log };
}

const allJobs = () => db.select().from(jobs).orderBy(asc(jobs.id));

async function onlyJob() {
  const rows = await allJobs();
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

/** Makes every waiting job due now, as if its backoff had passed. */
const skipBackoff = () => db.update(jobs).set({ runAt: sql`now()` });

describe('enqueue', () => {
  it('creates a job only when the transaction commits', async () => {
    const { queue } = newQueue();
    const rolledBack = db.transaction(async (tx) => {
      await queue.enqueue(tx, 'test.echo', { n: 1 });
      throw new Error('the order could not be placed');
    });
    await expect(rolledBack).rejects.toThrow('the order could not be placed');
    expect(await allJobs()).toEqual([]);

    await db.transaction((tx) => queue.enqueue(tx, 'test.echo', { n: 2 }));
    expect((await onlyJob()).payload).toEqual({ n: 2 });
  });

  it('creates one job per dedupe key, even after that job has run', async () => {
    const { queue } = newQueue();
    const handler = vi.fn<JobHandler>(async () => {});
    queue.register('test.echo', handler);
    await queue.enqueue(db, 'test.echo', { n: 1 }, { dedupeKey: 'order:7:expire' });
    await db.transaction((tx) => queue.enqueue(tx, 'test.echo', { n: 2 }, { dedupeKey: 'order:7:expire' }));
    expect(await queue.runDueJobs()).toBe(1);
    await queue.enqueue(db, 'test.echo', { n: 3 }, { dedupeKey: 'order:7:expire' });
    expect(await queue.runDueJobs()).toBe(0);
    expect(handler).toHaveBeenCalledOnce();
    expect(handler.mock.calls[0]![0]).toEqual({ n: 1 });
    await queue.enqueue(db, 'test.echo', { n: 4 }, { dedupeKey: 'order:8:expire' });
    expect(await allJobs()).toHaveLength(2);
  });

  it('refuses a missing payload', async () => {
    const { queue } = newQueue();
    await expect(queue.enqueue(db, 'test.echo', undefined)).rejects.toThrow(TypeError);
  });
});

describe('running jobs', () => {
  it('runs a due job once and records it as done', async () => {
    const { queue } = newQueue();
    const handler = vi.fn<JobHandler>(async () => {});
    queue.register('test.echo', handler);
    await queue.enqueue(db, 'test.echo', { greeting: 'салам' });

    expect(await queue.runDueJobs()).toBe(1);
    const job = await onlyJob();
    expect(handler).toHaveBeenCalledWith({ greeting: 'салам' }, { jobId: job.id, attempt: 1, maxAttempts: 8 });
    expect(job).toMatchObject({ attempts: 1, lockedUntil: null, failedAt: null, lastError: null });
    expect(job.doneAt).toBeInstanceOf(Date);
    expect(await queue.runDueJobs()).toBe(0);
  });

  it('waits for run_at', async () => {
    const { queue } = newQueue();
    const handler = vi.fn<JobHandler>(async () => {});
    queue.register('test.echo', handler);
    await queue.enqueue(db, 'test.echo', {}, { runAt: new Date(Date.now() + 60_000) });
    expect(await queue.runDueJobs()).toBe(0);
    await skipBackoff();
    expect(await queue.runDueJobs()).toBe(1);
    expect(handler).toHaveBeenCalledOnce();
  });

  it('retries a failed job after an exponential backoff, then succeeds', async () => {
    const { queue, log } = newQueue();
    let calls = 0;
    queue.register('test.flaky', async () => {
      calls += 1;
      if (calls < 3) throw new Error(`mail server busy (${calls})`);
    });
    await queue.enqueue(db, 'test.flaky', {});

    const delays: number[] = [];
    for (const attempt of [1, 2]) {
      expect(await queue.runDueJobs()).toBe(1);
      const job = await onlyJob();
      // Both set by the statement that scheduled the retry, from one now(): no clock is read here.
      const delay = job.runAt.getTime() - job.updatedAt.getTime();
      delays.push(delay);
      expect(job).toMatchObject({ attempts: attempt, doneAt: null, failedAt: null, lockedUntil: null });
      expect(job.lastError).toBe(`Error: mail server busy (${attempt})`);
      // 2^attempt seconds ±10% (1 ms for rounding the timestamps to milliseconds).
      expect(Math.abs(delay - retryDelayMs(job.id, attempt))).toBeLessThanOrEqual(1);
      expect(delay).toBeGreaterThanOrEqual(2 ** attempt * 900 - 1);
      expect(delay).toBeLessThanOrEqual(2 ** attempt * 1100 + 1);
      expect(await queue.runDueJobs()).toBe(0);
      await skipBackoff();
    }
    expect(delays[1]!).toBeGreaterThan(delays[0]!);
    expect(log.warn).toHaveBeenCalledTimes(2);

    expect(await queue.runDueJobs()).toBe(1);
    const job = await onlyJob();
    expect(job.attempts).toBe(3);
    expect(job.doneAt).toBeInstanceOf(Date);
    expect(calls).toBe(3);
  });

  it('fails a job for good once it has used its attempts', async () => {
    const { queue, log } = newQueue();
    const handler = vi.fn<JobHandler>(async () => {
      throw new Error('no such mailbox');
    });
    queue.register('test.doomed', handler);
    await queue.enqueue(db, 'test.doomed', {}, { maxAttempts: 3 });
    for (let run = 0; run < 5; run += 1) {
      await queue.runDueJobs();
      await skipBackoff();
    }
    const job = await onlyJob();
    expect(handler).toHaveBeenCalledTimes(3);
    expect(job).toMatchObject({ attempts: 3, doneAt: null, lastError: 'Error: no such mailbox' });
    expect(job.failedAt).toBeInstanceOf(Date);
    expect(log.error).toHaveBeenCalledOnce();
    expect(log.error.mock.calls[0]![1]).toBe('job failed for good');
  });

  it('waits at least as long as a RetryLaterError asks, and the backoff when that is longer', async () => {
    const { queue } = newQueue();
    const asks = [30_000, 10];
    queue.register('test.flooded', async () => {
      throw new RetryLaterError('flood control', asks.shift()!);
    });
    await queue.enqueue(db, 'test.flooded', {});
    expect(await queue.runDueJobs()).toBe(1);
    let job = await onlyJob();
    expect(Math.abs(job.runAt.getTime() - job.updatedAt.getTime() - 30_000)).toBeLessThanOrEqual(1);
    await skipBackoff();
    expect(await queue.runDueJobs()).toBe(1);
    job = await onlyJob();
    expect(Math.abs(job.runAt.getTime() - job.updatedAt.getTime() - retryDelayMs(job.id, 2))).toBeLessThanOrEqual(1);
  });

  it('lets a job wait its turn more often than it may fail, after the wait it asks, and still gives it all its tries', async () => {
    const { queue, log } = newQueue();
    let turn = 5;
    const runs: Array<{ attempt: number; maxAttempts: number }> = [];
    queue.register('test.queued-behind', async (_payload, { attempt, maxAttempts }) => {
      runs.push({ attempt, maxAttempts });
      if (turn-- > 0) throw new WaitTurnError('another is being sent', 5_000);
      throw new Error('the provider is down');
    });
    await queue.enqueue(db, 'test.queued-behind', {}, { maxAttempts: 2 });
    for (let wait = 0; wait < 5; wait++) {
      expect(await queue.runDueJobs()).toBe(1);
      const job = await onlyJob();
      expect(job).toMatchObject({ failedAt: null, lastError: 'WaitTurnError: another is being sent' });
      expect(job.runAt.getTime() - job.updatedAt.getTime()).toBe(5_000);
      await skipBackoff();
    }
    // Its turn: both of its tries are still to come.
    expect(await queue.runDueJobs()).toBe(1);
    expect((await onlyJob()).failedAt).toBeNull();
    await skipBackoff();
    expect(await queue.runDueJobs()).toBe(1);
    expect((await onlyJob()).failedAt).toBeInstanceOf(Date);
    expect(runs.slice(-2)).toEqual([
      { attempt: 6, maxAttempts: 7 },
      { attempt: 7, maxAttempts: 7 },
    ]);
    expect(log.info.mock.calls.filter((call) => call[1] === 'job waits')).toHaveLength(5);
  });

  it('fails at once on a PermanentJobError', async () => {
    const { queue } = newQueue();
    queue.register('test.invalid', async () => {
      throw new PermanentJobError('the payload is not a mail');
    });
    await queue.enqueue(db, 'test.invalid', {});
    expect(await queue.runDueJobs()).toBe(1);
    const job = await onlyJob();
    expect(job.failedAt).toBeInstanceOf(Date);
    expect(job.lastError).toBe('PermanentJobError: the payload is not a mail');
  });

  it('retries a job of an unknown kind with a clear error, and fails it after its attempts', async () => {
    const { queue, log } = newQueue();
    await queue.enqueue(db, 'test.nobody-handles-this', {}, { maxAttempts: 2 });
    expect(await queue.runDueJobs()).toBe(1);
    let job = await onlyJob();
    expect(job.failedAt).toBeNull();
    expect(job.lastError).toBe('Error: no handler is registered for job kind "test.nobody-handles-this"');

    await skipBackoff();
    expect(await queue.runDueJobs()).toBe(1);
    job = await onlyJob();
    expect(job.failedAt).toBeInstanceOf(Date);
    expect(job.lastError).toContain('no handler is registered for job kind "test.nobody-handles-this"');
    expect(log.error).toHaveBeenCalledOnce();
  });

  it('takes back a job whose run never reported (its lease expired), counting the lost run', async () => {
    const { queue } = newQueue();
    const handler = vi.fn<JobHandler>(async () => {});
    queue.register('test.echo', handler);
    await queue.enqueue(db, 'test.echo', {}, { maxAttempts: 2 });
    // A run that was claimed by a process which then died.
    await db.update(jobs).set({ attempts: 1, lockedUntil: sql`now() + interval '1 minute'` });
    expect(await queue.runDueJobs()).toBe(0);
    await db.update(jobs).set({ lockedUntil: sql`now() - interval '1 second'` });
    expect(await queue.runDueJobs()).toBe(1);
    expect(handler).toHaveBeenCalledWith({}, expect.objectContaining({ attempt: 2 }));
    expect((await onlyJob()).doneAt).toBeInstanceOf(Date);
  });

  it('renews the lease of a job that runs longer than it, so no other process takes it meanwhile', async () => {
    const leaseMs = 300;
    const { queue } = newQueue({ leaseMs });
    const other = newQueue({ leaseMs }).queue;
    let finish = () => {};
    const finished = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const handler = vi.fn<JobHandler>(() => finished);
    queue.register('test.slow', handler);
    other.register('test.slow', handler);
    await queue.enqueue(db, 'test.slow', {});
    const running = queue.runDueJobs();
    // Renewed past twice its first lease: without renewals another process could take it by now.
    await eventually(async () => {
      const [row] = await db
        .select({ heldMs: sql<number>`extract(epoch from ${jobs.lockedUntil} - ${jobs.createdAt}) * 1000` })
        .from(jobs);
      expect(Number(row?.heldMs)).toBeGreaterThan(2 * leaseMs);
    }, 50);
    expect(await other.runDueJobs()).toBe(0);
    finish();
    expect(await running).toBe(1);
    expect(handler).toHaveBeenCalledOnce();
    expect((await onlyJob()).doneAt).toBeInstanceOf(Date);
  });

  it('fails a job whose last attempt was lost, without running it again', async () => {
    const { queue } = newQueue();
    const handler = vi.fn<JobHandler>(async () => {});
    queue.register('test.echo', handler);
    await queue.enqueue(db, 'test.echo', {}, { maxAttempts: 2 });
    await db.update(jobs).set({ attempts: 2, lockedUntil: sql`now() - interval '1 second'` });
    expect(await queue.runDueJobs()).toBe(1);
    expect(handler).not.toHaveBeenCalled();
    const job = await onlyJob();
    expect(job.failedAt).toBeInstanceOf(Date);
    expect(job.lastError).toMatch(/lease expired/);
  });

  it('refuses a second handler for a kind', () => {
    const { queue } = newQueue();
    queue.register('test.echo', async () => {});
    expect(() => queue.register('test.echo', async () => {})).toThrow(/registered already/);
  });
});

describe('polling', () => {
  // The queue's pauses run on a fake clock; the database keeps real time.
  const POLL_MS = 60 * 60_000;
  afterEach(() => {
    vi.useRealTimers();
  });

  /** Moves the clock on a poll interval at a time until `check` passes: the poller may be busy with the database. */
  const pollUntil = (check: () => void) =>
    eventually(async () => {
      await vi.advanceTimersByTimeAsync(POLL_MS);
      check();
    }, 20);

  it('runs due jobs at once, then once a poll interval has passed; stop() waits for a running job', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { queue, log } = newQueue({ pollIntervalMs: POLL_MS });
    const seen: number[] = [];
    let slowJobStarted = false;
    let finishSlowJob = () => {};
    queue.register('test.slow', async () => {
      slowJobStarted = true;
      await new Promise<void>((resolve) => {
        finishSlowJob = resolve;
      });
    });
    queue.register('test.echo', async (payload) => {
      seen.push((payload as { n: number }).n);
    });
    await queue.enqueue(db, 'test.echo', { n: 1 });
    queue.start();
    queue.start();
    // The first poll does not wait: an hour between polls, and the clock barely moves here.
    await eventually(() => expect(seen).toEqual([1]), 20);
    await queue.enqueue(db, 'test.echo', { n: 2 });
    await pollUntil(() => expect(seen).toEqual([1, 2]));

    await queue.enqueue(db, 'test.slow', {});
    await pollUntil(() => expect(slowJobStarted).toBe(true));
    let stopped = false;
    const stopping = queue.stop().then(() => {
      stopped = true;
    });
    // A round trip to the database: time enough for a stop() that did not wait to have finished.
    expect((await allJobs()).find((job) => job.kind === 'test.slow')?.doneAt).toBeNull();
    expect(stopped).toBe(false);
    finishSlowJob();
    await stopping;
    expect((await allJobs()).every((job) => job.doneAt !== null)).toBe(true);
    expect(log.info).toHaveBeenLastCalledWith('job queue stopped');

    // Stopped means stopped: however long the clock runs, a new job waits.
    await queue.enqueue(db, 'test.echo', { n: 3 });
    await vi.advanceTimersByTimeAsync(10 * POLL_MS);
    expect(await allJobs()).toContainEqual(expect.objectContaining({ payload: { n: 3 }, attempts: 0 }));
    expect(seen).toEqual([1, 2]);
  });
});

describe('polling while the database fails', () => {
  it('logs each failed poll, keeps polling, and runs jobs again once the database answers', async () => {
    const { queue, log } = newQueue({ pollIntervalMs: 10 });
    const seen: number[] = [];
    queue.register('test.echo', async (payload) => {
      seen.push((payload as { n: number }).n);
    });
    const failedPolls = () => log.error.mock.calls.filter(([, message]) => message === 'job queue poll failed').length;
    // Every poll's query fails while the table is gone, as it would with the server away.
    await db.execute(sql`alter table jobs rename to jobs_away`);
    try {
      queue.start();
      await eventually(() => expect(failedPolls()).toBeGreaterThanOrEqual(3), 10);
    } finally {
      await db.execute(sql`alter table jobs_away rename to jobs`);
    }
    await queue.enqueue(db, 'test.echo', { n: 1 });
    await eventually(() => expect(seen).toEqual([1]), 10);
    await queue.stop();
  });
});

describe('jobQueuePlugin', () => {
  it('gives the app a queue that is not polling yet, and stops it when the app closes', async () => {
    const messages: string[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => messages.push(JSON.parse(line).msg) });
    const app = Fastify({ loggerInstance: logger });
    await app.register(jobQueuePlugin, { db, pollIntervalMs: 10 });
    await app.ready();
    const handler = vi.fn<JobHandler>(async () => {});
    app.jobs.register('test.echo', handler);
    await app.jobs.enqueue(db, 'test.echo', {});
    // Polling starts with this line, at once; the server calls start() after migrating.
    expect(messages).not.toContain('job queue polling');

    app.jobs.start();
    expect(messages).toContain('job queue polling');
    await eventually(() => expect(handler).toHaveBeenCalledOnce(), 10);
    await app.close();
    expect(messages).toContain('job queue stopped');
    expect(handler).toHaveBeenCalledOnce();
  });
});

describe.runIf(onPostgres())('several processes on one PostgreSQL database', () => {
  it('never runs a job twice, nor two runs of a job at once', async () => {
    const other = await scratch.openAnother();
    const runs = new Map<number, number>();
    const inFlight = new Set<number>();
    let overlaps = 0;
    const handler: JobHandler = async (payload) => {
      const n = (payload as { n: number }).n;
      if (inFlight.has(n)) overlaps += 1;
      inFlight.add(n);
      runs.set(n, (runs.get(n) ?? 0) + 1);
      await new Promise((resolve) => setTimeout(resolve, 1 + (n % 5)));
      inFlight.delete(n);
    };
    const options = { log: quietLog(), pollIntervalMs: 5, batchSize: 4 };
    const queues = [createJobQueue({ db, ...options }), createJobQueue({ db: other.db, ...options })];
    for (const queue of queues) queue.register('test.race', handler);
    for (let n = 0; n < 50; n += 1) await queues[n % 2]!.enqueue(db, 'test.race', { n });

    for (const queue of queues) queue.start();
    // Draining by hand at the same time adds more claimers on more connections.
    await Promise.all([...queues.map((queue) => queue.runDueJobs()), ...queues.map((queue) => queue.runDueJobs())]);
    await eventually(() => expect(runs.size).toBe(50), 20);
    await Promise.all(queues.map((queue) => queue.stop()));

    expect([...runs.values()].every((count) => count === 1)).toBe(true);
    expect(overlaps).toBe(0);
    const rows = await allJobs();
    expect(rows.every((job) => job.doneAt !== null && job.attempts === 1)).toBe(true);
  });
});

describe('daily jobs', () => {
  it('run when the worker starts, and each run queues the next day’s once, at the daily hour', async () => {
    const { queue } = newQueue();
    let ran!: () => void;
    const firstRun = new Promise<void>((resolve) => {
      ran = resolve;
    });
    queue.registerDaily('test.daily', async () => ran());
    queue.start();
    await firstRun;
    await queue.stop();
    // Another process's run the same day queues nothing more.
    await db.insert(jobs).values({ kind: 'test.daily', payload: {} });
    await queue.runDueJobs();
    const waiting = (await allJobs()).filter((job) => job.doneAt === null);
    expect(waiting).toHaveLength(1);
    expect(waiting[0]!.runAt).toEqual(nextDailyRun(new Date()));
    expect(waiting[0]!.dedupeKey).toBe(`test.daily:${nextDailyRun(new Date()).toISOString().slice(0, 10)}`);
  });

  it('the next run is the coming DAILY_JOB_HOUR o’clock UTC', () => {
    const at = (iso: string) => nextDailyRun(new Date(iso)).toISOString();
    expect(at('2026-03-01T10:00:00Z')).toBe(`2026-03-01T${DAILY_JOB_HOUR}:00:00.000Z`);
    expect(at(`2026-03-01T${DAILY_JOB_HOUR}:00:00Z`)).toBe(`2026-03-02T${DAILY_JOB_HOUR}:00:00.000Z`);
    expect(at('2026-12-31T23:30:00Z')).toBe(`2027-01-01T${DAILY_JOB_HOUR}:00:00.000Z`);
  });
});

describe('pruning finished jobs', () => {
  it('deletes jobs done or failed before the retention, in batches, and keeps a deduped one’s key', async () => {
    const old = sql`now() - interval '31 days'`;
    const recent = sql`now() - interval '29 days'`;
    await db.insert(jobs).values([
      ...Array.from({ length: 5 }, (_, i) => ({
        kind: 'test.old',
        payload: { html: 'x'.repeat(1000), i },
        doneAt: old,
      })),
      { kind: 'test.old-failed', payload: { n: 1 }, failedAt: old, lastError: 'Error: gave up' },
      { kind: 'test.old-deduped', payload: { html: 'x'.repeat(1000) }, doneAt: old, dedupeKey: 'order-expire:1' },
      { kind: 'test.recent', payload: { n: 2 }, doneAt: recent },
      { kind: 'test.open', payload: { n: 3 }, runAt: old },
    ]);
    const { queue } = newQueue({ retentionDays: 30, pruneBatchSize: 2 });
    expect(await queue.pruneFinishedJobs()).toBe(7);

    const left = await allJobs();
    expect(left.map((job) => job.kind).sort()).toEqual(['test.old-deduped', 'test.open', 'test.recent']);
    // The deduped job's row stays, emptied, so enqueueing its key again still does nothing.
    expect(left.find((job) => job.kind === 'test.old-deduped')!.payload).toEqual({});
    await queue.enqueue(db, 'test.old-deduped', { again: true }, { dedupeKey: 'order-expire:1' });
    expect(await allJobs()).toHaveLength(3);
    expect(await queue.pruneFinishedJobs()).toBe(0);
  });

  it('is a daily job of its own', async () => {
    const { queue } = newQueue({ retentionDays: 30 });
    await db.insert(jobs).values({ kind: 'test.old', payload: {}, doneAt: sql`now() - interval '31 days'` });
    queue.start();
    await eventually(async () => expect((await allJobs()).map((job) => job.kind)).not.toContain('test.old'), 50);
    await queue.stop();
    expect((await allJobs()).some((job) => job.kind === 'jobs.prune')).toBe(true);
  });
});
