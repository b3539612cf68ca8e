import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client.js';
import { staffTaxonomyRoutes } from './staff-taxonomy.routes.js';
import { createStaffTaxonomyService } from './staff-taxonomy.service.js';

/** Categories, brands and their translations, edited by staff. */
export const staffTaxonomyModule = fp(
  async (app: FastifyInstance, { db }: { db: Db }) => {
    await app.register(staffTaxonomyRoutes, {
      prefix: '/api/v1',
      taxonomy: createStaffTaxonomyService({ db }),
      authenticate: app.authenticate,
    });
  },
  { name: 'staff-taxonomy', dependencies: ['auth'] },
);
