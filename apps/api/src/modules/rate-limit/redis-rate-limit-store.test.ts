import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeRateLimitStore, uniqueKey } from '../../../test/support/rate-limit-store.js';
import { createRedisRateLimitStore, REDIS_KEY_PREFIX, type RedisRateLimitStore } from './redis-rate-limit-store.js';

/** The machine's Redis (scripts/test.mjs starts it) or TEST_REDIS_URL; each run writes under its own prefix. */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const prefix = `${REDIS_KEY_PREFIX}test:${randomBytes(6).toString('hex')}:`;

let store: RedisRateLimitStore;
let admin: Redis;

beforeAll(async () => {
  admin = new Redis(REDIS_URL, { maxRetriesPerRequest: 1, lazyConnect: true });
  await admin.connect();
  store = createRedisRateLimitStore(REDIS_URL, { keyPrefix: prefix });
});

afterAll(async () => {
  await store?.close();
  if (!admin) return;
  const keys = await admin.keys(`${prefix}*`);
  if (keys.length > 0) await admin.del(...keys);
  await admin.quit();
});

describeRateLimitStore('Redis', () => store);

describe('Redis store', () => {
  it('keeps each counter under the prefix, living as long as its window', async () => {
    const key = uniqueKey('ttl');
    await store.hit(key, 60_000);
    expect(await admin.get(prefix + key)).toBe('1');
    const ttl = await admin.pttl(prefix + key);
    expect(ttl).toBeGreaterThan(59_000);
    expect(ttl).toBeLessThanOrEqual(60_000);
  });

  it('gives a lifetime to a counter found without one', async () => {
    const key = uniqueKey('no-ttl');
    await admin.set(prefix + key, '7');
    const hit = await store.hit(key, 60_000);
    expect(hit.count).toBe(8);
    expect(await admin.pttl(prefix + key)).toBeGreaterThan(59_000);
  });

  it('uses the aruu:rl: prefix by default', async () => {
    const defaults = createRedisRateLimitStore(REDIS_URL);
    const key = uniqueKey('test-default-prefix');
    try {
      await defaults.hit(key, 5_000);
      expect(await admin.exists(`aruu:rl:${key}`)).toBe(1);
      await defaults.reset(key);
      expect(await admin.exists(`aruu:rl:${key}`)).toBe(0);
    } finally {
      await defaults.close();
      await defaults.close(); // closing twice is harmless
    }
  });
});
