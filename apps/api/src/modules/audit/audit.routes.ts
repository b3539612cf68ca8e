import type { Permission } from '@aruu/contract/staff-access';
import { staffAuditEndpoints } from '@aruu/contract/staff-audit';
import type { FastifyPluginAsync, preHandlerAsyncHookHandler } from 'fastify';
import type { Db } from '../../db/client.js';
import { registerEndpoints } from '../../http/endpoints.js';
import type { Authenticate } from '../auth/authenticate.js';
import { listAuditEntries } from './audit.repository.js';

export const auditRoutes: FastifyPluginAsync<{
  db: Db;
  authenticate: Authenticate;
  /** The staff module's guard (staff-guard.ts), handed in by app.ts: staff records its own changes here. */
  requirePermission: (permission: Permission) => preHandlerAsyncHookHandler;
}> = async (app, { db, authenticate, requirePermission }) => {
  app.addHook('onRequest', authenticate);
  registerEndpoints(app, 'back office', staffAuditEndpoints, {
    'GET /staff/audit': {
      preHandler: requirePermission('audit.read'),
      handler: async (request) => {
        const { page, page_size, actor_id, object_type, object_id, from, to } = request.query;
        const result = await listAuditEntries(
          db,
          {
            actorId: actor_id,
            objectType: object_type,
            objectId: object_id,
            from: from ? new Date(from) : undefined,
            to: to ? new Date(to) : undefined,
          },
          { limit: page_size, offset: (page - 1) * page_size },
        );
        return { ...result, page, page_size };
      },
    },
  });
};
