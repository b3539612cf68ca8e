import { AppError } from '../../http/app-error.js';
import type { createUdsClient } from './uds-client.js';
import { UdsError } from './uds-error.js';

export type UdsClient = ReturnType<typeof createUdsClient>;
export type LoyaltyService = ReturnType<typeof createLoyaltyService>;

/** Spec §8's texts for the checkout form. */
const invalidCode = () =>
  new AppError('invalid_data', 'uds_code_invalid', 'An error occurred while verifying the UDS code', {
    uds_code: { code: 'uds_code_invalid', message: 'An error occurred while verifying the UDS code' },
  });
export const notEnoughBonuses = () =>
  new AppError('invalid_data', 'not_enough_bonuses', 'Not enough bonuses – try a smaller number', {
    points: { code: 'not_enough_bonuses', message: 'Not enough bonuses – try a smaller number' },
  });

function fromUdsError(error: unknown): never {
  if (error instanceof UdsError && error.kind === 'unavailable') {
    throw new AppError('unavailable', 'loyalty_unavailable', 'The loyalty service does not answer, try again shortly');
  }
  if (error instanceof UdsError && ['insufficient_points', 'discount_limit'].includes(error.kind))
    throw notEnoughBonuses();
  if (error instanceof UdsError) throw invalidCode();
  throw error;
}

export function createLoyaltyService(deps: { uds: UdsClient }) {
  const { uds } = deps;

  /** The customer behind an app code, priced against a bill of `totalTyiyn`. */
  async function quote(code: string, totalTyiyn: number) {
    const customer = await uds.findCustomer({ code, totalTyiyn }).catch(fromUdsError);
    return {
      customerName: customer.displayName,
      balance: customer.balancePoints,
      maxPoints: customer.maxPoints,
      longCode: customer.longCode,
    };
  }

  /**
   * Spends the points of a paid order at UDS. The nonce is the order's own, so a retry after a
   * timeout is the same operation to UDS and cannot spend twice.
   */
  function spend(order: { id: number; code: string; nonce: string; goodsTyiyn: number; points: number }) {
    return uds.purchase({
      code: order.code,
      nonce: order.nonce,
      totalTyiyn: order.goodsTyiyn,
      cashTyiyn: order.goodsTyiyn - order.points * 100,
      points: order.points,
      receiptNumber: `ARUU-${order.id}`,
    });
  }

  return { quote, spend };
}
