import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client.js';
import { favoritesRoutes } from './favorites.routes.js';
import { createFavoritesService } from './favorites.service.js';

/** A shopper's hearts. Their marks on catalogue answers are `favorite-marks.ts`, the catalogue's port. */
export const favoritesModule = fp(
  async (app: FastifyInstance, { db }: { db: Db }) => {
    const favorites = createFavoritesService({ db, catalog: app.catalog });
    await app.register(favoritesRoutes, { prefix: '/api/v1', favorites, authenticate: app.authenticate });
  },
  { name: 'favorites', dependencies: ['auth', 'catalog'] },
);
