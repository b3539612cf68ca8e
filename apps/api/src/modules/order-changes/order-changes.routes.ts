import { IDEMPOTENCY_KEY_HEADER } from '@aruu/contract/idempotency';
import { buyerOrderChangeEndpoints, staffOrderChangeEndpoints } from '@aruu/contract/order-changes';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { registerEndpoints } from '../../http/endpoints.js';
import type { Authenticate } from '../auth/authenticate.js';
import * as rules from '../rate-limit/order-change-rules.js';
import { clientIp, rateLimitHook } from '../rate-limit/rate-limit-hook.js';
import type { RateLimiter } from '../rate-limit/rate-limiter.js';
import { requirePermission, staffActor } from '../staff/staff-guard.js';
import type { BuyerAnswers } from './buyer-answers.js';
import type { OrderChangesService } from './order-changes.service.js';

/** Staff change an order (`orders.manage`; reading its changes, `orders.read`). */
export const staffOrderChangesRoutes: FastifyPluginAsync<{
  changes: OrderChangesService;
  authenticate: Authenticate;
}> = async (app, { changes, authenticate }) => {
  app.addHook('onRequest', authenticate);
  const manage = requirePermission('orders.manage');
  registerEndpoints(app, 'staff order changes', staffOrderChangeEndpoints, {
    'GET /staff/orders/:order_id/changes': {
      preHandler: requirePermission('orders.read'),
      handler: (request) => changes.list(request.params.order_id),
    },
    'POST /staff/orders/:order_id/changes/preview': {
      preHandler: manage,
      handler: (request) => changes.preview(request.params.order_id, request.body),
    },
    'POST /staff/orders/:order_id/changes': {
      preHandler: manage,
      handler: (request) =>
        changes.create(
          staffActor(request),
          request.params.order_id,
          request.headers[IDEMPOTENCY_KEY_HEADER],
          request.body,
        ),
    },
    'POST /staff/orders/:order_id/changes/:change_id/withdraw': {
      preHandler: manage,
      handler: (request) => changes.withdraw(staffActor(request), request.params.order_id, request.params.change_id),
    },
  });
};

const linkToken = (request: FastifyRequest) => (request.params as { token?: string }).token;

/** The buyer's link: no sign-in, the token is the key; answers are rate limited per address and per link. */
export const buyerOrderChangesRoutes: FastifyPluginAsync<{ answers: BuyerAnswers; limiter: RateLimiter }> = async (
  app,
  { answers, limiter },
) => {
  const limited = rateLimitHook(limiter, [
    { rule: rules.orderChangeAnswersPerIp, subject: clientIp },
    { rule: rules.orderChangeAnswersPerLink, subject: linkToken },
  ]);
  registerEndpoints(app, 'order changes', buyerOrderChangeEndpoints, {
    'GET /order-changes/:token': {
      handler: (request) => answers.show(request.params.token),
    },
    'POST /order-changes/:token/decide': {
      preHandler: limited,
      handler: (request) => answers.decide(request.params.token, request.body.choice),
    },
    'POST /order-changes/:token/pay': {
      preHandler: limited,
      handler: (request) => answers.pay(request.params.token),
    },
  });
};
