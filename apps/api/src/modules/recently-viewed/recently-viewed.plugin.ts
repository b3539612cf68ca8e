import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client.js';
import { recentlyViewedRoutes } from './recently-viewed.routes.js';
import { createRecentlyViewedService } from './recently-viewed.service.js';

export const recentlyViewedModule = fp(
  async (app: FastifyInstance, { db }: { db: Db }) => {
    const recentlyViewed = createRecentlyViewedService({ db, catalog: app.catalog });
    await app.register(recentlyViewedRoutes, { prefix: '/api/v1', recentlyViewed, authenticate: app.authenticate });
  },
  { name: 'recently-viewed', dependencies: ['auth', 'catalog'] },
);
