import type { FieldErrorCode } from '@aruu/contract/errors';
import { fieldErrorMessages } from '@aruu/contract/errors';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import * as repo from './promotions.repository.js';

export type PromotionsService = ReturnType<typeof createPromotionsService>;

function refused(reason: FieldErrorCode) {
  return new AppError('invalid_data', 'promo_code_invalid', fieldErrorMessages[reason], {
    promo_code: { code: reason, message: fieldErrorMessages[reason] },
  });
}

/** Why the code cannot be used now by this user on `subtotal` tyiyn of goods, if it cannot. */
function refusal(promo: repo.PromoCodeRow, subtotal: number, now: number): FieldErrorCode | undefined {
  if (!promo.active) return 'promo_code_unknown';
  if ((promo.validFrom && promo.validFrom.getTime() > now) || (promo.validUntil && promo.validUntil.getTime() <= now)) {
    return 'promo_code_expired';
  }
  if (subtotal < promo.minOrder) return 'promo_code_min_order';
  if (promo.usageLimit !== null && promo.usedCount >= promo.usageLimit) return 'promo_code_exhausted';
  return undefined;
}

/** The discount in tyiyn: a percentage rounds down, a fixed amount never exceeds the goods. */
function discountOf(promo: repo.PromoCodeRow, subtotal: number): number {
  return promo.kind === 'percent' ? Math.floor((subtotal * promo.value) / 100) : Math.min(promo.value, subtotal);
}

/** Promo codes: one use claimed with an order inside its transaction, given back on cancellation. */
export function createPromotionsService() {
  /**
   * Takes one use of a promo code for an order of `subtotal` tyiyn and answers the discount.
   * The code's row is locked for the rest of the transaction, so concurrent orders queue on it:
   * a code with one use left is spent by exactly one of them.
   */
  async function claim(tx: DbOrTx, input: { code: string; userId: number; subtotal: number }) {
    const promo = await repo.lockPromoCode(tx, input.code.trim().toUpperCase());
    if (!promo) throw refused('promo_code_unknown');
    const reason = refusal(promo, input.subtotal, Date.now());
    if (reason) throw refused(reason);
    if (await repo.hasLiveRedemption(tx, promo.id, input.userId)) throw refused('promo_code_used');
    await repo.countUse(tx, promo.id, 1);
    return { promoCodeId: promo.id, discount: discountOf(promo, input.subtotal) };
  }

  /** Ties a claimed use to the order it was claimed for, in the same transaction. */
  function recordRedemption(tx: DbOrTx, promoCodeId: number, userId: number, orderId: number) {
    return repo.insertRedemption(tx, promoCodeId, userId, orderId);
  }

  /** Gives a cancelled order's code back: one more use, and the shopper may use it again. */
  async function release(tx: DbOrTx, orderId: number) {
    const promoCodeId = await repo.releaseRedemption(tx, orderId);
    if (promoCodeId !== undefined) await repo.countUse(tx, promoCodeId, -1);
  }

  return { claim, recordRedemption, release };
}
