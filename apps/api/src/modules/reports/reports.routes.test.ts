import { randomUUID } from 'node:crypto';
import { IDEMPOTENCY_KEY_HEADER } from '@aruu/contract/idempotency';
import { SalesReport } from '@aruu/contract/staff-reports';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerShopper } from '../../../test/accounts.js';
import { type CheckoutStore, cards, startCheckoutStore, type Tokens } from '../../../test/checkout-store.js';
import { signInStaff } from '../../../test/staff.js';
import { queryRows } from '../../../test/test-app.js';
import ExcelJS from '../catalog-import/exceljs.js';

/**
 * Real orders placed through the API — card with points and a return, card with a promo code, points
 * and a manual refund, a staff-taken cash order, a cancelled unpaid one, a paid one cancelled the next
 * month — moved to March 2021 (and February, the previous period), and the report's figures
 * checked against sums computed here from the rows.
 */
let store: CheckoutStore;
let manager: Tokens;
let warehouse: Tokens;
const ids = { points: 0, promo: 0, taken: 0, unpaid: 0, cancelled: 0 };

async function api(tokens: Tokens, method: 'GET' | 'POST', url: string, body?: unknown) {
  const response = await store.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { ...bearer(tokens), [IDEMPOTENCY_KEY_HEADER]: randomUUID() },
    ...(body === undefined ? {} : { payload: body as object }),
  });
  return response;
}

async function expectOk(response: { statusCode: number; body: string }, status = 200) {
  expect(response.statusCode, response.body).toBe(status);
}

async function paidByCard(form: Record<string, unknown> = {}, points = 0) {
  const tokens = await registerShopper(store.app);
  const order = await store.orderReadyToPay(tokens, undefined, form);
  if (points) {
    const code = await store.addUdsCustomer(300);
    const applied = await store.api(tokens, 'POST', '/orders/set_uds_discount', {
      order_id: order.order_id,
      uds_code: code,
      points,
    });
    expect(applied.status, applied.text).toBe(200);
  }
  await store.payOnHostedPage(await store.startPayment(tokens, order.order_id), cards.success);
  expect((await store.orderOf(tokens, order.order_id)).status).toBe('pay');
  return order.order_id;
}

const at = (local: string) => `${local}+06:00`;

beforeAll(async () => {
  store = await startCheckoutStore();
  const ctx = { app: store.app, database: store.database };
  manager = await signInStaff(ctx, 'manager');
  warehouse = await signInStaff(ctx, 'warehouse');
  await queryRows(
    store.database,
    sql`insert into promo_codes (code, kind, value, once_per_user) values ('REPORTS10', 'percent', 10, false)`,
  );

  ids.points = await paidByCard({}, 100);
  ids.promo = await paidByCard({ promo_code: 'REPORTS10' }, 50);
  ids.cancelled = await paidByCard();

  const [variation] = await queryRows<{ id: number }>(
    store.database,
    sql`select id from variations v where stock >= 10 and price between 50000 and 300000 and not hidden
        and exists (select 1 from products p where p.id = v.product_id and p.published) order by id limit 1`,
  );
  const taken = await api(manager, 'POST', '/staff/orders', {
    customer: {
      new: {
        name: 'Нурайым',
        phone: '0700 123 456',
        email: `r.${randomUUID()}@example.kg`,
        language: 'ky',
        consent: true,
      },
    },
    lines: [{ variation_id: variation!.id, quantity: 3 }],
    delivery: { method: 'pickup', shop_id: 'tsum' },
    channel: 'phone',
    payment_method: 'cash',
  });
  await expectOk(taken, 201);
  ids.taken = (taken.json() as { order_id: number }).order_id;
  await expectOk(await api(manager, 'POST', `/staff/orders/${ids.taken}/mark-paid`, {}));

  const shopper = await registerShopper(store.app);
  ids.unpaid = (await store.orderReadyToPay(shopper)).order_id;
  await expectOk(await api(manager, 'POST', `/staff/orders/${ids.unpaid}/cancel`, { note: 'не дозвонились' }));

  await expectOk(
    await api(manager, 'POST', `/staff/orders/${ids.promo}/refunds`, { amount: 100, note: 'извинение' }),
    201,
  );
  await queryRows(store.database, sql`update orders set status = 'delivered' where id = ${ids.points}`);
  const [line] = await queryRows<{ id: number }>(
    store.database,
    sql`select id from order_items where order_id = ${ids.points} order by id limit 1`,
  );
  await expectOk(
    await api(manager, 'POST', `/staff/orders/${ids.points}/returns`, {
      items: [{ order_item_id: line!.id, quantity: 1 }],
      reason: 'defect',
      restock: true,
    }),
    201,
  );
  await expectOk(await api(manager, 'POST', `/staff/orders/${ids.cancelled}/cancel-paid`, { note: 'передумал' }));

  // Costs: every line's own, except one, whose revenue then has no known cost.
  await queryRows(
    store.database,
    sql`update order_items set unit_cost = case when order_id = ${ids.promo} and id = (select min(id) from order_items where order_id = ${ids.promo}) then null else unit_price * 6 / 10 end
        where order_id in (${ids.points}, ${ids.promo}, ${ids.taken}, ${ids.unpaid}, ${ids.cancelled})`,
  );
  // The days: 00:10 on the first of March and 23:30 on its last day (Bishkek) are in March, though UTC says otherwise for the first.
  const placed: Array<[number, string]> = [
    [ids.points, at('2021-03-10T12:00:00')],
    [ids.promo, at('2021-03-01T00:10:00')],
    [ids.taken, at('2021-03-31T23:30:00')],
    [ids.unpaid, at('2021-03-15T09:00:00')],
    [ids.cancelled, at('2021-02-20T10:00:00')],
  ];
  for (const [id, when] of placed) {
    await queryRows(store.database, sql`update orders set created_at = ${when}::timestamptz where id = ${id}`);
  }
  await queryRows(
    store.database,
    sql`update order_events set created_at = ${at('2021-03-02T10:00:00')}::timestamptz where order_id = ${ids.cancelled} and status = 'cancelled'`,
  );
  await queryRows(
    store.database,
    sql`update order_events set created_at = ${at('2021-03-15T10:00:00')}::timestamptz where order_id = ${ids.unpaid} and status = 'cancelled'`,
  );
  await queryRows(
    store.database,
    sql`update refunds set created_at = ${at('2021-03-05T10:00:00')}::timestamptz where order_id in (${ids.promo}, ${ids.points}, ${ids.cancelled})`,
  );
  await queryRows(
    store.database,
    sql`update order_returns set created_at = ${at('2021-03-20T10:00:00')}::timestamptz where order_id = ${ids.points}`,
  );
});

