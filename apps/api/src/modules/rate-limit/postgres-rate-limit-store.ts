import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rateLimits } from '../../db/schema/index.js';
import { assertWindow, type RateLimitHit, type RateLimitStore } from './rate-limit-store.js';

export interface PostgresRateLimitStoreOptions {
  /** Every this many hits (per process) a bounded batch of finished windows is deleted. */
  cleanupEvery?: number;
  /** At most this many rows per cleanup, so one never holds up a request for long. */
  cleanupBatchSize?: number;
  /** A failed cleanup must not fail the request that triggered it; it is reported here. */
  onCleanupError?: (error: unknown) => void;
}

export interface PostgresRateLimitStore extends RateLimitStore {
  /** Deletes up to `limit` rows whose window has ended; returns how many it deleted. */
  deleteExpired(limit?: number): Promise<number>;
}

const windowEnded = sql`${rateLimits.expiresAt} <= now()`;

export function createPostgresRateLimitStore(
  db: Db,
  { cleanupEvery = 100, cleanupBatchSize = 500, onCleanupError = () => {} }: PostgresRateLimitStoreOptions = {},
): PostgresRateLimitStore {
  assertPositiveInteger('cleanupEvery', cleanupEvery);
  assertPositiveInteger('cleanupBatchSize', cleanupBatchSize);
  let hitsSinceCleanup = 0;

  async function deleteExpired(limit = cleanupBatchSize): Promise<number> {
    // Drizzle leaves out a negative LIMIT, which would make this delete unbounded.
    assertPositiveInteger('limit', limit);
    // SKIP LOCKED: rows a concurrent hit is renewing are left alone, and the outer condition is
    // re-checked on the row as it is after such a hit, so a renewed window is never deleted.
    const expiredKeys = db
      .select({ key: rateLimits.key })
      .from(rateLimits)
      .where(windowEnded)
      .limit(limit)
      .for('update', { skipLocked: true });
    const deleted = await db
      .delete(rateLimits)
      .where(and(inArray(rateLimits.key, expiredKeys), windowEnded))
      .returning({ key: rateLimits.key });
    return deleted.length;
  }

  async function hit(key: string, windowMs: number): Promise<RateLimitHit> {
    assertWindow(windowMs);
    const windowEnd = sql`now() + ${windowMs}::double precision * interval '1 millisecond'`;
    // One statement, so concurrent hits on one key serialise on its row and none is lost.
    // `now()` is the statement's transaction start; all CASEs read the row as it was before.
    const [row] = await db
      .insert(rateLimits)
      .values({ key, windowStartedAt: sql`now()`, hits: 1, expiresAt: windowEnd })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          hits: sql`case when ${windowEnded} then 1 else ${rateLimits.hits} + 1 end`,
          windowStartedAt: sql`case when ${windowEnded} then now() else ${rateLimits.windowStartedAt} end`,
          expiresAt: sql`case when ${windowEnded} then excluded.expires_at else ${rateLimits.expiresAt} end`,
        },
      })
      .returning({
        hits: rateLimits.hits,
        // Time left as the database sees it, so the API's clock may differ from the database's.
        msLeft: sql<number>`extract(epoch from ${rateLimits.expiresAt} - now()) * 1000`.mapWith(Number),
      });
    if (!row) throw new Error('rate_limits upsert returned no row');
    const result = { count: row.hits, resetAt: Date.now() + Math.max(0, Math.ceil(row.msLeft)) };

    hitsSinceCleanup += 1;
    if (hitsSinceCleanup >= cleanupEvery) {
      hitsSinceCleanup = 0;
      await deleteExpired().catch(onCleanupError);
    }
    return result;
  }

  async function reset(key: string): Promise<void> {
    await db.delete(rateLimits).where(eq(rateLimits.key, key));
  }

  async function refund(key: string): Promise<void> {
    await db
      .update(rateLimits)
      .set({ hits: sql`${rateLimits.hits} - 1` })
      .where(and(eq(rateLimits.key, key), sql`${rateLimits.hits} > 0`, sql`${rateLimits.expiresAt} > now()`));
  }

  return { hit, reset, refund, deleteExpired };
}

function assertPositiveInteger(name: string, value: number) {
  if (!Number.isSafeInteger(value) || value < 1)
    throw new RangeError(`${name} must be a positive integer, got ${value}`);
}
