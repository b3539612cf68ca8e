import type { Language } from '@aruu/contract/common';
import { addDays } from '@aruu/contract/delivery-dates';
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

/** Days from `from` to `to`, both included (YYYY-MM-DD). */
interface Days {
  from: string;
  to: string;
}

const monthStart = (date: string) => `${date.slice(0, 7)}-01`;
const nextMonth = (date: string) => monthStart(addDays(monthStart(date), 31));

/**
 * A period as the whole calendar months inside it (read from `sales_months`, first days of the
 * first and last) and the days around them (from `sales_days`).
 */
export function splitPeriod(period: Period): { months: Days | null; days: Days[] } {
  const first = period.from === monthStart(period.from) ? period.from : nextMonth(period.from);
  const endsAMonth = addDays(period.to, 1) === monthStart(addDays(period.to, 1));
  const last = endsAMonth ? monthStart(period.to) : monthStart(addDays(monthStart(period.to), -1));
  if (first > last) return { months: null, days: [period] };
  const after = nextMonth(last);
  const days = [
    ...(period.from < first ? [{ from: period.from, to: addDays(first, -1) }] : []),
    ...(after <= period.to ? [{ from: after, to: period.to }] : []),
  ];
  return { months: { from: first, to: last }, days };
}

const figureColumns = sql.raw(
  'r.orders, r.units, r.revenue, r.promo, r.points, r.refunds, r.returns, r.returned_units, r.cost, r.unknown_cost',
);

/**
 * A period's roll-up rows of one grouping (`dimension`), tagged with the period: whole months from
 * the monthly roll-up, the days around them from the daily one; by day only when the key is the
 * day itself (periods of time).
 */
function periodRows(dimension: string, period: Period, tag: 'c' | 'p', dayKey: SQL | null): SQL {
  const inDays = (days: Days[]) =>
    sql.join(
      days.map((d) => sql`r.day between ${d.from}::date and ${d.to}::date`),
      sql` or `,
    );
  if (dayKey) {
    return sql`select ${dayKey} as key, ${tag} as period, ${figureColumns} from sales_days r
      where r.dimension = ${dimension} and (${inDays([period])})`;
  }
  const { months, days } = splitPeriod(period);
  const parts: SQL[] = [];
  if (months) {
    parts.push(sql`select nullif(r.key, '') as key, ${tag} as period, ${figureColumns} from sales_months r
      where r.dimension = ${dimension} and r.month between ${months.from}::date and ${months.to}::date`);
  }
  if (days.length) {
    parts.push(sql`select nullif(r.key, '') as key, ${tag} as period, ${figureColumns} from sales_days r
      where r.dimension = ${dimension} and (${inDays(days)})`);
  }
  return sql.join(parts, sql` union all `);
}

/** A period of time's key from a roll-up day. */
function dayKeyOf(grouping: ReportGrouping): SQL | null {
  switch (grouping) {
    case 'day':
      return sql`to_char(r.day::timestamp, 'YYYY-MM-DD')`;
    case 'week':
      return sql`to_char(date_trunc('week', r.day::timestamp), 'YYYY-MM-DD')`;
    case 'month':
      return sql`to_char(date_trunc('month', r.day::timestamp), 'YYYY-MM-DD')`;
    default:
      return null;
  }
}

/**
 * The roll-up read for a grouping: periods of time read the order-level `channel` roll-up by
 * day (an order has one channel, so its groups' orders add up to the period's).
 */
const dimensionOf = (grouping: ReportGrouping) => (dayKeyOf(grouping) ? 'channel' : grouping);

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
  units: 'r.units',
  revenue: 'r.revenue',
  promo_discount: 'r.promo',
  points_discount: 'r.points',
  refunds: 'r.refunds',
  returns: 'r.returns',
  returned_units: 'r.returned_units',
  cost: 'r.cost',
  unknown_cost_revenue: 'r.unknown_cost',
} as const;

/**
 * A group's figures in one period as one JSON object (null when it has no row there); money
 * rounded to the tyiyn only after summing the shares.
 */
function sums(period: 'c' | 'p'): SQL {
  const only = `filter (where r.period = '${period}')`;
  const fields = Object.entries(summed).map(
    ([name, expression]) => `'${name}', coalesce(round(sum(${expression}) ${only}), 0)::float8`,
  );
  return sql.raw(`case when count(*) ${only} = 0 then null
    else json_build_object('orders', coalesce(sum(r.orders) ${only}, 0)::int, ${fields.join(', ')}) end`);
}

export interface SalesQuery {
  grouping: ReportGrouping;
  current: Period;
  previous: Period;
  lang: Language;
  /** An SQL expression over the aggregated row `g` (its `cur` figures) and its direction. */
  orderBy: SQL;
  limit: number | null;
  offset: number;
}

/**
 * The two periods' roll-up rows, grouped: the rows of one page, sorted, and the totals row
 * first. The totals come from the order-level `channel` roll-up, where an order of two brands is
 * one order, not two.
 */
export async function salesGroups(db: DbOrTx, q: SalesQuery) {
  const { join, label, sku } = labelOf(q.grouping, q.lang);
  const dimension = dimensionOf(q.grouping);
  const dayKey = dayKeyOf(q.grouping);
  const both = (of: string, key: SQL | null) =>
    sql`${periodRows(of, q.current, 'c', key)} union all ${periodRows(of, q.previous, 'p', key)}`;
  return rowsOf<SalesGroupRow & { is_total: boolean; total_rows: number }>(
    db,
    sql`
    with agg as (
      select r.key, false as is_total, ${sums('c')} as current, ${sums('p')} as previous
      from (${both(dimension, dayKey)}) r group by r.key
      union all
      select null, true, ${sums('c')}, ${sums('p')} from (${both('channel', null)}) r
    ),
    page as (
      select g.key, g.is_total, g.current, g.previous, count(*) over () as total_rows,
             row_number() over (order by ${q.orderBy}) as n
      from agg g where not g.is_total and (g.current->>'orders')::int + (g.current->>'returned_units')::float8
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
}
