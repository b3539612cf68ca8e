import { staffRequestsEndpoints } from '@aruu/contract/staff-requests';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoints } from '../../http/endpoints.js';
import type { Authenticate } from '../auth/authenticate.js';
import { requirePermission, staffActor } from '../staff/staff-guard.js';
import type { RequestsService } from './requests.service.js';

/** The requests inbox of the back office (`requests.manage`). */
export const requestsRoutes: FastifyPluginAsync<{ requests: RequestsService; authenticate: Authenticate }> = async (
  app,
  { requests, authenticate },
) => {
  app.addHook('onRequest', authenticate);
  const preHandler = requirePermission('requests.manage');

  registerEndpoints(app, 'back office', staffRequestsEndpoints, {
    'GET /staff/requests': {
      preHandler,
      handler: (request) => {
        const { page, page_size, ...filter } = request.query;
        return requests.list(filter, { page, pageSize: page_size });
      },
    },
    'GET /staff/requests/counts': { preHandler, handler: async () => ({ new: await requests.countNew() }) },
    'GET /staff/requests/assignees': { preHandler, handler: () => requests.assignees() },
    'GET /staff/requests/:kind/:id': {
      preHandler,
      handler: (request) => requests.detail(request.params.kind, request.params.id),
    },
    'PATCH /staff/requests/:kind/:id': {
      preHandler,
      handler: (request) => requests.update(staffActor(request), request.params.kind, request.params.id, request.body),
    },
    'POST /staff/requests/:kind/:id/notes': {
      preHandler,
      handler: (request) =>
        requests.addNote(staffActor(request), request.params.kind, request.params.id, request.body.text),
    },
    'POST /staff/requests/:kind/:id/replies': {
      preHandler,
      handler: (request) =>
        requests.reply(staffActor(request), request.params.kind, request.params.id, request.body.text),
    },
  });
};
