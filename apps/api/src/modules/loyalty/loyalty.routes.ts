import { loyaltyEndpoints } from '@aruu/contract/payments';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoints } from '../../http/endpoints.js';
import { type Authenticate, currentUser, signedInAccount } from '../auth/authenticate.js';
import { clientIp, rateLimitHook } from '../rate-limit/rate-limit-hook.js';
import type { RateLimiter } from '../rate-limit/rate-limiter.js';
import * as rules from '../rate-limit/shop-rules.js';
import type { OrderPointsService } from './order-points.service.js';
import type { UdsAccountService } from './uds-account.service.js';

export const loyaltyRoutes: FastifyPluginAsync<{
  points: OrderPointsService;
  accounts: UdsAccountService;
  authenticate: Authenticate;
  limiter: RateLimiter;
}> = async (app, { points, accounts, authenticate, limiter }) => {
  app.addHook('onRequest', authenticate);
  // These ask UDS about a code; they share one count.
  const limited = rateLimitHook(limiter, [
    { rule: rules.loyaltyPerIp, subject: clientIp },
    { rule: rules.loyaltyPerAccount, subject: signedInAccount },
  ]);

  registerEndpoints(app, 'loyalty', loyaltyEndpoints, {
    'GET /uds/points': {
      preHandler: limited,
      handler: (request) =>
        points.udsPoints(currentUser(request).userId, request.query.uds_code, request.query.order_id),
    },
    'POST /orders/set_uds_discount': {
      preHandler: limited,
      handler: (request) =>
        points.setUdsDiscount(
          currentUser(request).userId,
          request.body.order_id,
          request.body.uds_code,
          request.body.points,
        ),
    },
    'GET /users/uds': { handler: (request) => accounts.account(currentUser(request).userId) },
    'POST /users/uds/link': {
      preHandler: limited,
      handler: (request) => accounts.link(currentUser(request).userId, request.body.uds_code),
    },
    'POST /users/uds/unlink': { handler: (request) => accounts.unlink(currentUser(request).userId) },
    'GET /carts/uds_points': { handler: (request) => accounts.cartPoints(currentUser(request).userId) },
  });
};
