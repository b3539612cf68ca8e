import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client.js';
import type { FreedomPayClient } from './freedom-pay/freedom-pay-client.js';
import { RECONCILE_PAYMENT_JOB } from './payment-reconciliation.js';
import { REFUND_PAYMENT_JOB } from './payment-settlement.js';
import { paymentsRoutes } from './payments.routes.js';
import { createPaymentsService, type PaymentSettings, type PaymentsService } from './payments.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    payments: PaymentsService;
  }
}

/** Card payments through Freedom Pay: the attempt, the provider's callback, reconciling, refunding a double payment. */
export const paymentsModule = fp(
  async (app: FastifyInstance, options: { db: Db; provider: FreedomPayClient; settings: PaymentSettings }) => {
    const payments = createPaymentsService({
      ...options,
      orders: app.orders,
      points: app.orderPoints,
      holds: app.pointsHolds,
      queue: app.jobs,
      log: app.log,
    });
    app.decorate('payments', payments);
    app.jobs.register(RECONCILE_PAYMENT_JOB, (payload) =>
      payments.reconcile(payload as { paymentId: number; check: number }),
    );
    app.jobs.register(REFUND_PAYMENT_JOB, (payload) => payments.refund((payload as { paymentId: number }).paymentId));
    await app.register(paymentsRoutes, {
      prefix: '/api/v1',
      payments,
      authenticate: app.authenticate,
      idempotency: app.idempotency,
      limiter: app.limiter,
    });
  },
  { name: 'payments', dependencies: ['jobs', 'auth', 'rate-limit', 'idempotency', 'orders', 'loyalty'] },
);
