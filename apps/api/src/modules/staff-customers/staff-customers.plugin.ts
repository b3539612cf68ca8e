import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client.js';
import { staffCustomersRoutes } from './staff-customers.routes.js';
import { createStaffCustomersService } from './staff-customers.service.js';

/** The staff's view of shoppers: their orders, returns and notes. */
export const staffCustomersModule = fp(
  async (app: FastifyInstance, { db }: { db: Db }) => {
    await app.register(staffCustomersRoutes, {
      prefix: '/api/v1',
      customers: createStaffCustomersService({ db, returnsOf: app.refunds.returnsOf }),
      authenticate: app.authenticate,
    });
  },
  { name: 'staff-customers', dependencies: ['auth', 'refunds'] },
);
