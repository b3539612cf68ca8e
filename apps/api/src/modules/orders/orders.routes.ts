import { SetDeliveryBody } from '@aruu/contract/delivery';
import { IdempotencyHeaders } from '@aruu/contract/idempotency';
import {
  ChangeOrderStatusBody,
  ChangeOrderStatusResponse,
  CreateOrderBody,
  OrderDetail,
  OrderedProducts,
  OrderIdBody,
  OrderIdParam,
  OrderList,
  ReorderResult,
} from '@aruu/contract/orders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/error-responses.js';
import { requestLanguage } from '../../http/language.js';
import { type Authenticate, currentUser } from '../auth/authenticate.js';
import type { Idempotency } from '../idempotency/idempotency.js';
import { requirePermission } from '../staff/staff-guard.js';
import type { OrdersService } from './orders.service.js';

export const ordersRoutes: FastifyPluginAsyncZod<{
  orders: OrdersService;
  authenticate: Authenticate;
  idempotency: Idempotency;
}> = async (app, { orders, authenticate, idempotency }) => {
  const tags = ['orders'];
  app.addHook('onRequest', authenticate);
  const user = (request: Parameters<typeof currentUser>[0]) => currentUser(request).userId;

  app.post('/orders/create_from_cart', {
    schema: {
      tags,
      summary: 'Place an order from the cart (reserves stock, empties the cart)',
      headers: IdempotencyHeaders,
      body: CreateOrderBody,
      response: { 201: OrderDetail, ...errorResponses(400, 401, 409, 422) },
    },
    handler: (request, reply) =>
      idempotency.respond(request, reply, {
        endpoint: 'orders/create_from_cart',
        userId: user(request),
        status: 201,
        execute: (record) => orders.createFromCart(user(request), request.body, requestLanguage(request), record),
      }),
  });

  app.post('/orders/set_delivery', {
    schema: {
      tags,
      summary: 'Choose courier (a CDEK city) or pickup (a shop) for an unpaid order',
      body: SetDeliveryBody,
      response: { 200: OrderDetail, ...errorResponses(400, 401, 404, 409, 503) },
    },
    handler: (request) => orders.setDelivery(user(request), request.body.order_id, request.body.delivery),
  });

  app.get('/orders', {
    schema: { tags, summary: 'My orders, newest first', response: { 200: OrderList, ...errorResponses(401) } },
    handler: (request) => orders.list(user(request)),
  });

  app.get('/orders/order_products', {
    schema: { tags, summary: 'Everything I have ordered', response: { 200: OrderedProducts, ...errorResponses(401) } },
    handler: (request) => orders.orderedProducts(user(request)),
  });

  app.get('/orders/:order_id', {
    schema: {
      tags,
      summary: 'One of my orders with items, totals and timeline',
      params: OrderIdParam,
      response: { 200: OrderDetail, ...errorResponses(400, 401, 404) },
    },
    handler: (request) => orders.detail(user(request), request.params.order_id),
  });

  app.delete('/orders/delete/:order_id', {
    schema: {
      tags,
      summary: 'Cancel an unpaid order (gives the stock back)',
      params: OrderIdParam,
      response: { 200: OrderDetail, ...errorResponses(400, 401, 404, 409) },
    },
    handler: (request) => orders.cancelByBuyer(user(request), request.params.order_id),
  });

  app.post('/orders/new_from_old', {
    schema: {
      tags,
      summary: 'Put a past order back in the cart at today’s prices',
      body: OrderIdBody,
      response: { 200: ReorderResult, ...errorResponses(400, 401, 404) },
    },
    handler: (request) => orders.reorder(user(request), request.body.order_id, requestLanguage(request)),
  });

  app.post('/orders/confirm_delivery', {
    schema: {
      tags,
      summary: 'Confirm I received the order',
      body: OrderIdBody,
      response: { 200: OrderDetail, ...errorResponses(400, 401, 404, 409) },
    },
    handler: (request) => orders.confirmDelivery(user(request), request.body.order_id),
  });

  app.post('/staff/orders/:order_id/status', {
    schema: {
      tags: ['back office'],
      summary: 'Move an order along its state machine (staff)',
      params: OrderIdParam,
      body: ChangeOrderStatusBody,
      response: { 200: ChangeOrderStatusResponse, ...errorResponses(400, 401, 403, 404, 409) },
    },
    preHandler: requirePermission('orders.fulfil'),
    handler: async (request) => {
      await orders.transition(request.params.order_id, request.body.status, 'staff', { note: request.body.note });
      return { order_id: request.params.order_id, status: request.body.status };
    },
  });
};
