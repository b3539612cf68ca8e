import { AppError } from '../../http/app-error.js';
import type { UdsClient, UdsOperation } from './uds-client.js';
import { UdsError } from './uds-error.js';

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

/** A purchase that spends an order's points; the nonce makes a retry the same operation to UDS. */
export interface PointsPurchase {
  orderId: number;
  code: string;
  nonce: string;
  goodsTyiyn: number;
  points: number;
}

/** How far back through UDS's operations a refund is looked for: pages of 50, newest first. */
const REFUND_SEARCH_PAGES = 20;

export function createLoyaltyService(deps: { uds: UdsClient }) {
  const { uds } = deps;

  /** The customer behind an app code, priced against a bill of `totalTyiyn`. */
  async function quote(code: string, totalTyiyn: number) {
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
      receiptNumber: `ARUU-${purchase.orderId}`,
    });
  }

  /** Refunds a whole purchase, giving its points back. */
  function refund(operationId: number): Promise<UdsOperation> {
    return uds.refund({ operationId });
  }

  /**
   * The refund of a purchase, if UDS made one: a refund call whose answer was lost, or one made
   * concurrently, shows up here. Operations come newest first and a refund is newer than its
   * purchase, so the search ends where the purchase itself is listed.
   */
  async function findRefund(operationId: number): Promise<UdsOperation | undefined> {
    let cursor: string | undefined;
    for (let page = 0; page < REFUND_SEARCH_PAGES; page++) {
      const { rows, cursor: next } = await uds.listOperations({ max: 50, ...(cursor ? { cursor } : {}) });
      const found = rows.find((row) => row.state === 'REVERSAL' && row.originId === operationId);
      if (found) return found;
      if (!next || rows.some((row) => row.operationId === operationId)) return undefined;
      cursor = next;
    }
    return undefined;
  }

  /** Refunds `amountTyiyn` of a purchase's total; UDS gives back that share of its points. */
  function refundPart(operationId: number, amountTyiyn: number): Promise<UdsOperation> {
    return uds.refund({ operationId, partialAmountTyiyn: amountTyiyn });
  }

  /**
   * How much of a purchase's total UDS has refunded so far, found in its operations list the way
   * `findRefund` looks: refunds are newer than their purchase, so the search ends at it.
   */
  async function refundedOf(operationId: number): Promise<number> {
    let refunded = 0;
    let cursor: string | undefined;
    for (let page = 0; page < REFUND_SEARCH_PAGES; page++) {
      const { rows, cursor: next } = await uds.listOperations({ max: 50, ...(cursor ? { cursor } : {}) });
      for (const row of rows) {
        if (row.state === 'REVERSAL' && row.originId === operationId) refunded += Math.abs(row.totalTyiyn);
      }
      if (!next || rows.some((row) => row.operationId === operationId)) return refunded;
      cursor = next;
    }
    throw new UdsError('unavailable', `purchase ${operationId} not found within ${REFUND_SEARCH_PAGES} pages`);
  }

  return { quote, spend, refund, findRefund, refundPart, refundedOf };
}
