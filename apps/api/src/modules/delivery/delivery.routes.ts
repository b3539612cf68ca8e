import { DeliveryCitiesQuery, DeliveryCityList } from '@aruu/contract/delivery';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/error-responses.js';
import type { DeliveryService } from './delivery.service.js';

export const deliveryRoutes: FastifyPluginAsyncZod<{ delivery: DeliveryService }> = async (app, { delivery }) => {
  app.get('/delivery/cdek/cities', {
    schema: {
      tags: ['delivery'],
      summary: 'Cities CDEK delivers to, by the first letters typed (Kyrgyzstan by default)',
      querystring: DeliveryCitiesQuery,
      response: { 200: DeliveryCityList, ...errorResponses(400, 503) },
    },
    handler: (request) =>
      delivery.cities({
        city: request.query.city,
        countryCodes: request.query.country_codes,
        page: request.query.page,
        size: request.query.size,
      }),
  });
};
