import { z } from 'zod';
import { INT4_MAX, LangQuery, queryInt } from './common.js';
import { endpoints } from './endpoint.js';

/** What a sales report's rows are: a period of the shop's calendar, or one of the things sold. */
export const reportGroupings = [
  'day',
  'week',
  'month',
  'product',
  'variation',
  'brand',
  'category',
  'location',
  'channel',
  'payment_method',
  'customer_type',
] as const;
export const ReportGrouping = z.enum(reportGroupings);
export type ReportGrouping = z.infer<typeof ReportGrouping>;
export const timeGroupings = ['day', 'week', 'month'] as const satisfies readonly ReportGrouping[];

/**
 * A row's figures. Money is integer tyiyn. Sales (orders, units, revenue, discounts, cost) count
 * on the order's day; returns and refunds on the day they happened (modules/reports README).
 */
export const salesMetrics = [
  'orders',
  'units',
  'revenue',
  'promo_discount',
  'points_discount',
  'refunds',
  'returns',
  'returned_units',
  'net_revenue',
  'cost',
  'unknown_cost_revenue',
  'margin',
] as const;
export type SalesMetric = (typeof salesMetrics)[number];
export const reportSorts = ['key', ...salesMetrics, 'margin_percent'] as const;
export type ReportSort = (typeof reportSorts)[number];

export const SalesFigures = z.object({
  orders: z.number().int(),
  units: z.number().int(),
  /** The lines sold at their unit price. */
  revenue: z.number().int(),
  promo_discount: z.number().int(),
  points_discount: z.number().int(),
  /** Money given back without goods: paid orders cancelled, manual refunds. */
  refunds: z.number().int(),
  /** Money given back for returned goods. */
  returns: z.number().int(),
  /** Units returned, and the units of cancelled paid orders, back on the shelf. */
  returned_units: z.number().int(),
  /** revenue − discounts − refunds − returns. */
  net_revenue: z.number().int(),
  /** unit cost × units of the lines that have one, less what came back to the shelf. */
  cost: z.number().int(),
  /** Revenue of lines sold without a known cost: their margin is not in `margin`. */
  unknown_cost_revenue: z.number().int(),
  /** net_revenue − cost. */
  margin: z.number().int(),
  /** margin / net_revenue × 100, one decimal; null without net revenue. */
  margin_percent: z.number().nullable(),
});
export type SalesFigures = z.infer<typeof SalesFigures>;

export const SalesRow = z.object({
  /** The group's key: a date (YYYY-MM-DD, a week's Monday, a month's first day), an id, or a code; null: not known. */
  key: z.string().nullable(),
  label: z.string(),
  /** A variation's SKU. */
  sku: z.string().nullable(),
  current: SalesFigures,
  /** The same group in the previous period (not for periods of time, whose keys differ). */
  previous: SalesFigures.nullable(),
});
export type SalesRow = z.infer<typeof SalesRow>;

export const SalesReport = z
  .object({
    time_zone: z.string(),
    grouping: ReportGrouping,
    from: z.iso.date(),
    to: z.iso.date(),
    previous_from: z.iso.date(),
    previous_to: z.iso.date(),
    rows: z.array(SalesRow),
    /** Groups in the whole report (rows holds one page of them). */
    total_rows: z.number().int(),
    page: z.number().int(),
    totals: SalesFigures,
    previous_totals: SalesFigures,
  })
  .meta({ id: 'SalesReport' });
export type SalesReport = z.infer<typeof SalesReport>;

/** The longest report: some three years of days. */
export const MAX_REPORT_DAYS = 1100;
/** A day the shop could have sold on: the previous period of any range still lies in this century. */
const day = z.iso
  .date({ error: () => 'invalid_value' })
  .refine((date) => date >= '2001-01-01' && date <= '2100-12-31', 'invalid_value');

