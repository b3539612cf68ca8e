import type { PromoRefusal } from '@aruu/contract/checkout';
import type { FieldErrorCode } from '@aruu/contract/errors';
import { fieldErrorMessages } from '@aruu/contract/errors';
import type { DbOrTx } from '../../db/client.js';
import { violatedUniqueConstraint } from '../../db/unique-violation.js';
import { AppError } from '../../http/app-error.js';
import * as repo from './promotions.repository.js';

export type PromotionsService = ReturnType<typeof createPromotionsService>;

/** A promo code that does not apply, refused on its field. */
export function promoRefused(reason: FieldErrorCode) {
  return new AppError('invalid_data', 'promo_code_invalid', fieldErrorMessages[reason], {
    promo_code: { code: reason, message: fieldErrorMessages[reason] },
  });
}

/** Why the code cannot be used now by this user on `subtotal` tyiyn of goods, if it cannot. */
async function refusal(
  tx: DbOrTx,
  promo: repo.PromoCodeRow,
  input: { userId: number; subtotal: number },
): Promise<PromoRefusal | undefined> {
  const now = Date.now();
  if (!promo.active) return 'promo_code_unknown';
  if ((promo.validFrom && promo.validFrom.getTime() > now) || (promo.validUntil && promo.validUntil.getTime() <= now)) {
    return 'promo_code_expired';
  }
  if (input.subtotal < promo.minOrder) return 'promo_code_min_order';
  if (promo.usageLimit !== null && promo.usedCount >= promo.usageLimit) return 'promo_code_exhausted';
  if (promo.oncePerUser && (await repo.hasLiveRedemption(tx, promo.id, input.userId))) return 'promo_code_used';
  return undefined;
}

/** The discount in tyiyn: a percentage rounds down, a fixed amount never exceeds the goods. */
function discountOf(promo: repo.PromoCodeRow, subtotal: number): number {
  return promo.kind === 'percent' ? Math.floor((subtotal * promo.value) / 100) : Math.min(promo.value, subtotal);
}

const normalized = (code: string) => code.trim().toUpperCase();

/** What a code gives this user now: its discount, or why it does not apply (tyiyn). */
export type PromoAssessment =
  | { code: string; refusal: null; discount: number; minOrder: number }
  | { code: string; refusal: PromoRefusal; discount: 0; minOrder: number };

/** Promo codes: one use claimed with an order inside its transaction, given back on cancellation. */
export function createPromotionsService() {
  /**
   * Takes one use of a promo code for an order of `subtotal` tyiyn and answers the discount.
   * The code's row is locked for the rest of the transaction, so concurrent orders queue on it:
   * a code with one use left is spent by exactly one of them.
   */
  async function claim(tx: DbOrTx, input: { code: string; userId: number; subtotal: number }) {
    const promo = await repo.lockPromoCode(tx, normalized(input.code));
    if (!promo) throw promoRefused('promo_code_unknown');
    // The lock above queues a shopper's concurrent orders, so the second sees the first's use;
    // the partial unique index on live once-per-user redemptions backs this up.
    const reason = await refusal(tx, promo, input);
    if (reason) throw promoRefused(reason);
    await repo.countUse(tx, promo.id, 1);
    return { promoCodeId: promo.id, oncePerUser: promo.oncePerUser, discount: discountOf(promo, input.subtotal) };
  }

  /**
   * What `claim` would answer now, claiming nothing: the checkout's quote shows it before the
   * order exists, by the same rules and the same discount.
   */
  async function assess(
    tx: DbOrTx,
    input: { code: string; userId: number; subtotal: number },
  ): Promise<PromoAssessment> {
    const code = normalized(input.code);
    const promo = await repo.findPromoCode(tx, code);
    const reason = promo ? await refusal(tx, promo, input) : 'promo_code_unknown';
    const minOrder = promo?.minOrder ?? 0;
    if (!promo || reason) return { code, refusal: reason ?? 'promo_code_unknown', discount: 0, minOrder };
    return { code, refusal: null, discount: discountOf(promo, input.subtotal), minOrder };
  }

  /** Ties a claimed use to the order it was claimed for, in the same transaction. */
  function recordRedemption(tx: DbOrTx, claimed: Claim, userId: number, orderId: number) {
    return repo.insertRedemption(tx, {
      promoCodeId: claimed.promoCodeId,
      oncePerUser: claimed.oncePerUser,
      userId,
      orderId,
    });
  }

  /**
   * The discount the order's code gives on other goods (a change to the order by staff): its rule
   * on `subtotal`, with its minimum order to compare, not enforced — the code was valid when the
   * buyer ordered, and the change is the shop's. Undefined when the order used no code.
   */
  async function rediscount(tx: DbOrTx, orderId: number, subtotal: number) {
    const promo = await repo.orderPromoCode(tx, orderId);
    return promo && { discount: discountOf(promo, subtotal), minOrder: promo.minOrder };
  }

  /** Gives a cancelled order's code back: one more use, and the shopper may use it again. */
  async function release(tx: DbOrTx, orderId: number) {
    const promoCodeId = await repo.releaseRedemption(tx, orderId);
    if (promoCodeId !== undefined) await repo.countUse(tx, promoCodeId, -1);
  }

  /** Creates a code; a code already taken is `promo_code_taken` on its field. */
  async function create(tx: DbOrTx, values: repo.PromoCodeValues) {
    return refuseTakenCode(() => repo.insertPromoCode(tx, values));
  }

  /** Changes a code's rules (or pauses it); uses so far are kept. */
  async function update(tx: DbOrTx, id: number, values: Partial<repo.PromoCodeValues>) {
    return refuseTakenCode(() => repo.updatePromoCode(tx, id, values));
  }

  return {
    claim,
    assess,
    recordRedemption,
    rediscount,
    release,
    create,
    update,
    lockForEdit: repo.lockPromoCodeById,
    /** Codes newest first, each with its times used, revenue and discount given. */
    listWithStats: (tx: DbOrTx) => repo.listPromoCodesWithStats(tx),
    findWithStats: async (tx: DbOrTx, id: number) => (await repo.listPromoCodesWithStats(tx, id))[0],
  };
}

/** What `claim` took: the code and its rule at that moment, for `recordRedemption`. */
type Claim = { promoCodeId: number; oncePerUser: boolean };

async function refuseTakenCode<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (violatedUniqueConstraint(error) !== 'promo_codes_code_idx') throw error;
    const message = fieldErrorMessages.promo_code_taken;
    throw new AppError('conflict', 'conflict', message, { code: { code: 'promo_code_taken', message } });
  }
}
