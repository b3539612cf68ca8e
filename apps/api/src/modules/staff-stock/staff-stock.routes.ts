import { IDEMPOTENCY_KEY_HEADER } from '@aruu/contract/idempotency';
import { staffStockEndpoints } from '@aruu/contract/staff-stock';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoints } from '../../http/endpoints.js';
import { requestLanguage } from '../../http/language.js';
import type { Authenticate } from '../auth/authenticate.js';
import { requirePermission, staffActor } from '../staff/staff-guard.js';
import type { StaffStockService } from './staff-stock.service.js';

export const staffStockRoutes: FastifyPluginAsync<{
  stock: StaffStockService;
  authenticate: Authenticate;
}> = async (app, { stock, authenticate }) => {
  app.addHook('onRequest', authenticate);
  registerEndpoints(app, 'staff stock', staffStockEndpoints, {
    'GET /staff/stock/locations': {
      // Every employee's: the warehouse picks its shop on the stock pages and on the orders board.
      preHandler: requirePermission('stock.adjust'),
      handler: (request) => stock.locations(requestLanguage(request)),
    },
    'GET /staff/stock': {
      preHandler: requirePermission('stock.adjust'),
      handler: (request) => stock.list({ ...request.query, lang: requestLanguage(request) }),
    },
    'GET /staff/stock/products/:product_id': {
      preHandler: requirePermission('stock.adjust'),
      handler: (request) => stock.product(request.params.product_id, requestLanguage(request)),
    },
    'GET /staff/stock/products/:product_id/movements': {
      preHandler: requirePermission('stock.adjust'),
      handler: (request) =>
        stock.history(request.params.product_id, { ...request.query, lang: requestLanguage(request) }),
    },
    'POST /staff/stock/variations/:variation_id/adjustments': {
      preHandler: requirePermission('stock.adjust'),
      handler: (request) =>
        stock.adjust(request.params.variation_id, request.body, requestLanguage(request), {
          ...staffActor(request),
          // A repeated key answers the adjustment it made, as the first answer did.
          idempotencyKey: request.headers[IDEMPOTENCY_KEY_HEADER],
        }),
    },
    'PUT /staff/stock/products/:product_id/low-stock-threshold': {
      preHandler: requirePermission('catalog.edit'),
      handler: (request) =>
        stock.setThreshold(
          request.params.product_id,
          request.body.low_stock_threshold,
          requestLanguage(request),
          staffActor(request),
        ),
    },
    'PUT /staff/stock/variations/:variation_id/locations/:location_id/low-stock-threshold': {
      preHandler: requirePermission('catalog.edit'),
      handler: (request) =>
        stock.setLocationThreshold(
          request.params.variation_id,
          request.params.location_id,
          request.body.low_stock_threshold,
          requestLanguage(request),
          staffActor(request),
        ),
    },
  });
};
