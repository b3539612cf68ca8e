import { favoritesEndpoints } from '@aruu/contract/cart';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.js';
import { notFound } from '../../http/app-error.js';
import { registerEndpoints } from '../../http/endpoints.js';
import { requestLanguage } from '../../http/language.js';
import { type Authenticate, currentUser } from '../auth/authenticate.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import * as repo from './favorites.repository.js';

export const favoritesRoutes: FastifyPluginAsync<{
  db: Db;
  catalog: CatalogService;
  authenticate: Authenticate;
}> = async (app, { db, catalog, authenticate }) => {
  app.addHook('onRequest', authenticate);

  registerEndpoints(app, 'favourites', favoritesEndpoints, {
    'GET /products/favorites/list': async (request) => {
      const ids = await repo.favoriteProductIds(db, currentUser(request).userId);
      return { items: await catalog.cardsByIds(ids, requestLanguage(request)) };
    },
    'GET /products/favorites/ids': async (request) => ({
      product_ids: await repo.favoriteProductIds(db, currentUser(request).userId),
    }),
    'POST /products/favorites/set': async (request) => {
      const { product_id } = request.body;
      if (!(await repo.addFavorite(db, currentUser(request).userId, product_id))) throw notFound('Product');
      return { product_id, is_favorite: true };
    },
    'POST /products/favorites/unset': async (request) => {
      await repo.removeFavorite(db, currentUser(request).userId, request.body.product_id);
      return { product_id: request.body.product_id, is_favorite: false };
    },
  });
};
