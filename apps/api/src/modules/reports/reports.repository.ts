import type { Language } from '@aruu/contract/common';
import type { ReportGrouping, SalesMetric } from '@aruu/contract/staff-reports';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';

export async function rowsOf<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

export interface Period {
  /** First and last day, inclusive (YYYY-MM-DD, the shop's calendar). */
  from: string;
  to: string;
}

/** A group's sums as the database answers them (money in tyiyn, rounded once, at the end). */
export type SalesSums = Record<Exclude<SalesMetric, 'net_revenue' | 'margin'>, number>;

export interface SalesGroupRow {
  key: string | null;
  label: string | null;
  sku: string | null;
  /** Null when the group has nothing in that period. */
  current: SalesSums | null;
  previous: SalesSums | null;
}

/**
 * Every money movement of the two periods at line level, each on its own day:
 * - sales: the lines of paid orders, on the day the order was placed, with the order's promo and
 *   points discounts shared over its lines by their value;
 * - a paid order cancelled: its lines' value less their discounts given back, their units back on
 *   the shelf (their cost out), on the day of the cancellation;
 * - returns: each return's amount shared over its lines by value, on the return's day; the cost of
 *   units put back on the shelf out;
 * - manual refunds (not a cancellation's, a return's nor an order change's, whose lines already
 *   say it), shared over the order's lines, on the refund's day.
 */
function events(lo: SQL, hi: SQL): SQL {
  // Money as float8: whole tyiyn stay exact far beyond any shop's turnover (2^53), shares are
  // rounded once per group, and it sums several times faster than numeric.
  const value = sql`(i.unit_price * i.quantity)::float8`;
  const share = sql`${value} / nullif(o.subtotal, 0)`;
  const zero = sql`0::float8`;
  return sql`
    select o.created_at as at, o.id as order_id, o.channel, o.payment_method, o.pickup_shop_id,
           i.product_id, i.variation_id, true as sale,
           i.quantity as units, ${value} as revenue,
           coalesce(o.discount * ${share}, 0) as promo, coalesce(o.points_discount * ${share}, 0) as points,
           ${zero} as refunds, ${zero} as returns, 0 as returned_units,
           coalesce(i.unit_cost * i.quantity, 0)::float8 as cost,
           case when i.unit_cost is null then ${value} else 0 end as unknown_cost
    from orders o join order_items i on i.order_id = o.id
    where o.created_at >= ${lo} and o.created_at < ${hi} and o.paid_at is not null
    union all
    select e.created_at, o.id, o.channel, o.payment_method, o.pickup_shop_id,
           i.product_id, i.variation_id, false,
           0, ${zero}, ${zero}, ${zero},
           ${value} - coalesce((o.discount + o.points_discount) * ${share}, 0), ${zero}, i.quantity,
           -coalesce(i.unit_cost * i.quantity, 0)::float8, ${zero}
    from order_events e join orders o on o.id = e.order_id join order_items i on i.order_id = o.id
    where e.status = 'cancelled' and e.created_at >= ${lo} and e.created_at < ${hi}
      and o.status = 'cancelled' and o.paid_at is not null
    union all
    select r.created_at, o.id, o.channel, o.payment_method, o.pickup_shop_id,
           i.product_id, i.variation_id, false,
           0, ${zero}, ${zero}, ${zero},
           ${zero}, coalesce(r.amount * (i.unit_price * ri.quantity)::float8
                / nullif(sum(i.unit_price * ri.quantity) over (partition by r.id), 0), 0),
           ri.quantity,
           case when r.restock then -coalesce(i.unit_cost * ri.quantity, 0) else 0 end::float8, ${zero}
    from order_returns r join orders o on o.id = r.order_id
      join order_return_items ri on ri.return_id = r.id join order_items i on i.id = ri.order_item_id
    where r.created_at >= ${lo} and r.created_at < ${hi}
    union all
    select f.created_at, o.id, o.channel, o.payment_method, o.pickup_shop_id,
           i.product_id, i.variation_id, false,
           0, ${zero}, ${zero}, ${zero},
           coalesce(f.amount * ${share}, 0), ${zero}, 0,
           ${zero}, ${zero}
    from refunds f join orders o on o.id = f.order_id join order_items i on i.order_id = o.id
    where f.reason = 'manual' and f.return_id is null and f.state <> 'failed'
      and f.created_at >= ${lo} and f.created_at < ${hi}`;
}

const zoneDay = (zone: string) => sql`(ev.at at time zone ${zone})::date`;

/**
 * A group's key per grouping, and what it joins to the events for it. An order's location is its
 * pickup shop, else where most of its units were held (stock_allocations); a cancelled courier
 * order released them, so it has none (null).
 */
function keyOf(grouping: ReportGrouping, zone: string): { key: SQL; join: SQL } {
  const plain = (key: SQL) => ({ key, join: sql`` });
  switch (grouping) {
    case 'day':
      return plain(sql`to_char(${zoneDay(zone)}, 'YYYY-MM-DD')`);
    case 'week':
      return plain(sql`to_char(date_trunc('week', ${zoneDay(zone)}), 'YYYY-MM-DD')`);
    case 'month':
      return plain(sql`to_char(date_trunc('month', ${zoneDay(zone)}), 'YYYY-MM-DD')`);
    case 'product':
      return plain(sql`ev.product_id::text`);
    case 'variation':
      return plain(sql`ev.variation_id::text`);
    case 'brand':
      return { key: sql`p.brand_id::text`, join: sql`join products p on p.id = ev.product_id` };
    case 'category':
      return { key: sql`p.category_id::text`, join: sql`join products p on p.id = ev.product_id` };
    case 'channel':
      return plain(sql`ev.channel`);
    case 'payment_method':
      return plain(sql`ev.payment_method`);
    case 'customer_type':
      return {
        key: sql`case when b.order_id is null then 'individual' else 'legal_entity' end`,
        join: sql`left join bank_transfer_invoices b on b.order_id = ev.order_id`,
      };
    case 'location':
      return plain(sql`coalesce(
        (select l.id from locations l where l.code = ev.pickup_shop_id),
        (select a.location_id from stock_allocations a where a.order_id = ev.order_id
         group by a.location_id order by sum(a.quantity) desc, a.location_id limit 1))::text`);
  }
}

