import { MAX_REVIEW_PHOTOS } from '@aruu/contract/review-limits';
import type { MyReview, NewReviewBody, ProductReviews, ReviewChanges, ReviewSort } from '@aruu/contract/reviews';
import type { Db, Tx } from '../../db/client.js';
import { AppError, notFound } from '../../http/app-error.js';
import { type PhotoStore, photoAlreadyAdded } from '../photos/photo-store.js';
import { holdReasonsOf } from './review-checks.js';
import { photosByReview, toMyReview, toSummary } from './review-view.js';
import * as repo from './reviews.repository.js';

export type ReviewsService = ReturnType<typeof createReviewsService>;

const reviewNotFound = () => notFound('Review');

/**
 * Shoppers' reviews: every new text and every edit waits for moderation (staff-reviews.service),
 * so an edit of a published review takes it off the page and out of the rating summary at once.
 */
export function createReviewsService(deps: { db: Db; photos: PhotoStore }) {
  const { db, photos } = deps;

  async function productReviews(
    productId: number,
    query: { sort: ReviewSort; page: number; page_size: number },
    viewerId?: number,
  ): Promise<ProductReviews> {
    const summary = await repo.findRatingSummary(db, productId);
    if (!summary) throw notFound('Product');
    const rows = await repo.listPublished(db, {
      productId,
      sort: query.sort,
      limit: query.page_size,
      offset: (query.page - 1) * query.page_size,
      viewerId,
    });
    const photosOf = await photosByReview(
      db,
      rows.map((row) => row.id),
    );
    return {
      summary: toSummary(summary),
      items: rows.map((row) => ({
        id: row.id,
        rating: row.rating,
        text: row.text,
        author: row.author,
        verified_purchase: row.verifiedPurchase,
        helpful_count: row.helpfulCount,
        ...(viewerId === undefined ? {} : { voted_helpful: row.votedHelpful === true }),
        photos: photosOf.get(row.id) ?? [],
        published_at: (row.publishedAt ?? new Date(0)).toISOString(),
      })),
      page: query.page,
      page_size: query.page_size,
      total: summary.reviewCount,
    };
  }

  async function present(row: repo.ReviewRow): Promise<MyReview> {
    return toMyReview(db, row, await repo.authorOf(db, row.userId));
  }

  async function mine(userId: number, productId: number): Promise<MyReview | null> {
    const row = await repo.findUsersReview(db, userId, productId);
    return row ? present(row) : null;
  }

  async function create(userId: number, productId: number, body: NewReviewBody): Promise<MyReview> {
    if (!(await repo.isProductPublished(db, productId))) throw notFound('Product');
    const row = await db.transaction(async (tx) =>
      repo.insertReview(tx, {
        productId,
        userId,
        rating: body.rating,
        text: body.text,
        holdReasons: holdReasonsOf(body.text),
        verifiedPurchase: await repo.hasBought(tx, userId, productId),
      }),
    );
    if (!row) throw new AppError('conflict', 'review_exists', 'You have reviewed this product already');
    return present(row);
  }

  /** Back to moderation after any change; a published review leaves the rating summary now. */
  async function resubmit(tx: Tx, before: repo.ReviewRow, changes: { rating?: number; text?: string }) {
    const text = changes.text ?? before.text;
    const row = await repo.updateReview(tx, before.id, {
      ...changes,
      status: 'pending',
      holdReasons: holdReasonsOf(text),
      rejectionReason: null,
      publishedAt: null,
      verifiedPurchase: await repo.hasBought(tx, before.userId, before.productId),
    });
    if (before.status === 'published') await repo.refreshRatingSummary(tx, before.productId);
    return row;
  }

  async function edit(userId: number, reviewId: number, body: ReviewChanges): Promise<MyReview> {
    const row = await db.transaction(async (tx) => {
      const before = await repo.lockUsersReview(tx, userId, reviewId);
      if (!before) throw reviewNotFound();
      if (body.photo_ids) await repo.deletePhotosExcept(tx, reviewId, body.photo_ids);
      return resubmit(tx, before, { rating: body.rating, text: body.text });
    });
    return present(row);
  }

  async function addPhoto(userId: number, reviewId: number, bytes: Buffer): Promise<MyReview> {
    // Checked before the slow part too, so a stranger's upload is never processed.
    const own = await repo.findReview(db, reviewId);
    if (own?.userId !== userId) throw reviewNotFound();
    // The same picture twice is refused (not a second copy, and the review is not sent back to
    // moderation for nothing): checked before the slow part, and again under the review's lock.
    if (await repo.hasPhotoOf(db, reviewId, photos.hashOf(bytes))) throw photoAlreadyAdded();
    const image = await photos.store(bytes);
    const row = await db.transaction(async (tx) => {
      const before = await repo.lockUsersReview(tx, userId, reviewId);
      if (!before) throw reviewNotFound();
      if (await repo.hasPhotoOf(tx, reviewId, image.hash)) throw photoAlreadyAdded();
      if ((await repo.countPhotos(tx, reviewId)) >= MAX_REVIEW_PHOTOS) {
        throw new AppError('conflict', 'review_photo_limit', `A review has at most ${MAX_REVIEW_PHOTOS} photos`);
      }
      await repo.insertPhoto(tx, reviewId, image.hash);
      return resubmit(tx, before, {});
    });
    return present(row);
  }

  async function markHelpful(userId: number, reviewId: number, helpful: boolean) {
    return db.transaction(async (tx) => {
      const review = await repo.lockReview(tx, reviewId);
      if (review?.status !== 'published') throw reviewNotFound();
      if (review.userId === userId) throw new AppError('conflict', 'own_review', 'You cannot vote for your own review');
      return { helpful_count: await repo.vote(tx, reviewId, userId, helpful), voted_helpful: helpful };
    });
  }

  return { productReviews, mine, create, edit, addPhoto, markHelpful };
}
