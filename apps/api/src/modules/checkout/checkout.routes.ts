import { checkoutEndpoints } from '@aruu/contract/checkout';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoints } from '../../http/endpoints.js';
import { requestLanguage } from '../../http/language.js';
import { type Authenticate, currentUser } from '../auth/authenticate.js';
import type { CheckoutService } from './checkout.service.js';

export const checkoutRoutes: FastifyPluginAsync<{ checkout: CheckoutService; authenticate: Authenticate }> = async (
  app,
  { checkout, authenticate },
) => {
  app.addHook('onRequest', authenticate);
  registerEndpoints(app, 'checkout', checkoutEndpoints, {
    'POST /checkout/quote': (request) =>
      checkout.quote(currentUser(request).userId, request.body, requestLanguage(request)),
  });
};
