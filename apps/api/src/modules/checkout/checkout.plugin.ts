import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client.js';
import type { OrderPorts } from '../orders/orders.service.js';
import { checkoutRoutes } from './checkout.routes.js';
import { type CheckoutService, createCheckoutService, createCheckoutUndo } from './checkout.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** What cancelling an order gives back (the orders module's `undoCheckout` port). */
    undoCheckout: OrderPorts['undoCheckout'];
    /** Placing an order once its lines are known, and pricing its delivery (order-entry builds on them). */
    checkout: CheckoutService;
  }
}

/** From the cart to an order: the quote, placing the order, its delivery. */
export const checkoutModule = fp(
  async (app: FastifyInstance, { db }: { db: Db }) => {
    const { cart, inventory, promotions, delivery, orders, pointsHolds: holds } = app;
    const checkout = createCheckoutService({ db, cart, inventory, promotions, delivery, orders });
    app.decorate('undoCheckout', createCheckoutUndo({ inventory, promotions, holds }));
    app.decorate('checkout', checkout);
    await app.register(checkoutRoutes, {
      prefix: '/api/v1',
      checkout,
      authenticate: app.authenticate,
      idempotency: app.idempotency,
      limiter: app.limiter,
    });
  },
  {
    name: 'checkout',
    dependencies: [
      'auth',
      'rate-limit',
      'idempotency',
      'cart',
      'inventory',
      'promotions',
      'delivery',
      'orders',
      'loyalty',
    ],
  },
);
