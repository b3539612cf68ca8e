import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client.js';
import { staffCustomersRoutes } from './staff-customers.routes.js';
import { createStaffCustomersService, type StaffCustomersService } from './staff-customers.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Shoppers as staff find them (order-entry finds the customer of an order it takes with it). */
    staffCustomers: StaffCustomersService;
  }
}

/** The staff's view of shoppers: their orders, returns and notes. */
export const staffCustomersModule = fp(
  async (app: FastifyInstance, { db }: { db: Db }) => {
    const customers = createStaffCustomersService({ db, returnsOf: app.refunds.returnsOf });
    app.decorate('staffCustomers', customers);
    await app.register(staffCustomersRoutes, {
      prefix: '/api/v1',
      customers,
      authenticate: app.authenticate,
    });
  },
  { name: 'staff-customers', dependencies: ['auth', 'refunds'] },
);
