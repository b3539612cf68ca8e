import { checkoutEndpoints } from '@aruu/contract/checkout';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoints } from '../../http/endpoints.js';
import { requestLanguage } from '../../http/language.js';
import { type Authenticate, currentUser, signedInAccount } from '../auth/authenticate.js';
import { clientIp, rateLimitHook } from '../rate-limit/rate-limit-hook.js';
import type { RateLimiter } from '../rate-limit/rate-limiter.js';
import * as rules from '../rate-limit/shop-rules.js';
import type { CheckoutService } from './checkout.service.js';

export const checkoutRoutes: FastifyPluginAsync<{
  checkout: CheckoutService;
  authenticate: Authenticate;
  limiter: RateLimiter;
}> = async (app, { checkout, authenticate, limiter }) => {
  app.addHook('onRequest', authenticate);
  registerEndpoints(app, 'checkout', checkoutEndpoints, {
    'POST /checkout/quote': {
      // A quote with a courier delivery asks CDEK for its tariff.
      preHandler: rateLimitHook(limiter, [
        { rule: rules.deliveryPricingPerIp, subject: clientIp },
        { rule: rules.deliveryPricingPerAccount, subject: signedInAccount },
      ]),
      handler: (request) => checkout.quote(currentUser(request).userId, request.body, requestLanguage(request)),
    },
  });
};
