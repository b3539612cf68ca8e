import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client.js';
import { createRateLimitStore } from './create-rate-limit-store.js';
import { createRateLimiter, type RateLimiter } from './rate-limiter.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Counts requests against the shop's limits (shop-rules.ts), in Redis when configured. */
    limiter: RateLimiter;
  }
}

export const rateLimitModule = fp(
  async (app: FastifyInstance, options: { db: Db; redisUrl?: string }) => {
    const store = createRateLimitStore({
      db: options.db,
      redisUrl: options.redisUrl,
      log: app.log.child({ module: 'rate-limit' }),
      registry: app.metricsRegistry,
    });
    app.addHook('onClose', () => store.close());
    app.decorate('limiter', createRateLimiter(store));
  },
  { name: 'rate-limit', dependencies: ['metrics'] },
);
