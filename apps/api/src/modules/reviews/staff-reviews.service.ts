import type { ReviewStatus } from '@aruu/contract/reviews';
import type { RejectReviewBody, StaffReview, StaffReviewList } from '@aruu/contract/staff-reviews';
import type { Db, Tx } from '../../db/client.js';
import { notFound } from '../../http/app-error.js';
import { recordAudit } from '../audit/audit.js';
import { photosByReview } from './review-view.js';
import * as repo from './reviews.repository.js';

type Actor = { actorId: number; requestId?: string };

export type StaffReviewsService = ReturnType<typeof createStaffReviewsService>;

/**
 * Moderation: a decision, the product's rating summary and the audit entry commit together, so
 * the summary always counts exactly the published reviews.
 */
export function createStaffReviewsService(deps: { db: Db }) {
  const { db } = deps;

  async function present(rows: repo.StaffReviewRow[]): Promise<StaffReview[]> {
    const photos = await photosByReview(
      db,
      rows.map((row) => row.review.id),
    );
    return rows.map(({ review, productTitle, authorName, authorEmail }) => ({
      id: review.id,
      product: { id: review.productId, title: productTitle },
      author: { id: review.userId, name: authorName, email: authorEmail },
      rating: review.rating,
      text: review.text,
      photos: photos.get(review.id) ?? [],
      status: review.status,
      hold_reasons: review.holdReasons,
      rejection_reason: review.rejectionReason,
      verified_purchase: review.verifiedPurchase,
      updated_at: review.updatedAt.toISOString(),
    }));
  }

  async function list(query: { status: ReviewStatus; page: number; page_size: number }): Promise<StaffReviewList> {
    const [rows, total] = await Promise.all([
      repo.listForStaff(db, {
        status: query.status,
        limit: query.page_size,
        offset: (query.page - 1) * query.page_size,
      }),
      repo.countForStaff(db, query.status),
    ]);
    return { items: await present(rows), page: query.page, page_size: query.page_size, total };
  }

  async function decide(
    reviewId: number,
    actor: Actor,
    decision: (tx: Tx) => Promise<repo.ReviewRow>,
    action: string,
  ): Promise<StaffReview> {
    await db.transaction(async (tx) => {
      const before = await repo.lockReview(tx, reviewId);
      if (!before) throw notFound('Review');
      const after = await decision(tx);
      await repo.refreshRatingSummary(tx, after.productId);
      await recordAudit(tx, {
        ...actor,
        action,
        objectType: 'review',
        objectId: reviewId,
        before: { status: before.status, rejection_reason: before.rejectionReason },
        after: { status: after.status, rejection_reason: after.rejectionReason },
      });
    });
    const row = await repo.findForStaff(db, reviewId);
    if (!row) throw notFound('Review');
    return (await present([row]))[0]!;
  }

  const approve = (reviewId: number, actor: Actor) =>
    decide(
      reviewId,
      actor,
      (tx) => repo.updateReview(tx, reviewId, { status: 'published', rejectionReason: null, publishedAt: new Date() }),
      'review.approved',
    );

  const reject = (reviewId: number, body: RejectReviewBody, actor: Actor) =>
    decide(
      reviewId,
      actor,
      (tx) => repo.updateReview(tx, reviewId, { status: 'rejected', rejectionReason: body.reason, publishedAt: null }),
      'review.rejected',
    );

  return { list, approve, reject };
}
