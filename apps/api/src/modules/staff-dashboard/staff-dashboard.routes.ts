import { staffDashboardEndpoints } from '@aruu/contract/staff-dashboard';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoints } from '../../http/endpoints.js';
import { requestLanguage } from '../../http/language.js';
import type { Authenticate } from '../auth/authenticate.js';
import { requirePermission } from '../staff/staff-guard.js';
import type { StaffDashboardService } from './staff-dashboard.service.js';

export const staffDashboardRoutes: FastifyPluginAsync<{
  dashboard: StaffDashboardService;
  authenticate: Authenticate;
}> = async (app, { dashboard, authenticate }) => {
  app.addHook('onRequest', authenticate);
  registerEndpoints(app, 'staff dashboard', staffDashboardEndpoints, {
    'GET /staff/dashboard': {
      preHandler: requirePermission('dashboard.read'),
      handler: (request) => dashboard.dashboard(requestLanguage(request)),
    },
  });
};
