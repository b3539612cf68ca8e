import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../../db/client.js';
import type { JobQueue } from '../jobs/job-queue.js';
import type { FreedomPayClient } from './freedom-pay/freedom-pay-client.js';
import { FreedomPayError } from './freedom-pay/freedom-pay-error.js';
import type { PaymentStatusReport } from './freedom-pay/payment-status.js';
import type { SettlePayment } from './payment-settlement.js';
import * as repo from './payments.repository.js';

export const RECONCILE_PAYMENT_JOB = 'payments.reconcile';

/** Checks of one attempt at doubling intervals: with the 5-minute default, the last is about 21 hours in. */
const MAX_CHECKS = 8;

export interface ReconcilePayload {
  paymentId: number;
  check: number;
}

/**
 * A callback can be lost, so every attempt still pending a while after it started is looked up
 * at the provider (`get_status3.php`) and settled exactly as its callback would have been. Each
 * attempt gets its check queued with it; a check that finds it still open queues the next.
 */
export function createPaymentReconciliation(deps: {
  db: Db;
  provider: FreedomPayClient;
  queue: JobQueue;
  settle: SettlePayment;
  log: FastifyBaseLogger;
  afterSeconds: number;
}) {
  const { db, provider, queue, settle, log } = deps;

  /** Queues the `check`-th look at an attempt; call with the attempt's insert, in its transaction. */
  async function schedule(tx: DbOrTx, paymentId: number, check = 1) {
    const runAt = new Date(Date.now() + deps.afterSeconds * 1000 * 2 ** (check - 1));
    await queue.enqueue(tx, RECONCILE_PAYMENT_JOB, { paymentId, check } satisfies ReconcilePayload, {
      runAt,
      dedupeKey: `payment-reconcile:${paymentId}:${check}`,
    });
  }

  /** The job: settles the attempt if the provider knows its outcome, else queues the next check. */
  async function reconcile({ paymentId, check }: ReconcilePayload) {
    const payment = await repo.findPayment(db, paymentId);
    if (payment?.status !== 'pending') return;
    const report = await statusOf(payment);
    if (!report || report.status === 'pending' || report.status === 'unknown') {
      if (check < MAX_CHECKS) await schedule(db, paymentId, check + 1);
      else log.warn({ paymentId, report }, 'payment still open at the provider after its last check');
      return;
    }
    const mismatch = mismatchOf(payment, report);
    if (mismatch) {
      log.error({ paymentId, report, mismatch }, 'the provider reports a payment that does not match ours');
      return;
    }
    await db.transaction(async (tx) => {
      const locked = await repo.lockPayment(tx, paymentId);
      if (!locked) return;
      if (!locked.providerPaymentId) await repo.setProviderPaymentId(tx, paymentId, report.paymentId);
      // A payment refunded in part or in full at the provider is not one the order can count on.
      await settle(tx, locked, {
        success: report.status === 'ok' || report.status === 'refunded',
        refundOnly: report.refundedTyiyn > 0,
        settledBy: 'reconciliation',
        record: report,
      });
    });
  }

  /**
   * The provider's word on an attempt; undefined when it gave none. One whose start was never
   * answered is asked for by our own id. A provider that is down or refuses to answer only
   * postpones the question to the next check, so an outage longer than the queue's retries
   * does not end the checks.
   */
  async function statusOf(payment: repo.PaymentRow): Promise<PaymentStatusReport | undefined> {
    const ref = payment.providerPaymentId ? { paymentId: payment.providerPaymentId } : { orderId: String(payment.id) };
    try {
      return await provider.getStatus(ref);
    } catch (error) {
      if (!(error instanceof FreedomPayError)) throw error;
      log.warn({ err: error, paymentId: payment.id }, 'could not ask the provider about a payment');
      return undefined;
    }
  }

  return { schedule, reconcile };
}

function mismatchOf(payment: repo.PaymentRow, report: PaymentStatusReport): string | undefined {
  if (payment.providerPaymentId && report.paymentId !== payment.providerPaymentId) return 'payment id';
  if (report.orderId !== undefined && report.orderId !== String(payment.id)) return 'order id';
  if (report.amountTyiyn !== payment.amount) return 'amount';
  if (report.currency !== payment.currency) return 'currency';
  return undefined;
}
