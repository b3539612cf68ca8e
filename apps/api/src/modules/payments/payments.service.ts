import type { Language } from '@aruu/contract/common';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../../db/client.js';
import { AppError, notFound } from '../../http/app-error.js';
import * as orders from '../orders/orders.repository.js';
import type { OrdersService } from '../orders/orders.service.js';
import { callbackReply, readResultCallback } from './freedom-pay/callback.js';
import type { FreedomPayClient } from './freedom-pay/freedom-pay-client.js';
import { FreedomPayError } from './freedom-pay/freedom-pay-error.js';
import { scriptNameOf } from './freedom-pay/signature.js';
import * as repo from './payments.repository.js';

export interface PaymentSettings {
  secretKey: string;
  /** Origin of the storefront: the provider calls back and sends the browser back here. */
  publicUrl: string;
}

export const RESULT_CALLBACK_PATH = '/api/v1/payments/freedom-pay/result';

export type PaymentsService = ReturnType<typeof createPaymentsService>;

export function createPaymentsService(deps: {
  db: Db;
  provider: FreedomPayClient;
  orders: OrdersService;
  log: FastifyBaseLogger;
  settings: PaymentSettings;
}) {
  const { db, provider, log, settings } = deps;
  const resultUrl = `${settings.publicUrl}${RESULT_CALLBACK_PATH}`;
  const scriptName = scriptNameOf(resultUrl);

  /**
   * Starts a card payment of an unpaid order and answers the provider's hosted page. Each
   * attempt is its own payment row, so a declined card leaves the order payable again.
   * `recordOutcome` (an idempotency key's) stores the page in the transaction that records the
   * started attempt.
   */
  async function paymentUrl(
    userId: number,
    orderId: number,
    lang: Language,
    recordOutcome?: (tx: DbOrTx, paymentUrl: string) => Promise<void>,
  ): Promise<string> {
    const order = await orders.findUserOrder(db, userId, orderId);
    if (!order) throw notFound('Order');
    if (order.status !== 'processed' || order.expiresAt.getTime() <= Date.now()) {
      throw new AppError('conflict', 'order_not_payable', 'This order cannot be paid any more');
    }
    if (!order.deliveryMethod)
      throw new AppError('invalid_data', 'delivery_required', 'Choose delivery or pickup first');
    const payment = await repo.insertPayment(db, order.id, order.total);
    const orderPage = `${settings.publicUrl}/order-tracking/${order.id}`;
    try {
      const started = await provider.initPayment({
        orderId: String(payment.id),
        amountTyiyn: order.total,
        description: `Aruu order #${order.id}`,
        resultUrl,
        successUrl: `${orderPage}?payment=success`,
        failureUrl: `${orderPage}?payment=failure`,
        userPhone: order.phone,
        userEmail: order.email,
        language: lang,
        lifetimeSeconds: Math.max(60, Math.floor((order.expiresAt.getTime() - Date.now()) / 1000)),
      });
      await db.transaction(async (tx) => {
        await repo.setProviderPaymentId(tx, payment.id, started.paymentId);
        await recordOutcome?.(tx, started.redirectUrl);
      });
      return started.redirectUrl;
    } catch (error) {
      await repo.settlePayment(db, payment.id, 'failed', { initError: String(error) });
      if (error instanceof FreedomPayError) {
        log.error({ err: error, orderId }, 'payment provider refused to start a payment');
        throw new AppError(
          'unavailable',
          'payment_unavailable',
          'Card payment is unavailable right now, try again shortly',
        );
      }
      throw error;
    }
  }

  /**
   * The provider's server-to-server result. Only a correctly signed callback is read; its
   * amount, currency and payment must match what we started. Duplicates get the same answer
   * and change nothing (the payment row is locked and settled once). Returns the signed XML.
   */
  async function handleResult(params: Record<string, string>): Promise<string> {
    const reply = (status: 'ok' | 'error' | 'rejected', description: string) =>
      callbackReply(scriptName, settings.secretKey, status, description);
    const read = readResultCallback(params, { scriptName, secretKey: settings.secretKey });
    if (!read.ok) {
      log.warn({ reason: read.reason, order: params.pg_order_id }, 'refused a payment callback');
      return reply('error', read.reason);
    }
    const { callback } = read;
    const paymentId = Number(callback.orderId);
    return db.transaction(async (tx) => {
      const payment = Number.isSafeInteger(paymentId) ? await repo.lockPayment(tx, paymentId) : undefined;
      const mismatch = !payment
        ? 'unknown payment'
        : payment.providerPaymentId !== callback.paymentId
          ? 'payment id mismatch'
          : callback.amountTyiyn !== payment.amount
            ? 'amount mismatch'
            : callback.currency !== payment.currency
              ? 'currency mismatch'
              : undefined;
      if (!payment || mismatch) {
        log.warn({ mismatch, callback }, 'refused a payment callback that does not match our payment');
        return reply('rejected', mismatch ?? 'unknown payment');
      }
      if (payment.status !== 'pending') return reply('ok', `already ${payment.status}`);
      if (!callback.success) {
        await repo.settlePayment(tx, payment.id, 'failed', callback);
        return reply('ok', 'payment failure recorded');
      }
      await repo.settlePayment(tx, payment.id, 'paid', callback);
      if (!(await deps.orders.acceptPayment(tx, payment.orderId))) {
        // The order expired or was cancelled while the shopper paid: refuse, so the money goes back.
        log.error(
          { orderId: payment.orderId, paymentId: payment.id },
          'payment arrived for an order that cannot take it',
        );
        return reply('rejected', 'order is no longer payable');
      }
      return reply('ok', 'order paid');
    });
  }

  return { paymentUrl, handleResult };
}
