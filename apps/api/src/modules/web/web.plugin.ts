import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type WebRoutesOptions, webRoutes } from './web.routes.js';

/** The built web app: the storefront's pages rendered on the server, the staff app, sitemaps. */
export const webModule = fp(
  async (app: FastifyInstance, options: Omit<WebRoutesOptions, 'catalog' | 'reviews'>) => {
    await app.register(webRoutes, { ...options, catalog: app.catalog, reviews: app.reviews });
  },
  { name: 'web', dependencies: ['security', 'catalog', 'reviews'] },
);
