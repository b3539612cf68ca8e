import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client.js';
import { createResponseCache, type KeepAnswers } from '../../http/response-cache.js';
import { availabilityRoutes } from './availability.routes.js';
import { createAvailabilityService } from './availability.service.js';

export interface AvailabilityModuleOptions {
  db: Db;
  /**
   * How a product's answer is kept: by the catalogue's exact reuse, since every table it reads
   * (products, variations, locations, location_stock) moves the catalogue's version (migration 0056).
   */
  keep: KeepAnswers;
}

/** Stock per shop as shoppers see it: the product page's shops and the checkout's pickup list. */
export const availabilityModule = fp(
  async (app: FastifyInstance, { db, keep }: AvailabilityModuleOptions) => {
    const availability = createAvailabilityService({
      db,
      cart: app.cart,
      orders: app.orders,
      inventory: app.inventory,
    });
    // Not personal: the same answer for everyone.
    const sendCached = createResponseCache({ keep, personalize: async () => undefined });
    await app.register(availabilityRoutes, {
      prefix: '/api/v1',
      availability,
      authenticate: app.authenticate,
      sendCached,
    });
  },
  { name: 'availability', dependencies: ['auth', 'cart', 'inventory', 'orders'] },
);
