import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client.js';
import { orderEntryRoutes } from './order-entry.routes.js';
import { createOrderEntryService } from './order-entry.service.js';

/** Orders staff take for a customer (phone, Instagram, WhatsApp, a shop) and the customer's link to one. */
export const orderEntryModule = fp(
  async (app: FastifyInstance, options: { db: Db; publicUrl: string }) => {
    const entry = createOrderEntryService({
      ...options,
      queue: app.jobs,
      cart: app.cart,
      checkout: app.checkout,
      orders: app.orders,
      staffOrders: app.staffOrders,
      customers: app.staffCustomers,
      offlinePayments: app.offlinePayments,
      payments: app.payments,
      auth: app.auth,
      whatsapp: app.whatsapp,
    });
    await app.register(orderEntryRoutes, {
      prefix: '/api/v1',
      entry,
      authenticate: app.authenticate,
      idempotency: app.idempotency,
      limiter: app.limiter,
    });
  },
  {
    name: 'order-entry',
    dependencies: [
      'jobs',
      'auth',
      'rate-limit',
      'idempotency',
      'cart',
      'checkout',
      'orders',
      'payments',
      'offline-payments',
      'staff-orders',
      'staff-customers',
      'whatsapp',
    ],
  },
);
