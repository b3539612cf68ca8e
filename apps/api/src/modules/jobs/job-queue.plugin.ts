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
 * The queue stops before the server stops taking connections (`preClose`): a job under way may
 * call the server itself (its provider simulators, on a demo or a check of the built store), and
 * would otherwise wait out its provider timeout after the server went deaf, past the shutdown's
 * grace period.
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
    app.addHook('preClose', () => queue.stop());
  },
  { name: 'jobs' },
);
