import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '../../db/client.js';
import type { JobQueue } from '../jobs/job-queue.js';
import type { OrdersService } from '../orders/orders.service.js';
import * as repo from './payments.repository.js';

export const REFUND_PAYMENT_JOB = 'payments.refund';
/** Runs of a refund before it is left to staff: the queue's backoff stops growing at 10 minutes, so about 4 hours. */
const REFUND_ATTEMPTS = 30;

/** What the provider says happened to an attempt, and who told us. */
export interface PaymentOutcome {
  success: boolean;
  /**
   * The money goes back whatever the order could take: part of it was refunded at the provider
   * already, or the callback does not match the attempt but could not be refused (`pg_can_reject=0`).
   */
  refundOnly?: boolean;
  settledBy: 'callback' | 'reconciliation';
  /** The verified callback or status report, kept on the attempt. */
  record: unknown;
}

export type Settlement = 'paid' | 'failed' | 'refunding' | 'already_settled';

/**
 * The one way a payment attempt is settled, whether its callback arrives or the reconciliation
 * job asks the provider. Call inside a transaction with the attempt locked (`lockPayment`), so
 * that a callback and the job racing each other settle it once. Money that arrives for an order
 * that cannot take it is refunded by a job queued in the same transaction.
 */
export function createPaymentSettlement(deps: { orders: OrdersService; queue: JobQueue; log: FastifyBaseLogger }) {
  const { orders, queue, log } = deps;

  return async function settle(tx: DbOrTx, payment: repo.PaymentRow, outcome: PaymentOutcome): Promise<Settlement> {
    if (payment.status !== 'pending') return 'already_settled';
    const { settledBy, record } = outcome;
    if (!outcome.success) {
      await repo.settlePayment(tx, payment.id, { status: 'failed', settledBy, record });
      return 'failed';
    }
    // A change's difference: its own money, checked against its own amount; the order's payment stays as it was.
    if (payment.purpose === 'supplement' && !outcome.refundOnly) {
      await repo.settlePayment(tx, payment.id, { status: 'paid', settledBy, record });
      return 'paid';
    }
    if (!outcome.refundOnly && (await orders.acceptPayment(tx, payment.orderId, payment.amount))) {
      await repo.settlePayment(tx, payment.id, { status: 'paid', settledBy, record });
      return 'paid';
    }
    // Expired, cancelled, its total changed since this attempt started, or refund only: the money goes back.
    await repo.settlePayment(tx, payment.id, { status: 'refunding', settledBy, record });
    await queue.enqueue(
      tx,
      REFUND_PAYMENT_JOB,
      { paymentId: payment.id },
      { dedupeKey: `payment-refund:${payment.id}`, maxAttempts: REFUND_ATTEMPTS },
    );
    log.warn({ orderId: payment.orderId, paymentId: payment.id }, 'payment arrived for an order that cannot take it');
    return 'refunding';
  };
}
export type SettlePayment = ReturnType<typeof createPaymentSettlement>;
