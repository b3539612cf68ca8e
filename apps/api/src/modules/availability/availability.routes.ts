import { availabilityEndpoints, pickupOptionEndpoints } from '@aruu/contract/availability';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoints } from '../../http/endpoints.js';
import { requestLanguage } from '../../http/language.js';
import type { SendCached } from '../../http/response-cache.js';
import { type Authenticate, currentUser } from '../auth/authenticate.js';
import type { AvailabilityService } from './availability.service.js';

/** The product page's "in the shops" (public, cached like the catalogue) and the checkout's pickup list. */
export const availabilityRoutes: FastifyPluginAsync<{
  availability: AvailabilityService;
  authenticate: Authenticate;
  sendCached: SendCached;
}> = async (app, { availability, authenticate, sendCached }) => {
  const key = 'GET /products/:product_id/availability';
  registerEndpoints(app, 'catalogue', availabilityEndpoints, {
    [key]: (request, reply) =>
      sendCached(request, reply, availabilityEndpoints[key].response, () =>
        availability.product(request.params.product_id, requestLanguage(request)),
      ).then(() => reply),
  });

  registerEndpoints(app, 'checkout', pickupOptionEndpoints, {
    'GET /checkout/pickup-options': {
      onRequest: authenticate,
      handler: (request) =>
        availability.pickupOptions(currentUser(request).userId, request.query.order_id, requestLanguage(request)),
    },
  });
};
