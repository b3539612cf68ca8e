import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { variations } from '../../db/schema/index.js';

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
