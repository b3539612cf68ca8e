import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client.js';
import { cartRoutes } from './cart.routes.js';
import { type CartService, createCartService } from './cart.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    cart: CartService;
  }
}

/** A shopper's cart, its lines shown as the catalogue's cards. */
export const cartModule = fp(
  async (app: FastifyInstance, { db }: { db: Db }) => {
    const cart = createCartService({ db, cards: app.catalog.cardsByIds });
    app.decorate('cart', cart);
    await app.register(cartRoutes, { prefix: '/api/v1', cart, authenticate: app.authenticate });
  },
  { name: 'cart', dependencies: ['auth', 'catalog'] },
);
