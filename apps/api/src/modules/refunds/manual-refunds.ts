import type { CreateRefundRequest } from '@aruu/contract/staff-refunds';
import type { DbOrTx, Tx } from '../../db/client.js';
import { AppError, notFound } from '../../http/app-error.js';
import { somToTyiyn, tyiynToSom } from '../../lib/money.js';
import { recordAudit } from '../audit/audit.js';
import type { OrderRow } from '../orders/orders.service.js';
import {
  type Actor,
  exceedsPaid,
  keyReused,
  notPaid,
  type RefundLedger,
  type RefundsDeps,
  refundView,
} from './refund-ledger.js';
import * as repo from './refunds.repository.js';

/** Refunds staff ask for by hand: a goodwill refund, a failed one sent again, a paid order cancelled. */
export function createManualRefunds(deps: Pick<RefundsDeps, 'db' | 'orders' | 'inventory'>, ledger: RefundLedger) {
  const { db, orders, inventory } = deps;
  const { lockPaidOrder, refundable, enqueueExecution } = ledger;

  /** A goodwill refund of part of a paid order; the note says why. Repeating the key answers the first. */
  async function createManual(actor: Actor, orderId: number, key: string, body: CreateRefundRequest) {
    const amount = somToTyiyn(body.amount);
    return db.transaction(async (tx) => {
      const order = await lockPaidOrder(tx, orderId);
      const existing = await repo.findRefundByKey(tx, orderId, key);
      if (existing) {
        if (existing.reason !== 'manual' || existing.amount !== amount || existing.note !== body.note)
          throw keyReused();
        return refundView(existing);
      }
      const { payment, left } = await refundable(tx, order.id);
      if (!payment || order.status === 'cancelled') throw notPaid();
      if (amount > left) throw exceedsPaid(left);
      const refund = await repo.insertRefund(tx, {
        orderId,
        paymentId: payment.id,
        amount,
        reason: 'manual',
        note: body.note,
        idempotencyKey: key,
        createdBy: actor.actorId,
      });
      await enqueueExecution(tx, refund.id, 0);
      await recordAudit(tx, {
        ...actor,
        action: 'refund.created',
        objectType: 'order',
        objectId: orderId,
        before: null,
        after: { refund_id: refund.id, amount: tyiynToSom(amount), reason: 'manual', note: body.note },
      });
      return refundView(refund);
    });
  }

  /** Sends a failed refund again (its amount still within what is left to refund). */
  async function retry(actor: Actor, orderId: number, refundId: number) {
    return db.transaction(async (tx) => {
      const order = await lockPaidOrder(tx, orderId);
      const refund = await repo.lockRefund(tx, refundId);
      if (!refund || refund.orderId !== order.id) throw notFound('Refund');
      if (refund.state !== 'failed') {
        throw new AppError('conflict', 'refund_not_retryable', 'Only a failed refund can be sent again');
      }
      const { left } = await refundable(tx, order.id);
      if (refund.amount > left) throw exceedsPaid(left);
      const updated = await repo.updateRefund(tx, refund.id, { state: 'pending', executingSince: null });
      await enqueueExecution(tx, refund.id, refund.attempts);
      await recordAudit(tx, {
        ...actor,
        action: 'refund.retried',
        objectType: 'refund',
        objectId: refund.id,
        before: { state: 'failed', last_error: refund.lastError },
        after: { state: 'pending' },
      });
      return refundView(updated);
    });
  }

  /**
   * Cancels a paid order through the one state machine; in the same transaction whatever is left
   * of its card payment goes back, its goods (less any already returned) go back on the shelf and
   * the audit entry is written. Its UDS points come back through the hold's release, as on any
   * cancellation. An unpaid order is cancelled through the orders board instead. `alongside` runs
   * in the same transaction (the buyer cancelling instead of a proposed change closes it there).
   */
  async function cancelPaid(actor: Actor, orderId: number, note: string, alongside?: (tx: Tx) => Promise<void>) {
    await orders.transition(orderId, 'cancelled', 'staff', {
      note,
      alongside: async (tx, before) => {
        if (!before.paidAt) throw notPaid();
        const refund = await refundRest(tx, before, actor);
        await recordAudit(tx, {
          ...actor,
          action: 'order.status_changed',
          objectType: 'order',
          objectId: orderId,
          before: { status: before.status },
          after: { status: 'cancelled', note, refund_id: refund?.id ?? null, refund: tyiynToSom(refund?.amount ?? 0) },
        });
        await alongside?.(tx);
      },
    });
  }

  async function refundRest(tx: DbOrTx, order: OrderRow, actor: Actor) {
    const items = await repo.itemsWithReturned(tx, order.id);
    await inventory.release(
      tx,
      items
        .filter((item) => item.quantity > item.returned)
        .map((item) => ({ variationId: item.variationId, quantity: item.quantity - item.returned })),
      { orderId: order.id, actorId: actor.actorId },
    );
    // The differences of changes paid on top go back too, each to its own payment.
    for (const supplement of await repo.paidSupplements(tx, order.id)) {
      const rest = supplement.amount - (await repo.committedRefunds(tx, order.id, supplement.id));
      if (rest > 0) await refundPayment(tx, order.id, supplement.id, rest, `order-cancelled-${supplement.id}`);
    }
    const { payment, left } = await refundable(tx, order.id);
    if (!payment || left <= 0) return undefined;
    return refundPayment(tx, order.id, payment.id, left, 'order-cancelled');
  }

  async function refundPayment(tx: DbOrTx, orderId: number, paymentId: number, amount: number, key: string) {
    const refund = await repo.insertRefund(tx, {
      orderId,
      paymentId,
      amount,
      reason: 'order_cancelled',
      idempotencyKey: key,
    });
    await enqueueExecution(tx, refund.id, 0);
    return refund;
  }

  return { createManual, retry, cancelPaid };
}
