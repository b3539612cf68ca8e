import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client.js';
import type { Seller } from './invoice-pdf.js';
import { offlinePaymentsRoutes } from './offline-payments.routes.js';
import { createOfflinePaymentsService } from './offline-payments.service.js';

/** Paying in cash or by bank transfer: the invoice, and staff marking the money as come. */
export const offlinePaymentsModule = fp(
  async (app: FastifyInstance, options: { db: Db; seller: Seller; invoiceValidBusinessDays: number }) => {
    await app.register(offlinePaymentsRoutes, {
      prefix: '/api/v1',
      offlinePayments: createOfflinePaymentsService({
        ...options,
        orders: app.orders,
        points: app.orderPoints,
        holds: app.pointsHolds,
      }),
      staffOrders: app.staffOrders,
      authenticate: app.authenticate,
    });
  },
  { name: 'offline-payments', dependencies: ['auth', 'orders', 'loyalty', 'staff-orders'] },
);
