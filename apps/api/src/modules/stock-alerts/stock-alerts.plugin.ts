import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client.js';
import { stockAlertsRoutes } from './stock-alerts.routes.js';
import { createStockAlertsService, STOCK_ALERTS_JOB } from './stock-alerts.service.js';
import { unsubscribePageRoutes } from './unsubscribe-page.routes.js';
import { createUnsubscribeTokens } from './unsubscribe-tokens.js';

/**
 * Back-in-stock alerts: the subscription, the mails when stock returns (queued by inventory's
 * `onRestocked`, `queueStockAlerts`), and the unsubscribe page the mails link to.
 */
export const stockAlertsModule = fp(
  async (app: FastifyInstance, options: { db: Db; jwtSecret: string; publicUrl: string }) => {
    const alerts = createStockAlertsService({
      db: options.db,
      queue: app.jobs,
      inventory: app.inventory,
      tokens: createUnsubscribeTokens(options.jwtSecret),
      publicUrl: options.publicUrl,
    });
    app.jobs.register(STOCK_ALERTS_JOB, alerts.sendAlerts);
    await app.register(stockAlertsRoutes, {
      prefix: '/api/v1',
      alerts,
      users: app.users,
      identify: app.identify,
      limiter: app.limiter,
    });
    await app.register(unsubscribePageRoutes, { alerts });
  },
  { name: 'stock-alerts', dependencies: ['jobs', 'auth', 'rate-limit', 'users', 'inventory'] },
);