afterAll(async () => {
  await store?.close();
});

interface Line {
  order_id: number;
  unit_price: number;
  unit_cost: number | null;
  quantity: number;
  id: number;
}
interface Order {
  id: number;
  subtotal: number;
  discount: number;
  points_discount: number;
}

async function rowsOf() {
  const list = Object.values(ids);
  const lines = await queryRows<Line>(
    store.database,
    sql`select id, order_id, unit_price, unit_cost, quantity from order_items where order_id in ${list}`,
  );
  const orders = await queryRows<Order>(
    store.database,
    sql`select id, subtotal, discount, points_discount from orders where id in ${list}`,
  );
  const [returned] = await queryRows<{ amount: number; order_item_id: number; quantity: number }>(
    store.database,
    sql`select r.amount, ri.order_item_id, ri.quantity from order_returns r join order_return_items ri on ri.return_id = r.id where r.order_id = ${ids.points}`,
  );
  const [manual] = await queryRows<{ amount: number }>(
    store.database,
    sql`select amount from refunds where order_id = ${ids.promo} and reason = 'manual'`,
  );
  return { lines, orders: new Map(orders.map((o) => [o.id, o])), returned: returned!, manual: manual! };
}

async function report(query: string, tokens = manager) {
  const response = await store.app.inject({
    method: 'GET',
    url: `/api/v1/staff/reports/sales?${query}`,
    headers: bearer(tokens),
  });
  expect(response.statusCode, response.body).toBe(200);
  return SalesReport.parse(response.json());
}

