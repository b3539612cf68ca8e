import { recentlyViewedEndpoints } from '@aruu/contract/recently-viewed';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.js';
import { registerEndpoints } from '../../http/endpoints.js';
import { requestLanguage } from '../../http/language.js';
import { type Authenticate, currentUser } from '../auth/authenticate.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import * as repo from './recently-viewed.repository.js';

/**
 * Recently viewed products: in the account for a signed-in shopper (a guest's list, kept on the
 * device, is merged in on sign-in through `add`), and the cards of a guest's list by their ids.
 */
export const recentlyViewedRoutes: FastifyPluginAsync<{
  db: Db;
  catalog: CatalogService;
  authenticate: Authenticate;
}> = async (app, { db, catalog, authenticate }) => {
  registerEndpoints(app, 'recently viewed', recentlyViewedEndpoints, {
    'GET /products/recently_viewed/list': {
      onRequest: authenticate,
      handler: async (request) => {
        const ids = await repo.recentProductIds(db, currentUser(request).userId);
        return { items: await catalog.cardsByIds(ids, requestLanguage(request)) };
      },
    },
    'POST /products/recently_viewed/add': {
      onRequest: authenticate,
      handler: async (request) => {
        const { userId } = currentUser(request);
        await repo.recordViews(db, userId, request.body.product_ids);
        const ids = await repo.recentProductIds(db, userId);
        return { items: await catalog.cardsByIds(ids, requestLanguage(request)) };
      },
    },
    'GET /products/recently_viewed/cards': async (request) => ({
      items: await catalog.cardsByIds([...new Set(request.query.ids)], requestLanguage(request)),
    }),
  });
};
