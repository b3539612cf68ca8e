import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client.js';
import { ordersRoutes } from './orders.routes.js';
import {
  createOrdersService,
  EXPIRE_ORDER_JOB,
  type OrderPorts,
  type OrderSettings,
  type OrdersService,
} from './orders.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    orders: OrdersService;
  }
}

/** Orders once placed: their states, the buyer's own orders, and the expiry of unpaid ones. */
export const ordersModule = fp(
  async (app: FastifyInstance, options: { db: Db; ports: OrderPorts; settings: OrderSettings }) => {
    const orders = createOrdersService({ ...options, queue: app.jobs, cart: app.cart, shop: app.shopNotice });
    app.decorate('orders', orders);
    app.jobs.register(EXPIRE_ORDER_JOB, (payload) => orders.expire((payload as { orderId: number }).orderId));
    await app.register(ordersRoutes, { prefix: '/api/v1', orders, authenticate: app.authenticate });
  },
  { name: 'orders', dependencies: ['jobs', 'auth', 'cart', 'notifications'] },
);
