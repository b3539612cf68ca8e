import type { OrderRefunds } from '@aruu/contract/staff-refunds';
import type { DbOrTx, Tx } from '../../db/client.js';
import { notFound } from '../../http/app-error.js';
import { tyiynToSom } from '../../lib/money.js';
import { createChangeRefunds } from './change-refunds.js';
import { createManualRefunds } from './manual-refunds.js';
import { createRefundExecution } from './refund-execution.js';
import {
  type Actor,
  createRefundLedger,
  EXECUTE_REFUND_JOB,
  type RefundsDeps,
  refundView,
  returnView,
} from './refund-ledger.js';
import * as repo from './refunds.repository.js';
import { createReturnCreation } from './return-creation.js';
import { RETURNS_FLAG_THRESHOLD } from './return-rules.js';

export { type Actor, EXECUTE_REFUND_JOB, REFUND_ATTEMPTS, refundView } from './refund-ledger.js';

export type RefundsService = ReturnType<typeof createRefundsService>;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/**
 * Refunds and returns of paid orders (issue 13, item 4). A refund is written with the order row
 * locked, checked against what the card paid less what is already refunded or on its way, and
 * carried out by a job: the card through Freedom Pay's revoke.php, then a return's UDS points
 * through UDS's refund. Neither provider takes an idempotency key for refunds, so before each call
 * the job compares the provider's refunded total with the store's; docs/decisions/021-refunds-and-returns.md.
 *
 * One use case a file: returns (return-creation.ts), refunds by hand (manual-refunds.ts), the job
 * that carries a refund out (refund-execution.ts) and its reconciling with the providers
 * (refund-reconciliation.ts); this file reads an order's refunds.
 */
export function createRefundsService(deps: RefundsDeps) {
  const { db, queue, orders } = deps;
  const ledger = createRefundLedger(deps);

  /**
   * Each buyer's returns for reasons other than defects, and whether that reaches spec §6's
   * refusal threshold; every id asked for is in the answer (0 returns when none).
   */
  async function returnsOf(userIds: number[]) {
    const counts = await repo.returnsCounts(db, userIds);
    return new Map(
      userIds.map((userId) => {
        const count = counts.get(userId) ?? 0;
        return [userId, { count, flagged: count >= RETURNS_FLAG_THRESHOLD }] as const;
      }),
    );
  }

  async function overview(orderId: number): Promise<OrderRefunds> {
    const order = await orders.find(orderId);
    if (!order) throw notFound('Order');
    const [payment, supplements, committed, items, refunds, returns, delivered, buyerReturns] = await Promise.all([
      repo.paidPayment(db, orderId),
      repo.paidSupplements(db, orderId),
      repo.committedRefunds(db, orderId),
      repo.itemsWithReturned(db, orderId),
      repo.listRefunds(db, orderId),
      returnViews(db, orderId),
      repo.deliveredAt(db, orderId),
      returnsOf([order.userId]),
    ]);
    const pending = refunds.filter((refund) => refund.state === 'pending').map((refund) => refund.id);
    const stopped = await queue.stoppedRuns([EXECUTE_REFUND_JOB], 'refundId', pending);
    const buyer = buyerReturns.get(order.userId)!;
    // With what the buyer paid on top for changes (each refunded on its own payment).
    const paid = (payment?.amount ?? 0) + supplements.reduce((sum, supplement) => sum + supplement.amount, 0);
    const done = refunds.filter((row) => row.state === 'succeeded').reduce((sum, row) => sum + row.amount, 0);
    return {
      order_id: orderId,
      order_cancelled: order.status === 'cancelled',
      paid: tyiynToSom(paid),
      refunded: tyiynToSom(done),
      pending: tyiynToSom(committed - done),
      refundable: tyiynToSom(Math.max(0, paid - committed)),
      delivered_at: iso(delivered),
      items: items.map((item) => ({
        order_item_id: item.id,
        title: item.title,
        variation_name: item.variationName,
        unit_price: tyiynToSom(item.unitPrice),
        quantity: item.quantity,
        returned: item.returned,
      })),
      refunds: refunds.map((refund) => refundView(refund, stopped.get(refund.id))),
      returns,
      customer_returns: buyer.count,
      customer_flagged: buyer.flagged,
    };
  }

  async function returnViews(dbOrTx: DbOrTx, orderId: number) {
    const rows = await repo.listReturns(dbOrTx, orderId);
    const items = await repo.listReturnItems(
      dbOrTx,
      rows.map((row) => row.id),
    );
    return rows.map((row) => returnView(row, items));
  }

  const manual = createManualRefunds(deps, ledger);

  /** Cancels a paid order (manual-refunds.ts) and answers its refunds as they now are. */
  async function cancelPaid(actor: Actor, orderId: number, note: string, alongside?: (tx: Tx) => Promise<void>) {
    await manual.cancelPaid(actor, orderId, note, alongside);
    return overview(orderId);
  }

  return {
    overview,
    createManual: manual.createManual,
    retry: manual.retry,
    cancelPaid,
    ...createReturnCreation(deps, ledger),
    ...createChangeRefunds(deps, ledger),
    ...createRefundExecution(deps),
    returnsOf,
  };
}
