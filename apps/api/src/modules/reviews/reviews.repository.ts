import type { ReviewSort, ReviewStatus } from '@aruu/contract/reviews';
import { and, asc, desc, eq, inArray, isNotNull, notInArray, or, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.js';
import { outer } from '../../db/outer-column.js';
import {
  images,
  orderItems,
  orders,
  products,
  reviewPhotos,
  reviews,
  reviewVotes,
  users,
} from '../../db/schema/index.js';

export type ReviewRow = typeof reviews.$inferSelect;

/** The product's rating summary, or undefined when shoppers cannot see the product. */
export async function findRatingSummary(db: DbOrTx, productId: number) {
  const [row] = await db
    .select({
      reviewCount: products.reviewCount,
      ratingSum: products.ratingSum,
      distribution: products.ratingDistribution,
    })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.published, true)));
  return row;
}

/** "Aigerim K.": the first name and the last name's initial, nothing that identifies more. */
const authorName = sql<string>`${users.firstName} || coalesce(' ' || nullif(left(${users.lastName}, 1), '') || '.', '')`;

const reviewOrder: Record<ReviewSort, ReturnType<typeof desc>[]> = {
  newest: [desc(reviews.publishedAt), desc(reviews.id)],
  helpful: [desc(reviews.helpfulCount), desc(reviews.publishedAt), desc(reviews.id)],
};

export async function authorOf(db: DbOrTx, userId: number): Promise<string> {
  const [row] = await db.select({ author: authorName }).from(users).where(eq(users.id, userId));
  return row?.author ?? '';
}

export function listPublished(
  db: DbOrTx,
  query: { productId: number; sort: ReviewSort; limit: number; offset: number; viewerId?: number },
) {
  return db
    .select({
      id: reviews.id,
      rating: reviews.rating,
      text: reviews.text,
      author: authorName,
      verifiedPurchase: reviews.verifiedPurchase,
      helpfulCount: reviews.helpfulCount,
      publishedAt: reviews.publishedAt,
      votedHelpful:
        query.viewerId === undefined
          ? sql<null>`null`
          : sql<boolean>`exists (select 1 from ${reviewVotes} where ${reviewVotes.reviewId} = ${outer(reviews.id)} and ${reviewVotes.userId} = ${query.viewerId})`,
    })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(and(eq(reviews.productId, query.productId), eq(reviews.status, 'published')))
    .orderBy(...reviewOrder[query.sort])
    .limit(query.limit)
    .offset(query.offset);
}

export async function photosOf(db: DbOrTx, reviewIds: number[]) {
  if (reviewIds.length === 0) return [];
  return db
    .select({
      id: reviewPhotos.id,
      reviewId: reviewPhotos.reviewId,
      image: {
        hash: images.hash,
        width: images.width,
        height: images.height,
        widths: images.widths,
        placeholder: images.placeholder,
      },
    })
    .from(reviewPhotos)
    .innerJoin(images, eq(images.hash, reviewPhotos.imageHash))
    .where(inArray(reviewPhotos.reviewId, reviewIds))
    .orderBy(asc(reviewPhotos.id));
}

export async function isProductPublished(db: DbOrTx, productId: number): Promise<boolean> {
  return (await findRatingSummary(db, productId)) !== undefined;
}

