import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client.js';
import { staffPromotionsRoutes } from './staff-promotions.routes.js';
import { createStaffPromotionsService } from './staff-promotions.service.js';

/** Promo codes as staff create and edit them. */
export const staffPromotionsModule = fp(
  async (app: FastifyInstance, { db }: { db: Db }) => {
    await app.register(staffPromotionsRoutes, {
      prefix: '/api/v1',
      promoCodes: createStaffPromotionsService({ db, promotions: app.promotions }),
      authenticate: app.authenticate,
    });
  },
  { name: 'staff-promotions', dependencies: ['auth', 'promotions'] },
);
