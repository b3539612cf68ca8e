import { FavoriteBody, FavoriteIds, FavoriteList, FavoriteState } from '@aruu/contract/cart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { notFound } from '../../http/app-error.js';
import { errorResponses } from '../../http/error-responses.js';
import { requestLanguage } from '../../http/language.js';
import { type Authenticate, currentUser } from '../auth/authenticate.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import * as repo from './favorites.repository.js';

export const favoritesRoutes: FastifyPluginAsyncZod<{
  db: Db;
  catalog: CatalogService;
  authenticate: Authenticate;
}> = async (app, { db, catalog, authenticate }) => {
  const tags = ['favourites'];
  app.addHook('onRequest', authenticate);

  app.get('/products/favorites/list', {
    schema: {
      tags,
      summary: 'My favourite products, latest first',
      response: { 200: FavoriteList, ...errorResponses(401) },
    },
    handler: async (request) => {
      const ids = await repo.favoriteProductIds(db, currentUser(request).userId);
      return { items: await catalog.cardsByIds(ids, requestLanguage(request)) };
    },
  });

  app.get('/products/favorites/ids', {
    schema: {
      tags,
      summary: 'Ids of my favourite products, to mark hearts on cards',
      response: { 200: FavoriteIds, ...errorResponses(401) },
    },
    handler: async (request) => ({ product_ids: await repo.favoriteProductIds(db, currentUser(request).userId) }),
  });

  app.post('/products/favorites/set', {
    schema: {
      tags,
      summary: 'Add a favourite (idempotent)',
      body: FavoriteBody,
      response: { 200: FavoriteState, ...errorResponses(400, 401, 404) },
    },
    handler: async (request) => {
      const { product_id } = request.body;
      if (!(await repo.addFavorite(db, currentUser(request).userId, product_id))) throw notFound('Product');
      return { product_id, is_favorite: true };
    },
  });

  app.post('/products/favorites/unset', {
    schema: {
      tags,
      summary: 'Remove a favourite (idempotent)',
      body: FavoriteBody,
      response: { 200: FavoriteState, ...errorResponses(400, 401) },
    },
    handler: async (request) => {
      await repo.removeFavorite(db, currentUser(request).userId, request.body.product_id);
      return { product_id: request.body.product_id, is_favorite: false };
    },
  });
};
