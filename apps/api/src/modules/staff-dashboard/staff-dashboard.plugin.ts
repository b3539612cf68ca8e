import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client.js';
import { staffDashboardRoutes } from './staff-dashboard.routes.js';
import { createStaffDashboardService } from './staff-dashboard.service.js';

/** The back office's first page: today's figures and what needs doing. */
export const staffDashboardModule = fp(
  async (app: FastifyInstance, options: { db: Db; ttlMs: number }) => {
    await app.register(staffDashboardRoutes, {
      prefix: '/api/v1',
      dashboard: createStaffDashboardService({ ...options, feed: app.orderFeed, inventory: app.inventory }),
      authenticate: app.authenticate,
    });
  },
  { name: 'staff-dashboard', dependencies: ['auth', 'inventory', 'staff-orders'] },
);
