import type { Registry } from 'prom-client';
import type { Db } from '../../db/client.js';
import { createFallbackRateLimitStore, type FallbackLog } from './fallback-rate-limit-store.js';
import { createPostgresRateLimitStore } from './postgres-rate-limit-store.js';
import type { RateLimitStore } from './rate-limit-store.js';
import { createRedisRateLimitStore } from './redis-rate-limit-store.js';

export interface ClosableRateLimitStore extends RateLimitStore {
  close(): Promise<void>;
}

/**
 * Redis when the store is configured with one, with the store's own PostgreSQL standing in while
 * Redis is away; otherwise PostgreSQL alone.
 */
export function createRateLimitStore(options: {
  db: Db;
  redisUrl?: string;
  log: FallbackLog;
  registry?: Registry;
}): ClosableRateLimitStore {
  const onCleanupError = (error: unknown) => options.log.warn({ err: error }, 'rate-limit cleanup failed');
  const postgres = createPostgresRateLimitStore(options.db, { onCleanupError });
  if (!options.redisUrl) {
    return { hit: postgres.hit, reset: postgres.reset, refund: postgres.refund, close: async () => {} };
  }
  // The connection's events reach the fallback, which is made after it.
  let events: { primaryFailed(error: unknown): void; primaryReady(): void } | undefined;
  const redis = createRedisRateLimitStore(options.redisUrl, {
    onError: (error) => events?.primaryFailed(error),
    onReady: () => events?.primaryReady(),
  });
  const store = createFallbackRateLimitStore({
    primary: redis,
    fallback: postgres,
    log: options.log,
    registry: options.registry,
  });
  events = store;
  return { hit: store.hit, reset: store.reset, refund: store.refund, close: redis.close };
}
