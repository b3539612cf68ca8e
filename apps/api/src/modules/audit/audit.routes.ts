import type { Permission } from '@aruu/contract/staff-access';
import { staffAuditEndpoints } from '@aruu/contract/staff-audit';
import type { FastifyPluginAsync, preHandlerAsyncHookHandler } from 'fastify';
import { registerEndpoints } from '../../http/endpoints.js';
import type { Authenticate } from '../auth/authenticate.js';
import type { AuditService } from './audit.service.js';

export const auditRoutes: FastifyPluginAsync<{
  audit: AuditService;
  authenticate: Authenticate;
  requirePermission: (permission: Permission) => preHandlerAsyncHookHandler;
}> = async (app, { audit, authenticate, requirePermission }) => {
  app.addHook('onRequest', authenticate);
  registerEndpoints(app, 'back office', staffAuditEndpoints, {
    'GET /staff/audit': {
      preHandler: requirePermission('audit.read'),
      handler: (request) => audit.page(request.query),
    },
  });
};
