import type { Permission } from '@aruu/contract/staff-access';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client.js';
import { auditRoutes } from './audit.routes.js';
import { createAuditService } from './audit.service.js';

/** The staff's audit trail, for those allowed to read it. */
export const auditModule = fp(
  async (
    app: FastifyInstance,
    options: {
      db: Db;
      /** The staff module's guard (staff-guard.ts), handed in: staff records its own changes here. */
      requirePermission: (permission: Permission) => preHandlerAsyncHookHandler;
    },
  ) => {
    await app.register(auditRoutes, {
      prefix: '/api/v1',
      audit: createAuditService({ db: options.db }),
      authenticate: app.authenticate,
      requirePermission: options.requirePermission,
    });
  },
  { name: 'audit', dependencies: ['auth'] },
);