/** A paid (or delivered, for cash) order of the shopper holds the product. */
export async function hasBought(db: DbOrTx, userId: number, productId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(
      and(
        eq(orders.userId, userId),
        eq(orderItems.productId, productId),
        or(isNotNull(orders.paidAt), eq(orders.status, 'delivered')),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The new review, or undefined when the shopper has one for this product already. */
export async function insertReview(tx: Tx, row: typeof reviews.$inferInsert): Promise<ReviewRow | undefined> {
  const [inserted] = await tx.insert(reviews).values(row).onConflictDoNothing().returning();
  return inserted;
}

export async function findReview(db: DbOrTx, reviewId: number): Promise<ReviewRow | undefined> {
  const [row] = await db.select().from(reviews).where(eq(reviews.id, reviewId));
  return row;
}

export async function findUsersReview(db: DbOrTx, userId: number, productId: number): Promise<ReviewRow | undefined> {
  const [row] = await db
    .select()
    .from(reviews)
    .where(and(eq(reviews.userId, userId), eq(reviews.productId, productId)));
  return row;
}

/** Locks the review when it is the user's: its photos and edits change one at a time. */
export async function lockUsersReview(tx: Tx, userId: number, reviewId: number): Promise<ReviewRow | undefined> {
  const [row] = await tx
    .select()
    .from(reviews)
    .where(and(eq(reviews.id, reviewId), eq(reviews.userId, userId)))
    .for('update');
  return row;
}

export async function lockReview(tx: Tx, reviewId: number): Promise<ReviewRow | undefined> {
  const [row] = await tx.select().from(reviews).where(eq(reviews.id, reviewId)).for('update');
  return row;
}

export async function updateReview(
  tx: Tx,
  reviewId: number,
  changes: Partial<Omit<typeof reviews.$inferInsert, 'id' | 'productId' | 'userId'>>,
): Promise<ReviewRow> {
  const [row] = await tx
    .update(reviews)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(reviews.id, reviewId))
    .returning();
  return row!;
}

export async function countPhotos(tx: Tx, reviewId: number): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(reviewPhotos)
    .where(eq(reviewPhotos.reviewId, reviewId));
  return row?.n ?? 0;
}

/** Whether the review already shows this image (by content hash). */
export async function hasPhotoOf(db: DbOrTx, reviewId: number, imageHash: string): Promise<boolean> {
  const rows = await db
    .select({ id: reviewPhotos.id })
    .from(reviewPhotos)
    .where(and(eq(reviewPhotos.reviewId, reviewId), eq(reviewPhotos.imageHash, imageHash)))
    .limit(1);
  return rows.length > 0;
}

export async function insertPhoto(tx: Tx, reviewId: number, imageHash: string): Promise<void> {
  await tx.insert(reviewPhotos).values({ reviewId, imageHash });
}

export async function deletePhotosExcept(tx: Tx, reviewId: number, keepIds: number[]): Promise<void> {
  await tx
    .delete(reviewPhotos)
    .where(
      and(eq(reviewPhotos.reviewId, reviewId), keepIds.length > 0 ? notInArray(reviewPhotos.id, keepIds) : undefined),
    );
}

/**
 * Writes the product's rating summary from its published reviews: called in the transaction
 * that publishes, withdraws or changes a published review, so the summary is never stale.
 */
export async function refreshRatingSummary(tx: Tx, productId: number): Promise<void> {
  const published = sql`from ${reviews} where ${reviews.productId} = ${productId} and ${reviews.status} = 'published'`;
  await tx
    .update(products)
    .set({
      reviewCount: sql`(select count(*)::int ${published})`,
      ratingSum: sql`(select coalesce(sum(${reviews.rating}), 0)::int ${published})`,
      ratingDistribution: sql`(select array[
        count(*) filter (where ${reviews.rating} = 1), count(*) filter (where ${reviews.rating} = 2),
        count(*) filter (where ${reviews.rating} = 3), count(*) filter (where ${reviews.rating} = 4),
        count(*) filter (where ${reviews.rating} = 5)]::int[] ${published})`,
    })
    .where(eq(products.id, productId));
}

/** Sets or takes back the user's vote and answers the review's new count of votes. */
export async function vote(tx: Tx, reviewId: number, userId: number, helpful: boolean): Promise<number> {
  if (helpful) await tx.insert(reviewVotes).values({ reviewId, userId }).onConflictDoNothing();
  else await tx.delete(reviewVotes).where(and(eq(reviewVotes.reviewId, reviewId), eq(reviewVotes.userId, userId)));
  const [row] = await tx
    .update(reviews)
    .set({ helpfulCount: sql`(select count(*)::int from ${reviewVotes} where ${reviewVotes.reviewId} = ${reviewId})` })
    .where(eq(reviews.id, reviewId))
    .returning({ helpfulCount: reviews.helpfulCount });
  return row!.helpfulCount;
}

/** A review with what a moderator needs next to it: the product and who wrote it. */
function staffQuery(db: DbOrTx) {
  return db
    .select({
      review: reviews,
      productTitle: products.titleRu,
      authorName: sql<string>`trim(${users.firstName} || ' ' || coalesce(${users.lastName}, ''))`,
      authorEmail: users.email,
    })
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .innerJoin(users, eq(users.id, reviews.userId));
}
export type StaffReviewRow = NonNullable<Awaited<ReturnType<typeof findForStaff>>>;

export function listForStaff(db: DbOrTx, query: { status: ReviewStatus; limit: number; offset: number }) {
  // Waiting reviews oldest first (a queue); decided ones newest first (a history).
  const order =
    query.status === 'pending'
      ? [asc(reviews.updatedAt), asc(reviews.id)]
      : [desc(reviews.updatedAt), desc(reviews.id)];
  return staffQuery(db)
    .where(eq(reviews.status, query.status))
    .orderBy(...order)
    .limit(query.limit)
    .offset(query.offset);
}

export async function countForStaff(db: DbOrTx, status: ReviewStatus): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(reviews).where(eq(reviews.status, status));
  return row?.n ?? 0;
}

export async function findForStaff(db: DbOrTx, reviewId: number) {
  const [row] = await staffQuery(db).where(eq(reviews.id, reviewId));
  return row;
}
