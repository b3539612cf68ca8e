import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client.js';
import { createResponseCache, type Personalize } from '../../http/response-cache.js';
import { catalogRoutes } from './catalog.routes.js';
import { type CatalogService, createCatalogService } from './catalog.service.js';
import type { CatalogReuse } from './catalog-reuse.js';
import { startFacetRefresh } from './facet-refresh.js';
import { RECENT_SALES_JOB, rebuildRecentSalesJob } from './recent-sales.js';

declare module 'fastify' {
  interface FastifyInstance {
    catalog: CatalogService;
  }
}

export interface CatalogModuleOptions {
  db: Db;
  /** The catalogue's answers kept while its version stays (shared with the pickup points' answer). */
  reuse: CatalogReuse;
  facetRefreshMs: number;
  /** A signed-in viewer's marks on the cached answers (the favourites module's hearts). */
  personalize: Personalize;
}

/** The public catalogue: listings, search, facets and product pages, reused whole while the catalogue stays. */
export const catalogModule = fp(
  async (app: FastifyInstance, options: CatalogModuleOptions) => {
    const { reuse } = options;
    const catalog = createCatalogService({ db: options.db, reuse });
    app.decorate('catalog', catalog);
    app.jobs.registerDaily(RECENT_SALES_JOB, rebuildRecentSalesJob(options.db));
    // A listening server keeps the facet counts current; tests (inject) refresh them themselves.
    let stopFacetRefresh = () => {};
    app.addHook('onListen', async () => {
      stopFacetRefresh = startFacetRefresh({ catalog, intervalMs: options.facetRefreshMs, log: app.log });
    });
    app.addHook('onClose', async () => stopFacetRefresh());
    const sendCached = createResponseCache({ keep: reuse.answer, personalize: options.personalize });
    await app.register(catalogRoutes, { prefix: '/api/v1', catalog, sendCached });
  },
  { name: 'catalog', dependencies: ['jobs'] },
);
