import { staffCustomerEndpoints } from '@aruu/contract/staff-customers';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoints } from '../../http/endpoints.js';
import type { Authenticate } from '../auth/authenticate.js';
import { requirePermission, staffActor } from '../staff/staff-guard.js';
import type { StaffCustomersService } from './staff-customers.service.js';

export const staffCustomersRoutes: FastifyPluginAsync<{
  customers: StaffCustomersService;
  authenticate: Authenticate;
}> = async (app, { customers, authenticate }) => {
  app.addHook('onRequest', authenticate);
  registerEndpoints(app, 'staff customers', staffCustomerEndpoints, {
    'GET /staff/customers': {
      preHandler: requirePermission('customers.read'),
      handler: (request) => customers.list(request.query),
    },
    'GET /staff/customers/:id': {
      preHandler: requirePermission('customers.read'),
      handler: (request) => customers.detail(request.params.id),
    },
    'POST /staff/customers/:id/block': {
      preHandler: requirePermission('customers.manage'),
      handler: (request) =>
        customers.setBlocked(request.params.id, { block: true, reason: request.body.reason }, staffActor(request)),
    },
    'POST /staff/customers/:id/unblock': {
      preHandler: requirePermission('customers.manage'),
      handler: (request) =>
        customers.setBlocked(request.params.id, { block: false, note: request.body.note ?? null }, staffActor(request)),
    },
  });
};
