import type { Db } from '@aruu/api/db/client';
import { registerFormBodyParser } from '@aruu/api/modules/payments/form-body';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type CardDetails, readCardForm } from './card-form.js';
import {
  type CallbackEncoding,
  callbackEncodings,
  deliverResultCallback,
  type PaymentResult,
  resultCallbackParams,
} from './result-callback.js';
import { renderMessagePage, renderPaymentsPage, renderPayPage, renderThreeDsPage } from './sandbox-payment-pages.js';
import {
  errorXml,
  readInitRequest,
  readRefundAmount,
  refusal,
  sandboxErrors,
  signedXml,
  statusFields,
} from './sandbox-payment-protocol.js';
import {
  completePayment,
  findByCustomer,
  findForStatus,
  insertSandboxPayment,
  listRecentPayments,
  listRefunds,
  recordCallback,
  refundPayment,
  rejectPayment,
  type SandboxPayment,
} from './sandbox-payments.repository.js';
import { THREE_DS_CODE } from './test-cards.js';

export interface PaymentSandboxOptions {
  db: Db;
  merchantId: string;
  secretKey: string;
  /** The origin the browser reaches this server at; the hosted page is `${publicUrl}/_sandbox/payments/pay.html`. */
  publicUrl: string;
  /** Result-callback delivery; tests shorten the backoff. */
  callback?: { attempts?: number; backoffMs?: number; timeoutMs?: number };
  fetch?: typeof fetch;
}

const FormBody = z.record(z.string(), z.string());
const RECENT_PAYMENTS = 50;
const CustomerQuery = z.object({ customer: z.string().max(64).default('') });
const Text = { 200: z.string(), 400: z.string(), 404: z.string(), 409: z.string() };

const sendXml = (reply: FastifyReply, xml: string) => reply.type('text/xml; charset=utf-8').send(xml);
/** The card form's choice of how the result callback is sent; multipart unless it says otherwise. */
const encodingOf = (value: string | undefined): CallbackEncoding =>
  callbackEncodings.find((encoding) => encoding === value) ?? 'multipart';
const sendHtml = (reply: FastifyReply, html: string, status = 200) =>
  reply.status(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);

/**
 * A payment provider simulator speaking the Freedom Pay "pg_*" protocol (init_payment.php,
 * the hosted card page with 3-D Secure, the signed result callback, get_status3.php, revoke.php in full
 * or in part, and a page listing payments and their refunds), so the
 * store runs and is tested offline through its real adapter. Mounted at `/_sandbox/payments`.
 */