export const SalesReportQuery = LangQuery.extend({
  from: day,
  to: day,
  group_by: ReportGrouping.default('day'),
  sort: z.enum(reportSorts).optional(),
  dir: z.enum(['asc', 'desc']).optional(),
  page: queryInt({ min: 1, max: 100_000 }).default(1),
  page_size: queryInt({ min: 1, max: 500 }).default(50),
}).refine((q) => q.from <= q.to && daysBetween(q.from, q.to) < MAX_REPORT_DAYS, {
  path: ['to'],
  message: 'invalid_value',
});
export type SalesReportQuery = z.output<typeof SalesReportQuery>;

export const SalesExportQuery = z
  .strictObject({
    from: day,
    to: day,
    group_by: ReportGrouping.default('day'),
    sort: z.enum(reportSorts).optional(),
    dir: z.enum(['asc', 'desc']).optional(),
    format: z.enum(['csv', 'xlsx']).default('csv'),
    lang: LangQuery.shape.lang,
  })
  .refine((q) => q.from <= q.to && daysBetween(q.from, q.to) < MAX_REPORT_DAYS, {
    path: ['to'],
    message: 'invalid_value',
  });

/** Whole days from `from` to `to` (ISO dates). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

const locationParam = queryInt({ min: 1, max: INT4_MAX }).optional();

export const StockValuation = z
  .object({
    locations: z.array(
      z.object({
        location_id: z.number().int(),
        name: z.string(),
        free_units: z.number().int(),
        reserved_units: z.number().int(),
        /** Units × cost of the variations whose cost is known, tyiyn. */
        value: z.number().int(),
        /** Units of variations without a cost: not in `value`. */
        unknown_cost_units: z.number().int(),
      }),
    ),
    total: z.object({
      free_units: z.number().int(),
      reserved_units: z.number().int(),
      value: z.number().int(),
      unknown_cost_units: z.number().int(),
    }),
  })
  .meta({ id: 'StockValuation' });
export type StockValuation = z.infer<typeof StockValuation>;

export const ReorderQuery = LangQuery.extend({
  days: queryInt({ min: 1, max: 365 }).default(30),
  location_id: locationParam,
  limit: queryInt({ min: 1, max: 500 }).default(100),
});

export const ReorderList = z
  .object({
    days: z.number().int(),
    location_id: z.number().int().nullable(),
    items: z.array(
      z.object({
        variation_id: z.number().int(),
        product_id: z.number().int(),
        sku: z.string(),
        title: z.string(),
        variation_name: z.string(),
        /** Units sold in the last `days` days (paid orders, less returns). */
        sold: z.number().int(),
        free_stock: z.number().int(),
        /** Days the free stock lasts at that pace, one decimal; 0 when none is left. */
        days_of_cover: z.number(),
      }),
    ),
  })
  .meta({ id: 'ReorderList' });
export type ReorderList = z.infer<typeof ReorderList>;

export const staffReportsEndpoints = endpoints({
  'GET /staff/reports/sales': {
    summary:
      'Sales for a date range of the shop (Asia/Bishkek), grouped by period, product, brand, category, location, channel, payment or customer type, with the previous period',
    query: SalesReportQuery,
    response: SalesReport,
    errors: [400, 401, 403],
  },
  'GET /staff/reports/sales/export': {
    summary: 'The whole sales report as CSV or XLSX (numeric cells), headers in the requested language',
    query: SalesExportQuery,
    errors: [400, 401, 403, 429],
  },
  'GET /staff/reports/stock-valuation': {
    summary: 'Stock at cost per location: free and reserved units × the variation cost; units without a cost apart',
    query: LangQuery,
    response: StockValuation,
    errors: [400, 401, 403],
  },
  'GET /staff/reports/reorder': {
    summary: 'What to reorder: variations sold in the last N days against their free stock, the shortest cover first',
    query: ReorderQuery,
    response: ReorderList,
    errors: [400, 401, 403],
  },
});
