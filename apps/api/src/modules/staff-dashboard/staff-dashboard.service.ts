import type { Language } from '@aruu/contract/common';
import type { Dashboard, PeriodFigures } from '@aruu/contract/staff-dashboard';
import { storeInfo } from '@aruu/contract/store-info';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { orders } from '../../db/schema/index.js';
import { tyiynToSom } from '../../lib/money.js';
import { TtlCache } from '../../lib/ttl-cache.js';
import type { InventoryService } from '../inventory/inventory.service.js';
import type { OrderFeed } from '../staff-orders/order-feed.js';

export type StaffDashboardService = ReturnType<typeof createStaffDashboardService>;

const DAYS = 30;
const LOW_STOCK_ROWS = 20;
const waitingStatuses = ['processed', 'pay', 'assembly', 'delivery', 'ready'] as const;

interface DayRow {
  day: string;
  orders: number;
  paid: number;
  revenue: number;
  /** Paid and not cancelled: what the revenue is made of. */
  sold: number;
}

function figures(rows: DayRow[]): PeriodFigures {
  const sum = (pick: (row: DayRow) => number) => rows.reduce((total, row) => total + pick(row), 0);
  const [count, paid, revenue, sold] = [
    sum((r) => r.orders),
    sum((r) => r.paid),
    sum((r) => r.revenue),
    sum((r) => r.sold),
  ];
  return {
    orders: count,
    paid,
    unpaid: count - paid,
    revenue: tyiynToSom(revenue),
    average_order: sold > 0 ? tyiynToSom(Math.round(revenue / sold)) : 0,
  };
}

export function createStaffDashboardService(deps: {
  db: Db;
  feed: OrderFeed;
  /** Low stock is each product's own threshold, or the shop's default. */
  inventory: InventoryService;
  /** How long the figures may be reused; any order change drops them. */
  ttlMs: number;
}) {
  const { db } = deps;
  // Some 200 ms of aggregation at 500,000 orders: shared by everyone looking, refreshed without waiting.
  const cache = new TtlCache<Dashboard>({ ttlMs: deps.ttlMs, maxEntries: 3, serveStale: true });
  let watching: Promise<unknown> | undefined;
  const zone = storeInfo.timeZone;

  /**
   * The last 30 calendar days of the shop, every day present: one pass over those days' orders
   * (orders_created_idx), grouped by the shop's date.
   */
  async function byDay(): Promise<DayRow[]> {
    const result = await db.execute(sql`
      with bounds as (select (now() at time zone ${zone})::date as today),
      days as (
        select generate_series(today - ${DAYS - 1}::int, today, interval '1 day')::date as day from bounds
      ),
      placed as (
        select (o.created_at at time zone ${zone})::date as day, o.total, o.paid_at is not null as paid, o.status
        from ${orders} o, bounds
        where o.created_at >= (today - ${DAYS - 1}::int)::timestamp at time zone ${zone}
      )
      select to_char(days.day, 'YYYY-MM-DD') as day,
             count(placed.day)::int as orders,
             (count(*) filter (where placed.paid))::int as paid,
             coalesce(sum(placed.total) filter (where placed.paid and placed.status <> 'cancelled'), 0)::int as revenue,
             (count(*) filter (where placed.paid and placed.status <> 'cancelled'))::int as sold
      from days left join placed on placed.day = days.day
      group by days.day
      order by days.day`);
    return (result as unknown as { rows: DayRow[] }).rows;
  }

  async function waiting() {
    const rows = await db
      .select({ status: orders.status, count: sql<number>`count(*)::int` })
      .from(orders)
      .where(sql`${orders.status} in ${waitingStatuses}`)
      .groupBy(orders.status);
    const counts = Object.fromEntries(waitingStatuses.map((status) => [status, 0])) as Dashboard['waiting'];
    for (const row of rows) counts[row.status as keyof Dashboard['waiting']] = row.count;
    return counts;
  }

  async function lowStock(lang: Language) {
    const rows = await deps.inventory.lowStock(db, lang, LOW_STOCK_ROWS);
    return rows.map(({ product_id, variation_id, sku, title, variation_name, stock, low_stock_threshold }) => ({
      product_id,
      variation_id,
      sku,
      title,
      variation_name,
      stock,
      low_stock_threshold,
    }));
  }

  function dashboard(lang: Language): Promise<Dashboard> {
    watching ??= deps.feed.subscribe(() => cache.clear()).catch(() => (watching = undefined));
    return cache.getOrLoad(lang, () => compute(lang));
  }

  async function compute(lang: Language): Promise<Dashboard> {
    const [days, waitingNow, low] = await Promise.all([byDay(), waiting(), lowStock(lang)]);
    return {
      time_zone: zone,
      today: figures(days.slice(-1)),
      last_30_days: figures(days),
      by_day: days.map((day) => ({ date: day.day, orders: day.orders, revenue: tyiynToSom(day.revenue) })),
      waiting: waitingNow,
      low_stock_threshold: deps.inventory.defaultThreshold,
      low_stock: low,
    };
  }

  return { dashboard };
}
