import type { Refund } from '@aruu/contract/staff-refunds';
import type { Db, DbOrTx } from '../../db/client.js';
import { AppError, notFound } from '../../http/app-error.js';
import { tyiynToSom } from '../../lib/money.js';
import type { InventoryService } from '../inventory/inventory.service.js';
import type { JobQueue } from '../jobs/job-queue.js';
import type { LoyaltyService } from '../loyalty/loyalty.service.js';
import type { PointsHolds } from '../loyalty/points-holds.js';
import type { OrdersService } from '../orders/orders.service.js';
import type { FreedomPayClient } from '../payments/freedom-pay/freedom-pay-client.js';
import * as repo from './refunds.repository.js';

export const EXECUTE_REFUND_JOB = 'refunds.execute';
/** Tries of a refund before it is shown as failed: the queue's backoff reaches 10 minutes, so about 2 hours. */
export const REFUND_ATTEMPTS = 16;

/** What the refunds service is built from; each use case takes the part it needs. */
export interface RefundsDeps {
  db: Db;
  queue: JobQueue;
  provider: FreedomPayClient;
  loyalty: LoyaltyService;
  holds: PointsHolds;
  orders: OrdersService;
  inventory: InventoryService;
  publicUrl: string;
}

/** Who acts, for the audit trail (`staffActor(request)`). */
export interface Actor {
  actorId: number;
  requestId?: string;
}

export const keyReused = () =>
  new AppError(
    'unprocessable',
    'idempotency_key_reused',
    'This key was used for another refund or return of the order',
  );
export const notPaid = () =>
  new AppError('conflict', 'order_not_paid', 'The order was not paid by card: nothing to refund');
export const exceedsPaid = (refundable: number) =>
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
    uds_points: row.udsPoints,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    worker_stopped_at: workerStoppedAt?.toISOString() ?? null,
  };
}

export function returnView(row: repo.ReturnRow, items: Awaited<ReturnType<typeof repo.listReturnItems>>) {
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

/**
 * The steps every way of creating a refund shares: the order locked, what is left to refund,
 * and the job that carries the refund out, all in the creating transaction.
 */
export function createRefundLedger(deps: Pick<RefundsDeps, 'queue' | 'orders'>) {
  const { queue, orders } = deps;

  async function lockPaidOrder(tx: DbOrTx, orderId: number) {
    const order = await orders.lock(tx, orderId);
    if (!order) throw notFound('Order');
    return order;
  }

  /** Paid by card, less what is refunded or on its way. */
  async function refundable(tx: DbOrTx, orderId: number) {
    const payment = await repo.paidPayment(tx, orderId);
    if (!payment) return { payment: undefined, left: 0 };
    return { payment, left: payment.amount - (await repo.committedRefunds(tx, orderId, payment.id)) };
  }

  async function enqueueExecution(tx: DbOrTx, refundId: number, run: number) {
    await queue.enqueue(
      tx,
      EXECUTE_REFUND_JOB,
      { refundId },
      { dedupeKey: `refund:${refundId}:${run}`, maxAttempts: REFUND_ATTEMPTS },
    );
  }

  return { lockPaidOrder, refundable, enqueueExecution };
}

export type RefundLedger = ReturnType<typeof createRefundLedger>;
