import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client.js';
import type { FreedomPayClient } from '../payments/freedom-pay/freedom-pay-client.js';
import { refundsRoutes } from './refunds.routes.js';
import { createRefundsService, EXECUTE_REFUND_JOB, type RefundsService } from './refunds.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    refunds: RefundsService;
  }
}

/** Returns and refunds of paid orders, carried out by a job and reconciled with the provider. */
export const refundsModule = fp(
  async (app: FastifyInstance, options: { db: Db; provider: FreedomPayClient; publicUrl: string }) => {
    const refunds = createRefundsService({
      ...options,
      queue: app.jobs,
      loyalty: app.loyalty,
      holds: app.pointsHolds,
      orders: app.orders,
      inventory: app.inventory,
    });
    app.decorate('refunds', refunds);
    app.jobs.register(EXECUTE_REFUND_JOB, (payload, run) =>
      refunds.execute((payload as { refundId: number }).refundId, run),
    );
    await app.register(refundsRoutes, { prefix: '/api/v1', refunds, authenticate: app.authenticate });
  },
  { name: 'refunds', dependencies: ['jobs', 'auth', 'inventory', 'orders', 'loyalty'] },
);
