import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import { PermanentJobError } from '../jobs/job-queue.js';
import { invoiceFilename, type Seller } from './invoice-pdf.js';
import { offlinePaymentsRoutes } from './offline-payments.routes.js';
import { createOfflinePaymentsService, type OfflinePaymentsService } from './offline-payments.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Cash and bank-transfer orders (order-entry places the orders staff take for them through it). */
    offlinePayments: OfflinePaymentsService;
  }
}

/** Paying in cash or by bank transfer: the invoice, and staff marking the money as come. */
export const offlinePaymentsModule = fp(
  async (app: FastifyInstance, options: { db: Db; seller: Seller; invoiceValidBusinessDays: number }) => {
    const offlinePayments = createOfflinePaymentsService({
      ...options,
      orders: app.orders,
      points: app.orderPoints,
      holds: app.pointsHolds,
    });
    app.decorate('offlinePayments', offlinePayments);
    // The bank-transfer order's mail carries its invoice, made when the mail is sent.
    app.mailAttachments.set('order-invoice', async (orderId) => {
      const content = await offlinePayments.staffInvoice(orderId).catch((error: unknown) => {
        // No such order or no invoice: a retry will not make one.
        throw error instanceof AppError ? new PermanentJobError(`No invoice for order ${orderId}`) : error;
      });
      return { filename: invoiceFilename(orderId), contentType: 'application/pdf', content };
    });
    await app.register(offlinePaymentsRoutes, {
      prefix: '/api/v1',
      offlinePayments,
      staffOrders: app.staffOrders,
      authenticate: app.authenticate,
    });
  },
  { name: 'offline-payments', dependencies: ['auth', 'mail', 'orders', 'loyalty', 'staff-orders'] },
);
