import { staffTransfersEndpoints } from '@aruu/contract/staff-transfers';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoints } from '../../http/endpoints.js';
import { requestLanguage } from '../../http/language.js';
import type { Authenticate } from '../auth/authenticate.js';
import type { Idempotency } from '../idempotency/idempotency.js';
import { requirePermission, staffActor } from '../staff/staff-guard.js';
import type { StaffTransfersService } from './staff-transfers.service.js';

/** Transfers between locations: `stock.adjust`, the permission of every other stock movement. */
export const staffTransfersRoutes: FastifyPluginAsync<{
  transfers: StaffTransfersService;
  authenticate: Authenticate;
  idempotency: Idempotency;
}> = async (app, { transfers, authenticate, idempotency }) => {
  app.addHook('onRequest', authenticate);
  const preHandler = requirePermission('stock.adjust');

  registerEndpoints(app, 'staff transfers', staffTransfersEndpoints, {
    'GET /staff/transfers': {
      preHandler,
      handler: (request) => transfers.list({ ...request.query, lang: requestLanguage(request) }),
    },
    'GET /staff/transfers/:transfer_id': {
      preHandler,
      handler: (request) => transfers.detail(request.params.transfer_id, requestLanguage(request)),
    },
    'POST /staff/transfers': {
      preHandler,
      // A phone's retry with the same key answers the transfer it made instead of making another.
      handler: (request, reply) =>
        idempotency.respond(request, reply, {
          endpoint: 'staff/transfers/create',
          userId: staffActor(request).actorId,
          status: 201,
          execute: (record) => transfers.create(request.body, requestLanguage(request), staffActor(request), record),
        }),
    },
    'POST /staff/transfers/:transfer_id/dispatch': {
      preHandler,
      handler: (request) =>
        transfers.dispatch(request.params.transfer_id, requestLanguage(request), staffActor(request)),
    },
    'POST /staff/transfers/:transfer_id/receive': {
      preHandler,
      handler: (request) =>
        transfers.receive(request.params.transfer_id, request.body, requestLanguage(request), staffActor(request)),
    },
    'POST /staff/transfers/:transfer_id/cancel': {
      preHandler,
      handler: (request) => transfers.cancel(request.params.transfer_id, requestLanguage(request), staffActor(request)),
    },
  });
};
