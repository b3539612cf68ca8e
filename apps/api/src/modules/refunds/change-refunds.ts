import type { DbOrTx } from '../../db/client.js';
import { purchasePartForPoints } from '../loyalty/uds-amounts.js';
import type { OrderRow } from '../orders/orders.service.js';
import type { RefundLedger, RefundsDeps } from './refund-ledger.js';
import * as repo from './refunds.repository.js';
import { goodsPaid, udsShare } from './return-rules.js';

/** What a change gives back: `amount` the order is made cheaper by, and the points it no longer takes. */
export interface ChangeBasis {
  amount: number;
  /** The goods taken out, at the order's prices: the base of a card refund's UDS part. */
  goodsRemoved: number;
  /** Whole points the new total caps away, on an order whose points stay spent at UDS. */
  pointsCapped: number;
}

/**
 * An order made cheaper by a change (modules/order-changes): the difference goes back to the
 * card, and points the new total no longer takes go back at UDS (decision 083).
 */
export function createChangeRefunds(deps: Pick<RefundsDeps, 'holds'>, ledger: RefundLedger) {
  const { refundable, enqueueExecution } = ledger;

  /**
   * What a change gives back. With a card amount to refund (never more than is left of the
   * payment): that, and the UDS part of the goods taken out scaled as a return's (decision 021).
   * Without one (a cash or bank-transfer order, a card refunded in full already): the capped
   * points alone, as the part of the UDS purchase that gives back exactly them. Pass the
   * transaction holding the order's lock, or the database for a preview.
   */
  async function assessChange(tx: DbOrTx, order: OrderRow, change: ChangeBasis) {
    const { payment, left } = await refundable(tx, order.id);
    const card = payment ? Math.max(0, Math.min(change.amount, left)) : 0;
    if (card > 0) {
      return { payment, card, uds: await pointsShare(tx, order, change.goodsRemoved, card), udsPoints: null };
    }
    const { part, exact } = await cappedPart(tx, order, change.pointsCapped);
    return { payment: undefined, card: 0, uds: part, udsPoints: exact ? change.pointsCapped : null };
  }

  /**
   * With the order locked, in the change's transaction, before the order's price parts change:
   * the refund `assessChange` gives, keyed by the change so it is made once. Undefined when
   * nothing is due.
   */
  async function refundChange(
    tx: DbOrTx,
    order: OrderRow,
    change: ChangeBasis & { id: number; actorId: number | null },
  ) {
    const key = `order-change-${change.id}`;
    const existing = await repo.findRefundByKey(tx, order.id, key);
    if (existing) return existing;
    const { payment, card, uds, udsPoints } = await assessChange(tx, order, change);
    if (card <= 0 && uds <= 0) return undefined;
    const refund = await repo.insertRefund(tx, {
      orderId: order.id,
      paymentId: payment?.id ?? null,
      amount: card,
      reason: 'order_changed',
      idempotencyKey: key,
      createdBy: change.actorId,
      udsAmount: uds || null,
      udsPoints,
    });
    await enqueueExecution(tx, refund.id, 0);
    return refund;
  }

  async function spentPurchase(tx: DbOrTx, order: OrderRow) {
    const hold = await deps.holds.activeHold(order.id, tx);
    return hold?.state === 'spent' && hold.operationId !== null ? hold : undefined;
  }

  async function pointsShare(tx: DbOrTx, order: OrderRow, goodsRemoved: number, amount: number) {
    const hold = await spentPurchase(tx, order);
    if (!hold || goodsRemoved <= 0) return 0;
    return udsShare({
      udsGoodsTyiyn: hold.goodsTyiyn,
      subtotal: order.subtotal,
      goodsTyiyn: goodsRemoved,
      refund: amount,
      goodsPaid: goodsPaid(order, goodsRemoved),
    });
  }

  /**
   * The part of the order's UDS purchase that gives `points` back, never more than is left of it
   * once every refund made or on its way is counted (UDS refuses more). `exact`: not cut to what
   * is left, so UDS gives back exactly `points`.
   */
  async function cappedPart(tx: DbOrTx, order: OrderRow, points: number) {
    const hold = await spentPurchase(tx, order);
    if (!hold || points <= 0) return { part: 0, exact: false };
    const left = hold.goodsTyiyn - (await repo.committedUdsRefunds(tx, order.id));
    const wanted = purchasePartForPoints({ totalTyiyn: hold.goodsTyiyn, points: hold.points }, points);
    const part = Math.max(0, Math.min(wanted, left));
    return { part, exact: part > 0 && part === wanted };
  }

  return { assessChange, refundChange };
}
