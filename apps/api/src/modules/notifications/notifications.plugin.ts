import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ShopNotice } from '../orders/orders.service.js';
import {
  createShopNotifications,
  type ShopNotificationsOptions,
  sendTelegramJob,
  TELEGRAM_SEND_JOB,
} from './shop-notifications.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Tells the shop of an order to assemble (the orders module's `ShopNotice` port). */
    shopNotice: ShopNotice;
  }
}

export const notificationsModule = fp(
  async (app: FastifyInstance, options: Omit<ShopNotificationsOptions, 'queue'>) => {
    if (options.telegram) app.jobs.register(TELEGRAM_SEND_JOB, sendTelegramJob(options.telegram));
    app.decorate('shopNotice', createShopNotifications({ ...options, queue: app.jobs }));
  },
  { name: 'notifications', dependencies: ['jobs'] },
);
