import { deliveryEndpoints } from '@aruu/contract/delivery';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoints } from '../../http/endpoints.js';
import { requestLanguage } from '../../http/language.js';
import { clientIp, rateLimitHook } from '../rate-limit/rate-limit-hook.js';
import type { RateLimiter } from '../rate-limit/rate-limiter.js';
import * as rules from '../rate-limit/shop-rules.js';
import type { DeliveryService } from './delivery.service.js';

export const deliveryRoutes: FastifyPluginAsync<{ delivery: DeliveryService; limiter: RateLimiter }> = async (
  app,
  { delivery, limiter },
) => {
  registerEndpoints(app, 'delivery', deliveryEndpoints, {
    'GET /delivery/cdek/cities': {
      // Anonymous, and each search is a CDEK call.
      preHandler: rateLimitHook(limiter, [{ rule: rules.citySearchPerIp, subject: clientIp }]),
      handler: (request) =>
        delivery.cities({
          city: request.query.city,
          countryCode: request.query.country_code,
          size: request.query.size,
          lang: requestLanguage(request),
        }),
    },
    'GET /delivery/estimate': {
      preHandler: rateLimitHook(limiter, [{ rule: rules.deliveryEstimatePerIp, subject: clientIp }]),
      handler: (request) => delivery.estimate({ cityCode: request.query.city_code, lang: requestLanguage(request) }),
    },
  });
};
