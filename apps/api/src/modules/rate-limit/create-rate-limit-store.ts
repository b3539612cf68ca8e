import type { Db } from '../../db/client.js';
import { createPostgresRateLimitStore } from './postgres-rate-limit-store.js';
import type { RateLimitStore } from './rate-limit-store.js';
import { createRedisRateLimitStore } from './redis-rate-limit-store.js';

export interface ClosableRateLimitStore extends RateLimitStore {
  close(): Promise<void>;
}

/** Redis when the store is configured with one, otherwise the store's own PostgreSQL. */
export function createRateLimitStore(options: {
  db: Db;
  redisUrl?: string;
  onError?: (error: unknown) => void;
}): ClosableRateLimitStore {
  if (options.redisUrl) return createRedisRateLimitStore(options.redisUrl, { onError: options.onError });
  const store = createPostgresRateLimitStore(options.db, { onCleanupError: options.onError });
  return { hit: store.hit, reset: store.reset, refund: store.refund, close: async () => {} };
}
