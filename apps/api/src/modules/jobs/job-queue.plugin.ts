import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client.js';
import { createJobQueue, type JobQueue } from './job-queue.js';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobQueue;
  }
}

/**
 * Makes the queue `app.jobs` and stops it when the app closes. It does not start polling: the
 * server does that once migrations have run, and tests run jobs with `app.jobs.runDueJobs()`.
 *
 * The queue stops once the server has closed (`onClose`: Fastify closes the listener first and
 * waits for the requests under way): it then takes no more jobs and finishes those it holds,
 * and the pool closes after it (shutdown.ts). A job that calls this server's own provider
 * simulators (a demo, a check of the built store) meanwhile is refused at once, not left
 * waiting, and is retried like any failed call.
 */
export const jobQueuePlugin = fp(
  async (app: FastifyInstance, options: { db: Db; pollIntervalMs?: number; retentionDays?: number }) => {
    const queue = createJobQueue({
      db: options.db,
      log: app.log.child({ module: 'jobs' }),
      pollIntervalMs: options.pollIntervalMs,
      retentionDays: options.retentionDays,
    });
    app.decorate('jobs', queue);
    app.addHook('onClose', () => queue.stop());
  },
  { name: 'jobs' },
);
