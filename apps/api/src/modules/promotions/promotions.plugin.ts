import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createPromotionsService, type PromotionsService } from './promotions.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    promotions: PromotionsService;
  }
}

/** Promo codes as checkout applies them and an order's cancellation gives them back. */
export const promotionsModule = fp(
  async (app: FastifyInstance) => {
    app.decorate('promotions', createPromotionsService());
  },
  { name: 'promotions' },
);
