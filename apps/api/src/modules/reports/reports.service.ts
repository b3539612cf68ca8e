import type { Language } from '@aruu/contract/common';
import { addDays } from '@aruu/contract/delivery-dates';
import {
  daysBetween,
  type ReorderList,
  type ReportGrouping,
  type SalesFigures,
  type SalesReport,
  type SalesRow,
  type StockValuation,
  timeGroupings,
} from '@aruu/contract/staff-reports';
import { storeInfo } from '@aruu/contract/store-info';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { reportTexts } from './report-texts.js';
import { type Period, type SalesSums, salesGroups } from './reports.repository.js';
import { reorder, stockValuation } from './stock-figures.repository.js';

export type ReportsService = ReturnType<typeof createReportsService>;

export interface SalesRequest {
  from: string;
  to: string;
  group_by: ReportGrouping;
  sort?: string | undefined;
  dir?: 'asc' | 'desc' | undefined;
  page: number;
  /** null: every row (exports). */
  page_size: number | null;
}

const isTime = (grouping: ReportGrouping) => (timeGroupings as readonly string[]).includes(grouping);

/** The period of equal length that ends the day before `period` starts. */
export function previousPeriod(period: Period): Period {
  const length = daysBetween(period.from, period.to) + 1;
  return { from: addDays(period.from, -length), to: addDays(period.from, -1) };
}

/** SalesSums in the JSON of a row, as an SQL number, for sorting. */
const summed = (name: string) => sql.raw(`(g.current->>'${name}')::float8`);
const net = sql`(${summed('revenue')} - ${summed('promo_discount')} - ${summed('points_discount')} - ${summed('refunds')} - ${summed('returns')})`;
const margin = sql`(${net} - ${summed('cost')})`;

function sortExpression(sort: string): SQL {
  if (sort === 'key') return sql`g.key`;
  if (sort === 'net_revenue') return net;
  if (sort === 'margin') return margin;
  if (sort === 'margin_percent') return sql`(${margin} / nullif(${net}, 0))`;
  return summed(sort);
}

export function figures(sums: SalesSums): SalesFigures {
  const netRevenue = sums.revenue - sums.promo_discount - sums.points_discount - sums.refunds - sums.returns;
  const marginValue = netRevenue - sums.cost;
  return {
    ...sums,
    net_revenue: netRevenue,
    margin: marginValue,
    margin_percent: netRevenue === 0 ? null : Math.round((marginValue / netRevenue) * 1000) / 10,
  };
}

const zeroSums: SalesSums = {
  orders: 0,
  units: 0,
  revenue: 0,
  promo_discount: 0,
  points_discount: 0,
  refunds: 0,
  returns: 0,
  returned_units: 0,
  cost: 0,
  unknown_cost_revenue: 0,
};

/** Every day, Monday or first of a month from `from` to `to`, as the report keys them. */
function timeKeys(grouping: ReportGrouping, period: Period): string[] {
  const start = new Date(`${period.from}T00:00:00Z`);
  if (grouping === 'week') start.setUTCDate(start.getUTCDate() - ((start.getUTCDay() + 6) % 7));
  if (grouping === 'month') start.setUTCDate(1);
  const keys: string[] = [];
  for (const at = start; at.toISOString().slice(0, 10) <= period.to; ) {
    keys.push(at.toISOString().slice(0, 10));
    if (grouping === 'day') at.setUTCDate(at.getUTCDate() + 1);
    else if (grouping === 'week') at.setUTCDate(at.getUTCDate() + 7);
    else at.setUTCMonth(at.getUTCMonth() + 1);
  }
  return keys;
}

export function createReportsService(deps: { db: Db }) {
  const { db } = deps;
  const zone = storeInfo.timeZone;

  async function sales(request: SalesRequest, lang: Language): Promise<SalesReport> {
    const grouping = request.group_by;
    const current = { from: request.from, to: request.to };
    const previous = previousPeriod(current);
    const time = isTime(grouping);
    const sort = request.sort ?? (time ? 'key' : 'revenue');
    const dir = request.dir ?? (sort === 'key' ? 'asc' : 'desc');
    // A period of time is read whole: its rows are the chart's points.
    const pageSize = time ? null : request.page_size;
    const rows = await salesGroups(db, {
      grouping,
      current,
      previous,
      lang,
      orderBy: sql`${sortExpression(sort)} ${sql.raw(dir)} nulls last, g.key`,
      limit: pageSize,
      offset: pageSize === null ? 0 : (request.page - 1) * pageSize,
    });
    const texts = reportTexts[lang];
    const totalsRow = rows.find((row) => row.is_total);
    let groups: SalesRow[] = rows
      .filter((row) => !row.is_total)
      .map((row) => ({
        key: row.key,
        label: row.label ?? (row.key === null ? texts.unknown : (texts.values[row.key] ?? row.key)),
        sku: row.sku,
        current: figures(row.current ?? zeroSums),
        previous: time ? null : figures(row.previous ?? zeroSums),
      }));
    if (time && sort === 'key') {
      const present = new Map(groups.map((group) => [group.key, group]));
      const keys = timeKeys(grouping, current);
      groups = (dir === 'asc' ? keys : keys.reverse()).map(
        (key) => present.get(key) ?? { key, label: key, sku: null, current: figures(zeroSums), previous: null },
      );
    }
    return {
      time_zone: zone,
      grouping,
      from: current.from,
      to: current.to,
      previous_from: previous.from,
      previous_to: previous.to,
      rows: groups,
      total_rows: time ? groups.length : (rows.find((row) => !row.is_total)?.total_rows ?? 0),
      page: time ? 1 : request.page,
      totals: figures(totalsRow?.current ?? zeroSums),
      previous_totals: figures(totalsRow?.previous ?? zeroSums),
    };
  }

  async function valuation(lang: Language): Promise<StockValuation> {
    const locations = await stockValuation(db, lang);
    const sum = (pick: (row: (typeof locations)[number]) => number) =>
      locations.reduce((total, row) => total + pick(row), 0);
    return {
      locations,
      total: {
        free_units: sum((row) => row.free_units),
        reserved_units: sum((row) => row.reserved_units),
        value: sum((row) => row.value),
        unknown_cost_units: sum((row) => row.unknown_cost_units),
      },
    };
  }

  async function reorderList(
    query: { days: number; location_id?: number | undefined; limit: number },
    lang: Language,
  ): Promise<ReorderList> {
    const locationId = query.location_id ?? null;
    const items = await reorder(db, { days: query.days, locationId, limit: query.limit, zone, lang });
    return { days: query.days, location_id: locationId, items };
  }

  return { sales, valuation, reorder: reorderList };
}
