import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client.js';
import { reportsRoutes } from './reports.routes.js';
import { createReportsService } from './reports.service.js';

/** Sales reports, stock at cost and what to reorder: read-only aggregates for `reports.view`. */
export const reportsModule = fp(
  async (app: FastifyInstance, options: { db: Db }) => {
    await app.register(reportsRoutes, {
      prefix: '/api/v1',
      reports: createReportsService(options),
      authenticate: app.authenticate,
      limiter: app.limiter,
    });
  },
  { name: 'reports', dependencies: ['auth', 'rate-limit'] },
);
