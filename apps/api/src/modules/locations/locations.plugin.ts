import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client.js';
import { createResponseCache, type KeepAnswers } from '../../http/response-cache.js';
import { locationRoutes, staffLocationRoutes } from './locations.routes.js';
import { createLocationsService, type UnitsHeldAt } from './locations.service.js';

export interface LocationsModuleOptions {
  db: Db;
  /**
   * How the pickup points' answer is kept: by the catalogue's exact reuse, since a write to
   * `locations` moves the catalogue's version (migration 0056; the product page reads both).
   */
  keep: KeepAnswers;
  unitsHeldAt: UnitsHeldAt;
}

/** The shop's locations: the storefront's pickup points, and staff managing shops and warehouses. */
export const locationsModule = fp(
  async (app: FastifyInstance, options: LocationsModuleOptions) => {
    const locations = createLocationsService(options);
    // Nothing personal in the answer: every viewer gets the shared one.
    const sendCached = createResponseCache({ keep: options.keep, personalize: async () => undefined });
    await app.register(locationRoutes, { prefix: '/api/v1', locations, sendCached });
    await app.register(staffLocationRoutes, {
      prefix: '/api/v1',
      locations,
      authenticate: app.authenticate,
    });
  },
  { name: 'locations', dependencies: ['auth'] },
);
