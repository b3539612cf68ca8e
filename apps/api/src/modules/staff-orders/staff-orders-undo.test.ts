import { ErrorResponse } from '@aruu/contract/errors';
import { OrderDetail } from '@aruu/contract/orders';
import { StaffOrderDetail } from '@aruu/contract/staff-orders';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerShopper } from '../../../test/accounts.js';
import { placeOrder } from '../../../test/orders.js';
import { type SignedInStaff, signInStaff } from '../../../test/staff.js';
import { queryRows, useTestApp } from '../../../test/test-app.js';

const ctx = useTestApp({ STAFF_COUNTS_TTL_MS: '0' });

type Tokens = { access_token: string; user: { id: number; email: string } };

function call(tokens: { access_token: string } | undefined, url: string, payload: object = {}) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    headers: tokens ? bearer(tokens) : {},
    payload,
  });
}

let taken = 0;
async function paidOrder(shopper: Tokens, deliveryMethod: 'courier' | 'pickup' = 'courier') {
  const [variation] = await queryRows<{ id: number }>(
    ctx.database,
    sql`select id from variations where stock >= 5 order by id desc offset ${taken} limit 1`,
  );
  taken += 1;
  const { order_id } = await placeOrder(ctx.app, shopper, { lines: [{ variationId: variation!.id }] });
  await queryRows(
    ctx.database,
    sql`update orders set status = 'pay', paid_at = now(), delivery_method = ${deliveryMethod} where id = ${order_id}`,
  );
  await queryRows(
    ctx.database,
    sql`insert into order_events (order_id, status, actor) values (${order_id}, 'pay', 'system')`,
  );
  return order_id;
}

/** The last event as if it had been made `minutes` ago: the window is read against the server's clock. */
async function ageLastEvent(orderId: number, minutes: number) {
  await queryRows(
    ctx.database,
    sql`update order_events set created_at = now() - make_interval(mins => ${minutes})
        where id = (select max(id) from order_events where order_id = ${orderId})`,
  );
}

async function move(staff: SignedInStaff, orderId: number, status: string) {
  const response = await call(staff, `/staff/orders/${orderId}/fulfil`, { status });
  expect(response.statusCode, response.body).toBe(200);
  return StaffOrderDetail.parse(response.json());
}

const undo = (staff: SignedInStaff | Tokens | undefined, orderId: number, from: string) =>
  call(staff, `/staff/orders/${orderId}/undo-status`, { from });

const codeOf = (response: { body: string }) => ErrorResponse.parse(JSON.parse(response.body)).error.code;

let warehouse: SignedInStaff;
let shopper: Tokens;
beforeAll(async () => {
  warehouse = await signInStaff(ctx, 'warehouse');
  shopper = await registerShopper(ctx.app);
});

describe('undoing a status change', () => {
  it('takes "handed to delivery" back to assembly inside the window, audited, and says so in the timeline', async () => {
    const orderId = await paidOrder(shopper);
    await move(warehouse, orderId, 'assembly');
    const moved = await move(warehouse, orderId, 'delivery');
    expect(moved.undo).toMatchObject({ from: 'delivery', to: 'assembly' });

    const response = await undo(warehouse, orderId, 'delivery');
    expect(response.statusCode, response.body).toBe(200);
    const back = StaffOrderDetail.parse(response.json());
    expect(back.status).toBe('assembly');
    expect(back.timeline.at(-1)).toMatchObject({ status: 'assembly', actor: 'staff', note: 'status_undone' });
    // An undo is not undone in turn, and the order may be moved on again.
    expect(back.undo).toBeNull();
    expect(codeOf(await undo(warehouse, orderId, 'assembly'))).toBe('status_not_undoable');
    expect(back.actions.map((action) => action.status)).toContain('delivery');

    const audit = await queryRows<{ action: string; before: unknown; after: unknown }>(
      ctx.database,
      sql`select action, before, after from audit_entries
          where object_type = 'order' and object_id = ${String(orderId)} order by id desc limit 1`,
    );
    expect(audit[0]).toEqual({
      action: 'order.status_undone',
      before: { status: 'delivery' },
      after: { status: 'assembly' },
    });

    // The buyer's timeline leaves out the move taken back: the order never claims to be on its way.
    const mine = await ctx.app.inject({ method: 'GET', url: `/api/v1/orders/${orderId}`, headers: bearer(shopper) });
    expect(OrderDetail.parse(mine.json()).timeline.map((event) => event.status)).toEqual([
      'processed',
      'pay',
      'assembly',
    ]);
  });

  it('takes assembly back to paid, and ready back to assembly', async () => {
    const orderId = await paidOrder(shopper, 'pickup');
    await move(warehouse, orderId, 'assembly');
    expect(StaffOrderDetail.parse((await undo(warehouse, orderId, 'assembly')).json()).status).toBe('pay');
    await move(warehouse, orderId, 'assembly');
    await move(warehouse, orderId, 'ready');
    expect(StaffOrderDetail.parse((await undo(warehouse, orderId, 'ready')).json()).status).toBe('assembly');
  });

  it('refuses after the window', async () => {
    const orderId = await paidOrder(shopper);
    await move(warehouse, orderId, 'assembly');
    await move(warehouse, orderId, 'delivery');
    await ageLastEvent(orderId, 6);
    const detail = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/staff/orders/${orderId}`,
      headers: bearer(warehouse),
    });
    expect(StaffOrderDetail.parse(detail.json()).undo).toBeNull();
    const late = await undo(warehouse, orderId, 'delivery');
    expect(late.statusCode).toBe(409);
    expect(codeOf(late)).toBe('undo_window_passed');
    await ageLastEvent(orderId, 4);
    expect((await undo(warehouse, orderId, 'delivery')).statusCode).toBe(200);
  });

  it('never undoes delivered, nor a status another change has overtaken', async () => {
    const orderId = await paidOrder(shopper);
    await move(warehouse, orderId, 'assembly');
    await move(warehouse, orderId, 'delivery');
    const delivered = await move(warehouse, orderId, 'delivered');
    expect(delivered.undo).toBeNull();
    const refused = await undo(warehouse, orderId, 'delivered');
    expect(refused.statusCode).toBe(409);
    expect(codeOf(refused)).toBe('status_not_undoable');

    // The page showed "assembly" but the order has moved on meanwhile: nothing is taken back.
    const other = await paidOrder(shopper);
    await move(warehouse, other, 'assembly');
    await move(warehouse, other, 'delivery');
    expect(codeOf(await undo(warehouse, other, 'assembly'))).toBe('status_not_undoable');
  });

  it('is for staff who may move orders', async () => {
    const orderId = await paidOrder(shopper);
    await move(warehouse, orderId, 'assembly');
    expect((await undo(undefined, orderId, 'assembly')).statusCode).toBe(401);
    expect((await undo(shopper, orderId, 'assembly')).statusCode).toBe(403);
    expect((await undo(warehouse, 999_999, 'assembly')).statusCode).toBe(404);
    expect((await undo(warehouse, orderId, 'cancelled')).statusCode).toBe(400);
  });
});
