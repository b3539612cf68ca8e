import { roleMay } from '@aruu/contract/staff-access';
import { staffProductEndpoints } from '@aruu/contract/staff-products';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { registerEndpoints } from '../../http/endpoints.js';
import { type Authenticate, currentUser } from '../auth/authenticate.js';
import { requirePermission, staffActor } from '../staff/staff-guard.js';
import type { StaffProductsService } from './staff-products.service.js';

/** Cost prices go only to roles holding `reports.view`. */
const costViewer = (request: FastifyRequest) => ({ seesCosts: roleMay(currentUser(request).role, 'reports.view') });

/** Products in the back office: texts, prices and variations are `catalog.edit` (not warehouse). */
export const staffProductsRoutes: FastifyPluginAsync<{
  products: StaffProductsService;
  authenticate: Authenticate;
}> = async (app, { products, authenticate }) => {
  app.addHook('onRequest', authenticate);
  const edit = requirePermission('catalog.edit');
  registerEndpoints(app, 'staff products', staffProductEndpoints, {
    'GET /staff/products': { preHandler: edit, handler: (request) => products.list(request.query) },
    'GET /staff/products/options': { preHandler: edit, handler: () => products.options() },
    'GET /staff/products/:id': {
      preHandler: edit,
      handler: (request) => products.detail(request.params.id, costViewer(request)),
    },
    'GET /staff/products/:id/cost-history': {
      preHandler: requirePermission('reports.view'),
      handler: (request) => products.costHistory(request.params.id),
    },
    'POST /staff/products': {
      preHandler: edit,
      handler: (request) => products.create(request.body, staffActor(request), costViewer(request)),
    },
    'PUT /staff/products/:id': {
      preHandler: edit,
      handler: (request) => products.update(request.params.id, request.body, staffActor(request), costViewer(request)),
    },
    'POST /staff/products/bulk': {
      preHandler: edit,
      handler: (request) => products.bulk(request.body, staffActor(request)),
    },
  });
};
