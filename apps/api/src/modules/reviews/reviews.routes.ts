import { reviewEndpoints } from '@aruu/contract/reviews';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoints } from '../../http/endpoints.js';
import { type Authenticate, currentUser, type Identify, signedInAccount } from '../auth/authenticate.js';
import { acceptPhotoUploads, readPhotoUpload } from '../photos/photo-upload.js';
import { clientIp, rateLimitHook } from '../rate-limit/rate-limit-hook.js';
import type { RateLimiter, RateLimitRule } from '../rate-limit/rate-limiter.js';
import * as rules from '../rate-limit/shop-rules.js';
import type { ReviewsService } from './reviews.service.js';

export const reviewsRoutes: FastifyPluginAsync<{
  reviews: ReviewsService;
  authenticate: Authenticate;
  identify: Identify;
  limiter: RateLimiter;
}> = async (app, { reviews, authenticate, identify, limiter }) => {
  await acceptPhotoUploads(app);
  const userId = (request: Parameters<typeof currentUser>[0]) => currentUser(request).userId;
  const limited = (perIp: RateLimitRule, perAccount: RateLimitRule) =>
    rateLimitHook(limiter, [
      { rule: perIp, subject: clientIp },
      { rule: perAccount, subject: signedInAccount },
    ]);
  const writes = limited(rules.reviewWritesPerIp, rules.reviewWritesPerAccount);
  registerEndpoints(app, 'reviews', reviewEndpoints, {
    'GET /products/:id/reviews': async (request) =>
      reviews.productReviews(request.params.id, request.query, (await identify(request))?.userId),
    'GET /products/:id/reviews/mine': {
      onRequest: authenticate,
      handler: async (request) => ({ review: await reviews.mine(userId(request), request.params.id) }),
    },
    'POST /products/:id/reviews': {
      onRequest: authenticate,
      preHandler: writes,
      handler: (request) => reviews.create(userId(request), request.params.id, request.body),
    },
    'PATCH /reviews/:review_id': {
      onRequest: authenticate,
      preHandler: writes,
      handler: (request) => reviews.edit(userId(request), request.params.review_id, request.body),
    },
    'POST /reviews/:review_id/photos': {
      onRequest: authenticate,
      preHandler: limited(rules.reviewPhotosPerIp, rules.reviewPhotosPerAccount),
      handler: async (request) => {
        const { bytes } = await readPhotoUpload(request);
        return reviews.addPhoto(userId(request), request.params.review_id, bytes);
      },
    },
    'POST /reviews/:review_id/helpful': {
      onRequest: authenticate,
      preHandler: limited(rules.helpfulMarksPerIp, rules.helpfulMarksPerAccount),
      handler: (request) => reviews.markHelpful(userId(request), request.params.review_id, request.body.helpful),
    },
  });
};
