import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { udsHolds } from '../../db/schema/index.js';

export type UdsHold = typeof udsHolds.$inferSelect;

/** The hold that counts for an order: being sent to UDS, or debited. */
export async function activeHold(db: DbOrTx, orderId: number): Promise<UdsHold | undefined> {
  const [row] = await db
    .select()
    .from(udsHolds)
    .where(and(eq(udsHolds.orderId, orderId), inArray(udsHolds.state, ['pending', 'spent'])));
  return row;
}

export async function insertHold(
  db: DbOrTx,
  hold: { orderId: number; code: string; customerUid: string; points: number; goodsTyiyn: number },
): Promise<UdsHold> {
  const [row] = await db.insert(udsHolds).values(hold).returning();
  return row!;
}

export async function findHold(db: DbOrTx, id: number): Promise<UdsHold | undefined> {
  const [row] = await db.select().from(udsHolds).where(eq(udsHolds.id, id));
  return row;
}

/** Whether an earlier hold of the same order exists (holds are never deleted, so the answer never changes). */
export async function hasEarlierHold(db: DbOrTx, hold: { id: number; orderId: number }): Promise<boolean> {
  const [row] = await db
    .select({ id: udsHolds.id })
    .from(udsHolds)
    .where(and(eq(udsHolds.orderId, hold.orderId), lt(udsHolds.id, hold.id)))
    .limit(1);
  return row !== undefined;
}

/** Holds whose points are due back, oldest first. */
export function releasingHolds(db: DbOrTx, orderId: number) {
  return db
    .select()
    .from(udsHolds)
    .where(and(eq(udsHolds.orderId, orderId), eq(udsHolds.state, 'releasing')))
    .orderBy(asc(udsHolds.id));
}

/**
 * UDS took the points. Records the purchase whatever the state, but moves only `pending` to
 * `spent`: a hold released meanwhile stays `releasing`, and its release refunds this purchase.
 */
export async function recordPurchase(db: DbOrTx, id: number, operationId: number) {
  await db
    .update(udsHolds)
    .set({
      operationId,
      state: sql`case when ${udsHolds.state} = 'pending' then 'spent' else ${udsHolds.state} end`,
      updatedAt: sql`now()`,
    })
    .where(eq(udsHolds.id, id));
}

/** UDS refused the purchase: nothing was debited. */
export async function markRefused(db: DbOrTx, id: number) {
  await db
    .update(udsHolds)
    .set({ state: 'refused', updatedAt: sql`now()` })
    .where(and(eq(udsHolds.id, id), eq(udsHolds.state, 'pending')));
}

/** The order's active hold is due back; answers the holds released (at most one). */
export function releaseActive(db: DbOrTx, orderId: number) {
  return db
    .update(udsHolds)
    .set({ state: 'releasing', updatedAt: sql`now()` })
    .where(and(eq(udsHolds.orderId, orderId), inArray(udsHolds.state, ['pending', 'spent'])))
    .returning({ id: udsHolds.id });
}

/** A pending hold whose purchase UDS proved it never made: nothing to give back. Answers whether it was pending. */
export async function markNeverSpent(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db
    .update(udsHolds)
    .set({ state: 'released', updatedAt: sql`now()` })
    .where(and(eq(udsHolds.id, id), eq(udsHolds.state, 'pending')))
    .returning({ id: udsHolds.id });
  return rows.length > 0;
}

export async function markReleased(db: DbOrTx, id: number, refundOperationId: number | null) {
  await db
    .update(udsHolds)
    .set({ state: 'released', refundOperationId, updatedAt: sql`now()` })
    .where(and(eq(udsHolds.id, id), eq(udsHolds.state, 'releasing')));
}
