import { photoOf } from '@aruu/contract/photo-variants';
import type { MyReview, RatingSummary } from '@aruu/contract/reviews';
import type { DbOrTx } from '../../db/client.js';
import { ratingOf } from '../../lib/rating.js';
import * as repo from './reviews.repository.js';

type PhotoRow = Awaited<ReturnType<typeof repo.photosOf>>[number];

/** The reviews' photos as pages show them, by review id. */
export async function photosByReview(db: DbOrTx, reviewIds: number[]) {
  const byReview = new Map<number, ReturnType<typeof toPhoto>[]>();
  for (const row of await repo.photosOf(db, reviewIds)) {
    byReview.set(row.reviewId, [...(byReview.get(row.reviewId) ?? []), toPhoto(row)]);
  }
  return byReview;
}

// The page writes the alt text in its own language ("the author's photo").
const toPhoto = (row: PhotoRow) => ({ id: row.id, ...photoOf(row.image, '') });

export function toSummary(row: { reviewCount: number; ratingSum: number; distribution: number[] }): RatingSummary {
  return {
    average: ratingOf(row.ratingSum, row.reviewCount)?.average ?? null,
    count: row.reviewCount,
    distribution: row.distribution,
  };
}

/** The author's own view of their review. */
export async function toMyReview(db: DbOrTx, row: repo.ReviewRow, author: string): Promise<MyReview> {
  const photos = (await photosByReview(db, [row.id])).get(row.id) ?? [];
  return {
    id: row.id,
    product_id: row.productId,
    rating: row.rating,
    text: row.text,
    author,
    verified_purchase: row.verifiedPurchase,
    helpful_count: row.helpfulCount,
    photos,
    status: row.status,
    rejection_reason: row.rejectionReason,
    published_at: row.publishedAt?.toISOString() ?? null,
    updated_at: row.updatedAt.toISOString(),
  };
}