/** The group's name in the staff member's language; null where the service names it (codes, dates). */
function labelOf(grouping: ReportGrouping, lang: Language): { join: SQL; label: SQL; sku: SQL } {
  const title = sql.raw(`title_${lang}`);
  const name = sql.raw(`name_${lang}`);
  switch (grouping) {
    case 'product':
      return {
        join: sql`left join products p on p.id::text = g.key`,
        label: sql`coalesce(nullif(p.${title}, ''), p.title_ru)`,
        sku: sql`null`,
      };
    case 'variation':
      return {
        join: sql`left join variations v on v.id::text = g.key left join products p on p.id = v.product_id`,
        label: sql`coalesce(nullif(p.${title}, ''), p.title_ru) || ' — ' || coalesce(nullif(v.${name}, ''), v.name_ru)`,
        sku: sql`v.sku`,
      };
    case 'brand':
      return { join: sql`left join brands b on b.id::text = g.key`, label: sql`b.name`, sku: sql`null` };
    case 'category':
      return {
        join: sql`left join categories c on c.id::text = g.key`,
        label: sql`coalesce(nullif(c.${name}, ''), c.name_ru)`,
        sku: sql`null`,
      };
    case 'location':
      return {
        join: sql`left join locations l on l.id::text = g.key`,
        label: sql`coalesce(nullif(l.${name}, ''), l.name_ru)`,
        sku: sql`null`,
      };
    default:
      return { join: sql``, label: sql`null`, sku: sql`null` };
  }
}

const summed = {
  units: 'ev.units',
  revenue: 'ev.revenue',
  promo_discount: 'ev.promo',
  points_discount: 'ev.points',
  refunds: 'ev.refunds',
  returns: 'ev.returns',
  returned_units: 'ev.returned_units',
  cost: 'ev.cost',
  unknown_cost_revenue: 'ev.unknown_cost',
} as const;

/** A group's figures as one JSON object; money rounded to the tyiyn only after summing the shares. */
function sums(): SQL {
  const fields = Object.entries(summed).map(
    ([name, expression]) => `'${name}', coalesce(round(sum(${expression})), 0)::float8`,
  );
  return sql.raw(
    `json_build_object('orders', count(distinct ev.order_id) filter (where ev.sale), ${fields.join(', ')})`,
  );
}

export interface SalesQuery {
  grouping: ReportGrouping;
  current: Period;
  previous: Period;
  zone: string;
  lang: Language;
  /** An SQL expression over the aggregated row `g` (its `cur` figures) and its direction. */
  orderBy: SQL;
  limit: number | null;
  offset: number;
}

/**
 * One pass over the two periods' events, grouped (and the totals, by GROUPING SETS): the rows of
 * one page, sorted, and the totals row first.
 */
export async function salesGroups(db: DbOrTx, q: SalesQuery) {
  const bound = (date: string) => sql`(${date}::date)::timestamp at time zone ${q.zone}`;
  const lo = bound(q.previous.from);
  const mid = bound(q.current.from);
  const hi = sql`(${q.current.to}::date + 1)::timestamp at time zone ${q.zone}`;
  const { join, label, sku } = labelOf(q.grouping, q.lang);
  const grouped = keyOf(q.grouping, q.zone);
  // The groups' rows are sorted for GROUPING SETS and the distinct orders: in memory, not on disk.
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local work_mem = '64MB'`);
    return rowsOf<SalesGroupRow & { is_total: boolean; total_rows: number }>(
      tx,
      sql`
    with ev as (
      select ev.order_id, ev.sale, ev.units, ev.revenue, ev.promo, ev.points, ev.refunds, ev.returns,
             ev.returned_units, ev.cost, ev.unknown_cost,
             ${grouped.key} as key, case when ev.at >= ${mid} then 'c' else 'p' end as period
      from (${events(lo, hi)}) ev ${grouped.join}
    ),
    by_period as (
      select ev.key, ev.period, grouping(ev.key) = 1 as is_total, ${sums()} as figures
      from ev group by grouping sets ((ev.key, ev.period), (ev.period))
    ),
    agg as (
      select key, is_total, (array_agg(figures) filter (where period = 'c'))[1] as current,
             (array_agg(figures) filter (where period = 'p'))[1] as previous
      from by_period group by key, is_total
    ),
    g as (select * from agg),
    page as (
      select g.key, g.is_total, g.current, g.previous, count(*) over () as total_rows,
             row_number() over (order by ${q.orderBy}) as n
      from g where not g.is_total and (g.current->>'orders')::int + (g.current->>'returned_units')::float8
        + (g.current->>'refunds')::float8 > 0
      order by ${q.orderBy}
      ${q.limit === null ? sql`` : sql`limit ${q.limit}`} offset ${q.offset}
    )
    select g.key, ${label} as label, ${sku} as sku, g.current, g.previous, g.is_total, g.total_rows::int
    from (select key, is_total, current, previous, total_rows, n from page
          union all select key, is_total, current, previous, 0, 0 from agg where is_total) g
    ${join}
    order by g.n`,
    );
  });
}
