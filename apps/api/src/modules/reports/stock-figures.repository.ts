import type { Language } from '@aruu/contract/common';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { rowsOf } from './reports.repository.js';

/** Orders whose allocations are reserved units (the set of inventory's `holdingStatuses`, decision 058). */
const holding = sql`('processed', 'pay', 'assembly', 'ready')`;

export interface ValuationRow {
  location_id: number;
  name: string;
  free_units: number;
  reserved_units: number;
  value: number;
  unknown_cost_units: number;
}

/**
 * Units at each location — free (`location_stock`) and reserved for open orders (their
 * allocations) — at the variation's cost; units without a cost counted apart. Closed locations
 * show only while they still hold units.
 */
export function stockValuation(db: DbOrTx, lang: Language) {
  const name = sql.raw(`name_${lang}`);
  return rowsOf<ValuationRow>(
    db,
    sql`
    with units as (
      select location_id, variation_id, stock as free, 0 as reserved from location_stock where stock > 0
      union all
      select a.location_id, a.variation_id, 0, a.quantity
      from stock_allocations a join orders o on o.id = a.order_id where o.status in ${holding}
    ),
    at_location as (
      select u.location_id,
             sum(u.free)::float8 as free_units, sum(u.reserved)::float8 as reserved_units,
             coalesce(sum((u.free + u.reserved)::bigint * v.cost) filter (where v.cost is not null), 0)::float8 as value,
             coalesce(sum(u.free + u.reserved) filter (where v.cost is null), 0)::float8 as unknown_cost_units
      from units u join variations v on v.id = u.variation_id
      group by u.location_id
    )
    select l.id as location_id, coalesce(nullif(l.${name}, ''), l.name_ru) as name,
           coalesce(s.free_units, 0) as free_units, coalesce(s.reserved_units, 0) as reserved_units,
           coalesce(s.value, 0) as value, coalesce(s.unknown_cost_units, 0) as unknown_cost_units
    from locations l left join at_location s on s.location_id = l.id
    where l.active or s.location_id is not null
    order by l.position, l.id`,
  );
}

export interface ReorderRow {
  variation_id: number;
  product_id: number;
  sku: string;
  title: string;
  variation_name: string;
  sold: number;
  free_stock: number;
  days_of_cover: number;
}

/**
 * Variations sold in the last `days` days of the shop's calendar (paid orders not cancelled, less
 * units returned since) against their free stock — at one location (the units its orders took
 * there) or in total — the shortest cover first.
 */
export function reorder(
  db: DbOrTx,
  options: { days: number; locationId: number | null; limit: number; zone: string; lang: Language },
) {
  const { days, locationId, zone } = options;
  const since = sql`((now() at time zone ${zone})::date - ${days - 1}::int)::timestamp at time zone ${zone}`;
  const title = sql.raw(`title_${options.lang}`);
  const name = sql.raw(`name_${options.lang}`);
  const sold =
    locationId === null
      ? sql`select i.variation_id, sum(i.quantity) as units
            from orders o join order_items i on i.order_id = o.id
            where o.created_at >= ${since} and o.paid_at is not null and o.status <> 'cancelled'
            group by i.variation_id
            union all
            select i.variation_id, -sum(ri.quantity)
            from order_returns r join order_return_items ri on ri.return_id = r.id
              join order_items i on i.id = ri.order_item_id
            where r.created_at >= ${since}
            group by i.variation_id`
      : sql`select a.variation_id, sum(a.quantity) as units
            from orders o join stock_allocations a on a.order_id = o.id
            where o.created_at >= ${since} and o.paid_at is not null and o.status <> 'cancelled'
              and a.location_id = ${locationId}
            group by a.variation_id`;
  const free =
    locationId === null
      ? sql`v.stock`
      : sql`coalesce((select ls.stock from location_stock ls
                      where ls.variation_id = v.id and ls.location_id = ${locationId}), 0)`;
  return rowsOf<ReorderRow>(
    db,
    sql`
    with sold as (select variation_id, sum(units)::int as units from (${sold}) s group by variation_id)
    select v.id as variation_id, v.product_id, v.sku,
           coalesce(nullif(p.${title}, ''), p.title_ru) as title, coalesce(nullif(v.${name}, ''), v.name_ru) as variation_name,
           sold.units as sold, f.free as free_stock,
           round(f.free::numeric * ${days} / sold.units, 1)::float8 as days_of_cover
    from sold join variations v on v.id = sold.variation_id join products p on p.id = v.product_id
      cross join lateral (select ${free} as free) f
    where sold.units > 0
    order by days_of_cover, sold.units desc, v.id
    limit ${options.limit}`,
  );
}
