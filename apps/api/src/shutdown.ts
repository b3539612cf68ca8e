import type { FastifyInstance } from 'fastify';

export interface ShutdownLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export interface ShutdownOptions {
  app: FastifyInstance;
  database: { close(): Promise<void> };
  log: ShutdownLog;
  /** How long readiness answers 503 while everything is still served (SHUTDOWN_DRAIN_MS). */
  drainMs: number;
}

/** The longest the server may take to finish its requests, then its jobs, once it stops listening. */
const CLOSE_SERVER_MS = 7_000;
const CLOSE_DATABASE_MS = 2_000;

/** How long a whole shutdown may take, for close-with-grace and the container's stop timeout. */
export const shutdownBudgetMs = (drainMs: number) => drainMs + CLOSE_SERVER_MS + CLOSE_DATABASE_MS + 1_000;

/**
 * The server's way out, in the order a balancer in front needs (docs/operations.md, "Releases"):
 *
 * 1. readiness answers 503 and every answer closes its connection, while requests are still
 *    served in full, for `drainMs`: the balancer's health check sees it and sends new requests
 *    to the other instances, so none of them meets a closed port;
 * 2. the server stops listening, ends idle connections and finishes the requests under way
 *    (one arriving meanwhile on a kept-alive connection is served, with `Connection: close`);
 *    then the job queue takes no more work and finishes what it holds (job-queue.plugin.ts);
 * 3. the database pool closes, with nothing left running on it.
 *
 * Each step has its time: a step that hangs (a request or a job that never ends) is named in
 * the log and left behind, so the process still ends within its budget rather than being
 * killed mid-way. Abandoned jobs are leased and run again.
 */
export function createShutdown({ app, database, log, drainMs }: ShutdownOptions): () => Promise<void> {
  const withinTime = async (step: string, work: () => Promise<unknown>, ms: number) => {
    const started = Date.now();
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<'late'>((resolve) => {
      timer = setTimeout(() => resolve('late'), ms);
    });
    const outcome = await Promise.race([work().then(() => 'done' as const), late]).finally(() => clearTimeout(timer));
    if (outcome === 'late') log.warn({ step, ms }, 'shutdown step did not finish in time; going on without it');
    else log.info({ step, ms: Date.now() - started }, 'shutdown step done');
  };
  let shuttingDown: Promise<void> | undefined;
  const shutDown = async () => {
    app.draining.begin();
    await withinTime('readiness 503 while the balancer notices', () => delay(drainMs), drainMs + 1_000);
    await withinTime('closing the server (requests under way), then the job queue', () => app.close(), CLOSE_SERVER_MS);
    await withinTime('closing the database', () => database.close(), CLOSE_DATABASE_MS);
  };
  // A second signal, or a fatal error during a shutdown, joins the one under way.
  return () => {
    shuttingDown ??= shutDown();
    return shuttingDown;
  };
}

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
