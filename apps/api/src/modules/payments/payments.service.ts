import { IdParam, type Language } from '@aruu/contract/common';
import { pagePath } from '@aruu/contract/pages';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import type { JobQueue } from '../jobs/job-queue.js';
import type { OrderPointsService } from '../loyalty/order-points.service.js';
import type { PointsHolds } from '../loyalty/points-holds.js';
import type { OrderRow, OrdersService } from '../orders/orders.service.js';
import { callbackReply, type ResultCallback, readResultCallback } from './freedom-pay/callback.js';
import type { FreedomPayClient } from './freedom-pay/freedom-pay-client.js';
import { FreedomPayError } from './freedom-pay/freedom-pay-error.js';
import { scriptNameOf } from './freedom-pay/signature.js';
import { createPaymentReconciliation } from './payment-reconciliation.js';
import { createPaymentRefunds } from './payment-refunds.js';
import { createPaymentSettlement, type Settlement } from './payment-settlement.js';
import * as repo from './payments.repository.js';

export interface PaymentSettings {
  secretKey: string;
  /** Origin of the storefront: the provider calls back and sends the browser back here. */
  publicUrl: string;
  /** How long an attempt may stay pending before the provider is asked about it. */
  reconcileAfterSeconds: number;
}

export const RESULT_CALLBACK_PATH = '/api/v1/payments/freedom-pay/result';

export type PaymentsService = ReturnType<typeof createPaymentsService>;

const notPayable = () => new AppError('conflict', 'order_not_payable', 'This order cannot be paid any more');
const timeRunningOut = () =>
  new AppError(
    'conflict',
    'payment_time_running_out',
    'Too little time is left to pay for this order; repeat the order to pay for it',
  );

/** Freedom Pay's bounds for `pg_lifetime`, in seconds (https://docs.freedompay.kz/api-11620954). */
const PAGE_LIFETIME = { min: 300, max: 604_800 } as const;
/** Unpaid, in time, and not placed to pay in cash or by bank transfer. */
export const isPayable = (order: OrderRow) =>
  order.status === 'processed' && order.paymentMethod === 'card' && order.expiresAt.getTime() > Date.now();

const replyTexts: Record<Settlement, string> = {
  paid: 'order paid',
  failed: 'payment failure recorded',
  refunding: 'the order can no longer take this payment: it is refunded',
  already_settled: 'already settled',
};

