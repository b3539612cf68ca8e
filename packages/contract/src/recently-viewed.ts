import { z } from 'zod';
import { oneOrManyIds, ProductCard } from './catalog.js';
import { LangQuery } from './common.js';
import { endpoints } from './endpoint.js';
import { Id } from './fields.js';
import { RECENTLY_VIEWED_LIMIT } from './recently-viewed-limit.js';

export const RecentlyViewedList = z.object({ items: z.array(ProductCard) }).meta({ id: 'RecentlyViewedList' });
export type RecentlyViewedList = z.infer<typeof RecentlyViewedList>;

/** Views to record, the newest first: one product page, or a guest's list merged on sign-in. */
export const RecentlyViewedBody = z.strictObject({
  product_ids: z.array(Id).min(1).max(RECENTLY_VIEWED_LIMIT),
});
export type RecentlyViewedBody = z.infer<typeof RecentlyViewedBody>;

export const GuestRecentlyViewedQuery = LangQuery.extend({ ids: oneOrManyIds });

export const recentlyViewedEndpoints = endpoints({
  'GET /products/recently_viewed/list': {
    summary: 'The products I viewed last, the newest first',
    query: LangQuery,
    response: RecentlyViewedList,
    errors: [401],
  },
  'POST /products/recently_viewed/add': {
    summary: 'Record views (newest first); products that are gone are skipped. Answers the new list',
    query: LangQuery,
    body: RecentlyViewedBody,
    response: RecentlyViewedList,
    errors: [400, 401],
  },
  'GET /products/recently_viewed/cards': {
    summary: "A guest's recently viewed products (kept on the device), in the given order",
    query: GuestRecentlyViewedQuery,
    response: RecentlyViewedList,
    errors: [400],
  },
});