export const paymentSandboxRoutes: FastifyPluginAsyncZod<PaymentSandboxOptions> = async (app, options) => {
  const { db, merchantId, secretKey } = options;
  const publicUrl = options.publicUrl.replace(/\/+$/, '');
  const delivery = {
    secretKey,
    attempts: options.callback?.attempts ?? 3,
    backoffMs: options.callback?.backoffMs ?? 500,
    timeoutMs: options.callback?.timeoutMs ?? 5000,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  };
  registerFormBodyParser(app);

  app.post('/init_payment.php', {
    schema: { hide: true, body: FormBody, response: Text },
    handler: async (request, reply) => {
      const script = 'init_payment.php';
      const refused = refusal(script, request.body, { merchantId, secretKey });
      if (refused) return sendXml(reply, refused);
      const init = readInitRequest(request.body);
      if (!init.ok) return sendXml(reply, errorXml(script, sandboxErrors.invalidRequest, secretKey, init.field));
      const payment = await insertSandboxPayment(db, init.payment);
      const redirectUrl = `${publicUrl}/_sandbox/payments/pay.html?customer=${payment.customer}`;
      const fields = [
        ['pg_status', 'ok'],
        ['pg_payment_id', payment.paymentId],
        ['pg_redirect_url', redirectUrl],
        ['pg_redirect_url_type', 'need data'],
      ] as const;
      return sendXml(reply, signedXml(script, fields, secretKey));
    },
  });

  app.post('/get_status3.php', {
    schema: { hide: true, body: FormBody, response: Text },
    handler: async (request, reply) => {
      const script = 'get_status3.php';
      const refused = refusal(script, request.body, { merchantId, secretKey });
      if (refused) return sendXml(reply, refused);
      const { pg_payment_id: paymentId, pg_order_id: orderId } = request.body;
      const payment = paymentId || orderId ? await findForStatus(db, merchantId, { paymentId, orderId }) : undefined;
      if (!payment) return sendXml(reply, errorXml(script, sandboxErrors.notFound, secretKey));
      const refunds = await listRefunds(db, payment.id);
      return sendXml(reply, signedXml(script, statusFields(payment, refunds), secretKey));
    },
  });

  // Refunds a completed payment, in full or in part; parts add up to at most what was paid.
  app.post('/revoke.php', {
    schema: { hide: true, body: FormBody, response: Text },
    handler: async (request, reply) => {
      const script = 'revoke.php';
      const refused = refusal(script, request.body, { merchantId, secretKey });
      if (refused) return sendXml(reply, refused);
      const { pg_payment_id: paymentId, pg_refund_amount: amount } = request.body;
      const payment = paymentId ? await findForStatus(db, merchantId, { paymentId }) : undefined;
      if (!payment) return sendXml(reply, errorXml(script, sandboxErrors.notFound, secretKey));
      const refund = readRefundAmount(amount);
      if (refund === undefined) {
        return sendXml(reply, errorXml(script, sandboxErrors.invalidRequest, secretKey, 'pg_refund_amount'));
      }
      const outcome = await refundPayment(db, payment.id, refund);
      if (!outcome.ok) {
        const error = outcome.reason === 'not_refundable' ? sandboxErrors.notRevocable : sandboxErrors.refundTooLarge;
        return sendXml(reply, errorXml(script, error, secretKey, payment.status));
      }
      const fields = [
        ['pg_status', 'ok'],
        ['pg_payment_id', payment.paymentId],
      ] as const;
      return sendXml(reply, signedXml(script, fields, secretKey));
    },
  });

  // For a person trying the store: the latest payments and what was refunded of each.
  app.get('/', {
    schema: { hide: true, response: Text },
    handler: async (_request, reply) =>
      sendHtml(reply, renderPaymentsPage(await listRecentPayments(db, RECENT_PAYMENTS))),
  });

  app.get('/pay.html', {
    schema: { hide: true, querystring: CustomerQuery, response: Text },
    handler: async (request, reply) => {
      const payment = await findByCustomer(db, request.query.customer);
      if (!payment) return sendHtml(reply, unknownPaymentPage, 404);
      if (payment.status !== 'pending') return sendHtml(reply, alreadyCompleted(payment), 409);
      return sendHtml(reply, renderPayPage(payment));
    },
  });

  app.post('/pay', {
    schema: { hide: true, body: FormBody, response: Text },
    handler: async (request, reply) => {
      const payment = await findByCustomer(db, request.body.customer ?? '');
      if (!payment) return sendHtml(reply, unknownPaymentPage, 404);
      if (payment.status !== 'pending') return sendHtml(reply, alreadyCompleted(payment), 409);
      const form = readCardForm(request.body);
      if (!form.ok) {
        const { name, expiry } = request.body;
        return sendHtml(reply, renderPayPage(payment, { message: form.message, name, expiry }), 400);
      }
      const { card } = form;
      if (card.outcome === 'three_ds') {
        const pending = {
          customer: payment.customer,
          pan: card.pan,
          expiry: card.expiry,
          owner: card.owner,
          callback_encoding: encodingOf(request.body.callback_encoding),
        };
        return sendHtml(reply, renderThreeDsPage(payment, pending));
      }
      const result: PaymentResult =
        card.outcome === 'insufficient_funds' ? { success: false, failure: 'insufficient_funds' } : { success: true };
      const encoding = encodingOf(request.body.callback_encoding);
      return complete(reply, payment, card, result, { notify: card.outcome !== 'silent', encoding });
    },
  });

  app.post('/3ds', {
    schema: { hide: true, body: FormBody, response: Text },
    handler: async (request, reply) => {
      const { customer = '', code = '', pan = '', expiry = '', owner = '', callback_encoding } = request.body;
      const payment = await findByCustomer(db, customer);
      if (!payment) return sendHtml(reply, unknownPaymentPage, 404);
      if (payment.status !== 'pending') return sendHtml(reply, alreadyCompleted(payment), 409);
      const result: PaymentResult =
        code.trim() === THREE_DS_CODE ? { success: true } : { success: false, failure: 'three_ds_failed' };
      const encoding = encodingOf(callback_encoding);
      return complete(reply, payment, { pan, expiry, owner }, result, { notify: true, encoding });
    },
  });

  /**
   * Settles the payment once, tells the store server-to-server (unless the test card has the
   * callback dropped), then sends the browser back to it.
   */
  async function complete(
    reply: FastifyReply,
    payment: SandboxPayment,
    card: Pick<CardDetails, 'pan' | 'expiry' | 'owner'>,
    result: PaymentResult,
    { notify, encoding }: { notify: boolean; encoding: CallbackEncoding },
  ) {
    const settled = await completePayment(db, payment.id, result.success ? 'paid' : 'declined');
    if (!settled) return sendHtml(reply, alreadyCompleted(payment), 409);
    const params = resultCallbackParams(settled, card, result, secretKey);
    if (!notify) {
      await recordCallback(db, settled.id, { params, dropped: true });
      return reply.redirect(settled.successUrl, 303);
    }
    const report = await deliverResultCallback(settled.resultUrl, params, { ...delivery, encoding });
    await recordCallback(db, settled.id, { params, encoding, ...report });
    if (!report.delivered) {
      reply.log.warn(
        { paymentId: settled.paymentId, attempts: report.attempts },
        'sandbox result callback not accepted',
      );
    }
    // Only the first try may refuse the payment (pg_can_reject=1): then the money goes back.
    const refused = result.success && report.answer === 'rejected' && report.attempts.length === 1;
    if (refused) {
      await rejectPayment(db, settled.id);
      return reply.redirect(settled.failureUrl, 303);
    }
    return reply.redirect(result.success ? settled.successUrl : settled.failureUrl, 303);
  }
};

const unknownPaymentPage = renderMessagePage('Payment not found', 'This payment link is not valid.');

const completedTexts = {
  paid: ['Already paid', 'This payment has been completed.'],
  revoked: ['Payment refunded', 'This payment was completed, then refunded by the store.'],
  declined: ['Payment declined', 'This payment was declined; start a new one from the store.'],
} as const;

function alreadyCompleted(payment: SandboxPayment): string {
  const status = payment.status === 'pending' ? 'declined' : payment.status;
  const [title, message] = completedTexts[status];
  return renderMessagePage(title, message, {
    href: status === 'declined' ? payment.failureUrl : payment.successUrl,
    text: 'Back to the store',
  });
}
