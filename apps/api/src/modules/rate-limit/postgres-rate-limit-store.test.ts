import { like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeRateLimitStore, uniqueKey } from '../../../test/support/rate-limit-store.js';
import { openTestDatabase } from '../../../test/test-database.js';
import type { Database } from '../../db/client.js';
import { rateLimits } from '../../db/schema/index.js';
import { createPostgresRateLimitStore, type PostgresRateLimitStore } from './postgres-rate-limit-store.js';

let database: Database;
let store: PostgresRateLimitStore;

beforeAll(async () => {
  database = await openTestDatabase();
  store = createPostgresRateLimitStore(database.db);
});
afterAll(() => database?.close());

describeRateLimitStore('PostgreSQL', () => store);

/** Rows whose window ended a minute ago, as if their subjects had gone away. */
async function insertEndedWindows(prefix: string, count: number) {
  await database.db.insert(rateLimits).values(
    Array.from({ length: count }, (_, i) => ({
      key: `${prefix}:${i}`,
      windowStartedAt: sql`now() - interval '2 minutes'`,
      hits: 3,
      expiresAt: sql`now() - interval '1 minute'`,
    })),
  );
}

async function keysLike(prefix: string): Promise<string[]> {
  const rows = await database.db
    .select({ key: rateLimits.key })
    .from(rateLimits)
    .where(like(rateLimits.key, `${prefix}:%`));
  return rows.map((row) => row.key).sort();
}

describe('PostgreSQL store: removing ended windows', () => {
  it('deletes a bounded batch of ended windows and never a live one', async () => {
    // Start from an empty table: windows of earlier tests may end at any moment and join the batch.
    await database.db.delete(rateLimits);
    const prefix = uniqueKey('ended');
    await insertEndedWindows(prefix, 5);
    const live = uniqueKey('live');
    await store.hit(live, 60_000);

    expect(await store.deleteExpired(3)).toBe(3);
    expect(await keysLike(prefix)).toHaveLength(2);
    expect(await store.deleteExpired()).toBe(2);
    expect(await keysLike(prefix)).toEqual([]);
    expect((await store.hit(live, 60_000)).count).toBe(2);
  });

  it('cleans up by itself every N-th hit', async () => {
    const everyThird = createPostgresRateLimitStore(database.db, { cleanupEvery: 3 });
    const prefix = uniqueKey('auto');
    await insertEndedWindows(prefix, 4);
    const key = uniqueKey('auto-live');
    await everyThird.hit(key, 60_000);
    await everyThird.hit(key, 60_000);
    expect(await keysLike(prefix)).toHaveLength(4);
    await everyThird.hit(key, 60_000);
    expect(await keysLike(prefix)).toEqual([]);
  });

  it('refuses an unbounded or meaningless cleanup', async () => {
    expect(() => createPostgresRateLimitStore(database.db, { cleanupBatchSize: -1 })).toThrow(RangeError);
    expect(() => createPostgresRateLimitStore(database.db, { cleanupEvery: 0 })).toThrow(RangeError);
    await expect(store.deleteExpired(-1)).rejects.toThrow(RangeError);
  });

  it('restarts an ended window that cleanup has not reached yet', async () => {
    const prefix = uniqueKey('stale');
    await insertEndedWindows(prefix, 1);
    const before = Date.now();
    const hit = await store.hit(`${prefix}:0`, 60_000);
    expect(hit.count).toBe(1);
    // A whole new window, however long the hit took (1 s for the server's clock against ours).
    expect(hit.resetAt).toBeGreaterThan(before + 59_000);
  });

  it('reports a failed cleanup instead of failing the hit', async () => {
    const errors: unknown[] = [];
    // The same database, except that the cleanup's DELETE fails.
    const deleteFails = new Proxy(database.db, {
      get: (db, property, receiver) =>
        property === 'delete'
          ? () => {
              throw new Error('delete refused');
            }
          : Reflect.get(db, property, receiver),
    });
    const failing = createPostgresRateLimitStore(deleteFails, {
      cleanupEvery: 1,
      onCleanupError: (error) => errors.push(error),
    });
    expect((await failing.hit(uniqueKey('cleanup-error'), 60_000)).count).toBe(1);
    expect(errors).toHaveLength(1);
  });
});
