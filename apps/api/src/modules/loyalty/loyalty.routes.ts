import { loyaltyEndpoints } from '@aruu/contract/payments';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoints } from '../../http/endpoints.js';
import { type Authenticate, currentUser } from '../auth/authenticate.js';
import type { OrderPointsService } from './order-points.service.js';

export const loyaltyRoutes: FastifyPluginAsync<{ points: OrderPointsService; authenticate: Authenticate }> = async (
  app,
  { points, authenticate },
) => {
  app.addHook('onRequest', authenticate);

  registerEndpoints(app, 'loyalty', loyaltyEndpoints, {
    'GET /uds/points': (request) =>
      points.udsPoints(currentUser(request).userId, request.query.uds_code, request.query.order_id),
    'POST /orders/set_uds_discount': (request) =>
      points.setUdsDiscount(
        currentUser(request).userId,
        request.body.order_id,
        request.body.uds_code,
        request.body.points,
      ),
  });
};
