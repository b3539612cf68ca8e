import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client.js';
import { requestsRoutes } from './requests.routes.js';
import { createRequestsService } from './requests.service.js';

/** Shoppers' requests (the help form's) as staff answer them. */
export const requestsModule = fp(
  async (app: FastifyInstance, { db }: { db: Db }) => {
    await app.register(requestsRoutes, {
      prefix: '/api/v1',
      requests: createRequestsService({ db, queue: app.jobs }),
      authenticate: app.authenticate,
    });
  },
  { name: 'requests', dependencies: ['jobs', 'auth'] },
);
