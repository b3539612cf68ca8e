import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client.js';
import { createBuyerAnswers } from './buyer-answers.js';
import { createChangeNotices } from './change-notices.js';
import { buyerOrderChangesRoutes, staffOrderChangesRoutes } from './order-changes.routes.js';
import { createOrderChangesService, EXPIRE_CHANGE_JOB, type OrderChangeSettings } from './order-changes.service.js';

/** Changes staff make to an order after it was placed, and the buyer's answer to those that need one. */
export const orderChangesModule = fp(
  async (app: FastifyInstance, options: { db: Db; settings: OrderChangeSettings }) => {
    const deps = {
      db: options.db,
      settings: options.settings,
      queue: app.jobs,
      orders: app.orders,
      cart: app.cart,
      inventory: app.inventory,
      promotions: app.promotions,
      delivery: app.delivery,
      holds: app.pointsHolds,
      refunds: app.refunds,
      payments: app.payments,
      notices: createChangeNotices({
        queue: app.jobs,
        whatsapp: app.whatsapp,
        publicUrl: options.settings.publicUrl,
      }),
    };
    const changes = createOrderChangesService(deps);
    const answers = createBuyerAnswers(deps, changes);
    app.jobs.register(EXPIRE_CHANGE_JOB, (payload) => answers.expire((payload as { changeId: number }).changeId));
    await app.register(staffOrderChangesRoutes, { prefix: '/api/v1', changes, authenticate: app.authenticate });
    await app.register(buyerOrderChangesRoutes, { prefix: '/api/v1', answers, limiter: app.limiter });
  },
  {
    name: 'order-changes',
    dependencies: [
      'jobs',
      'auth',
      'rate-limit',
      'cart',
      'inventory',
      'promotions',
      'delivery',
      'orders',
      'loyalty',
      'payments',
      'refunds',
      'whatsapp',
    ],
  },
);
