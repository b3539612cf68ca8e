import { and, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { orders, promoCodes, promoRedemptions } from '../../db/schema/index.js';

export type PromoCodeRow = typeof promoCodes.$inferSelect;

/** The code's row, locked for the rest of the transaction. */
export async function lockPromoCode(tx: DbOrTx, code: string): Promise<PromoCodeRow | undefined> {
  const [promo] = await tx.select().from(promoCodes).where(eq(promoCodes.code, code)).for('update');
  return promo;
}

/** The code's row, read without a lock (a quote claims nothing). */
export async function findPromoCode(tx: DbOrTx, code: string): Promise<PromoCodeRow | undefined> {
  const [promo] = await tx.select().from(promoCodes).where(eq(promoCodes.code, code));
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

export async function insertRedemption(
  tx: DbOrTx,
  redemption: { promoCodeId: number; userId: number; orderId: number; oncePerUser: boolean },
) {
  await tx.insert(promoRedemptions).values(redemption);
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

/** The code the order used (its live redemption), if any. */
export async function orderPromoCode(tx: DbOrTx, orderId: number): Promise<PromoCodeRow | undefined> {
  const [row] = await tx
    .select({ promo: promoCodes })
    .from(promoRedemptions)
    .innerJoin(promoCodes, eq(promoCodes.id, promoRedemptions.promoCodeId))
    .where(and(eq(promoRedemptions.orderId, orderId), isNull(promoRedemptions.releasedAt)));
  return row?.promo;
}

/** Live uses of each code: redemptions not given back, of orders not cancelled. */
function usageStats(tx: DbOrTx) {
  return tx
    .select({
      promoCodeId: promoRedemptions.promoCodeId,
      timesUsed: sql<number>`count(*)::int`.as('times_used'),
      revenue: sql<number>`coalesce(sum(${orders.total}), 0)::int`.as('revenue'),
      discountGiven: sql<number>`coalesce(sum(${orders.discount}), 0)::int`.as('discount_given'),
    })
    .from(promoRedemptions)
    .innerJoin(orders, eq(orders.id, promoRedemptions.orderId))
    .where(and(isNull(promoRedemptions.releasedAt), ne(orders.status, 'cancelled')))
    .groupBy(promoRedemptions.promoCodeId)
    .as('usage');
}

export type PromoCodeWithStats = Awaited<ReturnType<typeof listPromoCodesWithStats>>[number];

/** Codes newest first with their usage; `id` narrows to one. */
export function listPromoCodesWithStats(tx: DbOrTx, id?: number) {
  const usage = usageStats(tx);
  return tx
    .select({
      promo: promoCodes,
      timesUsed: sql<number>`coalesce(${usage.timesUsed}, 0)`,
      revenue: sql<number>`coalesce(${usage.revenue}, 0)`,
      discountGiven: sql<number>`coalesce(${usage.discountGiven}, 0)`,
    })
    .from(promoCodes)
    .leftJoin(usage, eq(usage.promoCodeId, promoCodes.id))
    .where(id === undefined ? undefined : eq(promoCodes.id, id))
    .orderBy(desc(promoCodes.createdAt), desc(promoCodes.id));
}

export type PromoCodeValues = Pick<
  typeof promoCodes.$inferInsert,
  'code' | 'kind' | 'value' | 'minOrder' | 'validFrom' | 'validUntil' | 'usageLimit' | 'oncePerUser' | 'active'
>;

export async function insertPromoCode(tx: DbOrTx, values: PromoCodeValues): Promise<PromoCodeRow> {
  const [row] = await tx.insert(promoCodes).values(values).returning();
  return row as PromoCodeRow;
}

export async function lockPromoCodeById(tx: DbOrTx, id: number): Promise<PromoCodeRow | undefined> {
  const [row] = await tx.select().from(promoCodes).where(eq(promoCodes.id, id)).for('update');
  return row;
}

export async function updatePromoCode(tx: DbOrTx, id: number, values: Partial<PromoCodeValues>): Promise<PromoCodeRow> {
  const [row] = await tx
    .update(promoCodes)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(promoCodes.id, id))
    .returning();
  return row as PromoCodeRow;
}
