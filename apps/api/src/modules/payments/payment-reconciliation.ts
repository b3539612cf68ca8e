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

interface ReconcilePayload {
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

  /** The job. Provider failures throw, so the queue retries the same check with its backoff. */
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
      await settle(tx, locked, { success: report.status === 'ok', settledBy: 'reconciliation', record: report });
    });
  }

  /**
   * The provider's word on an attempt. One whose start was never answered is asked for by our
   * own id; undefined when the provider has never heard of it (no money can have moved).
   */
  async function statusOf(payment: repo.PaymentRow): Promise<PaymentStatusReport | undefined> {
    if (payment.providerPaymentId) return provider.getStatus({ paymentId: payment.providerPaymentId });
    try {
      return await provider.getStatus({ orderId: String(payment.id) });
    } catch (error) {
      if (error instanceof FreedomPayError && error.source === 'provider') return undefined;
      throw error;
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
