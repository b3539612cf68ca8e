import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client.js';
import { staffTransfersRoutes } from './staff-transfers.routes.js';
import { createStaffTransfersService } from './staff-transfers.service.js';

/** Transfers of goods between locations by staff. */
export const staffTransfersModule = fp(
  async (app: FastifyInstance, { db }: { db: Db }) => {
    await app.register(staffTransfersRoutes, {
      prefix: '/api/v1',
      transfers: createStaffTransfersService({ db, inventory: app.inventory }),
      authenticate: app.authenticate,
      idempotency: app.idempotency,
    });
  },
  { name: 'staff-transfers', dependencies: ['auth', 'inventory', 'idempotency'] },
);
