import { recentlyViewedEndpoints } from '@aruu/contract/recently-viewed';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoints } from '../../http/endpoints.js';
import { requestLanguage } from '../../http/language.js';
import { type Authenticate, currentUser } from '../auth/authenticate.js';
import type { RecentlyViewedService } from './recently-viewed.service.js';

export const recentlyViewedRoutes: FastifyPluginAsync<{
  recentlyViewed: RecentlyViewedService;
  authenticate: Authenticate;
}> = async (app, { recentlyViewed, authenticate }) => {
  registerEndpoints(app, 'recently viewed', recentlyViewedEndpoints, {
    'GET /products/recently_viewed/list': {
      onRequest: authenticate,
      handler: async (request) => ({
        items: await recentlyViewed.cards(currentUser(request).userId, requestLanguage(request)),
      }),
    },
    'POST /products/recently_viewed/add': {
      onRequest: authenticate,
      handler: async (request) => ({
        items: await recentlyViewed.record(
          currentUser(request).userId,
          request.body.product_ids,
          requestLanguage(request),
        ),
      }),
    },
    'GET /products/recently_viewed/cards': async (request) => ({
      items: await recentlyViewed.guestCards(request.query.ids, requestLanguage(request)),
    }),
  });
};
