import { AppError } from '../../http/app-error.js';
import type { UdsClient } from './uds-client.js';
import type { UdsCurrencyGuard } from './uds-company.js';
import { UdsError } from './uds-error.js';
import { createOperationsSearch, type SentPurchase } from './uds-operations-search.js';

export type LoyaltyService = ReturnType<typeof createLoyaltyService>;

/** Spec §8's texts for the checkout form. */
export const invalidCode = () =>
  new AppError('invalid_data', 'uds_code_invalid', 'An error occurred while verifying the UDS code', {
    uds_code: { code: 'uds_code_invalid', message: 'An error occurred while verifying the UDS code' },
  });
export const notEnoughBonuses = () =>
  new AppError('invalid_data', 'not_enough_bonuses', 'Not enough bonuses – try a smaller number', {
    points: { code: 'not_enough_bonuses', message: 'Not enough bonuses – try a smaller number' },
  });

/** What the shopper is told when UDS fails or refuses. */
export function loyaltyError(error: unknown): unknown {
  if (error instanceof UdsError && error.kind === 'unavailable') {
    return new AppError('unavailable', 'loyalty_unavailable', 'The loyalty service does not answer, try again shortly');
  }
  if (error instanceof UdsError && ['insufficient_points', 'discount_limit'].includes(error.kind)) {
    return notEnoughBonuses();
  }
  if (error instanceof UdsError) return invalidCode();
  return error;
}

const fail = (error: unknown): never => {
  throw loyaltyError(error);
};

/** UDS refused the request (4xx): it did nothing, and the same request would be refused again. */
export const isRefusal = (error: unknown) => error instanceof UdsError && !error.retryable;

/** A purchase that spends an order's points, sent once: its receipt number finds it if the answer is lost. */
export interface PointsPurchase {
  code: string;
  nonce: string;
  goodsTyiyn: number;
  points: number;
  receiptNumber: string;
}

export function createLoyaltyService(deps: { uds: UdsClient; currency: UdsCurrencyGuard }) {
  const { uds, currency } = deps;
  const search = createOperationsSearch(uds);

  /** The customer behind an app code, priced against a bill of `totalTyiyn`. */
  async function quote(code: string, totalTyiyn: number) {
    await currency.assertSpendable();
    const customer = await uds.findCustomer({ code, totalTyiyn }).catch(fail);
    return {
      customerName: customer.displayName,
      balance: customer.balancePoints,
      maxPoints: customer.maxPoints,
      longCode: customer.longCode,
      customerUid: customer.customerUid,
    };
  }

  /** Spends the points at UDS. Throws the `UdsError` as it is: callers decide what a refusal means. */
  function spend(purchase: PointsPurchase) {
    return uds.purchase({
      code: purchase.code,
      nonce: purchase.nonce,
      totalTyiyn: purchase.goodsTyiyn,
      cashTyiyn: purchase.goodsTyiyn - purchase.points * 100,
      points: purchase.points,
      receiptNumber: purchase.receiptNumber,
    });
  }

  /**
   * Refunds a whole purchase, giving its points back; answers the refund's id. Safe to repeat:
   * UDS refuses to refund more than is left, and a refusal, like an answer without a body, is
   * settled by finding the refund in UDS's list.
   */
  async function refund(purchaseId: number): Promise<number> {
    let refusal: unknown;
    try {
      const made = await uds.refund({ operationId: purchaseId });
      if (made) return made.operationId;
    } catch (error) {
      if (!isRefusal(error)) throw error;
      refusal = error;
    }
    const found = await search.findRefund(purchaseId);
    if (found !== undefined) return found;
    throw refusal ?? new UdsError('unavailable', `the refund of purchase ${purchaseId} is not listed yet`);
  }

  /** Refunds `amountTyiyn` of a purchase's total; UDS gives back that share of its points. */
  async function refundPart(purchaseId: number, amountTyiyn: number): Promise<{ operationId: number }> {
    const made = await uds.refund({ operationId: purchaseId, partialAmountTyiyn: amountTyiyn });
    if (made) return made;
    // Made but not described: refunds of one order are sent one at a time, so the newest of this amount is it.
    const found = await search.findRefund(purchaseId, amountTyiyn);
    if (found === undefined)
      throw new UdsError('unavailable', `the refund of purchase ${purchaseId} is not listed yet`);
    return { operationId: found };
  }

  return {
    quote,
    spend,
    refund,
    refundPart,
    /** Throws unless points may be spent now (the UDS company counts in som). */
    assertSpendable: () => currency.assertSpendable(),
    /** The purchase UDS made for a sent purchase whose answer was lost; undefined when not listed. */
    findPurchase: (sent: SentPurchase) => search.findPurchase(sent),
    refundedOf: search.refundedOf,
  };
}
