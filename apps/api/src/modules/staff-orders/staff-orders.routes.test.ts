// @pglite-compatibility: the order triggers and their NOTIFY, heard through PGlite's listen
import { ErrorResponse } from '@aruu/contract/errors';
import { type CreateOrderBody, orderStatuses } from '@aruu/contract/orders';
import {
  type OrderFeedEvent,
  PickingList,
  StaffOrderDetail,
  StaffOrderList,
  type StaffOrderListQuery,
  StaffOrderNote,
} from '@aruu/contract/staff-orders';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerShopper } from '../../../test/accounts.js';
import { placeOrder } from '../../../test/orders.js';
import { type SignedInStaff, signInStaff } from '../../../test/staff.js';
import { queryRows, useTestApp } from '../../../test/test-app.js';

const ctx = useTestApp({ STAFF_COUNTS_TTL_MS: '0' });

type Tokens = { access_token: string; user: { id: number; email: string } };
type Staff = SignedInStaff;

function call(tokens: { access_token: string } | undefined, method: 'GET' | 'POST', url: string, payload?: unknown) {
  return ctx.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: tokens ? bearer(tokens) : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

let taken = 0;
async function freshVariation() {
  const [row] = await queryRows<{ id: number; sku: string; stock: number }>(
    ctx.database,
    sql`select id, sku, stock from variations where stock >= 5 order by id offset ${taken} limit 1`,
  );
  taken += 1;
  return row!;
}

/** An unpaid order of `quantity` units of a variation no other test of this file ordered. */
async function orderFreshVariation(tokens: Tokens, form: Partial<CreateOrderBody> = {}, quantity = 1) {
  const variation = await freshVariation();
  const order = await placeOrder(ctx.app, tokens, { lines: [{ variationId: variation.id, quantity }], form });
  return { order, variation };
}

/** What the payment callback does to an order, for tests about what comes after. */
async function markPaid(orderId: number, deliveryMethod: 'courier' | 'pickup' = 'courier') {
  await queryRows(
    ctx.database,
    sql`update orders set status = 'pay', paid_at = now(), delivery_method = ${deliveryMethod} where id = ${orderId}`,
  );
}

async function auditOf(objectType: string, objectId: number) {
  return queryRows<{ action: string; actor_id: number; before: unknown; after: unknown }>(
    ctx.database,
    sql`select action, actor_id, before, after from audit_entries
        where object_type = ${objectType} and object_id = ${String(objectId)} order by id`,
  );
}

/** The board's query as a page would send it (numbers become text in the URL). */
async function board(staff: Staff, query: { [K in keyof StaffOrderListQuery]?: string | number } = {}) {
  const search = new URLSearchParams(
    Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
  );
  const response = await call(staff, 'GET', `/staff/orders?${search}`);
  expect(response.statusCode, response.body).toBe(200);
  return StaffOrderList.parse(response.json());
}

let admin: Staff;
let manager: Staff;
let warehouse: Staff;
beforeAll(async () => {
  admin = await signInStaff(ctx, 'admin');
  manager = await signInStaff(ctx, 'manager');
  warehouse = await signInStaff(ctx, 'warehouse');
});

describe('the orders board', () => {
  it('filters, searches, sorts and pages, with counts per status under the other filters', async () => {
    const shopper = await registerShopper(ctx.app);
    const unique = `zarina${Date.now()}`;
    const placed = [];
    for (let i = 0; i < 3; i++) {
      placed.push(
        (
          await orderFreshVariation(shopper, {
            customer_name: `Зарина ${unique}`,
            phone: `+996 700 98 76 5${i}`,
            city: i === 2 ? 'Ош' : 'Бишкек',
          })
        ).order,
      );
    }
    await markPaid(placed[1]!.order_id, 'pickup');

    const byName = await board(manager, { q: unique });
    expect(byName.items.map((row) => row.order_id)).toEqual([
      placed[2]!.order_id,
      placed[1]!.order_id,
      placed[0]!.order_id,
    ]);
    expect(byName.total).toBe(3);
    expect(byName.counts).toMatchObject({ processed: 2, pay: 1, assembly: 0 });
    expect(byName.items[0]).toMatchObject({ customer_name: `Зарина ${unique}`, city: 'Ош', item_count: 1 });

    // A status narrows the rows and the total, while the tabs keep counting every status.
    const paid = await board(manager, { q: unique, status: 'pay' });
    expect(paid.items.map((row) => row.order_id)).toEqual([placed[1]!.order_id]);
    expect(paid.total).toBe(1);
    expect(paid.counts.processed).toBe(2);
    expect((await board(manager, { q: unique, paid: 'false' })).total).toBe(2);
    expect((await board(manager, { q: unique, delivery: 'pickup' })).total).toBe(1);
    expect((await board(manager, { q: unique, payment_method: 'card' })).total).toBe(3);
    expect((await board(manager, { q: unique, payment_method: 'cash' })).total).toBe(0);
    expect((await board(manager, { q: unique, city: 'ош' })).total).toBe(1);

    // The phone as staff type it: with a leading 0, spaces or the country code.
    expect((await board(manager, { q: '0700 987 651' })).items.map((row) => row.order_id)).toContain(
      placed[1]!.order_id,
    );
    expect((await board(manager, { q: '+996700987652' })).items.map((row) => row.order_id)).toEqual([
      placed[2]!.order_id,
    ]);
    expect((await board(manager, { q: shopper.user.email.toUpperCase() })).total).toBe(3);
    expect((await board(manager, { q: shopper.user.email.split('@')[0]! })).total).toBe(3);
    expect((await board(manager, { q: `#${placed[0]!.order_id}` })).items[0]?.order_id).toBe(placed[0]!.order_id);
    // Characters LIKE would read as wildcards match themselves.
    expect((await board(manager, { q: '%%%' })).total).toBe(0);

    const oldestFirst = await board(manager, { q: unique, sort: 'oldest', page_size: 2 });
    expect(oldestFirst.items.map((row) => row.order_id)).toEqual([placed[0]!.order_id, placed[1]!.order_id]);
    const secondPage = await board(manager, { q: unique, sort: 'oldest', page_size: 2, page: 2 });
    expect(secondPage.items.map((row) => row.order_id)).toEqual([placed[2]!.order_id]);

    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Bishkek' });
    expect((await board(manager, { q: unique, from: today, to: today })).total).toBe(3);
    expect((await board(manager, { q: unique, to: '2020-01-01' })).total).toBe(0);
  });

  it('refuses filters it cannot read, field by field', async () => {
    const response = await call(manager, 'GET', '/staff/orders?status=lost&page_size=1000&from=yesterday');
    expect(response.statusCode).toBe(400);
    const { error } = ErrorResponse.parse(response.json());
    expect(Object.keys(error.fields ?? {}).sort()).toEqual(['from', 'page_size', 'status']);
  });

  it('is open to every role of the matrix and to no shopper', async () => {
    const shopper = await registerShopper(ctx.app);
    expect((await call(undefined, 'GET', '/staff/orders')).statusCode).toBe(401);
    expect((await call(shopper, 'GET', '/staff/orders')).statusCode).toBe(403);
    for (const staff of [admin, manager, warehouse])
      expect((await call(staff, 'GET', '/staff/orders')).statusCode).toBe(200);
  });
});

describe('an order for staff', () => {
  it('shows SKUs, payments, delivery, notes and the next steps the role may take', async () => {
    const shopper = await registerShopper(ctx.app);
    const { order, variation } = await orderFreshVariation(shopper, {}, 2);
    await queryRows(
      ctx.database,
      sql`insert into payments (order_id, provider, provider_payment_id, amount, status)
          values (${order.order_id}, 'freedom_pay', 'fp-123', ${order.totals.total * 100}, 'failed')`,
    );
    const asManager = StaffOrderDetail.parse((await call(manager, 'GET', `/staff/orders/${order.order_id}`)).json());
    // Each line names its order line, as an order change refers to it.
    const [line] = await queryRows<{ id: number }>(
      ctx.database,
      sql`select id from order_items where order_id = ${order.order_id}`,
    );
    expect(asManager.items).toEqual([
      expect.objectContaining({ order_item_id: line!.id, variation_id: variation.id, sku: variation.sku, quantity: 2 }),
    ]);
    expect(asManager.payments).toEqual([
      expect.objectContaining({ provider: 'freedom_pay', provider_payment_id: 'fp-123', status: 'failed' }),
    ]);
    expect(asManager.customer).toMatchObject({ user_id: shopper.user.id, blocked: false });
    expect(asManager.actions).toEqual([{ status: 'cancelled', permission: 'orders.manage', refund: false }]);
    // An unpaid order offers the warehouse nothing: it cannot be assembled and it may not cancel.
    const asWarehouse = StaffOrderDetail.parse(
      (await call(warehouse, 'GET', `/staff/orders/${order.order_id}`)).json(),
    );
    expect(asWarehouse.actions).toEqual([]);

    await markPaid(order.order_id, 'pickup');
    const paid = StaffOrderDetail.parse((await call(warehouse, 'GET', `/staff/orders/${order.order_id}`)).json());
    expect(paid.actions).toEqual([{ status: 'assembly', permission: 'orders.fulfil', refund: false }]);
    // A manager may cancel the paid order only with its refund.
    const paidAsManager = StaffOrderDetail.parse(
      (await call(manager, 'GET', `/staff/orders/${order.order_id}`)).json(),
    );
    expect(paidAsManager.actions).toEqual([
      { status: 'assembly', permission: 'orders.fulfil', refund: false },
      { status: 'cancelled', permission: 'orders.manage', refund: true },
    ]);
    expect((await call(manager, 'GET', '/staff/orders/2147483647')).statusCode).toBe(404);
  });

  it('moves through fulfilment along the state machine, one audit entry per change', async () => {
    const shopper = await registerShopper(ctx.app);
    const { order } = await orderFreshVariation(shopper);
    // Unpaid: assembly is not a step from here, and a refusal leaves no audit entry.
    const early = await call(warehouse, 'POST', `/staff/orders/${order.order_id}/fulfil`, { status: 'assembly' });
    expect(early.statusCode).toBe(409);
    expect(ErrorResponse.parse(early.json()).error.code).toBe('invalid_status_transition');
    expect(await auditOf('order', order.order_id)).toEqual([]);

    await markPaid(order.order_id, 'courier');
    const assembly = await call(warehouse, 'POST', `/staff/orders/${order.order_id}/fulfil`, { status: 'assembly' });
    expect(assembly.statusCode, assembly.body).toBe(200);
    const moved = StaffOrderDetail.parse(assembly.json());
    expect(moved.status).toBe('assembly');
    expect(moved.timeline.at(-1)).toMatchObject({ status: 'assembly', actor: 'staff' });
    expect(moved.actions.map((action) => action.status)).toEqual(['delivery']);
    // Courier orders are not "ready for pickup".
    const ready = await call(warehouse, 'POST', `/staff/orders/${order.order_id}/fulfil`, { status: 'ready' });
    expect(ready.statusCode).toBe(409);
    expect(await auditOf('order', order.order_id)).toEqual([
      {
        action: 'order.status_changed',
        actor_id: warehouse.userId,
        before: { status: 'pay' },
        after: { status: 'assembly', note: null },
      },
    ]);
    // Cancelling a paid order is a refund (refunds), never a bare cancellation.
    const cancel = await call(manager, 'POST', `/staff/orders/${order.order_id}/cancel`, { note: 'Out of stock' });
    expect(cancel.statusCode).toBe(409);
    expect(ErrorResponse.parse(cancel.json()).error.code).toBe('order_paid');
    expect(await auditOf('order', order.order_id)).toHaveLength(1);
  });

  it('lets a manager cancel an unpaid order, giving the stock back; the warehouse may not', async () => {
    const shopper = await registerShopper(ctx.app);
    const { order, variation } = await orderFreshVariation(shopper, {}, 2);
    const forbidden = await call(warehouse, 'POST', `/staff/orders/${order.order_id}/cancel`, {
      note: 'Asked by phone',
    });
    expect(forbidden.statusCode).toBe(403);
    expect((await call(manager, 'POST', `/staff/orders/${order.order_id}/cancel`, {})).statusCode).toBe(400);

    const cancelled = await call(manager, 'POST', `/staff/orders/${order.order_id}/cancel`, { note: 'Asked by phone' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(StaffOrderDetail.parse(cancelled.json()).status).toBe('cancelled');
    const [stock] = await queryRows<{ stock: number }>(
      ctx.database,
      sql`select stock from variations where id = ${variation.id}`,
    );
    expect(stock!.stock).toBe(variation.stock);
    expect(await auditOf('order', order.order_id)).toEqual([
      expect.objectContaining({
        before: { status: 'processed' },
        after: { status: 'cancelled', note: 'Asked by phone' },
      }),
    ]);
  });

  it('keeps internal notes with their author, audited', async () => {
    const shopper = await registerShopper(ctx.app);
    const { order } = await orderFreshVariation(shopper);
    const added = await call(warehouse, 'POST', `/staff/orders/${order.order_id}/notes`, {
      text: 'Упаковать в подарочную коробку\nпозвонить перед доставкой',
    });
    expect(added.statusCode, added.body).toBe(201);
    const note = StaffOrderNote.parse(added.json());
    expect(note.author.id).toBe(warehouse.userId);
    const detail = StaffOrderDetail.parse((await call(manager, 'GET', `/staff/orders/${order.order_id}`)).json());
    expect(detail.notes).toEqual([note]);
    expect(await auditOf('order', order.order_id)).toEqual([
      expect.objectContaining({ action: 'order.note_added', actor_id: warehouse.userId, before: null }),
    ]);
    expect((await call(warehouse, 'POST', '/staff/orders/2147483647/notes', { text: 'x' })).statusCode).toBe(404);
    expect((await call(warehouse, 'POST', `/staff/orders/${order.order_id}/notes`, { text: ' ' })).statusCode).toBe(
      400,
    );
    // The buyer's own view never shows them.
    expect(JSON.stringify((await call(shopper, 'GET', `/orders/${order.order_id}`)).json())).not.toContain(
      'подарочную',
    );
  });

  it('prints a picking list of every order in assembly, summed per SKU', async () => {
    const shopper = await registerShopper(ctx.app);
    const first = await orderFreshVariation(shopper, {}, 2);
    const second = await orderFreshVariation(shopper, {}, 1);
    for (const { order } of [first, second]) {
      await markPaid(order.order_id);
      expect(
        (await call(warehouse, 'POST', `/staff/orders/${order.order_id}/fulfil`, { status: 'assembly' })).statusCode,
      ).toBe(200);
    }
    const list = PickingList.parse((await call(warehouse, 'GET', '/staff/orders/picking-list')).json());
    const mine = list.orders.filter((o) => [first.order.order_id, second.order.order_id].includes(o.order_id));
    expect(mine.map((o) => o.items)).toEqual([
      [expect.objectContaining({ sku: first.variation.sku, quantity: 2 })],
      [expect.objectContaining({ sku: second.variation.sku, quantity: 1 })],
    ]);
    const [inAssembly] = await queryRows<{ units: number }>(
      ctx.database,
      sql`select coalesce(sum(oi.quantity), 0)::int as units from order_items oi join orders o on o.id = oi.order_id where o.status = 'assembly'`,
    );
    expect(list.totals.reduce((sum, line) => sum + line.quantity, 0)).toBe(inAssembly!.units);
    expect(list.totals.map((line) => line.sku)).toEqual(
      [...list.totals.map((line) => line.sku)].sort((a, b) => a.localeCompare(b)),
    );
  });
});

describe('the live feed', () => {
  /** Reads server-sent events off a real HTTP connection until `until` accepts one. */
  async function nextEvent(body: ReadableStream<Uint8Array>, until: (event: OrderFeedEvent) => boolean) {
    const reader = body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) throw new Error('the stream ended');
        buffer += value;
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const message = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = message.split('\n').find((line) => line.startsWith('data: '));
          if (message.startsWith('event: order') && data) {
            const event = JSON.parse(data.slice('data: '.length)) as OrderFeedEvent;
            if (until(event)) return event;
          }
          end = buffer.indexOf('\n\n');
        }
      }
    } finally {
      await reader.cancel();
    }
  }

  it('tells staff of a new order as it is placed, through a one-purpose ticket', async () => {
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const issued = await call(warehouse, 'POST', '/staff/orders/events/ticket');
    expect(issued.statusCode).toBe(201);
    const { ticket } = issued.json() as { ticket: string };
    // The ticket opens the feed only: it is no access token.
    expect(
      (
        await ctx.app.inject({
          method: 'GET',
          url: '/api/v1/staff/orders',
          headers: { authorization: `Bearer ${ticket}` },
        })
      ).statusCode,
    ).toBe(401);

    const controller = new AbortController();
    const stream = await fetch(`${address}/api/v1/staff/orders/events?ticket=${encodeURIComponent(ticket)}`, {
      signal: controller.signal,
    });
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toContain('text/event-stream');
    const shopper = await registerShopper(ctx.app);
    const arriving = nextEvent(stream.body!, (event) => event.kind === 'created');
    const { order } = await orderFreshVariation(shopper);
    expect(await arriving).toEqual({ kind: 'created', order_id: order.order_id, status: 'processed' });
    controller.abort();
  });

  it('refuses a missing, forged or expired ticket, and one whose session ended', async () => {
    expect((await call(undefined, 'GET', '/staff/orders/events')).statusCode).toBe(401);
    expect((await call(undefined, 'GET', '/staff/orders/events?ticket=abc.def')).statusCode).toBe(401);
    const staff = await signInStaff(ctx, 'warehouse');
    const { ticket } = (await call(staff, 'POST', '/staff/orders/events/ticket')).json() as { ticket: string };
    const [body, signature] = ticket.split('.');
    const forged = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(body!, 'base64url').toString()), u: 1 }),
    ).toString('base64url');
    expect((await call(undefined, 'GET', `/staff/orders/events?ticket=${forged}.${signature}`)).statusCode).toBe(401);
    await queryRows(ctx.database, sql`update sessions set revoked_at = now() where user_id = ${staff.userId}`);
    expect((await call(undefined, 'GET', `/staff/orders/events?ticket=${ticket}`)).statusCode).toBe(401);
    expect((await call(await registerShopper(ctx.app), 'POST', '/staff/orders/events/ticket')).statusCode).toBe(403);
  });
});

