import type {
  CreateRefundRequest,
  CreateReturnRequest,
  OrderRefunds,
  Refund,
  ReturnQuote,
  ReturnQuoteRequest,
} from '@aruu/contract/staff-refunds';
import type { Db, DbOrTx } from '../../db/client.js';
import { AppError, notFound } from '../../http/app-error.js';
import { somToTyiyn, tyiynToSom } from '../../lib/money.js';
import { recordAudit } from '../audit/audit.js';
import type { InventoryService } from '../inventory/inventory.service.js';
import { type JobQueue, PermanentJobError } from '../jobs/job-queue.js';
import type { LoyaltyService } from '../loyalty/loyalty.service.js';
import type { PointsHolds } from '../loyalty/points-holds.js';
import { UdsError } from '../loyalty/uds-error.js';
import { enqueueMail } from '../mail/mail-jobs.js';
import { mailOf } from '../mail/mail-templates.js';
import type { OrderRow, OrdersService } from '../orders/orders.service.js';
import type { FreedomPayClient } from '../payments/freedom-pay/freedom-pay-client.js';
import { FreedomPayError } from '../payments/freedom-pay/freedom-pay-error.js';
import * as repo from './refunds.repository.js';
import { goodsPaid, RETURNS_FLAG_THRESHOLD, returnRule, share, udsShare } from './return-rules.js';

export const EXECUTE_REFUND_JOB = 'refunds.execute';
/** Tries of a refund before it is shown as failed: the queue's backoff reaches 10 minutes, so about 2 hours. */
export const REFUND_ATTEMPTS = 16;
/** A refund marked as being carried out for longer than this was abandoned by a process that died. */
const EXECUTING_STALE_MS = 10 * 60_000;

/** Who acts, for the audit trail (`staffActor(request)`). */
export interface Actor {
  actorId: number;
  requestId?: string;
}

export type RefundsService = ReturnType<typeof createRefundsService>;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The provider said no, or its totals disagree with ours: trying again will not help, staff must look. */
class RefundRefused extends Error {
  override name = 'RefundRefused';
}

const isFinal = (error: unknown) =>
  error instanceof RefundRefused ||
  error instanceof PermanentJobError ||
  (error instanceof FreedomPayError && !error.retryable) ||
  (error instanceof UdsError && !error.retryable);

const keyReused = () =>
  new AppError(
    'unprocessable',
    'idempotency_key_reused',
    'This key was used for another refund or return of the order',
  );
const notPaid = () => new AppError('conflict', 'order_not_paid', 'The order was not paid by card: nothing to refund');
const exceedsPaid = (refundable: number) =>
  new AppError(
    'conflict',
    'refund_exceeds_paid',
    `Refunds cannot exceed what was paid: ${tyiynToSom(refundable)} som is left to refund`,
  );

/** `workerStoppedAt`: when the run executing it stopped (a crashed worker), if one did. */
export function refundView(row: repo.RefundRow, workerStoppedAt?: Date): Refund {
  return {
    id: row.id,
    order_id: row.orderId,
    return_id: row.returnId,
    amount: tyiynToSom(row.amount),
    reason: row.reason,
    note: row.note,
    state: row.state,
    attempts: row.attempts,
    last_error: row.state === 'succeeded' ? null : row.lastError,
    uds_amount: row.udsAmount === null ? null : tyiynToSom(row.udsAmount),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    worker_stopped_at: workerStoppedAt?.toISOString() ?? null,
  };
}

/**
 * Refunds and returns of paid orders (issue 13, item 4). A refund is written with the order row
 * locked, checked against what the card paid less what is already refunded or on its way, and
 * carried out by a job: the card through Freedom Pay's revoke.php, then a return's UDS points
 * through UDS's refund. Neither provider takes an idempotency key for refunds, so before each call
 * the job compares the provider's refunded total with the store's; docs/decisions/021-refunds-and-returns.md.
 */
