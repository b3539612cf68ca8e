import { z } from 'zod';
import { IdParam, INT4_MAX, LangQuery, pageOf, paginationQuery, queryInt } from './common.js';
import { endpoints } from './endpoint.js';
import { Id, requiredText } from './fields.js';
import { Photo } from './photos.js';
import { MAX_REVIEW_PHOTOS } from './review-limits.js';

/** A product's published reviews summed up; `average` is null while it has none. */
export const RatingSummary = z
  .object({
    average: z.number().nullable(),
    count: z.number().int(),
    /** Published reviews per rating: index 0 counts 1★, index 4 counts 5★. */
    distribution: z.array(z.number().int()).length(5),
  })
  .meta({ id: 'RatingSummary' });
export type RatingSummary = z.infer<typeof RatingSummary>;

export const reviewSorts = ['newest', 'helpful'] as const;
export const ReviewSort = z.enum(reviewSorts);
export type ReviewSort = z.infer<typeof ReviewSort>;

export const reviewStatuses = ['pending', 'published', 'rejected'] as const;
export const ReviewStatus = z.enum(reviewStatuses);
export type ReviewStatus = z.infer<typeof ReviewStatus>;

/** What the automatic checks found in a text: the review waits for a moderator either way. */
export const reviewHoldReasons = ['profanity', 'link', 'phone', 'marketplace'] as const;
export const ReviewHoldReason = z.enum(reviewHoldReasons);
export type ReviewHoldReason = z.infer<typeof ReviewHoldReason>;

export const ReviewPhoto = Photo.extend({ id: z.number().int() }).meta({ id: 'ReviewPhoto' });

/** A published review as product pages show it. */
export const Review = z
  .object({
    id: z.number().int(),
    rating: z.number().int().min(1).max(5),
    text: z.string(),
    /** The author's first name and the initial of the last one ("Aigerim K."). */
    author: z.string(),
    verified_purchase: z.boolean(),
    helpful_count: z.number().int(),
    /** Present for a signed-in shopper: they marked this review helpful. */
    voted_helpful: z.boolean().optional(),
    photos: z.array(ReviewPhoto),
    published_at: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'Review' });
export type Review = z.infer<typeof Review>;

export const ProductReviewsQuery = LangQuery.extend({
  sort: ReviewSort.default('newest'),
  ...paginationQuery({ defaultPageSize: 10, maxPageSize: 50 }),
});

export const ProductReviews = pageOf(Review).extend({ summary: RatingSummary }).meta({ id: 'ProductReviews' });
export type ProductReviews = z.infer<typeof ProductReviews>;

/** The author's own review, whatever its state. */
export const MyReview = Review.omit({ voted_helpful: true, published_at: true })
  .extend({
    product_id: z.number().int(),
    status: ReviewStatus,
    /** The moderator's reason when rejected. */
    rejection_reason: z.string().nullable(),
    published_at: z.iso.datetime({ offset: true }).nullable(),
    updated_at: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'MyReview' });
export type MyReview = z.infer<typeof MyReview>;

export const MyReviewAnswer = z.object({ review: MyReview.nullable() }).meta({ id: 'MyReviewAnswer' });

const reviewText = requiredText(3000, { multiline: true }).min(10, 'review_too_short');

export const NewReviewBody = z.strictObject({
  rating: z.number().int().min(1, 'invalid_value').max(5, 'invalid_value'),
  text: reviewText,
});
export type NewReviewBody = z.input<typeof NewReviewBody>;

export const ReviewChanges = z.strictObject({
  rating: NewReviewBody.shape.rating.optional(),
  text: reviewText.optional(),
  /** The photos to keep (a subset of the review's); the others are removed. */
  photo_ids: z.array(Id).max(MAX_REVIEW_PHOTOS).optional(),
});
export type ReviewChanges = z.input<typeof ReviewChanges>;

export const HelpfulBody = z.strictObject({ helpful: z.boolean() });
export const HelpfulAnswer = z.object({ helpful_count: z.number().int(), voted_helpful: z.boolean() });

export const ReviewIdParam = z.object({ review_id: queryInt({ min: 1, max: INT4_MAX }) });

/**
 * Shoppers' reviews. Writing and editing need a session; a new text or an edit waits for
 * moderation (staff-reviews) before it is shown. Photos are uploaded one per request as
 * `multipart/form-data` (field `file`), like the back office's.
 */
export const reviewEndpoints = endpoints({
  'GET /products/:id/reviews': {
    summary: "A product's published reviews with its rating summary",
    params: IdParam,
    query: ProductReviewsQuery,
    response: ProductReviews,
    errors: [400, 404],
  },
  'GET /products/:id/reviews/mine': {
    summary: "The signed-in shopper's review of the product, in any state",
    params: IdParam,
    response: MyReviewAnswer,
    errors: [400, 401],
  },
  'POST /products/:id/reviews': {
    summary: 'Rate and review a product (one review per shopper and product)',
    params: IdParam,
    body: NewReviewBody,
    response: MyReview,
    status: 201,
    errors: [400, 401, 404, 409, 429],
  },
  'PATCH /reviews/:review_id': {
    summary: 'Edit your review; it waits for moderation again',
    params: ReviewIdParam,
    body: ReviewChanges,
    response: MyReview,
    errors: [400, 401, 404, 429],
  },
  'POST /reviews/:review_id/photos': {
    summary:
      'Add a photo to your review (multipart/form-data, field `file`; at most three; the same picture twice is refused, 409 photo_already_added)',
    params: ReviewIdParam,
    response: MyReview,
    status: 201,
    errors: [400, 401, 404, 409, 422, 429],
  },
  'POST /reviews/:review_id/helpful': {
    summary: 'Mark a published review helpful, or take the mark back (one vote per shopper)',
    params: ReviewIdParam,
    body: HelpfulBody,
    response: HelpfulAnswer,
    errors: [400, 401, 404, 409, 429],
  },
});
