import { IDEMPOTENCY_KEY_HEADER } from '@aruu/contract/idempotency';
import { staffRefundsEndpoints } from '@aruu/contract/staff-refunds';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoints } from '../../http/endpoints.js';
import type { Authenticate } from '../auth/authenticate.js';
import { requirePermission, staffActor } from '../staff/staff-guard.js';
import type { RefundsService } from './refunds.service.js';

/** Refunds and returns of an order in the back office: `payments.refund`; cancelling a paid order, `orders.manage`. */
export const refundsRoutes: FastifyPluginAsync<{ refunds: RefundsService; authenticate: Authenticate }> = async (
  app,
  { refunds, authenticate },
) => {
  app.addHook('onRequest', authenticate);
  const preHandler = requirePermission('payments.refund');

  registerEndpoints(app, 'staff-refunds', staffRefundsEndpoints, {
    'GET /staff/orders/:order_id/refunds': {
      preHandler,
      handler: (request) => refunds.overview(request.params.order_id),
    },
    'POST /staff/orders/:order_id/refunds': {
      preHandler,
      // A repeated key answers the refund it made, as the first answer did.
      handler: (request) =>
        refunds.createManual(
          staffActor(request),
          request.params.order_id,
          request.headers[IDEMPOTENCY_KEY_HEADER],
          request.body,
        ),
    },
    'POST /staff/orders/:order_id/cancel-paid': {
      preHandler: requirePermission('orders.manage'),
      handler: (request) => refunds.cancelPaid(staffActor(request), request.params.order_id, request.body.note),
    },
    'POST /staff/orders/:order_id/refunds/:refund_id/retry': {
      preHandler,
      handler: (request) => refunds.retry(staffActor(request), request.params.order_id, request.params.refund_id),
    },
    'POST /staff/orders/:order_id/returns/quote': {
      preHandler,
      handler: (request) => refunds.quoteReturn(request.params.order_id, request.body),
    },
    'POST /staff/orders/:order_id/returns': {
      preHandler,
      handler: (request) =>
        refunds.createReturn(
          staffActor(request),
          request.params.order_id,
          request.headers[IDEMPOTENCY_KEY_HEADER],
          request.body,
        ),
    },
  });
};