export function createPaymentsService(deps: {
  db: Db;
  provider: FreedomPayClient;
  orders: OrdersService;
  points: OrderPointsService;
  holds: PointsHolds;
  queue: JobQueue;
  log: FastifyBaseLogger;
  settings: PaymentSettings;
}) {
  const { db, provider, orders, queue, log, settings } = deps;
  const resultUrl = `${settings.publicUrl}${RESULT_CALLBACK_PATH}`;
  const scriptName = scriptNameOf(resultUrl);
  const settle = createPaymentSettlement({ orders, queue, log });
  const reconciliation = createPaymentReconciliation({
    db,
    provider,
    queue,
    settle,
    log,
    afterSeconds: settings.reconcileAfterSeconds,
  });
  const refund = createPaymentRefunds({ db, provider, orders, queue, publicUrl: settings.publicUrl });

  /**
   * Starts a card payment of an unpaid order and answers the provider's hosted page. The order's
   * UDS points are debited first, so a payment never starts on points that are not there. Each
   * attempt is its own payment row, so a declined card leaves the order payable again.
   * `recordOutcome` (an idempotency key's) stores the page in the transaction that records the
   * started attempt.
   */
  async function paymentUrl(
    userId: number,
    orderId: number,
    lang: Language,
    recordOutcome?: (tx: DbOrTx, paymentUrl: string) => Promise<void>,
    /** Where the provider sends the browser back (with `?payment=…`); the order's page by default. */
    returnPage?: string,
  ): Promise<string> {
    const order = await orders.ownOrder(userId, orderId);
    if (!isPayable(order)) throw notPayable();
    if (!order.deliveryMethod)
      throw new AppError('invalid_data', 'delivery_required', 'Choose delivery or pickup first');
    await deps.points.holdForPayment(order.id);
    const { payment, lifetimeSeconds } = await startAttempt(order.id);
    const orderPage = returnPage ?? `${settings.publicUrl}${pagePath('order', order.id)}`;
    try {
      const started = await provider.initPayment({
        orderId: String(payment.id),
        amountTyiyn: payment.amount,
        description: `Aruu order #${order.id}`,
        resultUrl,
        successUrl: `${orderPage}?payment=success`,
        failureUrl: `${orderPage}?payment=failure`,
        userPhone: order.phone,
        userEmail: order.email,
        language: lang,
        lifetimeSeconds,
      });
      await db.transaction(async (tx) => {
        await repo.setProviderPaymentId(tx, payment.id, started.paymentId);
        await recordOutcome?.(tx, started.redirectUrl);
      });
      return started.redirectUrl;
    } catch (error) {
      await repo.failPayment(db, payment.id, { initError: String(error) });
      if (error instanceof FreedomPayError) throw unavailable(error, orderId);
      throw error;
    }
  }

  /**
   * The attempt row at the order's total, with its reconciliation (and, the first time, the
   * order's confirmation mail) queued in the same transaction, and how long its page may live.
   */
  function startAttempt(orderId: number) {
    return db.transaction(async (tx) => {
      const order = await orders.lock(tx, orderId);
      if (!order || !isPayable(order)) throw notPayable();
      if (!(await deps.holds.isHeld(tx, order))) {
        throw new AppError('conflict', 'conflict', 'The order changed while the payment was starting; try again');
      }
      const lifetimeSeconds = await pageLifetime(tx, order);
      const payment = await repo.insertPayment(tx, order.id, order.total);
      await reconciliation.schedule(tx, payment.id);
      // Going to pay is when a card order is placed: the buyer gets its confirmation.
      await orders.confirmCardOrder(tx, order);
      return { payment, lifetimeSeconds };
    });
  }

  /**
   * The page lives until the order expires, but never less than the provider's minimum: in the
   * order's last minutes the order is held as long as the page lives, or, when that was done
   * once already, the start is refused (docs/decisions/044).
   */
  async function pageLifetime(tx: DbOrTx, order: OrderRow): Promise<number> {
    const left = Math.floor((order.expiresAt.getTime() - Date.now()) / 1000);
    if (left >= PAGE_LIFETIME.min) return Math.min(left, PAGE_LIFETIME.max);
    const until = new Date(Date.now() + PAGE_LIFETIME.min * 1000);
    if (!(await orders.holdForPaymentPage(tx, order, until))) throw timeRunningOut();
    return PAGE_LIFETIME.min;
  }

  /**
   * The provider's server-to-server result. Only a correctly signed callback is read; its
   * amount, currency and payment must match what we started. Duplicates get the same answer
   * and change nothing (the payment row is locked and settled once). Returns the signed XML.
   */
  async function handleResult(params: Record<string, string>): Promise<string> {
    const reply = (status: 'ok' | 'error', description: string) =>
      callbackReply(scriptName, settings.secretKey, status, description);
    const read = readResultCallback(params, { scriptName, secretKey: settings.secretKey });
    if (!read.ok) {
      log.warn({ reason: read.reason, order: params.pg_order_id }, 'refused a payment callback');
      return reply('error', read.reason);
    }
    const { callback } = read;
    // Our payment ids are ids like any other: what the contract would not take as one is no
    // payment of ours (and must not reach the query, which would fail on it).
    const paymentId = IdParam.shape.id.safeParse(callback.orderId);
    return db.transaction(async (tx) => {
      const payment = paymentId.success ? await repo.lockPayment(tx, paymentId.data) : undefined;
      const mismatch = mismatchOf(payment, callback);
      if (!payment || mismatch) return answerMismatch(tx, payment, callback, mismatch ?? 'unknown payment');
      const settled = await settle(tx, payment, { success: callback.success, settledBy: 'callback', record: callback });
      return reply('ok', replyTexts[settled]);
    });
  }

  /**
   * A signed callback that does not match the attempt it names. With `pg_can_reject=1`, `rejected`
   * makes the provider give the money back. Otherwise the payment is complete whatever we answer
   * (https://docs.freedompay.kz/api-12007677): a paid amount or currency that differs from the
   * attempt's is recorded on it and refunded in full by the refund job. One that names no attempt
   * of ours, or another provider payment than the attempt's, cannot be recorded: it is logged
   * for staff to refund in the provider's cabinet.
   */
  async function answerMismatch(
    tx: DbOrTx,
    payment: repo.PaymentRow | undefined,
    callback: ResultCallback,
    mismatch: string,
  ) {
    const reply = (status: 'ok' | 'rejected', description: string) =>
      callbackReply(scriptName, settings.secretKey, status, description);
    const refundable = payment && mismatch !== 'payment id mismatch';
    if (callback.canReject || !callback.success || !refundable) {
      const unrefused = callback.success && !callback.canReject;
      log[unrefused ? 'error' : 'warn'](
        { mismatch, callback },
        unrefused
          ? 'a completed payment that cannot be refused matches no attempt of ours: refund it at the provider'
          : 'refused a payment callback that does not match our payment',
      );
      return reply('rejected', mismatch);
    }
    log.error(
      { mismatch, callback, paymentId: payment.id },
      'a payment that cannot be refused differs from its attempt',
    );
    const settled = await settle(tx, payment, {
      success: true,
      refundOnly: true,
      settledBy: 'callback',
      record: callback,
    });
    return reply('ok', replyTexts[settled]);
  }

  /**
   * Starts the card payment of a change's difference (a paid order made dearer; modules/order-changes
   * checked it may be paid) and answers the provider's page. Its own attempt row (`supplement`),
   * settled by the same callback and reconciliation without touching the order's payment.
   */
  async function supplementUrl(input: {
    order: OrderRow;
    orderChangeId: number;
    amount: number;
    returnUrl: string;
    lang: Language;
  }): Promise<string> {
    const { order } = input;
    const payment = await db.transaction(async (tx) => {
      const row = await repo.insertSupplement(tx, {
        orderId: order.id,
        orderChangeId: input.orderChangeId,
        amount: input.amount,
      });
      await reconciliation.schedule(tx, row.id);
      return row;
    });
    try {
      const started = await provider.initPayment({
        orderId: String(payment.id),
        amountTyiyn: payment.amount,
        description: `Aruu order #${order.id}: change #${input.orderChangeId}`,
        resultUrl,
        successUrl: `${input.returnUrl}?payment=success`,
        failureUrl: `${input.returnUrl}?payment=failure`,
        userPhone: order.phone,
        userEmail: order.email,
        language: input.lang,
        lifetimeSeconds: PAGE_LIFETIME.max,
      });
      await repo.setProviderPaymentId(db, payment.id, started.paymentId);
      return started.redirectUrl;
    } catch (error) {
      await repo.failPayment(db, payment.id, { initError: String(error) });
      if (error instanceof FreedomPayError) throw unavailable(error, order.id);
      throw error;
    }
  }

  function unavailable(error: FreedomPayError, orderId: number) {
    log.error({ err: error, orderId }, 'payment provider refused to start a payment');
    return new AppError(
      'unavailable',
      'payment_unavailable',
      'Card payment is unavailable right now, try again shortly',
    );
  }

  return {
    paymentUrl,
    supplementUrl,
    supplementsOf: (orderChangeIds: number[], dbOrTx: DbOrTx = db) => repo.supplementsOf(dbOrTx, orderChangeIds),
    handleResult,
    reconcile: reconciliation.reconcile,
    refund,
  };
}

function mismatchOf(payment: repo.PaymentRow | undefined, callback: ResultCallback): string | undefined {
  if (!payment) return 'unknown payment';
  if (payment.providerPaymentId !== callback.paymentId) return 'payment id mismatch';
  if (callback.amountTyiyn !== payment.amount) return 'amount mismatch';
  if (callback.currency !== payment.currency) return 'currency mismatch';
  return undefined;
}
