import { staffReviewEndpoints } from '@aruu/contract/staff-reviews';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoints } from '../../http/endpoints.js';
import type { Authenticate } from '../auth/authenticate.js';
import { requirePermission, staffActor } from '../staff/staff-guard.js';
import type { StaffReviewsService } from './staff-reviews.service.js';

export const staffReviewsRoutes: FastifyPluginAsync<{
  moderation: StaffReviewsService;
  authenticate: Authenticate;
}> = async (app, { moderation, authenticate }) => {
  app.addHook('onRequest', authenticate);
  registerEndpoints(app, 'staff reviews', staffReviewEndpoints, {
    'GET /staff/reviews': {
      preHandler: requirePermission('reviews.moderate'),
      handler: (request) => moderation.list(request.query),
    },
    'POST /staff/reviews/:review_id/approve': {
      preHandler: requirePermission('reviews.moderate'),
      handler: (request) => moderation.approve(request.params.review_id, staffActor(request)),
    },
    'POST /staff/reviews/:review_id/reject': {
      preHandler: requirePermission('reviews.moderate'),
      handler: (request) => moderation.reject(request.params.review_id, request.body, staffActor(request)),
    },
  });
};
