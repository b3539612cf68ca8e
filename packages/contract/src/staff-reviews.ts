import { z } from 'zod';
import { pageOf, paginationQuery } from './common.js';
import { endpoints } from './endpoint.js';
import { requiredText } from './fields.js';
import { ReviewHoldReason, ReviewIdParam, ReviewPhoto, ReviewStatus } from './reviews.js';

export const StaffReviewsQuery = z.object({
  status: ReviewStatus.default('pending'),
  ...paginationQuery({ defaultPageSize: 20, maxPageSize: 100 }),
});

export const StaffReview = z
  .object({
    id: z.number().int(),
    product: z.object({ id: z.number().int(), title: z.string() }),
    author: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
    rating: z.number().int(),
    text: z.string(),
    photos: z.array(ReviewPhoto),
    status: ReviewStatus,
    /** What the automatic checks found: shown to the moderator as the reason the review was held. */
    hold_reasons: z.array(ReviewHoldReason),
    rejection_reason: z.string().nullable(),
    verified_purchase: z.boolean(),
    updated_at: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'StaffReview' });
export type StaffReview = z.infer<typeof StaffReview>;

export const StaffReviewList = pageOf(StaffReview).meta({ id: 'StaffReviewList' });
export type StaffReviewList = z.infer<typeof StaffReviewList>;

export const RejectReviewBody = z.strictObject({ reason: requiredText(500, { multiline: true }) });
export type RejectReviewBody = z.input<typeof RejectReviewBody>;

/** Moderation of shoppers' reviews (permission `reviews.moderate`); each decision is audited. */
export const staffReviewEndpoints = endpoints({
  'GET /staff/reviews': {
    summary: 'Reviews in one state, oldest waiting first (held ones show why)',
    query: StaffReviewsQuery,
    response: StaffReviewList,
    errors: [400, 401, 403],
  },
  'POST /staff/reviews/:review_id/approve': {
    summary: "Publish a review; the product's rating summary changes in the same transaction",
    params: ReviewIdParam,
    response: StaffReview,
    errors: [400, 401, 403, 404],
  },
  'POST /staff/reviews/:review_id/reject': {
    summary: 'Reject a review with a reason the author sees',
    params: ReviewIdParam,
    body: RejectReviewBody,
    response: StaffReview,
    errors: [400, 401, 403, 404],
  },
});
