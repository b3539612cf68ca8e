import { staffExchangeEndpoints } from '@aruu/contract/staff-exchange';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoints } from '../../http/endpoints.js';
import { requestLanguage } from '../../http/language.js';
import type { Authenticate } from '../auth/authenticate.js';
import { requirePermission, staffActor } from '../staff/staff-guard.js';
import type { AccountingExchangeService } from './accounting-exchange.service.js';

/** The exchange's settings, log and location list for the back office: `exchange.manage` (admins). */
export const accountingExchangeRoutes: FastifyPluginAsync<{
  exchange: AccountingExchangeService;
  authenticate: Authenticate;
}> = async (app, { exchange, authenticate }) => {
  app.addHook('onRequest', authenticate);
  const preHandler = requirePermission('exchange.manage');

  registerEndpoints(app, 'staff exchange', staffExchangeEndpoints, {
    'GET /staff/exchange/settings': { preHandler, handler: () => exchange.settings() },
    'PUT /staff/exchange/settings': {
      preHandler,
      handler: (request) => exchange.save(request.body, staffActor(request)),
    },
    'GET /staff/exchange/runs': { preHandler, handler: (request) => exchange.runs(request.query) },
    'GET /staff/exchange/locations': {
      preHandler,
      handler: (request) => exchange.locations(request.query.lang ?? requestLanguage(request)),
    },
  });
};
