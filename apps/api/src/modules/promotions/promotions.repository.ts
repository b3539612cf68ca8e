import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { promoCodes, promoRedemptions } from '../../db/schema/index.js';

export type PromoCodeRow = typeof promoCodes.$inferSelect;

/** The code's row, locked for the rest of the transaction. */
export async function lockPromoCode(tx: DbOrTx, code: string): Promise<PromoCodeRow | undefined> {
  const [promo] = await tx.select().from(promoCodes).where(eq(promoCodes.code, code)).for('update');
  return promo;
}

/** Whether the user has a redemption of the code that was not given back. */
export async function hasLiveRedemption(tx: DbOrTx, promoCodeId: number, userId: number): Promise<boolean> {
  const [used] = await tx
    .select({ id: promoRedemptions.id })
    .from(promoRedemptions)
    .where(
      and(
        eq(promoRedemptions.promoCodeId, promoCodeId),
        eq(promoRedemptions.userId, userId),
        isNull(promoRedemptions.releasedAt),
      ),
    );
  return Boolean(used);
}

export async function countUse(tx: DbOrTx, promoCodeId: number, change: 1 | -1) {
  await tx
    .update(promoCodes)
    .set({ usedCount: sql`greatest(0, ${promoCodes.usedCount} + ${change})` })
    .where(eq(promoCodes.id, promoCodeId));
}

export async function insertRedemption(tx: DbOrTx, promoCodeId: number, userId: number, orderId: number) {
  await tx.insert(promoRedemptions).values({ promoCodeId, userId, orderId });
}

/** Marks the order's live redemption released; answers its code's id, if there was one. */
export async function releaseRedemption(tx: DbOrTx, orderId: number): Promise<number | undefined> {
  const [released] = await tx
    .update(promoRedemptions)
    .set({ releasedAt: sql`now()` })
    .where(and(eq(promoRedemptions.orderId, orderId), isNull(promoRedemptions.releasedAt)))
    .returning({ promoCodeId: promoRedemptions.promoCodeId });
  return released?.promoCodeId;
}
