import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client.js';
import { staffProductsRoutes } from './staff-products.routes.js';
import { createStaffProductsService } from './staff-products.service.js';

/** The staff's catalogue editor: products, variations, bulk changes. */
export const staffProductsModule = fp(
  async (app: FastifyInstance, { db }: { db: Db }) => {
    await app.register(staffProductsRoutes, {
      prefix: '/api/v1',
      products: createStaffProductsService({ db }),
      authenticate: app.authenticate,
    });
  },
  { name: 'staff-products', dependencies: ['auth'] },
);
