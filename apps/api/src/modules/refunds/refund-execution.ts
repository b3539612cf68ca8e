import type { DbOrTx } from '../../db/client.js';
import { PermanentJobError, WaitTurnError } from '../jobs/job-queue.js';
import { UdsError } from '../loyalty/uds-error.js';
import { enqueueMail } from '../mail/mail-jobs.js';
import { mailOf } from '../mail/mail-templates.js';
import { FreedomPayError } from '../payments/freedom-pay/freedom-pay-error.js';
import type { RefundsDeps } from './refund-ledger.js';
import { createRefundReconciliation, RefundRefused } from './refund-reconciliation.js';
import * as repo from './refunds.repository.js';

/** A refund marked as being carried out for longer than this was abandoned by a process that died. */
const EXECUTING_STALE_MS = 10 * 60_000;
/**
 * How long a refund waits for another of its order being sent before it looks again: a run
 * lasts its provider calls, well under a second as a rule and at most their timeouts.
 */
const TURN_WAIT_MS = 5_000;

const isFinal = (error: unknown) =>
  error instanceof RefundRefused ||
  error instanceof PermanentJobError ||
  (error instanceof FreedomPayError && !error.retryable) ||
  (error instanceof UdsError && !error.retryable);

/** The `refunds.execute` job's work: one refund carried out at the providers, and the buyer told. */
export function createRefundExecution(deps: RefundsDeps) {
  const { db, queue, orders } = deps;
  const { refundCard, refundPoints } = createRefundReconciliation(deps);

  /**
   * The job: claims the refund (one refund of an order at a time: while another is being sent it
   * waits its turn, which is no try), sends the card part (if it has one) and then the UDS part,
   * each skipped once done, and records the outcome. A refusal, a disagreement of totals or the
   * last try marks it failed for staff to see and retry; anything else is retried.
   */
  async function execute(refundId: number, { attempt, maxAttempts }: { attempt: number; maxAttempts: number }) {
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
      if (providerPaymentId !== null && !refund.cardRefundedAt) {
        record.card = await refundCard(refund, providerPaymentId);
        await repo.updateRefund(db, refund.id, { cardRefundedAt: new Date(), providerRecord: record });
      }
      if (refund.udsAmount !== null && !refund.udsRefundedAt) {
        const operationId = await refundPoints(refund, refund.udsAmount);
        await repo.updateRefund(db, refund.id, { udsRefundedAt: new Date(), udsOperationId: operationId });
      }
      await succeed(refund.id);
    } catch (error) {
      const final = isFinal(error) || attempt >= maxAttempts;
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
        throw new WaitTurnError(
          `another refund of order ${refund.orderId} is being sent; this one waits its turn`,
          TURN_WAIT_MS,
        );
      }
      const providerPaymentId = await providerPaymentOf(tx, refund);
      const claimedRefund = await repo.updateRefund(tx, refund.id, {
        executingSince: new Date(),
        attempts: refund.attempts + 1,
      });
      return { refund: claimedRefund, providerPaymentId };
    });
  }

  /** The provider's id of the payment the card part goes back to; null for points alone (no card part). */
  async function providerPaymentOf(tx: DbOrTx, refund: repo.RefundRow) {
    if (refund.paymentId === null) return null;
    const payment = await repo.paidPaymentOf(tx, refund.orderId, refund.paymentId);
    if (!payment?.providerPaymentId) {
      throw new PermanentJobError(`refund ${refund.id}: its payment is not a paid card payment`);
    }
    return payment.providerPaymentId;
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
        ...(refund.udsPoints === null ? {} : { points: refund.udsPoints }),
        cause: refund.reason,
        orderUrl: `${deps.publicUrl}/order-tracking/${order.id}`,
      });
      await enqueueMail(queue, tx, { to: order.email, ...mail });
    });
  }

  return { execute };
}
