import { staffTaxonomyEndpoints } from '@aruu/contract/staff-taxonomy';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoints } from '../../http/endpoints.js';
import type { Authenticate } from '../auth/authenticate.js';
import { requirePermission, staffActor } from '../staff/staff-guard.js';
import type { StaffTaxonomyService } from './staff-taxonomy.service.js';

export const staffTaxonomyRoutes: FastifyPluginAsync<{
  taxonomy: StaffTaxonomyService;
  authenticate: Authenticate;
}> = async (app, { taxonomy, authenticate }) => {
  app.addHook('onRequest', authenticate);
  const mayEdit = requirePermission('catalog.edit');
  registerEndpoints(app, 'staff catalogue structure', staffTaxonomyEndpoints, {
    'GET /staff/brands': { preHandler: mayEdit, handler: () => taxonomy.brands() },
    'POST /staff/brands': {
      preHandler: mayEdit,
      handler: (request) => taxonomy.createBrand(request.body, staffActor(request)),
    },
    'PUT /staff/brands/:id': {
      preHandler: mayEdit,
      handler: (request) => taxonomy.updateBrand(request.params.id, request.body, staffActor(request)),
    },
    'PUT /staff/brands/:id/hidden': {
      preHandler: mayEdit,
      handler: (request) => taxonomy.setBrandHidden(request.params.id, request.body.hidden, staffActor(request)),
    },
    'PUT /staff/brands/order': {
      preHandler: mayEdit,
      handler: (request) => taxonomy.orderBrands(request.body.ids, staffActor(request)),
    },
    'DELETE /staff/brands/:id': {
      preHandler: mayEdit,
      handler: async (request) => {
        await taxonomy.deleteBrand(request.params.id, staffActor(request));
      },
    },
    'GET /staff/categories': { preHandler: mayEdit, handler: () => taxonomy.categoryTree() },
    'POST /staff/categories': {
      preHandler: mayEdit,
      handler: (request) => taxonomy.createCategory(request.body, staffActor(request)),
    },
    'PUT /staff/categories/:id': {
      preHandler: mayEdit,
      handler: (request) => taxonomy.updateCategory(request.params.id, request.body, staffActor(request)),
    },
    'PUT /staff/categories/:id/hidden': {
      preHandler: mayEdit,
      handler: (request) => taxonomy.setCategoryHidden(request.params.id, request.body.hidden, staffActor(request)),
    },
    'PUT /staff/categories/order': {
      preHandler: mayEdit,
      handler: (request) => taxonomy.orderCategories(request.body.parent_id, request.body.ids, staffActor(request)),
    },
    'DELETE /staff/categories/:id': {
      preHandler: mayEdit,
      handler: async (request) => {
        await taxonomy.deleteCategory(request.params.id, staffActor(request));
      },
    },
    'GET /staff/home-picks': { preHandler: mayEdit, handler: () => taxonomy.picks() },
    'PUT /staff/home-picks': {
      preHandler: mayEdit,
      handler: (request) => taxonomy.setPicks(request.body.product_ids, staffActor(request)),
    },
  });
};
