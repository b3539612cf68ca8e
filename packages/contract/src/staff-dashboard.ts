import { z } from 'zod';
import { Som } from './common.js';
import { endpoints } from './endpoint.js';

/** Orders placed in a period: revenue counts the paid ones that were not cancelled. */
export const PeriodFigures = z.object({
  orders: z.number().int(),
  paid: z.number().int(),
  unpaid: z.number().int(),
  revenue: Som,
  /** Revenue per paid order; 0 without any. */
  average_order: Som,
});
export type PeriodFigures = z.infer<typeof PeriodFigures>;

export const Dashboard = z
  .object({
    /** The shop's time zone: "today" and the days of the chart are its calendar days. */
    time_zone: z.string(),
    today: PeriodFigures,
    last_30_days: PeriodFigures,
    /** The last 30 days, oldest first, every day present. */
    by_day: z.array(z.object({ date: z.iso.date(), orders: z.number().int(), revenue: Som })),
    /** Orders waiting for someone, per status. */
    waiting: z.object({
      processed: z.number().int(),
      pay: z.number().int(),
      assembly: z.number().int(),
      delivery: z.number().int(),
      ready: z.number().int(),
    }),
    /** The shop's default; a product may have its own (`low_stock` rows carry the one that applies). */
    low_stock_threshold: z.number().int(),
    /** Variations at or below their product's threshold, the emptiest first (at most 20). */
    low_stock: z.array(
      z.object({
        product_id: z.number().int(),
        variation_id: z.number().int(),
        sku: z.string(),
        title: z.string(),
        variation_name: z.string(),
        stock: z.number().int(),
        low_stock_threshold: z.number().int(),
      }),
    ),
  })
  .meta({ id: 'Dashboard' });
export type Dashboard = z.infer<typeof Dashboard>;

export const staffDashboardEndpoints = endpoints({
  'GET /staff/dashboard': {
    summary: 'Today and the last 30 days: orders, revenue, paid vs unpaid, by day; waiting orders; low stock',
    response: Dashboard,
    errors: [401, 403],
  },
});