describe('sales report', () => {
  it('counts paid orders by their Bishkek day, returns and refunds by theirs, and the previous period', async () => {
    const { lines, orders, returned, manual } = await rowsOf();
    const sold = [ids.points, ids.promo, ids.taken];
    const soldLines = lines.filter((l) => sold.includes(l.order_id));
    const sum = <T>(rows: T[], pick: (row: T) => number) => rows.reduce((total, row) => total + pick(row), 0);
    const cancelledLines = lines.filter((l) => l.order_id === ids.cancelled);
    const cancelledOrder = orders.get(ids.cancelled)!;
    const cancelledGoods = sum(cancelledLines, (l) => l.unit_price * l.quantity);
    const returnedLine = lines.find((l) => l.id === returned.order_item_id)!;
    const expected = {
      orders: 3,
      units: sum(soldLines, (l) => l.quantity),
      revenue: sum(soldLines, (l) => l.unit_price * l.quantity),
      promo_discount: sum(sold, (id) => orders.get(id)!.discount),
      points_discount: sum(sold, (id) => orders.get(id)!.points_discount),
      refunds: manual.amount + cancelledGoods - cancelledOrder.discount - cancelledOrder.points_discount,
      returns: returned.amount,
      returned_units: returned.quantity + sum(cancelledLines, (l) => l.quantity),
      cost:
        sum(soldLines, (l) => (l.unit_cost ?? 0) * l.quantity) -
        returnedLine.unit_cost! * returned.quantity -
        sum(cancelledLines, (l) => l.unit_cost! * l.quantity),
      unknown_cost_revenue: sum(
        soldLines.filter((l) => l.unit_cost === null),
        (l) => l.unit_price * l.quantity,
      ),
    };
    expect(expected.promo_discount).toBeGreaterThan(0);
    expect(expected.points_discount).toBe(15_000);
    expect(orders.get(ids.promo)).toMatchObject({ points_discount: 5_000 });
    expect(expected.unknown_cost_revenue).toBeGreaterThan(0);
    const net =
      expected.revenue - expected.promo_discount - expected.points_discount - expected.refunds - expected.returns;

    const march = await report('from=2021-03-01&to=2021-03-31&group_by=channel');
    expect(march.totals).toEqual({
      ...expected,
      net_revenue: net,
      margin: net - expected.cost,
      margin_percent: Math.round(((net - expected.cost) / net) * 1000) / 10,
    });
    expect(march).toMatchObject({ previous_from: '2021-01-29', previous_to: '2021-02-28' });
    const february = cancelledLines;
    expect(march.previous_totals).toMatchObject({
      orders: 1,
      units: sum(february, (l) => l.quantity),
      revenue: cancelledGoods,
      refunds: 0,
      cost: sum(february, (l) => l.unit_cost! * l.quantity),
    });
    const taken = lines.filter((l) => l.order_id === ids.taken);
    expect(march.rows.find((row) => row.key === 'phone')?.current).toMatchObject({
      orders: 1,
      units: 3,
      revenue: sum(taken, (l) => l.unit_price * l.quantity),
    });

    const byDay = await report('from=2021-03-01&to=2021-03-31&group_by=day');
    expect(byDay.rows).toHaveLength(31);
    const day = (date: string) => byDay.rows.find((row) => row.key === date)!.current;
    expect(day('2021-03-31')).toMatchObject({ orders: 1, units: 3 });
    expect(day('2021-03-01')).toMatchObject({ orders: 1, promo_discount: orders.get(ids.promo)!.discount });
    expect(day('2021-03-15')).toMatchObject({ orders: 0, revenue: 0 });
    expect(day('2021-03-20')).toMatchObject({ returns: returned.amount, returned_units: returned.quantity });
    expect(sum(byDay.rows, (row) => row.current.revenue)).toBe(expected.revenue);

    const withoutLastDay = await report('from=2021-03-01&to=2021-03-30&group_by=month');
    expect(withoutLastDay.totals.orders).toBe(2);

    const byProduct = await report('from=2021-03-01&to=2021-03-31&group_by=product&sort=units&dir=desc&page_size=2');
    expect(byProduct.rows.length).toBeLessThanOrEqual(2);
    expect(byProduct.rows[0]!.current.units).toBeGreaterThanOrEqual(byProduct.rows.at(-1)!.current.units);
    const allProducts = await report('from=2021-03-01&to=2021-03-31&group_by=variation&page_size=500');
    expect(allProducts.total_rows).toBe(allProducts.rows.length);
    expect(sum(allProducts.rows, (row) => row.current.revenue)).toBe(expected.revenue);
    expect(sum(allProducts.rows, (row) => row.current.units)).toBe(expected.units);

    for (const grouping of ['brand', 'category', 'week', 'payment_method']) {
      const grouped = await report(`from=2021-03-01&to=2021-03-31&group_by=${grouping}&page_size=500`);
      expect(sum(grouped.rows, (row) => row.current.revenue)).toBe(expected.revenue);
      expect(sum(grouped.rows, (row) => row.current.cost)).toBe(expected.cost);
    }

    // The taken order's buyer is a company: its invoice (as a bank-transfer order gets) names it.
    await queryRows(
      store.database,
      sql`insert into bank_transfer_invoices (order_id, buyer, valid_until)
          values (${ids.taken}, '{"organisation_name": "ОсОО Ару"}', now())`,
    );
    const byCustomer = await report('from=2021-03-01&to=2021-03-31&group_by=customer_type&lang=en&sort=key');
    expect(byCustomer.rows.map((row) => [row.key, row.label, row.current.units])).toEqual([
      ['individual', 'Individual', expected.units - 3],
      ['legal_entity', 'Legal entity', 3],
    ]);
    await queryRows(store.database, sql`delete from bank_transfer_invoices where order_id = ${ids.taken}`);
    const byLocation = await report('from=2021-03-01&to=2021-03-31&group_by=location');
    const [tsum] = await queryRows<{ id: number }>(store.database, sql`select id from locations where code = 'tsum'`);
    expect(byLocation.rows.find((row) => row.key === String(tsum!.id))?.current.units).toBeGreaterThanOrEqual(3);
  });

  it('exports an XLSX whose money and units are numbers', async () => {
    const march = await report('from=2021-03-01&to=2021-03-31&group_by=channel&lang=en');
    const response = await store.app.inject({
      method: 'GET',
      url: '/api/v1/staff/reports/sales/export?from=2021-03-01&to=2021-03-31&group_by=channel&format=xlsx&lang=en',
      headers: bearer(manager),
    });
    expect(response.statusCode, response.body).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const headers = (sheet.getRow(2).values as unknown[]).slice(1);
    expect(headers.slice(0, 4)).toEqual(['Channel', 'Orders', 'Units sold', 'Revenue, som']);
    const total = sheet.getRow(sheet.rowCount);
    expect(total.getCell(1).value).toBe('Total');
    expect(total.getCell(2).value).toBe(march.totals.orders);
    expect(total.getCell(4).type).toBe(ExcelJS.ValueType.Number);
    expect(total.getCell(4).value).toBe(march.totals.revenue / 100);
    expect(total.getCell(4).numFmt).toBe('#,##0.00');

    const csv = await store.app.inject({
      method: 'GET',
      url: '/api/v1/staff/reports/sales/export?from=2021-03-01&to=2021-03-31&group_by=channel&lang=ru',
      headers: bearer(manager),
    });
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.body).toContain('Канал,Заказы');
  });

  it('limits an employee to 30 exports in 10 minutes; another employee still exports', async () => {
    const exporter = await signInStaff({ app: store.app, database: store.database }, 'manager');
    const exportAs = (tokens: Tokens) =>
      store.app.inject({
        method: 'GET',
        url: '/api/v1/staff/reports/sales/export?from=2021-03-01&to=2021-03-31&group_by=channel&lang=en',
        headers: bearer(tokens),
      });
    for (let sent = 0; sent < 30; sent += 1) expect((await exportAs(exporter)).statusCode).toBe(200);
    const refused = await exportAs(exporter);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: { code: 'rate_limited' } });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await exportAs(manager)).statusCode).toBe(200);
  });

  it('is for managers: the warehouse is refused', async () => {
    const refused = await store.app.inject({
      method: 'GET',
      url: '/api/v1/staff/reports/sales?from=2021-03-01&to=2021-03-31',
      headers: bearer(warehouse),
    });
    expect(refused.statusCode).toBe(403);
    const valuation = await store.app.inject({
      method: 'GET',
      url: '/api/v1/staff/reports/stock-valuation',
      headers: bearer(warehouse),
    });
    expect(valuation.statusCode).toBe(403);
    const reversed = await store.app.inject({
      method: 'GET',
      url: '/api/v1/staff/reports/sales?from=2021-03-31&to=2021-03-01',
      headers: bearer(manager),
    });
    expect(reversed.statusCode).toBe(400);
    for (const range of [
      'from=0000-01-01&to=0000-01-02',
      'from=2021-01-01&to=2024-12-31',
      'from=2021-02-29&to=2021-03-01',
    ]) {
      const refused = await store.app.inject({
        method: 'GET',
        url: `/api/v1/staff/reports/sales?${range}`,
        headers: bearer(manager),
      });
      expect(refused.statusCode, range).toBe(400);
    }
  });
});

