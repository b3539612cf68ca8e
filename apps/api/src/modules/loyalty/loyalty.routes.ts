import { OrderDetail } from '@aruu/contract/orders';
import { SetUdsDiscountBody, UdsPoints, UdsPointsQuery } from '@aruu/contract/payments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/error-responses.js';
import { type Authenticate, currentUser } from '../auth/authenticate.js';
import type { OrderPointsService } from './order-points.service.js';

export const loyaltyRoutes: FastifyPluginAsyncZod<{ points: OrderPointsService; authenticate: Authenticate }> = async (
  app,
  { points, authenticate },
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
    handler: (request) => points.udsPoints(currentUser(request).userId, request.query.uds_code, request.query.order_id),
  });

  app.post('/orders/set_uds_discount', {
    schema: {
      tags,
      summary: 'Apply UDS points to an unpaid order (debited at UDS when the payment starts)',
      body: SetUdsDiscountBody,
      response: { 200: OrderDetail, ...errorResponses(400, 401, 404, 409, 503) },
    },
    handler: (request) =>
      points.setUdsDiscount(
        currentUser(request).userId,
        request.body.order_id,
        request.body.uds_code,
        request.body.points,
      ),
  });
};
