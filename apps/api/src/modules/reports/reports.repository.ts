import type { Language } from '@aruu/contract/common';
import { addDays } from '@aruu/contract/delivery-dates';
import { daysBetween, type ReportGrouping, type SalesMetric } from '@aruu/contract/staff-reports';
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

/** Rows of a roll-up from `from` to `to` (months by their first day), added to a period or taken from it. */
export interface RollupRange {
  grain: 'month' | 'day';
  from: string;
  to: string;
  sign: 1 | -1;
}

const monthStart = (date: string) => `${date.slice(0, 7)}-01`;
const nextMonth = (date: string) => monthStart(addDays(monthStart(date), 31));
const later = (a: string, b: string) => (a > b ? a : b);
const earlier = (a: string, b: string) => (a < b ? a : b);

/**
 * A period as the fewest roll-up rows: the calendar months it covers whole from `sales_months`; a
 * month it covers in part as those days from `sales_days` or, when it covers most of the month, as
 * the month less the days it leaves out (a year to the 29th of a month reads that month and its
 * 30th, not 29 days).
 */
export function periodRanges(period: Period): RollupRange[] {
  const ranges: RollupRange[] = [];
  const addMonth = (month: string) => {
    const previous = ranges.findLast((range) => range.grain === 'month');
    if (previous && nextMonth(previous.to) === month) previous.to = month;
    else ranges.push({ grain: 'month', from: month, to: month, sign: 1 });
  };
  for (let month = monthStart(period.from); month <= period.to; month = nextMonth(month)) {
    const end = addDays(nextMonth(month), -1);
    const from = later(month, period.from);
    const to = earlier(end, period.to);
    const inside = daysBetween(from, to) + 1;
    const outside = daysBetween(month, end) + 1 - inside;
    if (outside === 0) addMonth(month);
    else if (inside <= outside) ranges.push({ grain: 'day', from, to, sign: 1 });
    else {
      addMonth(month);
      if (month < from) ranges.push({ grain: 'day', from: month, to: addDays(from, -1), sign: -1 });
      if (to < end) ranges.push({ grain: 'day', from: addDays(to, 1), to: end, sign: -1 });
    }
  }
  return ranges;
}

const figureColumns = sql.raw(
  'r.orders, r.units, r.revenue, r.promo, r.points, r.refunds, r.returns, r.returned_units, r.cost, r.unknown_cost',
);

/** A roll-up's rows of one grouping (`dimension`) in some ranges of one grain and sign. */
function rangeRows(dimension: string, ranges: RollupRange[], key: SQL, tag: 'c' | 'p'): SQL {
  const [{ grain, sign }] = ranges as [RollupRange];
  const table = sql.raw(grain === 'month' ? 'sales_months' : 'sales_days');
  const column = sql.raw(`r.${grain}`);
  const within = sql.join(
    ranges.map((range) => sql`${column} between ${range.from}::date and ${range.to}::date`),
    sql` or `,
  );
  return sql`select ${key} as key, ${tag} as period, ${sql.raw(String(sign))} as sign, ${figureColumns}
    from ${table} r where r.dimension = ${dimension} and (${within})`;
}

/**
 * A period's roll-up rows of one grouping, tagged with the period and the sign they count with;
 * by day only when the key is the day itself (periods of time).
 */
function periodRows(dimension: string, period: Period, tag: 'c' | 'p', dayKey: SQL | null): SQL {
  if (dayKey) return rangeRows(dimension, [{ grain: 'day', ...period, sign: 1 }], dayKey, tag);
  const ranges = periodRanges(period);
  const parts = (['month', 'day'] as const).flatMap((grain) =>
    ([1, -1] as const)
      .map((sign) => ranges.filter((range) => range.grain === grain && range.sign === sign))
      .filter((some) => some.length > 0)
      .map((some) => rangeRows(dimension, some, sql`nullif(r.key, '')`, tag)),
  );
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
  units: 'r.units * r.sign',
  revenue: 'r.revenue * r.sign',
  promo_discount: 'r.promo * r.sign',
  points_discount: 'r.points * r.sign',
  refunds: 'r.refunds * r.sign',
  returns: 'r.returns * r.sign',
  returned_units: 'r.returned_units * r.sign',
  cost: 'r.cost * r.sign',
  unknown_cost_revenue: 'r.unknown_cost * r.sign',
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
    else json_build_object('orders', coalesce(sum(r.orders * r.sign) ${only}, 0)::int, ${fields.join(', ')}) end`);
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
