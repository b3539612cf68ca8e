import { ErrorResponse } from '@aruu/contract/errors';
import { CustomerDetail, CustomerList } from '@aruu/contract/staff-customers';
import { Dashboard } from '@aruu/contract/staff-dashboard';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerShopper } from '../../../test/accounts.js';
import { addToCart, createOrderFromCart } from '../../../test/orders.js';
import { type SignedInStaff, signInStaff } from '../../../test/staff.js';
import { queryRows, useTestApp } from '../../../test/test-app.js';

const ctx = useTestApp({ LOW_STOCK_THRESHOLD: '3', STAFF_COUNTS_TTL_MS: '0' });

type Tokens = { access_token: string; user: { id: number; email: string } };

function call(
  tokens: { access_token: string } | undefined,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: unknown,
) {
  return ctx.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: tokens ? bearer(tokens) : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

let taken = 0;
/** One unit of a variation no other test of this file ordered, put in the cart and ordered: answers the raw response. */
async function orderOneUnit(tokens: Tokens) {
  const [variation] = await queryRows<{ id: number }>(
    ctx.database,
    sql`select id from variations where stock >= 5 order by id desc offset ${taken} limit 1`,
  );
  taken += 1;
  await addToCart(ctx.app, tokens, [{ variationId: variation!.id }]);
  return createOrderFromCart(ctx.app, tokens);
}

let manager: SignedInStaff;
let warehouse: SignedInStaff;
beforeAll(async () => {
  manager = await signInStaff(ctx, 'manager');
  warehouse = await signInStaff(ctx, 'warehouse');
});

describe('customers', () => {
  it('counts returns other than for defects and flags a shopper at 5, in the list and on the page', async () => {
    const unique = `Returner${Date.now()}`;
    const shopper = await registerShopper(ctx.app, { first_name: unique });
    const placed = await orderOneUnit(shopper);
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId = (placed.json() as { order_id: number }).order_id;
    const recordReturns = (reason: 'defect' | 'proper_quality', count: number) =>
      queryRows(
        ctx.database,
        sql`insert into order_returns (order_id, reason, restock, rule_amount, rule_percent, amount, idempotency_key, created_by)
            select ${orderId}, ${reason}, true, 0, 50, 0, ${reason} || '-' || n || '-' || ${Date.now()}, ${manager.userId}
            from generate_series(1, ${count}) as n`,
      );
    const seen = async () => {
      const list = CustomerList.parse(
        (await call(manager, 'GET', `/staff/customers?q=${encodeURIComponent(unique.toLowerCase())}`)).json(),
      );
      const page = CustomerDetail.parse((await call(manager, 'GET', `/staff/customers/${shopper.user.id}`)).json());
      expect(list.items).toHaveLength(1);
      expect(list.items[0]).toMatchObject({ returns_count: page.returns_count, returns_flagged: page.returns_flagged });
      return { count: page.returns_count, flagged: page.returns_flagged };
    };
    expect(await seen()).toEqual({ count: 0, flagged: false });
    // Defects do not count against the buyer.
    await recordReturns('defect', 2);
    await recordReturns('proper_quality', 4);
    expect(await seen()).toEqual({ count: 4, flagged: false });
    await recordReturns('proper_quality', 1);
    expect(await seen()).toEqual({ count: 5, flagged: true });
  });

  it('finds shoppers by name, email or phone, with what they ordered and spent; staff are not customers', async () => {
    const unique = `Nurlan${Date.now()}`;
    const shopper = await registerShopper(ctx.app, { first_name: unique, phone: '+996 770 55 44 33' });
    const paid = await orderOneUnit(shopper);
    expect(paid.statusCode, paid.body).toBe(201);
    await orderOneUnit(shopper);
    const paidId = (paid.json() as { order_id: number }).order_id;
    await queryRows(ctx.database, sql`update orders set status = 'pay', paid_at = now() where id = ${paidId}`);
    await queryRows(ctx.database, sql`update orders set uds_customer_uid = 'uds-42' where id = ${paidId}`);

    for (const q of [unique.toLowerCase(), shopper.user.email, '0770 554 433']) {
      const found = CustomerList.parse(
        (await call(manager, 'GET', `/staff/customers?q=${encodeURIComponent(q)}`)).json(),
      );
      expect(
        found.items.map((row) => row.id),
        q,
      ).toEqual([shopper.user.id]);
    }
    const list = CustomerList.parse((await call(manager, 'GET', `/staff/customers?q=${unique}`)).json());
    expect(list.items[0]).toMatchObject({ orders_count: 2, blocked: false });
    const [order] = await queryRows<{ total: number }>(
      ctx.database,
      sql`select total from orders where id = ${paidId}`,
    );
    expect(list.items[0]!.total_spent).toBe(order!.total / 100);
    const staffFound = CustomerList.parse(
      (await call(manager, 'GET', `/staff/customers?q=${encodeURIComponent(warehouse.email)}`)).json(),
    );
    expect(staffFound.total).toBe(0);

    const detail = CustomerDetail.parse((await call(manager, 'GET', `/staff/customers/${shopper.user.id}`)).json());
    expect(detail.orders).toHaveLength(2);
    expect(detail.uds).toEqual({ linked: true, customer_uid: 'uds-42' });
    expect((await call(manager, 'GET', `/staff/customers/${warehouse.userId}`)).statusCode).toBe(404);
  });

  it('blocks a shopper from ordering with a reason and unblocks them, each change audited once', async () => {
    const shopper = await registerShopper(ctx.app);
    const block = (payload: object) => call(manager, 'POST', `/staff/customers/${shopper.user.id}/block`, payload);
    expect(
      (await call(warehouse, 'POST', `/staff/customers/${shopper.user.id}/block`, { reason: 'x' })).statusCode,
    ).toBe(403);
    for (const payload of [{}, { reason: '   ' }, { note: 'Fraud' }]) {
      const refused = await block(payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(ErrorResponse.parse((await block({ reason: '' })).json()).error.fields?.reason).toBeDefined();
    const blocked = await block({ reason: ' Fraud: three unpaid orders ' });
    expect(blocked.statusCode, blocked.body).toBe(200);
    const detail = CustomerDetail.parse(blocked.json());
    expect(detail.blocked).toBe(true);
    expect(detail.block).toEqual({
      reason: 'Fraud: three unpaid orders',
      by: { id: manager.userId, name: expect.any(String) },
    });
    // Blocking again changes nothing and records nothing: the first reason stays.
    expect(CustomerDetail.parse((await block({ reason: 'Again' })).json()).block?.reason).toBe(
      'Fraud: three unpaid orders',
    );

    const refused = await orderOneUnit(shopper);
    expect(refused.statusCode).toBe(403);
    expect(ErrorResponse.parse(refused.json()).error.code).toBe('customer_blocked');
    // Nothing was taken: the cart still holds the line.
    expect((await call(shopper, 'GET', '/carts')).json()).toMatchObject({ cartCount: 1 });

    const unblocked = await call(manager, 'POST', `/staff/customers/${shopper.user.id}/unblock`, { note: 'Paid' });
    expect(unblocked.statusCode).toBe(200);
    expect(CustomerDetail.parse(unblocked.json())).toMatchObject({ blocked: false, blocked_at: null, block: null });
    expect((await createOrderFromCart(ctx.app, shopper)).statusCode).toBe(201);

    const entries = await queryRows<{
      action: string;
      actor_id: number;
      before: unknown;
      after: { blocked_at: string | null; reason?: string; note?: string | null };
    }>(
      ctx.database,
      sql`select action, actor_id, before, after from audit_entries where object_type = 'customer' and object_id = ${String(shopper.user.id)} order by id`,
    );
    expect(entries.map((entry) => entry.action)).toEqual(['customer.blocked', 'customer.unblocked']);
    expect(entries[0]).toMatchObject({
      actor_id: manager.userId,
      before: { blocked_at: null },
      after: { reason: 'Fraud: three unpaid orders' },
    });
    expect(entries[1]!.after).toMatchObject({ blocked_at: null, note: 'Paid' });
  });

  it('counts the shopper’s cancelled orders by who cancelled them', async () => {
    const shopper = await registerShopper(ctx.app);
    const orderIds: number[] = [];
    for (let n = 0; n < 4; n++) {
      const placed = await orderOneUnit(shopper);
      expect(placed.statusCode, placed.body).toBe(201);
      orderIds.push((placed.json() as { order_id: number }).order_id);
    }
    const [byBuyer, byStaff, bySystem] = orderIds;
    const readCount = async () =>
      CustomerDetail.parse((await call(manager, 'GET', `/staff/customers/${shopper.user.id}`)).json()).cancelled_orders;
    expect(await readCount()).toEqual({ total: 0, by_buyer: 0, by_staff: 0, by_system: 0 });

    expect((await call(shopper, 'DELETE', `/orders/delete/${byBuyer}`)).statusCode).toBe(200);
    const staffCancel = await call(manager, 'POST', `/staff/orders/${byStaff}/cancel`, { note: 'Out of stock' });
    expect(staffCancel.statusCode, staffCancel.body).toBe(200);
    // What the unpaid-order expiry writes (modules/orders): the status and a system event.
    await queryRows(
      ctx.database,
      sql`with cancelled as (update orders set status = 'cancelled' where id = ${bySystem} returning id)
          insert into order_events (order_id, status, actor) select id, 'cancelled', 'system' from cancelled`,
    );
    expect(await readCount()).toEqual({ total: 3, by_buyer: 1, by_staff: 1, by_system: 1 });
  });
});

describe('the dashboard', () => {
  it('counts today, the last 30 days by day, waiting orders and low stock', async () => {
    const read = async () => {
      const response = await call(manager, 'GET', '/staff/dashboard');
      expect(response.statusCode, response.body).toBe(200);
      return Dashboard.parse(response.json());
    };
    const before = await read();
    expect(before.by_day).toHaveLength(30);
    expect(before.by_day.at(-1)!.date).toBe(new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Bishkek' }));

    const shopper = await registerShopper(ctx.app);
    const paid = (await orderOneUnit(shopper)).json() as { order_id: number };
    await orderOneUnit(shopper);
    await queryRows(
      ctx.database,
      sql`update orders set status = 'assembly', paid_at = now() where id = ${paid.order_id}`,
    );
    const [{ total } = { total: 0 }] = await queryRows<{ total: number }>(
      ctx.database,
      sql`select total from orders where id = ${paid.order_id}`,
    );
    // An order placed 40 days ago counts nowhere.
    const old = (await orderOneUnit(shopper)).json() as { order_id: number };
    await queryRows(
      ctx.database,
      sql`update orders set created_at = now() - interval '40 days' where id = ${old.order_id}`,
    );
    const [lowVariation] = await queryRows<{ id: number }>(
      ctx.database,
      sql`update variations set stock = 0 where id = (select min(id) from variations) returning id`,
    );

    const after = await read();
    expect(after.today.orders - before.today.orders).toBe(2);
    expect(after.today.paid - before.today.paid).toBe(1);
    expect(after.today.unpaid - before.today.unpaid).toBe(1);
    expect(Math.round((after.today.revenue - before.today.revenue) * 100)).toBe(total);
    expect(after.last_30_days.orders - before.last_30_days.orders).toBe(2);
    expect(after.last_30_days.orders).toBe(after.by_day.reduce((sum, day) => sum + day.orders, 0));
    expect(after.waiting.assembly - before.waiting.assembly).toBe(1);
    expect(after.waiting.processed - before.waiting.processed).toBe(2);
    expect(after.low_stock_threshold).toBe(3);
    expect(after.low_stock.every((row) => row.stock <= 3)).toBe(true);
    expect(after.low_stock.map((row) => row.variation_id)).toContain(lowVariation!.id);
    if (after.today.paid > 0) expect(after.today.average_order).toBeGreaterThan(0);

    expect((await call(warehouse, 'GET', '/staff/dashboard')).statusCode).toBe(403);
  });
});
