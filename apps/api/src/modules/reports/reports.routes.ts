import { staffReportsEndpoints } from '@aruu/contract/staff-reports';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoints } from '../../http/endpoints.js';
import { requestLanguage } from '../../http/language.js';
import { type Authenticate, signedInAccount } from '../auth/authenticate.js';
import { rateLimitHook } from '../rate-limit/rate-limit-hook.js';
import type { RateLimiter } from '../rate-limit/rate-limiter.js';
import { reportExportsPerEmployee } from '../rate-limit/shop-rules.js';
import { requirePermission } from '../staff/staff-guard.js';
import type { ReportsService } from './reports.service.js';
import { salesCsv, salesXlsx } from './sales-export.js';

const contentTypes = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

export const reportsRoutes: FastifyPluginAsync<{
  reports: ReportsService;
  authenticate: Authenticate;
  limiter: RateLimiter;
}> = async (app, { reports, authenticate, limiter }) => {
  app.addHook('onRequest', authenticate);
  const mayView = requirePermission('reports.view');
  const exportsOfEmployee = rateLimitHook(limiter, [{ rule: reportExportsPerEmployee, subject: signedInAccount }]);
  registerEndpoints(app, 'staff reports', staffReportsEndpoints, {
    'GET /staff/reports/sales': {
      preHandler: mayView,
      handler: (request) => reports.sales(request.query, requestLanguage(request)),
    },
    'GET /staff/reports/sales/export': {
      preHandler: [mayView, exportsOfEmployee],
      handler: async (request, reply) => {
        const { format, ...query } = request.query;
        const lang = requestLanguage(request);
        const report = await reports.sales({ ...query, page: 1, page_size: null }, lang);
        const body = format === 'csv' ? salesCsv(report, lang) : await salesXlsx(report, lang);
        return reply
          .type(contentTypes[format])
          .header(
            'content-disposition',
            `attachment; filename="sales-${query.group_by}-${query.from}-${query.to}.${format}"`,
          )
          .header('cache-control', 'private, no-store')
          .send(body);
      },
    },
    'GET /staff/reports/stock-valuation': {
      preHandler: mayView,
      handler: (request) => reports.valuation(requestLanguage(request)),
    },
    'GET /staff/reports/reorder': {
      preHandler: mayView,
      handler: (request) => reports.reorder(request.query, requestLanguage(request)),
    },
  });
};
