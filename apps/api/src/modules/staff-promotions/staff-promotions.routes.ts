import { staffPromotionEndpoints } from '@aruu/contract/staff-promotions';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoints } from '../../http/endpoints.js';
import type { Authenticate } from '../auth/authenticate.js';
import { requirePermission, staffActor } from '../staff/staff-guard.js';
import type { StaffPromotionsService } from './staff-promotions.service.js';

export const staffPromotionsRoutes: FastifyPluginAsync<{
  promoCodes: StaffPromotionsService;
  authenticate: Authenticate;
}> = async (app, { promoCodes, authenticate }) => {
  app.addHook('onRequest', authenticate);
  const mayEdit = requirePermission('catalog.edit');
  registerEndpoints(app, 'staff promo codes', staffPromotionEndpoints, {
    'GET /staff/promo-codes': { preHandler: mayEdit, handler: () => promoCodes.list() },
    'GET /staff/promo-codes/:id': { preHandler: mayEdit, handler: (request) => promoCodes.detail(request.params.id) },
    'POST /staff/promo-codes': {
      preHandler: mayEdit,
      handler: (request) => promoCodes.create(request.body, staffActor(request)),
    },
    'PUT /staff/promo-codes/:id': {
      preHandler: mayEdit,
      handler: (request) => promoCodes.update(request.params.id, request.body, staffActor(request)),
    },
    'POST /staff/promo-codes/:id/pause': {
      preHandler: mayEdit,
      handler: (request) => promoCodes.setActive(request.params.id, false, staffActor(request)),
    },
    'POST /staff/promo-codes/:id/resume': {
      preHandler: mayEdit,
      handler: (request) => promoCodes.setActive(request.params.id, true, staffActor(request)),
    },
  });
};