describe('stock', () => {
  it('values free and reserved units at cost per location, units without cost apart', async () => {
    const [expected] = await queryRows<{ value: number; unknown: number; free: number }>(
      store.database,
      sql`select coalesce(sum(ls.stock::bigint * v.cost) filter (where v.cost is not null), 0)::float8 as value,
                 coalesce(sum(ls.stock) filter (where v.cost is null), 0)::int as unknown,
                 coalesce(sum(ls.stock), 0)::int as free
          from location_stock ls join variations v on v.id = ls.variation_id`,
    );
    const response = await api(manager, 'GET', '/staff/reports/stock-valuation');
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as {
      total: { free_units: number; value: number; unknown_cost_units: number; reserved_units: number };
    };
    expect(body.total.free_units).toBe(expected!.free);
    expect(body.total.value - expected!.value).toBeGreaterThanOrEqual(0);
    expect(body.total.unknown_cost_units).toBeGreaterThanOrEqual(expected!.unknown);
  });

  it('lists what sold in the last days against free stock, the shortest cover first', async () => {
    const response = await api(manager, 'GET', '/staff/reports/reorder?days=30&limit=50');
    expect(response.statusCode, response.body).toBe(200);
    const { items } = response.json() as { items: Array<{ days_of_cover: number; sold: number; free_stock: number }> };
    for (const item of items)
      expect(item.days_of_cover).toBe(Math.round(((item.free_stock * 30) / item.sold) * 10) / 10);
    const covers = items.map((item) => item.days_of_cover);
    expect(covers).toEqual([...covers].sort((a, b) => a - b));
  });
});
