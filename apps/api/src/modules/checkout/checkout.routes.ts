import { checkoutEndpoints } from '@aruu/contract/checkout';
import { orderDeliveryEndpoints } from '@aruu/contract/delivery';
import { placeOrderEndpoints } from '@aruu/contract/orders';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoints } from '../../http/endpoints.js';
import { requestLanguage } from '../../http/language.js';
import { type Authenticate, currentUser, signedInAccount } from '../auth/authenticate.js';
import type { Idempotency } from '../idempotency/idempotency.js';
import { clientIp, rateLimitHook } from '../rate-limit/rate-limit-hook.js';
import type { RateLimiter } from '../rate-limit/rate-limiter.js';
import * as rules from '../rate-limit/shop-rules.js';
import type { CheckoutService } from './checkout.service.js';

/** The checkout's steps: the quote, placing the order, and choosing its delivery. */
export const checkoutRoutes: FastifyPluginAsync<{
  checkout: CheckoutService;
  authenticate: Authenticate;
  idempotency: Idempotency;
  limiter: RateLimiter;
}> = async (app, { checkout, authenticate, idempotency, limiter }) => {
  app.addHook('onRequest', authenticate);
  const user = (request: Parameters<typeof currentUser>[0]) => currentUser(request).userId;
  // A quote or a delivery choice with a courier asks CDEK for its tariff: they share one count.
  const deliveryPricing = rateLimitHook(limiter, [
    { rule: rules.deliveryPricingPerIp, subject: clientIp },
    { rule: rules.deliveryPricingPerAccount, subject: signedInAccount },
  ]);

  registerEndpoints(app, 'checkout', checkoutEndpoints, {
    'POST /checkout/quote': {
      preHandler: deliveryPricing,
      handler: (request) => checkout.quote(user(request), request.body, requestLanguage(request)),
    },
  });

  registerEndpoints(app, 'orders', placeOrderEndpoints, {
    'POST /orders/create_from_cart': {
      preHandler: rateLimitHook(limiter, [
        { rule: rules.ordersPerIp, subject: clientIp },
        { rule: rules.ordersPerAccount, subject: signedInAccount },
      ]),
      handler: (request, reply) =>
        idempotency.respond(request, reply, {
          endpoint: 'orders/create_from_cart',
          userId: user(request),
          status: 201,
          execute: (record) => checkout.createFromCart(user(request), request.body, requestLanguage(request), record),
        }),
    },
  });

  registerEndpoints(app, 'orders', orderDeliveryEndpoints, {
    'POST /orders/set_delivery': {
      preHandler: deliveryPricing,
      handler: (request) => checkout.setDelivery(user(request), request.body.order_id, request.body.delivery),
    },
  });
};
