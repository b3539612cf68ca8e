import { RECENTLY_VIEWED_LIMIT } from '@aruu/contract/recently-viewed-limit';
import { and, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { products, recentlyViewed } from '../../db/schema/index.js';

/**
 * Records views given newest first, all at one moment: the first id gets the latest time, so the
 * order survives. Products that are gone or drafts are skipped. Only the newest
 * RECENTLY_VIEWED_LIMIT rows are kept.
 */
export async function recordViews(db: DbOrTx, userId: number, productIds: number[]): Promise<void> {
  const newestFirst = [...new Set(productIds)];
  const shown = await db
    .select({ id: products.id })
    .from(products)
    .where(and(inArray(products.id, newestFirst), eq(products.published, true)));
  const known = new Set(shown.map((row) => row.id));
  const rows = newestFirst
    .filter((id) => known.has(id))
    .map((productId, index) => ({
      userId,
      productId,
      // A millisecond apart, older down the list: one statement, one clock reading.
      viewedAt: sql`now() - ${index} * interval '1 millisecond'`,
    }));
  if (rows.length === 0) return;
  await db
    .insert(recentlyViewed)
    .values(rows)
    .onConflictDoUpdate({
      target: [recentlyViewed.userId, recentlyViewed.productId],
      set: { viewedAt: sql`excluded.viewed_at` },
    });
  const kept = db
    .select({ productId: recentlyViewed.productId })
    .from(recentlyViewed)
    .where(eq(recentlyViewed.userId, userId))
    .orderBy(desc(recentlyViewed.viewedAt))
    .limit(RECENTLY_VIEWED_LIMIT);
  await db
    .delete(recentlyViewed)
    .where(and(eq(recentlyViewed.userId, userId), notInArray(recentlyViewed.productId, kept)));
}

/** The user's recently viewed product ids, the newest first. */
export async function recentProductIds(db: DbOrTx, userId: number): Promise<number[]> {
  const rows = await db
    .select({ productId: recentlyViewed.productId })
    .from(recentlyViewed)
    .where(eq(recentlyViewed.userId, userId))
    .orderBy(desc(recentlyViewed.viewedAt), desc(recentlyViewed.productId))
    .limit(RECENTLY_VIEWED_LIMIT);
  return rows.map((row) => row.productId);
}
