import { OrderDetail } from '@aruu/contract/orders';
import { SetUdsDiscountBody, UdsPoints, UdsPointsQuery } from '@aruu/contract/payments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/error-responses.js';
import { requestLanguage } from '../../http/language.js';
import { type Authenticate, currentUser } from '../auth/authenticate.js';
import type { OrdersService } from '../orders/orders.service.js';

export const loyaltyRoutes: FastifyPluginAsyncZod<{ orders: OrdersService; authenticate: Authenticate }> = async (
  app,
  { orders, authenticate },
) => {
  const tags = ['loyalty'];
  app.addHook('onRequest', authenticate);

  app.get('/uds/points', {
    schema: {
      tags,
      summary: 'My UDS balance and the most points this order (or my cart) may spend',
      querystring: UdsPointsQuery,
      response: { 200: UdsPoints, ...errorResponses(400, 401, 404, 503) },
    },
    handler: (request) =>
      orders.udsPoints(
        currentUser(request).userId,
        request.query.uds_code,
        request.query.order_id,
        requestLanguage(request),
      ),
  });

  app.post('/orders/set_uds_discount', {
    schema: {
      tags,
      summary: 'Spend UDS points on an unpaid order (spent at UDS after the card payment)',
      body: SetUdsDiscountBody,
      response: { 200: OrderDetail, ...errorResponses(400, 401, 404, 409, 503) },
    },
    handler: (request) =>
      orders.setUdsDiscount(
        currentUser(request).userId,
        request.body.order_id,
        request.body.uds_code,
        request.body.points,
      ),
  });
};
