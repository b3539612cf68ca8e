import { locationEndpoints } from '@aruu/contract/locations';
import { staffLocationEndpoints } from '@aruu/contract/staff-locations';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoints } from '../../http/endpoints.js';
import { requestLanguage } from '../../http/language.js';
import type { SendCached } from '../../http/response-cache.js';
import type { Authenticate } from '../auth/authenticate.js';
import { requirePermission, staffActor } from '../staff/staff-guard.js';
import type { LocationsService } from './locations.service.js';

/** The storefront's pickup points, answered through the catalogue's kind of whole-response cache. */
export const locationRoutes: FastifyPluginAsync<{ locations: LocationsService; sendCached: SendCached }> = async (
  app,
  { locations, sendCached },
) => {
  registerEndpoints(app, 'locations', locationEndpoints, {
    'GET /locations': (request, reply) =>
      sendCached(request, reply, locationEndpoints['GET /locations'].response, () =>
        locations.pickupPoints(requestLanguage(request)),
      ).then(() => reply),
  });
};

export const staffLocationRoutes: FastifyPluginAsync<{
  locations: LocationsService;
  authenticate: Authenticate;
}> = async (app, { locations, authenticate }) => {
  app.addHook('onRequest', authenticate);
  registerEndpoints(app, 'staff locations', staffLocationEndpoints, {
    'GET /staff/locations': {
      preHandler: requirePermission('locations.manage'),
      handler: () => locations.list(),
    },
    'POST /staff/locations': {
      preHandler: requirePermission('locations.manage'),
      handler: (request) => locations.create(request.body, staffActor(request)),
    },
    'PATCH /staff/locations/:location_id': {
      preHandler: requirePermission('locations.manage'),
      handler: (request) => locations.update(request.params.location_id, request.body, staffActor(request)),
    },
  });
};
