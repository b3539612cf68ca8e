import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client.js';
import { helpRoutes } from './help.routes.js';
import { createHelpService } from './help.service.js';

/** The storefront's help form. */
export const helpModule = fp(
  async (app: FastifyInstance, { db }: { db: Db }) => {
    await app.register(helpRoutes, {
      prefix: '/api/v1',
      help: createHelpService({ db, queue: app.jobs }),
      limiter: app.limiter,
    });
  },
  { name: 'help', dependencies: ['jobs', 'rate-limit'] },
);
