import { reviewEndpoints } from '@aruu/contract/reviews';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoints } from '../../http/endpoints.js';
import { type Authenticate, currentUser, type Identify } from '../auth/authenticate.js';
import { acceptPhotoUploads, readPhotoUpload } from '../photos/photo-upload.js';
import type { ReviewsService } from './reviews.service.js';

export const reviewsRoutes: FastifyPluginAsync<{
  reviews: ReviewsService;
  authenticate: Authenticate;
  identify: Identify;
}> = async (app, { reviews, authenticate, identify }) => {
  await acceptPhotoUploads(app);
  const userId = (request: Parameters<typeof currentUser>[0]) => currentUser(request).userId;
  registerEndpoints(app, 'reviews', reviewEndpoints, {
    'GET /products/:id/reviews': async (request) =>
      reviews.productReviews(request.params.id, request.query, (await identify(request))?.userId),
    'GET /products/:id/reviews/mine': {
      onRequest: authenticate,
      handler: async (request) => ({ review: await reviews.mine(userId(request), request.params.id) }),
    },
    'POST /products/:id/reviews': {
      onRequest: authenticate,
      handler: (request) => reviews.create(userId(request), request.params.id, request.body),
    },
    'PATCH /reviews/:review_id': {
      onRequest: authenticate,
      handler: (request) => reviews.edit(userId(request), request.params.review_id, request.body),
    },
    'POST /reviews/:review_id/photos': {
      onRequest: authenticate,
      handler: async (request) => {
        const { bytes } = await readPhotoUpload(request);
        return reviews.addPhoto(userId(request), request.params.review_id, bytes);
      },
    },
    'POST /reviews/:review_id/helpful': {
      onRequest: authenticate,
      handler: (request) => reviews.markHelpful(userId(request), request.params.review_id, request.body.helpful),
    },
  });
};
