import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../db/client.js';
import { healthRoutes } from './health.routes.js';
import { registerStoreMetrics } from './store-metrics.js';

/** The balancer's probes (/healthz, /readyz) and the store's gauges on /metrics. */
export const healthModule = fp(
  async (app: FastifyInstance, options: { database: Database; paymentOverdueSeconds: number }) => {
    const { database } = options;
    registerStoreMetrics(app.metricsRegistry, {
      db: database.db,
      queue: app.jobs,
      paymentOverdueSeconds: options.paymentOverdueSeconds,
      sseConnections: app.orderFeed.subscriberCount,
    });
    await app.register(healthRoutes, { database });
  },
  { name: 'health', dependencies: ['jobs', 'metrics', 'draining', 'staff-orders'] },
);
