import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { variations } from '../../db/schema/index.js';

/**
 * Locks the variations' rows in id order. Every stock change writes its product's row too (the
 * summary trigger of migration 0001), so a transaction changing several variations of one
 * product must hold all of them before the first write: otherwise it holds the product while
 * waiting for a variation that another, holding that variation, wants the product for (a deadlock).
 */
export async function lockVariations(db: DbOrTx, variationIds: number[]) {
  await db
    .select({ id: variations.id })
    .from(variations)
    .where(inArray(variations.id, variationIds))
    .orderBy(asc(variations.id))
    .for('update');
}

/**
 * Takes `quantity` units out of stock unless fewer are left, in one conditional UPDATE: the row
 * lock makes concurrent buyers (in any process) queue on the variation, so a unit is sold once.
 */
export async function takeStock(db: DbOrTx, variationId: number, quantity: number): Promise<boolean> {
  const rows = await db
    .update(variations)
    .set({ stock: sql`${variations.stock} - ${quantity}`, updatedAt: sql`now()` })
    .where(and(eq(variations.id, variationId), sql`${variations.stock} >= ${quantity}`))
    .returning({ id: variations.id });
  return rows.length === 1;
}

export async function putBack(db: DbOrTx, variationId: number, quantity: number) {
  await db
    .update(variations)
    .set({ stock: sql`${variations.stock} + ${quantity}`, updatedAt: sql`now()` })
    .where(eq(variations.id, variationId));
}
