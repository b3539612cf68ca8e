import { orderDeliveryEndpoints } from '@aruu/contract/delivery';
import { ordersEndpoints } from '@aruu/contract/orders';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoints } from '../../http/endpoints.js';
import { requestLanguage } from '../../http/language.js';
import { type Authenticate, currentUser, signedInAccount } from '../auth/authenticate.js';
import type { Idempotency } from '../idempotency/idempotency.js';
import { clientIp, rateLimitHook } from '../rate-limit/rate-limit-hook.js';
import type { RateLimiter } from '../rate-limit/rate-limiter.js';
import * as rules from '../rate-limit/shop-rules.js';
import type { CheckoutSteps, OrdersService } from './orders.service.js';

export const ordersRoutes: FastifyPluginAsync<{
  orders: OrdersService;
  checkout: CheckoutSteps;
  authenticate: Authenticate;
  idempotency: Idempotency;
  limiter: RateLimiter;
}> = async (app, { orders, checkout, authenticate, idempotency, limiter }) => {
  app.addHook('onRequest', authenticate);
  const user = (request: Parameters<typeof currentUser>[0]) => currentUser(request).userId;

  registerEndpoints(app, 'orders', ordersEndpoints, {
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
    'GET /orders': (request) => orders.list(user(request)),
    'GET /orders/order_products': (request) => orders.orderedProducts(user(request)),
    'GET /orders/:order_id': (request) => orders.detail(user(request), request.params.order_id),
    'DELETE /orders/delete/:order_id': (request) => orders.cancelByBuyer(user(request), request.params.order_id),
    'POST /orders/new_from_old': (request) =>
      orders.reorder(user(request), request.body.order_id, requestLanguage(request)),
    'POST /orders/confirm_delivery': (request) => orders.confirmDelivery(user(request), request.body.order_id),
  });

  registerEndpoints(app, 'orders', orderDeliveryEndpoints, {
    'POST /orders/set_delivery': {
      // Priced like the checkout's quote (a CDEK tariff call), and counted with it.
      preHandler: rateLimitHook(limiter, [
        { rule: rules.deliveryPricingPerIp, subject: clientIp },
        { rule: rules.deliveryPricingPerAccount, subject: signedInAccount },
      ]),
      handler: (request) => checkout.setDelivery(user(request), request.body.order_id, request.body.delivery),
    },
  });
};
