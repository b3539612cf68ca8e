import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { isDatabaseBusy } from '../../db/connection-errors.js';

const HealthResponse = z.object({ status: z.literal('ok') });
const ReadyResponse = z.object({
  status: z.enum(['ok', 'unavailable', 'shutting_down']),
  database: z.enum(['ok', 'unavailable']).optional(),
});

export const healthRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  app.get('/healthz', {
    schema: { tags: ['operations'], summary: 'The process is alive', response: { 200: HealthResponse } },
    logLevel: 'warn',
    handler: async () => ({ status: 'ok' as const }),
  });

  app.get('/readyz', {
    schema: {
      tags: ['operations'],
      summary: 'The database answers and the process is not shutting down',
      response: { 200: ReadyResponse, 503: ReadyResponse },
    },
    logLevel: 'warn',
    handler: async (request, reply) => {
      // The balancer's cue to send new requests elsewhere, before this process stops listening.
      if (app.draining.active) return reply.status(503).send({ status: 'shutting_down' });
      try {
        await database.ping();
        return { status: 'ok' as const, database: 'ok' as const };
      } catch (error) {
        // Every connection is in use serving requests: the database answers, and every instance
        // behind the proxy is as loaded; taking this one out would only load the others more.
        if (isDatabaseBusy(error)) return { status: 'ok' as const, database: 'ok' as const };
        request.log.warn({ err: error }, 'readiness check failed');
        return reply.status(503).send({ status: 'unavailable', database: 'unavailable' });
      }
    },
  });
};
