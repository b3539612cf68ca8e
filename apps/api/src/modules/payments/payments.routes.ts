import { paymentCallbackEndpoints, paymentsEndpoints } from '@aruu/contract/payments';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoints } from '../../http/endpoints.js';
import { requestLanguage } from '../../http/language.js';
import { type Authenticate, currentUser, signedInAccount } from '../auth/authenticate.js';
import type { Idempotency } from '../idempotency/idempotency.js';
import { clientIp, rateLimitHook } from '../rate-limit/rate-limit-hook.js';
import type { RateLimiter } from '../rate-limit/rate-limiter.js';
import * as rules from '../rate-limit/shop-rules.js';
import { registerProviderFormParsers } from './form-body.js';
import type { PaymentsService } from './payments.service.js';

export const paymentsRoutes: FastifyPluginAsync<{
  payments: PaymentsService;
  authenticate: Authenticate;
  idempotency: Idempotency;
  limiter: RateLimiter;
}> = async (app, { payments, authenticate, idempotency, limiter }) => {
  registerEndpoints(app, 'payments', paymentsEndpoints, {
    'POST /payments/get_payment_url': {
      onRequest: authenticate,
      preHandler: rateLimitHook(limiter, [
        { rule: rules.paymentStartsPerIp, subject: clientIp },
        { rule: rules.paymentStartsPerAccount, subject: signedInAccount },
      ]),
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
    },
  });

  // The provider posts form fields, urlencoded or multipart; only this route accepts them.
  await app.register(async (callbacks) => {
    await registerProviderFormParsers(callbacks);
    registerEndpoints(callbacks, 'payments', paymentCallbackEndpoints, {
      'POST /payments/freedom-pay/result': async (request, reply) =>
        reply.type('text/xml; charset=utf-8').send(await payments.handleResult(request.body)),
    });
  });
};
