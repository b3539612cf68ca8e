import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../db/client.js';
import { createEventsTickets } from './events-ticket.js';
import { createOrderFeed, type OrderFeed } from './order-feed.js';
import { staffOrdersRoutes } from './staff-orders.routes.js';
import { createStaffOrdersService, type StaffOrdersService } from './staff-orders.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    staffOrders: StaffOrdersService;
    /** Order changes as they commit (PostgreSQL LISTEN), for the staff's live board. */
    orderFeed: OrderFeed;
  }
}

/** The staff's order board: filters, status changes, the live feed. */
export const staffOrdersModule = fp(
  async (app: FastifyInstance, options: { database: Database; jwtSecret: string; countsTtlMs: number }) => {
    const { database } = options;
    const feed = createOrderFeed({ database, log: app.log });
    app.addHook('onClose', () => feed.close());
    const staffOrders = createStaffOrdersService({
      db: database.db,
      orders: app.orders,
      feed,
      countsTtlMs: options.countsTtlMs,
    });
    app.decorate('orderFeed', feed);
    app.decorate('staffOrders', staffOrders);
    await app.register(staffOrdersRoutes, {
      prefix: '/api/v1',
      staffOrders,
      feed,
      tickets: createEventsTickets({ secret: options.jwtSecret }),
      authenticate: app.authenticate,
      db: database.db,
    });
  },
  { name: 'staff-orders', dependencies: ['auth', 'orders'] },
);
