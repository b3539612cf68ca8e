import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client.js';
import { loyaltyRoutes } from './loyalty.routes.js';
import { createLoyaltyService, type LoyaltyService } from './loyalty.service.js';
import { createOrderPointsService, type OrderPointsService } from './order-points.service.js';
import { createPointsHolds, type PointsHolds, RELEASE_POINTS_JOB } from './points-holds.js';
import { createUdsAccountService } from './uds-account.service.js';
import type { UdsClient } from './uds-client.js';
import { createUdsCurrencyGuard } from './uds-company.js';

declare module 'fastify' {
  interface FastifyInstance {
    loyalty: LoyaltyService;
    /** Points held at UDS for unpaid orders. */
    pointsHolds: PointsHolds;
    /** Points spent on an order. */
    orderPoints: OrderPointsService;
  }
}

/** UDS points: quoted, held for an unpaid order, spent when it is paid, given back when it is not. */
export const loyaltyModule = fp(
  async (
    app: FastifyInstance,
    options: { db: Db; uds: UdsClient; udsTimeoutMs: number; udsBalanceCacheMs: number },
  ) => {
    const { db, uds } = options;
    const currency = createUdsCurrencyGuard({
      uds,
      log: app.log.child({ module: 'loyalty' }),
      onVerdict: app.metrics.gauge(
        'uds_currency_refused',
        'UDS company currency is not KGS: points cannot be spent (1)',
      ),
    });
    // Asked once the server listens (the sandbox answers on loopback), never awaited: UDS being down must not stop the shop.
    app.addHook('onListen', async () => {
      void currency.refresh();
    });
    const loyalty = createLoyaltyService({ uds, currency });
    const holds = createPointsHolds({ db, loyalty, queue: app.jobs, log: app.log, udsTimeoutMs: options.udsTimeoutMs });
    const points = createOrderPointsService({ db, loyalty, holds, orders: app.orders, cart: app.cart });
    const accounts = createUdsAccountService({
      uds,
      users: app.users,
      cart: app.cart,
      cacheMs: options.udsBalanceCacheMs,
    });
    app.decorate('loyalty', loyalty);
    app.decorate('pointsHolds', holds);
    app.decorate('orderPoints', points);
    app.jobs.register(RELEASE_POINTS_JOB, (payload) => holds.release((payload as { holdId: number }).holdId));
    await app.register(loyaltyRoutes, {
      prefix: '/api/v1',
      points,
      accounts,
      authenticate: app.authenticate,
      limiter: app.limiter,
    });
  },
  { name: 'loyalty', dependencies: ['jobs', 'metrics', 'auth', 'rate-limit', 'users', 'cart', 'orders'] },
);
