import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { images, products } from './catalog.js';
import { users } from './users.js';

export const reviewStatuses = ['pending', 'published', 'rejected'] as const;
/** Why a review was held for moderation automatically (shown to staff). */
export const reviewHoldReasons = ['profanity', 'link', 'phone', 'marketplace'] as const;

/**
 * A shopper's rating and review of a product: one per shopper and product. Every new text or
 * edit waits for moderation (`pending`); only `published` reviews reach pages and the product's
 * rating summary (`products.review_count`, `rating_sum`, `rating_distribution`).
 */
export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    text: text('text').notNull(),
    status: text('status', { enum: reviewStatuses }).notNull().default('pending'),
    /** Found by the automatic checks when the text was last written; empty when none. */
    holdReasons: text('hold_reasons', { enum: reviewHoldReasons }).array().notNull().default(sql`'{}'`),
    /** The moderator's reason, shown to the author; null unless rejected. */
    rejectionReason: text('rejection_reason'),
    /** The author had a paid or delivered order with this product when the text was last written. */
    verifiedPurchase: boolean('verified_purchase').notNull().default(false),
    /** Maintained with the votes (reviews.repository's `vote`), for the "most helpful" sort. */
    helpfulCount: integer('helpful_count').notNull().default(0),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reviews_product_user_idx').on(t.productId, t.userId),
    index('reviews_product_published_idx')
      .on(t.productId, t.publishedAt.desc().nullsFirst())
      .where(sql`${t.status} = 'published'`),
    index('reviews_status_idx').on(t.status, t.updatedAt),
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
  ],
);

/** Up to three photos of a review, in the order the author added them. */
export const reviewPhotos = pgTable(
  'review_photos',
  {
    id: serial('id').primaryKey(),
    reviewId: integer('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    imageHash: text('image_hash')
      .notNull()
      .references(() => images.hash),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('review_photos_review_idx').on(t.reviewId, t.id)],
);

/** "This review helped me": one vote per shopper and review. */
export const reviewVotes = pgTable(
  'review_votes',
  {
    reviewId: integer('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.userId] })],
);
