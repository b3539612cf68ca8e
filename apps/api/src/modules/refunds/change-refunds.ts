import type { DbOrTx } from '../../db/client.js';
import { pointsForPart, purchasePartForPoints } from '../loyalty/uds-amounts.js';
import type { OrderRow } from '../orders/orders.service.js';
import type { RefundLedger, RefundsDeps } from './refund-ledger.js';
import * as repo from './refunds.repository.js';
import { purchaseShare } from './return-rules.js';

/** What a change takes off an order whose points stay spent at UDS (all amounts in tyiyn). */
export interface ChangeBasis {
  /** What the order is made cheaper by before its points: goods, discount and delivery. */
  difference: number;
  /** The goods taken out, at the order's prices. */
  goodsRemoved: number;
  /** Whole points the new total no longer carries: they go back whatever else does. */
  pointsCapped: number;
}

/**
 * An order made cheaper by a change (modules/order-changes) gives back exactly the difference
 * (decision 086): to the card, less the points UDS gives back with the removed goods' part of
 * its purchase, which the order then no longer uses; or, with no card amount to refund, the
 * points the new total caps alone (decision 083).
 */
export function createChangeRefunds(deps: Pick<RefundsDeps, 'holds'>, ledger: RefundLedger) {
  const { refundable, enqueueExecution } = ledger;

  /**
   * What a change gives back, the decision's table. A card payment with something left of it:
   * `points`, the whole points UDS gives back for the removed goods' part of the purchase (at
   * least those capped, at most what the difference pays for), and the card the rest of the
   * difference, never more than is left of the payment. No card amount to refund (a cash or
   * bank-transfer order, a card refunded in full already): the capped points alone. `uds` is the
   * part of the purchase that gives exactly `points` back; the order's points go down by
   * `points`. Pass the transaction holding the order's lock, or the database for a preview.
   */
  async function assessChange(tx: DbOrTx, order: OrderRow, change: ChangeBasis) {
    const { payment, left } = await refundable(tx, order.id);
    const hold = await spentPurchase(tx, order);
    const withCard = payment !== undefined && left > 0;
    const shared = withCard && hold ? await goodsPoints(tx, order, hold, change) : 0;
    const points = Math.max(change.pointsCapped, shared);
    const card = withCard ? Math.max(0, Math.min(change.difference - points * 100, left)) : 0;
    const { part, exact } = hold ? await purchasePart(tx, order, hold, points) : { part: 0, exact: false };
    return {
      payment: card > 0 ? payment : undefined,
      card,
      uds: part,
      points,
      /** The points named on the refund: those UDS gives back for `uds`, when it is not cut to what is left. */
      udsPoints: exact ? points : null,
    };
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

  type Purchase = NonNullable<Awaited<ReturnType<typeof spentPurchase>>>;
  const purchaseOf = (hold: Purchase) => ({ totalTyiyn: hold.goodsTyiyn, points: hold.points });

  /**
   * The whole points UDS gives back for the removed goods' share of the part of the purchase the
   * order's lines carry (what earlier changes gave up is not theirs), rounded down as UDS rounds;
   * never more than the difference pays for, nor than the order uses.
   */
  async function goodsPoints(tx: DbOrTx, order: OrderRow, hold: Purchase, change: ChangeBasis) {
    const carried = hold.goodsTyiyn - (await repo.purchaseGivenUpByChanges(tx, order.id));
    const part = purchaseShare({ purchaseTyiyn: carried, subtotal: order.subtotal, goodsTyiyn: change.goodsRemoved });
    const points = pointsForPart(purchaseOf(hold), part);
    return Math.max(0, Math.min(points, Math.floor(change.difference / 100), order.udsPoints));
  }

  /**
   * The part of the order's UDS purchase that gives `points` back, never more than is left of it
   * once every refund made or on its way is counted (UDS refuses more). `exact`: not cut to what
   * is left, so UDS gives back exactly `points`.
   */
  async function purchasePart(tx: DbOrTx, order: OrderRow, hold: Purchase, points: number) {
    if (points <= 0) return { part: 0, exact: false };
    const left = hold.goodsTyiyn - (await repo.committedUdsRefunds(tx, order.id));
    const wanted = purchasePartForPoints(purchaseOf(hold), points);
    const part = Math.max(0, Math.min(wanted, left));
    return { part, exact: part > 0 && part === wanted };
  }

  return { assessChange, refundChange };
}
