import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client.js';
import { staffStockRoutes } from './staff-stock.routes.js';
import { createStaffStockService } from './staff-stock.service.js';

/** Stock counts and adjustments by staff. */
export const staffStockModule = fp(
  async (app: FastifyInstance, { db }: { db: Db }) => {
    await app.register(staffStockRoutes, {
      prefix: '/api/v1',
      stock: createStaffStockService({ db, inventory: app.inventory }),
      authenticate: app.authenticate,
    });
  },
  { name: 'staff-stock', dependencies: ['auth', 'inventory'] },
);
