import { ordersEndpoints } from '@aruu/contract/orders';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoints } from '../../http/endpoints.js';
import { requestLanguage } from '../../http/language.js';
import { type Authenticate, currentUser } from '../auth/authenticate.js';
import type { OrdersService } from './orders.service.js';

/** A shopper's own orders once placed (placing one is checkout's: checkout.routes.ts). */
export const ordersRoutes: FastifyPluginAsync<{
  orders: OrdersService;
  authenticate: Authenticate;
}> = async (app, { orders, authenticate }) => {
  app.addHook('onRequest', authenticate);
  const user = (request: Parameters<typeof currentUser>[0]) => currentUser(request).userId;
  // Lines are named in the page's language (issue 29); prices stay the order's.

  registerEndpoints(app, 'orders', ordersEndpoints, {
    'GET /orders': (request) => orders.list(user(request), requestLanguage(request)),
    'GET /orders/order_products': (request) => orders.orderedProducts(user(request), requestLanguage(request)),
    'GET /orders/:order_id': (request) =>
      orders.detail(user(request), request.params.order_id, undefined, requestLanguage(request)),
    'DELETE /orders/delete/:order_id': (request) =>
      orders.cancelByBuyer(user(request), request.params.order_id, requestLanguage(request)),
    'POST /orders/new_from_old': (request) =>
      orders.reorder(user(request), request.body.order_id, requestLanguage(request)),
    'POST /orders/confirm_delivery': (request) =>
      orders.confirmDelivery(user(request), request.body.order_id, requestLanguage(request)),
  });
};
