import { pagePath } from '@aruu/contract/pages';
import type { Db } from '../../db/client.js';
import { type JobQueue, PermanentJobError } from '../jobs/job-queue.js';
import { enqueueMail } from '../mail/mail-jobs.js';
import { mailOf } from '../mail/mail-templates.js';
import type { OrdersService } from '../orders/orders.service.js';
import type { FreedomPayClient } from './freedom-pay/freedom-pay-client.js';
import * as repo from './payments.repository.js';

/**
 * Gives back, through the provider, money that arrived for an order that could not take it, and
 * tells the buyer. The job for attempts settled as `refunding` (see `payment-settlement.ts`).
 */
export function createPaymentRefunds(deps: {
  db: Db;
  provider: FreedomPayClient;
  orders: OrdersService;
  queue: JobQueue;
  publicUrl: string;
}) {
  const { db, provider, orders, queue } = deps;

  /**
   * Safe to repeat: revoke.php has no idempotency key, so the provider is asked first what is
   * refunded already (a run that died after revoking, before recording it). A refunded payment
   * still says `success` there: the refunded amount decides, and only what is left is revoked.
   */
  return async function refund(paymentId: number) {
    const payment = await repo.findPayment(db, paymentId);
    if (payment?.status !== 'refunding') return;
    if (!payment.providerPaymentId) throw new PermanentJobError(`payment ${paymentId} has no provider payment id`);
    const before = await provider.getStatus({ paymentId: payment.providerPaymentId });
    const left = before.amountTyiyn - before.refundedTyiyn;
    if (before.status !== 'refunded' && left > 0) {
      // All of it in one revoke.php, or, after a partial refund, exactly the rest.
      const part = before.refundedTyiyn > 0 ? { amountTyiyn: left } : {};
      await provider.revoke({ paymentId: payment.providerPaymentId, ...part });
    }
    // What the provider took, which a callback that could not be refused may not have matched.
    const amountTyiyn = before.amountTyiyn;
    await db.transaction(async (tx) => {
      const record = { amountTyiyn, statusBefore: before.providerStatus, refundedBefore: before.refundedTyiyn };
      if (!(await repo.markRefunded(tx, paymentId, record))) return;
      const order = await orders.find(payment.orderId, tx);
      if (!order) return;
      const mail = mailOf('payment-refunded', {
        lang: order.language,
        name: order.customerName,
        orderId: order.id,
        amountTyiyn,
        orderUrl: `${deps.publicUrl}${pagePath('order', order.id)}`,
      });
      await enqueueMail(queue, tx, { to: order.email, ...mail });
    });
  };
}