export function createRefundsService(deps: {
  db: Db;
  queue: JobQueue;
  provider: FreedomPayClient;
  loyalty: LoyaltyService;
  holds: PointsHolds;
  orders: OrdersService;
  inventory: InventoryService;
  publicUrl: string;
}) {
  const { db, queue, provider, loyalty, holds, orders, inventory } = deps;

  async function lockPaidOrder(tx: DbOrTx, orderId: number) {
    const order = await orders.lock(tx, orderId);
    if (!order) throw notFound('Order');
    return order;
  }

  /** Paid by card, less what is refunded or on its way. */
  async function refundable(tx: DbOrTx, orderId: number) {
    const payment = await repo.paidPayment(tx, orderId);
    if (!payment) return { payment: undefined, left: 0 };
    return { payment, left: payment.amount - (await repo.committedRefunds(tx, orderId)) };
  }

  async function enqueueExecution(tx: DbOrTx, refundId: number, run: number) {
    await queue.enqueue(
      tx,
      EXECUTE_REFUND_JOB,
      { refundId },
      { dedupeKey: `refund:${refundId}:${run}`, maxAttempts: REFUND_ATTEMPTS },
    );
  }

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
    const [payment, committed, items, refunds, returns, delivered, buyerReturns] = await Promise.all([
      repo.paidPayment(db, orderId),
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
    const paid = payment?.amount ?? 0;
    const done = refunds.filter((row) => row.state === 'succeeded').reduce((sum, row) => sum + row.amount, 0);
    return {
      order_id: orderId,
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

  function returnView(row: repo.ReturnRow, items: Awaited<ReturnType<typeof repo.listReturnItems>>) {
    return {
      id: row.id,
      order_id: row.orderId,
      reason: row.reason,
      note: row.note,
      restock: row.restock,
      items: items
        .filter((item) => item.returnId === row.id)
        .map((item) => ({
          order_item_id: item.orderItemId,
          title: item.title,
          variation_name: item.variationName,
          quantity: item.quantity,
        })),
      rule_percent: row.rulePercent,
      rule_amount: tyiynToSom(row.ruleAmount),
      amount: tyiynToSom(row.amount),
      override_note: row.overrideNote,
      created_at: row.createdAt.toISOString(),
    };
  }

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

  /** What the rules give for returning these lines, with the order locked (or not, for a quote). */
  async function assess(tx: DbOrTx, order: OrderRow, body: ReturnQuoteRequest) {
    if (order.status === 'cancelled') {
      throw new AppError('conflict', 'order_not_editable', 'A cancelled order has been refunded in full already');
    }
    if (!order.paidAt) throw notPaid();
    const items = await repo.itemsWithReturned(tx, order.id);
    const lines = body.items.map((line) => {
      const item = items.find((candidate) => candidate.id === line.order_item_id);
      if (!item || line.quantity > item.quantity - item.returned) {
        throw new AppError('conflict', 'return_exceeds_ordered', 'More cannot be returned than was ordered', {
          items: { code: 'invalid_value', message: `Order line ${line.order_item_id} has fewer units left to return` },
        });
      }
      return { item, quantity: line.quantity };
    });
    const goods = lines.reduce((sum, line) => sum + line.item.unitPrice * line.quantity, 0);
    const paidForGoods = goodsPaid(order, goods);
    const rule = returnRule(body.reason, await repo.deliveredAt(tx, order.id), new Date());
    const { payment, left } = await refundable(tx, order.id);
    return {
      lines,
      goods,
      paidForGoods,
      rule,
      payment,
      left,
      amount: Math.min(share(paidForGoods, rule.percent), left),
    };
  }

  async function quoteReturn(orderId: number, body: ReturnQuoteRequest): Promise<ReturnQuote> {
    const order = await orders.find(orderId);
    if (!order) throw notFound('Order');
    const assessed = await assess(db, order, body);
    return {
      percent: assessed.rule.percent,
      rule: assessed.rule.rule,
      within_return_window: assessed.rule.withinWindow,
      goods_paid: tyiynToSom(assessed.paidForGoods),
      amount: tyiynToSom(assessed.amount),
      refundable: tyiynToSom(assessed.left),
    };
  }

  /**
   * Records returned lines in one transaction with the order locked: the goods back on the shelf
   * when they can be sold, the return, its refund (the rules' amount or an override's) and its job,
   * and the audit entry. A proper-quality item past the 7 days needs the override.
   */
  async function createReturn(actor: Actor, orderId: number, key: string, body: CreateReturnRequest) {
    return db.transaction(async (tx) => {
      const order = await lockPaidOrder(tx, orderId);
      const existing = await repo.findReturnByKey(tx, orderId, key);
      if (existing) return replayReturn(tx, existing, body);
      const assessed = await assess(tx, order, body);
      if (!assessed.rule.withinWindow && !body.override) {
        throw new AppError(
          'conflict',
          'return_window_passed',
          'A proper-quality item is taken back within 7 days of receipt; an override with a note can still take it',
        );
      }
      const amount = body.override ? somToTyiyn(body.override.amount) : assessed.amount;
      if (amount > assessed.left) throw exceedsPaid(assessed.left);
      if (amount > 0 && !assessed.payment) throw notPaid();
      if (body.restock) {
        await inventory.takeBack(
          tx,
          assessed.lines.map((line) => ({ variationId: line.item.variationId, quantity: line.quantity })),
          { orderId, actorId: actor.actorId },
        );
      }
      const entry = await repo.insertReturn(
        tx,
        {
          orderId,
          reason: body.reason,
          note: body.note ?? null,
          restock: body.restock,
          ruleAmount: assessed.amount,
          rulePercent: assessed.rule.percent,
          amount,
          overrideNote: body.override?.note ?? null,
          idempotencyKey: key,
          createdBy: actor.actorId,
        },
        assessed.lines.map((line) => ({ orderItemId: line.item.id, quantity: line.quantity })),
      );
      const refund =
        amount > 0 && assessed.payment
          ? await repo.insertRefund(tx, {
              orderId,
              paymentId: assessed.payment.id,
              returnId: entry.id,
              amount,
              reason: 'return',
              note: body.override?.note ?? body.note ?? null,
              idempotencyKey: `return:${entry.id}`,
              createdBy: actor.actorId,
              udsAmount: (await pointsShare(tx, order, assessed, amount)) || null,
            })
          : undefined;
      if (refund) await enqueueExecution(tx, refund.id, 0);
      const view = returnView(entry, await repo.listReturnItems(tx, [entry.id]));
      await recordAudit(tx, {
        ...actor,
        action: 'return.created',
        objectType: 'order',
        objectId: orderId,
        before: null,
        after: {
          return_id: entry.id,
          reason: body.reason,
          restock: body.restock,
          items: view.items.map((item) => ({ order_item_id: item.order_item_id, quantity: item.quantity })),
          rule_percent: assessed.rule.percent,
          rule_amount: tyiynToSom(assessed.amount),
          amount: tyiynToSom(amount),
          override_note: entry.overrideNote,
          refund_id: refund?.id ?? null,
        },
      });
      return { return: view, refund: refund ? refundView(refund) : null };
    });
  }

  async function replayReturn(tx: DbOrTx, existing: repo.ReturnRow, body: CreateReturnRequest) {
    const items = await repo.listReturnItems(tx, [existing.id]);
    const same =
      existing.reason === body.reason &&
      existing.restock === body.restock &&
      existing.overrideNote === (body.override?.note ?? null) &&
      items.length === body.items.length &&
      body.items.every((line) =>
        items.some((item) => item.orderItemId === line.order_item_id && item.quantity === line.quantity),
      );
    if (!same) throw keyReused();
    const refund = await repo.findRefundByKey(tx, existing.orderId, `return:${existing.id}`);
    return { return: returnView(existing, items), refund: refund ? refundView(refund) : null };
  }

  async function pointsShare(
    tx: DbOrTx,
    order: OrderRow,
    assessed: { goods: number; paidForGoods: number },
    amount: number,
  ) {
    const hold = await holds.activeHold(order.id, tx);
    if (hold?.state !== 'spent' || hold.operationId === null) return 0;
    return udsShare({
      udsGoodsTyiyn: hold.goodsTyiyn,
      subtotal: order.subtotal,
      goodsTyiyn: assessed.goods,
      refund: amount,
      goodsPaid: assessed.paidForGoods,
    });
  }

  /**
   * Cancels a paid order through the one state machine; in the same transaction whatever is left
   * of its card payment goes back, its goods (less any already returned) go back on the shelf and
   * the audit entry is written. Its UDS points come back through the hold's release, as on any
   * cancellation. An unpaid order is cancelled through the orders board instead.
   */
  async function cancelPaid(actor: Actor, orderId: number, note: string) {
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
      },
    });
    return overview(orderId);
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
    const { payment, left } = await refundable(tx, order.id);
    if (!payment || left <= 0) return undefined;
    const refund = await repo.insertRefund(tx, {
      orderId: order.id,
      paymentId: payment.id,
      amount: left,
      reason: 'order_cancelled',
      idempotencyKey: 'order-cancelled',
    });
    await enqueueExecution(tx, refund.id, 0);
    return refund;
  }

  /**
   * The job: claims the refund (one refund of an order at a time), sends the card part and then
   * the UDS part, each skipped once done, and records the outcome. A refusal, a disagreement of
   * totals or the last try marks it failed for staff to see and retry; anything else is retried.
   */
  async function execute(refundId: number, attempt: number) {
    const claimed = await claim(refundId).catch(async (error: unknown) => {
      // A refund that can never be sent is shown as failed, not left pending.
      if (error instanceof PermanentJobError) {
        await repo.updateRefund(db, refundId, { state: 'failed', lastError: error.message });
      }
      throw error;
    });
    if (!claimed) return;
    const { refund, providerPaymentId } = claimed;
    try {
      const record: Record<string, unknown> = {};
      if (!refund.cardRefundedAt) {
        record.card = await refundCard(refund, providerPaymentId);
        await repo.updateRefund(db, refund.id, { cardRefundedAt: new Date(), providerRecord: record });
      }
      if (refund.udsAmount !== null && !refund.udsRefundedAt) {
        const operationId = await refundPoints(refund, refund.udsAmount);
        await repo.updateRefund(db, refund.id, { udsRefundedAt: new Date(), udsOperationId: operationId });
      }
      await succeed(refund.id);
    } catch (error) {
      const final = isFinal(error) || attempt >= REFUND_ATTEMPTS;
      const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      await repo.updateRefund(db, refund.id, {
        lastError: message.slice(0, 500),
        executingSince: null,
        ...(final ? { state: 'failed' as const } : {}),
      });
      if (!final) throw error;
    }
  }

  async function claim(refundId: number) {
    const found = await repo.findRefund(db, refundId);
    if (found?.state !== 'pending') return undefined;
    return db.transaction(async (tx) => {
      // The order first, as every other writer of refunds locks it: no deadlock.
      await orders.lock(tx, found.orderId);
      const refund = await repo.lockRefund(tx, refundId);
      if (refund?.state !== 'pending') return undefined;
      if (await repo.anotherExecuting(tx, refund.orderId, refund.id, EXECUTING_STALE_MS)) {
        throw new Error(`another refund of order ${refund.orderId} is being sent; this one waits its turn`);
      }
      const payment = await repo.paidPayment(tx, refund.orderId);
      if (payment?.id !== refund.paymentId || !payment.providerPaymentId) {
        throw new PermanentJobError(`refund ${refund.id}: its payment is not a paid card payment`);
      }
      const claimedRefund = await repo.updateRefund(tx, refund.id, {
        executingSince: new Date(),
        attempts: refund.attempts + 1,
      });
      return { refund: claimedRefund, providerPaymentId: payment.providerPaymentId };
    });
  }

  /** revoke.php for the refund's amount, unless the provider's total shows it went through already. */
  async function refundCard(refund: repo.RefundRow, paymentId: string) {
    const known = (await repo.knownRefunded(db, refund.orderId, refund.id)).card;
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
    const known = (await repo.knownRefunded(db, refund.orderId, refund.id)).uds;
    const refunded = await loyalty.refundedOf(hold.operationId);
    if (refunded === known + amount) return null;
    if (refunded !== known) {
      throw new RefundRefused(
        `UDS reports ${tyiynToSom(refunded)} som of the purchase refunded, the store knows of ${tyiynToSom(known)}`,
      );
    }
    return (await loyalty.refundPart(hold.operationId, amount)).operationId;
  }

  async function succeed(refundId: number) {
    await db.transaction(async (tx) => {
      const refund = await repo.updateRefund(tx, refundId, {
        state: 'succeeded',
        executingSince: null,
        lastError: null,
      });
      const order = await orders.find(refund.orderId, tx);
      if (!order) return;
      const mail = mailOf('order-refund', {
        lang: order.language,
        name: order.customerName,
        orderId: order.id,
        amountTyiyn: refund.amount,
        cause: refund.reason,
        orderUrl: `${deps.publicUrl}/order-tracking/${order.id}`,
      });
      await enqueueMail(queue, tx, { to: order.email, ...mail });
    });
  }

  return {
    overview,
    createManual,
    retry,
    quoteReturn,
    createReturn,
    cancelPaid,
    execute,
    returnsOf,
  };
}