describe('the board without filters', () => {
  /** Every status as counting the orders themselves finds them. */
  async function countedNow() {
    const rows = await queryRows<{ status: string; count: number }>(
      ctx.database,
      sql`select status, count(*)::int as count from orders group by status`,
    );
    const counted = await board(manager, { page_size: 1 });
    return {
      counted: {
        ...Object.fromEntries(Object.keys(counted.counts).map((status) => [status, 0])),
        ...Object.fromEntries(rows.map((row) => [row.status, row.count])),
      },
      board: counted,
    };
  }

  async function expectCurrentCounts() {
    const { counted, board: shown } = await countedNow();
    expect(shown.counts).toEqual(counted);
    expect(shown.total).toBe(Object.values(counted).reduce((sum, count) => sum + count, 0));
    return shown.counts;
  }

  it('counts every order per status, current after each change and unchanged by one that failed', async () => {
    const before = await expectCurrentCounts();
    const shopper = await registerShopper(ctx.app);
    const { order } = await orderFreshVariation(shopper);
    const placed = await expectCurrentCounts();
    expect(placed.processed).toBe(before.processed + 1);

    await markPaid(order.order_id);
    expect((await expectCurrentCounts()).pay).toBe(placed.pay + 1);
    const moved = await call(warehouse, 'POST', `/staff/orders/${order.order_id}/fulfil`, { status: 'assembly' });
    expect(moved.statusCode, moved.body).toBe(200);
    const assembling = await expectCurrentCounts();
    expect(assembling.assembly).toBe(placed.assembly + 1);
    expect((await board(manager, { status: 'assembly' })).total).toBe(assembling.assembly);

    // Refused inside its transaction (a paid order is not cancelled bare): nothing changes.
    expect((await call(manager, 'POST', `/staff/orders/${order.order_id}/cancel`, { note: 'No' })).statusCode).toBe(
      409,
    );
    expect(await expectCurrentCounts()).toEqual(assembling);

    // The order's stock history refers to it; an operator removing an order removes that first.
    await queryRows(ctx.database, sql`delete from stock_movements where order_id = ${order.order_id}`);
    await queryRows(ctx.database, sql`delete from orders where id = ${order.order_id}`);
    expect((await expectCurrentCounts()).assembly).toBe(assembling.assembly - 1);

    // Emptied at once, the table leaves no tallies behind (rolled back: the file's other tests need its orders).
    const emptied = ctx.database.db.transaction(async (tx) => {
      await tx.execute(sql`truncate orders cascade`);
      const [left] = (
        (await tx.execute(sql`select coalesce(sum(delta), 0)::int as n from order_status_tallies`)) as unknown as {
          rows: { n: number }[];
        }
      ).rows;
      expect(left?.n).toBe(0);
      throw new Error('roll back');
    });
    await expect(emptied).rejects.toThrow('roll back');
    await expectCurrentCounts();
  });

  it('stays exact under many concurrent changes, folding its tallies as they grow', async () => {
    const shopper = await registerShopper(ctx.app);
    const orderIds = [];
    for (let i = 0; i < 4; i++) orderIds.push((await orderFreshVariation(shopper)).order.order_id);
    const statuses = ['pay', 'assembly', 'delivery', 'processed'];
    // 4 orders moved 50 times each, on as many connections as the pool gives: 400 tally rows.
    await Promise.all(
      orderIds.map(async (orderId, i) => {
        for (let step = 0; step < 50; step++) {
          const status = statuses[(i + step) % statuses.length]!;
          await queryRows(ctx.database, sql`update orders set status = ${status} where id = ${orderId}`);
        }
      }),
    );
    const tallyRows = async () =>
      (await queryRows<{ n: number }>(ctx.database, sql`select count(*)::int as n from order_status_tallies`))[0]!.n;
    expect(await tallyRows()).toBeGreaterThan(256);
    await expectCurrentCounts();
    // That read folded them: one row per status, still the same counts.
    expect(await tallyRows()).toBeLessThanOrEqual(orderStatuses.length);
    await expectCurrentCounts();
  });
});

describe('the board search', () => {
  it('finds a phone by its last digits or its start, and an order number before the phones containing it', async () => {
    const shopper = await registerShopper(ctx.app);
    const suffix = String(Date.now()).slice(-6);
    const { order } = await orderFreshVariation(shopper, { phone: `+996 770 ${suffix}` });
    const found = async (q: string) => (await board(manager, { q })).items.map((row) => row.order_id);

    expect(await found(suffix)).toContain(order.order_id);
    expect(await found(suffix.slice(-4))).toContain(order.order_id);
    expect(await found(`0770 ${suffix.slice(0, 3)}`)).toContain(order.order_id);
    expect(await found(`770${suffix}`)).toEqual([order.order_id]);
    // The middle of a number is neither its start nor its end.
    expect(await found(`70${suffix.slice(0, 2)}`)).not.toContain(order.order_id);

    // An order whose phone ends with another order's number: that order comes first.
    const number = String(order.order_id).padStart(3, '0');
    const { order: other } = await orderFreshVariation(shopper, { phone: `+996 555 ${number.padStart(6, '0')}` });
    const byNumber = await found(number);
    expect(byNumber[0]).toBe(order.order_id);
    expect(byNumber).toContain(other.order_id);
  });
});
