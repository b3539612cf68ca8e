import { favoritesEndpoints } from '@aruu/contract/cart';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoints } from '../../http/endpoints.js';
import { requestLanguage } from '../../http/language.js';
import { type Authenticate, currentUser } from '../auth/authenticate.js';
import type { FavoritesService } from './favorites.service.js';

export const favoritesRoutes: FastifyPluginAsync<{
  favorites: FavoritesService;
  authenticate: Authenticate;
}> = async (app, { favorites, authenticate }) => {
  app.addHook('onRequest', authenticate);

  registerEndpoints(app, 'favourites', favoritesEndpoints, {
    'GET /products/favorites/list': async (request) => ({
      items: await favorites.cards(currentUser(request).userId, requestLanguage(request)),
    }),
    'GET /products/favorites/ids': async (request) => ({
      product_ids: await favorites.productIds(currentUser(request).userId),
    }),
    'POST /products/favorites/set': async (request) => {
      const { product_id } = request.body;
      await favorites.mark(currentUser(request).userId, product_id);
      return { product_id, is_favorite: true };
    },
    'POST /products/favorites/unset': async (request) => {
      const { product_id } = request.body;
      await favorites.unmark(currentUser(request).userId, product_id);
      return { product_id, is_favorite: false };
    },
  });
};
