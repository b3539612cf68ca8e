import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import type { JobQueue } from '../jobs/job-queue.js';

export const RECENT_SALES_JOB = 'catalog.recent-sales';
/** Sales older than this no longer count towards "bestseller" and the popular sort. */
export const RECENT_SALES_DAYS = 30;

/**
 * Rewrites `products.sales_count` as the units sold over the last 30 days, so the listing reads
 * one column (and its index) instead of aggregating orders per request. A unit is sold when its
 * order was paid inside the window (`paid_at`: a card payment that succeeded, or cash / a bank
 * transfer staff confirmed) — an unpaid order is only a reservation. Orders cancelled after
 * payment (refunded in full) and ended in `error` do not count, and units the buyer brought back
 * (`order_return_items`, either reason) are taken off: they did not stay sold. A money-only
 * refund (a goodwill discount) leaves the units sold. Only rows whose figure changed are
 * written, so a second run is a no-op. Returns how many products changed.
 */
export async function rebuildRecentSales(db: DbOrTx): Promise<number> {
  const result = (await db.execute(sql`
    with returned as (
      select order_item_id, sum(quantity) as units from order_return_items group by order_item_id
    ), sold as (
      select oi.product_id, greatest(0, sum(oi.quantity - coalesce(r.units, 0)))::int as units
      from order_items oi
      join orders o on o.id = oi.order_id
      left join returned r on r.order_item_id = oi.id
      where o.paid_at >= now() - make_interval(days => ${RECENT_SALES_DAYS})
        and o.status not in ('cancelled', 'error')
      group by oi.product_id
    )
    update products p set sales_count = coalesce(s.units, 0)
    from products q left join sold s on s.product_id = q.id
    where p.id = q.id and p.sales_count <> coalesce(s.units, 0)
    returning p.id
  `)) as unknown as { rows: unknown[] };
  return result.rows.length;
}

/** Daily, and at every start of the worker (a restart after a day off must not show stale ranks). */
export function registerRecentSalesJob(queue: JobQueue, db: DbOrTx) {
  queue.registerDaily(RECENT_SALES_JOB, async () => {
    await rebuildRecentSales(db);
  });
}
