import { index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { products } from './catalog.js';
import { users } from './users.js';

/** The products a signed-in shopper opened last: one row per product, the newest view's time. */
export const recentlyViewed = pgTable(
  'recently_viewed',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId] }),
    index('recently_viewed_user_time_idx').on(t.userId, t.viewedAt.desc()),
  ],
);
