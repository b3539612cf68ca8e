import { IdempotencyHeaders } from '@aruu/contract/idempotency';
import { GetPaymentUrlBody, PaymentUrl } from '@aruu/contract/payments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../http/error-responses.js';
import { requestLanguage } from '../../http/language.js';
import { type Authenticate, currentUser } from '../auth/authenticate.js';
import type { Idempotency } from '../idempotency/idempotency.js';
import { registerFormBodyParser } from './form-body.js';
import type { PaymentsService } from './payments.service.js';

export const paymentsRoutes: FastifyPluginAsyncZod<{
  payments: PaymentsService;
  authenticate: Authenticate;
  idempotency: Idempotency;
}> = async (app, { payments, authenticate, idempotency }) => {
  const tags = ['payments'];

  app.post('/payments/get_payment_url', {
    schema: {
      tags,
      summary: 'Start a card payment of an unpaid order: the provider’s payment page',
      headers: IdempotencyHeaders,
      body: GetPaymentUrlBody,
      response: { 200: PaymentUrl, ...errorResponses(400, 401, 404, 409, 422, 503) },
    },
    onRequest: authenticate,
    handler: (request, reply) =>
      idempotency.respond(request, reply, {
        endpoint: 'payments/get_payment_url',
        userId: currentUser(request).userId,
        status: 200,
        execute: async (record) => ({
          payment_url: await payments.paymentUrl(
            currentUser(request).userId,
            request.body.order_id,
            requestLanguage(request),
            (tx, url) => record(tx, { payment_url: url }),
          ),
        }),
      }),
  });

  // The provider posts form-encoded fields; only this route accepts them.
  await app.register(async (callbacks) => {
    registerFormBodyParser(callbacks);
    callbacks.post('/payments/freedom-pay/result', {
      schema: { hide: true, body: z.record(z.string(), z.string()) },
      handler: async (request, reply) =>
        reply.type('text/xml; charset=utf-8').send(await payments.handleResult(request.body as Record<string, string>)),
    });
  });
};
