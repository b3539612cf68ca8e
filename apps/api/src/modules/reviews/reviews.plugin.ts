import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client.js';
import type { PhotoStore } from '../photos/photo-store.js';
import { reviewsRoutes } from './reviews.routes.js';
import { createReviewsService, type ReviewsService } from './reviews.service.js';
import { staffReviewsRoutes } from './staff-reviews.routes.js';
import { createStaffReviewsService } from './staff-reviews.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    reviews: ReviewsService;
  }
}

/** Shoppers' reviews with photos, and their moderation by staff. */
export const reviewsModule = fp(
  async (app: FastifyInstance, { db, photos }: { db: Db; photos: PhotoStore }) => {
    const reviews = createReviewsService({ db, photos });
    app.decorate('reviews', reviews);
    await app.register(reviewsRoutes, {
      prefix: '/api/v1',
      reviews,
      authenticate: app.authenticate,
      identify: app.identify,
      limiter: app.limiter,
    });
    await app.register(staffReviewsRoutes, {
      prefix: '/api/v1',
      moderation: createStaffReviewsService({ db }),
      authenticate: app.authenticate,
    });
  },
  { name: 'reviews', dependencies: ['auth', 'rate-limit'] },
);
