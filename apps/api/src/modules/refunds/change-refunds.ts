import type { DbOrTx } from '../../db/client.js';
import type { OrderRow } from '../orders/orders.service.js';
import type { RefundLedger, RefundsDeps } from './refund-ledger.js';
import * as repo from './refunds.repository.js';
import { goodsPaid, udsShare } from './return-rules.js';

/** A paid order made cheaper by a change (modules/order-changes): the difference goes back. */
export function createChangeRefunds(deps: Pick<RefundsDeps, 'holds'>, ledger: RefundLedger) {
  const { refundable, enqueueExecution } = ledger;

  /**
   * What a change making the paid order cheaper by `amount` gives back: to the card, never more
   * than is left of the payment; and the UDS part of the goods taken out (`goodsRemoved` at the
   * order's prices), scaled as a return's is (decision 021). Pass the transaction holding the
   * order's lock, or the database for a preview.
   */
  async function assessChange(tx: DbOrTx, order: OrderRow, change: { amount: number; goodsRemoved: number }) {
    const { payment, left } = await refundable(tx, order.id);
    const card = payment ? Math.max(0, Math.min(change.amount, left)) : 0;
    const uds = card > 0 ? await pointsShare(tx, order, change.goodsRemoved, card) : 0;
    return { payment, card, uds };
  }

  /**
   * With the order locked, in the change's transaction, before the order's price parts change:
   * the refund `assessChange` gives, keyed by the change so it is made once. Undefined when
   * nothing is due.
   */
  async function refundChange(
    tx: DbOrTx,
    order: OrderRow,
    change: { id: number; amount: number; goodsRemoved: number; actorId: number | null },
  ) {
    const key = `order-change-${change.id}`;
    const existing = await repo.findRefundByKey(tx, order.id, key);
    if (existing) return existing;
    const { payment, card, uds } = await assessChange(tx, order, change);
    if (!payment || card <= 0) return undefined;
    const refund = await repo.insertRefund(tx, {
      orderId: order.id,
      paymentId: payment.id,
      amount: card,
      reason: 'order_changed',
      idempotencyKey: key,
      createdBy: change.actorId,
      udsAmount: uds || null,
    });
    await enqueueExecution(tx, refund.id, 0);
    return refund;
  }

  async function pointsShare(tx: DbOrTx, order: OrderRow, goodsRemoved: number, amount: number) {
    const hold = await deps.holds.activeHold(order.id, tx);
    if (hold?.state !== 'spent' || hold.operationId === null || goodsRemoved <= 0) return 0;
    return udsShare({
      udsGoodsTyiyn: hold.goodsTyiyn,
      subtotal: order.subtotal,
      goodsTyiyn: goodsRemoved,
      refund: amount,
      goodsPaid: goodsPaid(order, goodsRemoved),
    });
  }

  return { assessChange, refundChange };
}
