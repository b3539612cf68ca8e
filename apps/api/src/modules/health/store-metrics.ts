import { Gauge, type Registry } from 'prom-client';
import type { Db } from '../../db/client.js';
import { refundStates } from '../../db/schema/refunds.js';
import type { JobQueue, QueueCounts } from '../jobs/job-queue.js';
import { pendingPayments, refundsByState } from './store-metrics.repository.js';

export interface StoreMetricsOptions {
  db: Db;
  queue: JobQueue;
  /** A card payment still pending this long is overdue: its reconciliation should have settled it. */
  paymentOverdueSeconds: number;
  /** Staff live-feed (SSE) connections open on this instance. */
  sseConnections: () => number;
}

/**
 * One query for several gauges of a scrape: prom-client collects every metric at once, so each
 * gauge awaits the same answer, asked once per scrape (a second is shorter than any interval).
 * Undefined when the database did not answer: those gauges are left out, the rest of /metrics
 * (the process, the pool, the 503s) is what an outage needs.
 */
function oncePerScrape<T>(query: () => Promise<T>): () => Promise<T | undefined> {
  let last: { at: number; answer: Promise<T | undefined> } | undefined;
  return () => {
    const now = performance.now();
    if (!last || now - last.at > 1000) last = { at: now, answer: query().catch(() => undefined) };
    return last.answer;
  };
}

function registerJobMetrics(registry: Registry, queue: JobQueue) {
  const counts = oncePerScrape(() => queue.counts());
  const byKind = (name: string, help: string, value: (row: QueueCounts) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ['kind'],
      registers: [registry],
      async collect() {
        const rows = await counts();
        this.reset();
        for (const row of rows ?? []) this.set({ kind: row.kind }, value(row));
      },
    });
  byKind('jobs_open', 'Background jobs not yet done or failed (due or scheduled), by kind', (row) => row.open);
  byKind('jobs_due', 'Background jobs due now and not yet done, by kind', (row) => row.due);
  byKind('jobs_failed', 'Background jobs failed for good (kept JOB_RETENTION_DAYS), by kind', (row) => row.failed);
  byKind('jobs_stalled', 'Jobs whose run stopped renewing its lease (a crashed worker), by kind', (row) => row.stopped);
  byKind(
    'jobs_oldest_due_seconds',
    'How long the oldest due job has waited to run, by kind',
    (row) => row.oldestDueSeconds,
  );
}

/**
 * What the operator watches of the store's background work (docs/operations.md, Health and
 * metrics), read from the database when Prometheus scrapes: a few grouped counts.
 */
export function registerStoreMetrics(
  registry: Registry,
  { db, queue, paymentOverdueSeconds, sseConnections }: StoreMetricsOptions,
) {
  registerJobMetrics(registry, queue);
  const refunds = oncePerScrape(() => refundsByState(db));
  new Gauge({
    name: 'refunds',
    help: 'Refunds not yet succeeded, by state (failed ones wait for staff)',
    labelNames: ['state'],
    registers: [registry],
    async collect() {
      const rows = await refunds();
      this.reset();
      if (!rows) return;
      const counts = new Map(rows.map((row) => [row.state, row.count]));
      for (const state of refundStates.filter((state) => state !== 'succeeded')) {
        this.set({ state }, counts.get(state) ?? 0);
      }
    },
  });
  const payments = oncePerScrape(() => pendingPayments(db, paymentOverdueSeconds));
  new Gauge({
    name: 'payments_pending_too_long',
    help: 'Card payments still pending after twice the reconciliation delay',
    registers: [registry],
    async collect() {
      const pending = await payments();
      this.reset();
      if (pending) this.set(pending.tooLong);
    },
  });
  new Gauge({
    name: 'payments_oldest_pending_seconds',
    help: 'How long the oldest card payment still pending has waited',
    registers: [registry],
    async collect() {
      const pending = await payments();
      this.reset();
      if (pending) this.set(pending.oldestSeconds);
    },
  });
  new Gauge({
    name: 'sse_connections',
    help: 'Staff live-feed (server-sent events) connections open on this instance',
    registers: [registry],
    collect() {
      this.set(sseConnections());
    },
  });
}
