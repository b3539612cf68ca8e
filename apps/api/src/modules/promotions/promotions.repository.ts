import type { FieldErrorCode } from '@aruu/contract/errors';
import { fieldErrorMessages } from '@aruu/contract/errors';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { promoCodes, promoRedemptions } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';

function refused(reason: FieldErrorCode) {
  return new AppError('invalid_data', 'promo_code_invalid', fieldErrorMessages[reason], {
    promo_code: { code: reason, message: fieldErrorMessages[reason] },
  });
}

/**
 * Takes one use of a promo code for an order of `subtotal` tyiyn and answers the discount.
 * The code's row is locked for the rest of the transaction, so concurrent orders queue on it:
 * a code with one use left is spent by exactly one of them.
 */
export async function claimPromoCode(tx: DbOrTx, input: { code: string; userId: number; subtotal: number }) {
  const [promo] = await tx
    .select()
    .from(promoCodes)
    .where(eq(promoCodes.code, input.code.trim().toUpperCase()))
    .for('update');
  if (!promo || !promo.active) throw refused('promo_code_unknown');
  const now = Date.now();
  if ((promo.validFrom && promo.validFrom.getTime() > now) || (promo.validUntil && promo.validUntil.getTime() <= now)) {
    throw refused('promo_code_expired');
  }
  if (input.subtotal < promo.minOrder) throw refused('promo_code_min_order');
  if (promo.usageLimit !== null && promo.usedCount >= promo.usageLimit) throw refused('promo_code_exhausted');
  const [used] = await tx
    .select({ id: promoRedemptions.id })
    .from(promoRedemptions)
    .where(
      and(
        eq(promoRedemptions.promoCodeId, promo.id),
        eq(promoRedemptions.userId, input.userId),
        isNull(promoRedemptions.releasedAt),
      ),
    );
  if (used) throw refused('promo_code_used');
  await tx
    .update(promoCodes)
    .set({ usedCount: sql`${promoCodes.usedCount} + 1` })
    .where(eq(promoCodes.id, promo.id));
  const discount =
    promo.kind === 'percent' ? Math.floor((input.subtotal * promo.value) / 100) : Math.min(promo.value, input.subtotal);
  return { promoCodeId: promo.id, discount };
}

export async function recordRedemption(tx: DbOrTx, promoCodeId: number, userId: number, orderId: number) {
  await tx.insert(promoRedemptions).values({ promoCodeId, userId, orderId });
}

/** Gives a cancelled order's code back: one more use, and the shopper may use it again. */
export async function releasePromoCode(tx: DbOrTx, orderId: number) {
  const [released] = await tx
    .update(promoRedemptions)
    .set({ releasedAt: sql`now()` })
    .where(and(eq(promoRedemptions.orderId, orderId), isNull(promoRedemptions.releasedAt)))
    .returning({ promoCodeId: promoRedemptions.promoCodeId });
  if (released) {
    await tx
      .update(promoCodes)
      .set({ usedCount: sql`greatest(0, ${promoCodes.usedCount} - 1)` })
      .where(eq(promoCodes.id, released.promoCodeId));
  }
}
