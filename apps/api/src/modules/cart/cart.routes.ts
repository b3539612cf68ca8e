import { AddToCartBody, Cart, RemoveFromCartBody, UpdateCartQuantityBody } from '@aruu/contract/cart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/error-responses.js';
import { requestLanguage } from '../../http/language.js';
import { type Authenticate, currentUser } from '../auth/authenticate.js';
import type { CartService } from './cart.service.js';

export const cartRoutes: FastifyPluginAsyncZod<{ cart: CartService; authenticate: Authenticate }> = async (
  app,
  { cart, authenticate },
) => {
  const tags = ['cart'];
  app.addHook('onRequest', authenticate);
  const response = { 200: Cart, ...errorResponses(400, 401, 404, 409) };

  app.get('/carts', {
    schema: { tags, summary: 'My cart', response: { 200: Cart, ...errorResponses(401) } },
    handler: (request) => cart.view(currentUser(request).userId, requestLanguage(request)),
  });

  app.post('/carts/add_product', {
    schema: { tags, summary: 'Add pieces of a variation (adds to what is there)', body: AddToCartBody, response },
    handler: (request) =>
      cart.add(currentUser(request).userId, request.body.variation_id, request.body.quantity, requestLanguage(request)),
  });

  app.post('/carts/update_quantity', {
    schema: { tags, summary: 'Set the quantity of a line', body: UpdateCartQuantityBody, response },
    handler: (request) =>
      cart.updateQuantity(
        currentUser(request).userId,
        request.body.variation_id,
        request.body.quantity,
        requestLanguage(request),
      ),
  });

  app.post('/carts/remove_product', {
    schema: { tags, summary: 'Remove a line (idempotent)', body: RemoveFromCartBody, response },
    handler: (request) => cart.remove(currentUser(request).userId, request.body.variation_id, requestLanguage(request)),
  });

  app.post('/carts/clear', {
    schema: { tags, summary: 'Empty the cart', response: { 200: Cart, ...errorResponses(401) } },
    handler: (request) => cart.clear(currentUser(request).userId, requestLanguage(request)),
  });
};
