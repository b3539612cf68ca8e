import { tyiynToSom } from '../../lib/money.js';
import type { RefundsDeps } from './refund-ledger.js';
import * as repo from './refunds.repository.js';

/** The provider said no, or its totals disagree with ours: trying again will not help, staff must look. */
export class RefundRefused extends Error {
  override name = 'RefundRefused';
}

/**
 * Neither provider takes an idempotency key for refunds: before each call the provider's refunded
 * total is compared with the store's, so a refund that went through before a crash is not sent
 * twice, and one the store does not know of stops the refund for staff to look at.
 */
export function createRefundReconciliation(deps: Pick<RefundsDeps, 'db' | 'provider' | 'loyalty' | 'holds'>) {
  const { db, provider, loyalty, holds } = deps;

  /** revoke.php for the refund's amount, unless the provider's total shows it went through already. */
  async function refundCard(refund: repo.RefundRow, paymentId: string) {
    const known = (await repo.knownRefunded(db, refund)).card;
    const before = await provider.getStatus({ paymentId });
    if (before.refundedTyiyn === known + refund.amount) return { statusBefore: before.providerStatus, found: true };
    if (before.refundedTyiyn !== known) {
      throw new RefundRefused(
        `the provider reports ${tyiynToSom(before.refundedTyiyn)} som refunded, the store knows of ${tyiynToSom(known)}`,
      );
    }
    await provider.revoke({ paymentId, amountTyiyn: refund.amount });
    return { statusBefore: before.providerStatus, found: false };
  }

  /** UDS's partial refund of the order's purchase, reconciled the same way against UDS's operations. */
  async function refundPoints(refund: repo.RefundRow, amount: number): Promise<number | null> {
    const hold = await holds.activeHold(refund.orderId);
    if (hold?.operationId == null) throw new RefundRefused(`order ${refund.orderId} has no UDS purchase to refund`);
    const known = (await repo.knownRefunded(db, refund)).uds;
    const refunded = await loyalty.refundedOf(hold.operationId);
    if (refunded === known + amount) return null;
    if (refunded !== known) {
      throw new RefundRefused(
        `UDS reports ${tyiynToSom(refunded)} som of the purchase refunded, the store knows of ${tyiynToSom(known)}`,
      );
    }
    return (await loyalty.refundPart(hold.operationId, amount)).operationId;
  }

  return { refundCard, refundPoints };
}
