import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';

export const RECENT_SALES_JOB = 'catalog.recent-sales';
/** Sales older than this no longer count towards "bestseller" and the popular sort. */
export const RECENT_SALES_DAYS = 30;
/**
 * The share of published products, by units sold in the last 30 days, labelled bestsellers: a
 * rank, not a fixed number of sales, so the label stays rare whatever the shop's size and season.
 */
export const BESTSELLER_SHARE = 0.02;

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
  await rebuildBestsellerThreshold(db);
  return result.rows.length;
}

/**
 * Stores the fewest sales among the best-selling share of published products, and never below one
 * sale: what a card needs to be labelled a bestseller (table `bestseller_threshold`). Rewritten
 * whenever `sales_count` is, so no request ranks the catalogue to label its cards. Products
 * published or unpublished in between shift the cut by a fraction of a rank until the next run.
 */
export async function rebuildBestsellerThreshold(db: DbOrTx): Promise<void> {
  await db.execute(sql`
    insert into bestseller_threshold (id, sales, computed_at)
    select 1, greatest(1, coalesce((
      select sales_count from products where published order by sales_count desc
      limit 1 offset greatest(0, floor((select count(*) from products where published) * ${BESTSELLER_SHARE}::float8)::int - 1)
    ), 1)), now()
    on conflict (id) do update set sales = excluded.sales, computed_at = excluded.computed_at
  `);
}

/** Daily, and at every start of the worker (a restart after a day off must not show stale ranks). */
export function rebuildRecentSalesJob(db: DbOrTx) {
  return async () => {
    await rebuildRecentSales(db);
  };
}
