import { cartEndpoints } from '@aruu/contract/cart';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoints } from '../../http/endpoints.js';
import { requestLanguage } from '../../http/language.js';
import { type Authenticate, currentUser } from '../auth/authenticate.js';
import type { CartService } from './cart.service.js';

export const cartRoutes: FastifyPluginAsync<{ cart: CartService; authenticate: Authenticate }> = async (
  app,
  { cart, authenticate },
) => {
  app.addHook('onRequest', authenticate);
  const user = (request: Parameters<typeof currentUser>[0]) => currentUser(request).userId;

  registerEndpoints(app, 'cart', cartEndpoints, {
    'GET /carts': (request) => cart.view(user(request), requestLanguage(request)),
    'POST /carts/add_product': (request) =>
      cart.add(user(request), request.body.variation_id, request.body.quantity, requestLanguage(request)),
    'POST /carts/update_quantity': (request) =>
      cart.updateQuantity(user(request), request.body.variation_id, request.body.quantity, requestLanguage(request)),
    'POST /carts/remove_product': (request) =>
      cart.remove(user(request), request.body.variation_id, requestLanguage(request)),
    'POST /carts/clear': (request) => cart.clear(user(request), requestLanguage(request)),
  });
};
