import { deliveryEndpoints } from '@aruu/contract/delivery';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoints } from '../../http/endpoints.js';
import type { DeliveryService } from './delivery.service.js';

export const deliveryRoutes: FastifyPluginAsync<{ delivery: DeliveryService }> = async (app, { delivery }) => {
  registerEndpoints(app, 'delivery', deliveryEndpoints, {
    'GET /delivery/cdek/cities': (request) =>
      delivery.cities({ city: request.query.city, countryCode: request.query.country_code, size: request.query.size }),
  });
};
