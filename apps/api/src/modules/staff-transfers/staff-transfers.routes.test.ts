import { ErrorResponse } from '@aruu/contract/errors';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENT_REPLAYED_HEADER } from '@aruu/contract/idempotency';
import { TransferDetail, TransferList } from '@aruu/contract/staff-transfers';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerShopper } from '../../../test/accounts.js';
import { placeOrder } from '../../../test/orders.js';
import { type SignedInStaff, signInStaff } from '../../../test/staff.js';
import { queryRows, useTestApp } from '../../../test/test-app.js';
import type { InventoryService } from '../inventory/inventory.service.js';

const ctx = useTestApp();

type Tokens = { access_token: string };

function call(
  tokens: Tokens | undefined,
  method: 'GET' | 'POST',
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) {
  return ctx.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { ...(tokens ? bearer(tokens) : {}), ...headers },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

const codeOf = (response: { json(): unknown }) => ErrorResponse.parse(response.json()).error.code;
const fieldsOf = (response: { json(): unknown }) =>
  Object.keys(ErrorResponse.parse(response.json()).error.fields ?? {}).sort();

let warehouse: SignedInStaff;
let manager: SignedInStaff;
let admin: SignedInStaff;
const place: Record<string, number> = {};
beforeAll(async () => {
  warehouse = await signInStaff(ctx, 'warehouse');
  manager = await signInStaff(ctx, 'manager');
  admin = await signInStaff(ctx, 'admin');
  for (const row of await queryRows<{ id: number; code: string }>(ctx.database, sql`select id, code from locations`))
    place[row.code] = row.id;
});

/**
 * The test's own books of what the shop holds of each variation: what was delivered, less what
 * was written off, handed over to buyers or lost on the road. The database's figures are checked
 * against it, never against themselves.
 */
const ledger = new Map<number, number>();
const book = (variationId: number, change: number) => ledger.set(variationId, (ledger.get(variationId) ?? 0) + change);

let used = 0;
/** A variation nobody else touches, emptied everywhere: whatever it holds next comes from the test. */
async function freshVariation() {
  const [row] = await queryRows<{ id: number; sku: string }>(
    ctx.database,
    sql`select v.id, v.sku from variations v join products p on p.id = v.product_id
        where p.published and not v.hidden
          and not exists (select 1 from order_items i where i.variation_id = v.id)
          and not exists (select 1 from stock_movements m where m.variation_id = v.id)
          and not exists (select 1 from stock_transfer_lines l where l.variation_id = v.id)
        order by v.id desc offset ${used++} limit 1`,
  );
  await queryRows(ctx.database, sql`update location_stock set stock = 0 where variation_id = ${row!.id}`);
  ledger.set(row!.id, 0);
  return row!;
}

/** A delivery (or, negative, a write-off) at a location through the inventory, as staff stock records it. */
async function deliver(variationId: number, code: string, quantity: number) {
  await ctx.database.db.transaction(async (tx) => {
    const body =
      quantity > 0 ? { reason: 'delivery' as const, quantity } : { reason: 'write_off' as const, quantity: -quantity };
    // The app's own inventory (its plugin decorates the app; the test file does not load its types).
    const { inventory } = ctx.app as unknown as { inventory: InventoryService };
    await inventory.adjust(tx, variationId, body, { actorId: manager.userId, locationId: place[code] });
  });
  book(variationId, quantity);
}

async function freeAt(variationId: number) {
  const rows = await queryRows<{ code: string; stock: number }>(
    ctx.database,
    sql`select l.code, s.stock from location_stock s join locations l on l.id = s.location_id
        where s.variation_id = ${variationId}`,
  );
  return Object.fromEntries(rows.filter((row) => row.stock !== 0).map((row) => [row.code, row.stock]));
}

/** free + reserved + in transit = on hand (by the ledger), and the catalogue's figure is the free units that sell. */
async function expectInvariant(variationId: number) {
  const [row] = await queryRows<{
    free: number;
    reserved: number;
    in_transit: number;
    sold: number;
    catalogue: number;
  }>(
    ctx.database,
    sql`select
          (select coalesce(sum(stock), 0)::int from location_stock where variation_id = ${variationId}) as free,
          (select coalesce(sum(a.quantity), 0)::int from stock_allocations a join orders o on o.id = a.order_id
             where a.variation_id = ${variationId} and o.status in ('processed', 'pay', 'assembly', 'ready')) as reserved,
          (select coalesce(sum(l.quantity), 0)::int from stock_transfer_lines l join stock_transfers t on t.id = l.transfer_id
             where l.variation_id = ${variationId} and t.status = 'in_transit') as in_transit,
          (select coalesce(sum(s.stock), 0)::int from location_stock s join locations l on l.id = s.location_id
             where s.variation_id = ${variationId} and l.active and (l.is_pickup_point or l.ships_courier)) as sold,
          (select stock from variations where id = ${variationId}) as catalogue`,
  );
  expect(row!.free + row!.reserved + row!.in_transit, JSON.stringify(row)).toBe(ledger.get(variationId));
  expect(row!.catalogue).toBe(row!.sold);
  return row!;
}

const create = (tokens: Tokens, body: object, headers: Record<string, string> = {}) =>
  call(tokens, 'POST', '/staff/transfers', body, headers);

async function created(body: { from: string; to: string; lines: Array<[number, number]>; note?: string }) {
  const response = await create(warehouse, {
    from_location_id: place[body.from],
    to_location_id: place[body.to],
    lines: body.lines.map(([variation_id, quantity]) => ({ variation_id, quantity })),
    note: body.note,
  });
  expect(response.statusCode, response.body).toBe(201);
  return TransferDetail.parse(response.json());
}

const step = (tokens: Tokens, id: number, action: 'dispatch' | 'receive' | 'cancel', body?: object) =>
  call(tokens, 'POST', `/staff/transfers/${id}/${action}`, body);

async function auditOf(transferId: number) {
  return queryRows<{ action: string; actor_id: number; after: Record<string, unknown> }>(
    ctx.database,
    sql`select action, actor_id, after from audit_entries
        where object_type = 'stock_transfer' and object_id = ${String(transferId)} order by id`,
  );
}

describe('a transfer between shops', () => {
  it('is created, dispatched and received: units leave the source, are nobody’s on the road, arrive', async () => {
    const variation = await freshVariation();
    await deliver(variation.id, 'tsum', 6);
    await expectInvariant(variation.id);

    const transfer = await created({ from: 'tsum', to: 'vefa', lines: [[variation.id, 4]], note: 'Витрина в Vefa' });
    expect(transfer).toMatchObject({
      status: 'created',
      from: { code: 'tsum' },
      to: { code: 'vefa' },
      order_id: null,
      note: 'Витрина в Vefa',
      line_count: 1,
      units: 4,
      created_by: { id: warehouse.userId },
      dispatched_at: null,
      lines: [{ variation_id: variation.id, sku: variation.sku, quantity: 4, received_quantity: null }],
    });
    // Created: the units are still on the source's shelf, free to sell.
    expect(await freeAt(variation.id)).toEqual({ tsum: 6 });
    await expectInvariant(variation.id);

    const sent = await step(warehouse, transfer.id, 'dispatch');
    expect(sent.statusCode, sent.body).toBe(200);
    expect(TransferDetail.parse(sent.json())).toMatchObject({
      status: 'in_transit',
      dispatched_by: { id: warehouse.userId },
    });
    // In transit: out of ЦУМ, not yet in Vefa — neither shop can sell them.
    expect(await freeAt(variation.id)).toEqual({ tsum: 2 });
    expect((await expectInvariant(variation.id)).in_transit).toBe(4);
    expect((await step(warehouse, transfer.id, 'dispatch')).statusCode).toBe(409);
    const lateCancel = await step(manager, transfer.id, 'cancel');
    expect(lateCancel.statusCode).toBe(409);
    expect(codeOf(lateCancel)).toBe('transfer_status');

    const received = await step(warehouse, transfer.id, 'receive', {});
    expect(received.statusCode, received.body).toBe(200);
    expect(TransferDetail.parse(received.json())).toMatchObject({
      status: 'received',
      received_by: { id: warehouse.userId },
      receipt_note: null,
      lines: [{ quantity: 4, received_quantity: 4 }],
    });
    expect(await freeAt(variation.id)).toEqual({ tsum: 2, vefa: 4 });
    await expectInvariant(variation.id);
    const again = await step(warehouse, transfer.id, 'receive', {});
    expect(again.statusCode).toBe(409);
    expect(codeOf(again)).toBe('transfer_status');

    // Each step one movement with its location, and one audit entry.
    const movements = await queryRows<{ kind: string; code: string; quantity_change: number }>(
      ctx.database,
      sql`select m.kind, l.code, m.quantity_change from stock_movements m join locations l on l.id = m.location_id
          where m.variation_id = ${variation.id} and m.kind like 'transfer%' order by m.id`,
    );
    expect(movements).toEqual([
      { kind: 'transfer_out', code: 'tsum', quantity_change: -4 },
      { kind: 'transfer_in', code: 'vefa', quantity_change: 4 },
    ]);
    expect((await auditOf(transfer.id)).map((entry) => entry.action)).toEqual([
      'transfer.created',
      'transfer.dispatched',
      'transfer.received',
    ]);
  });

  it('takes a partial receipt only with a note, and the missing units are lost to both shops', async () => {
    const variation = await freshVariation();
    const other = await freshVariation();
    await deliver(variation.id, 'online', 5);
    await deliver(other.id, 'online', 2);
    const transfer = await created({
      from: 'online',
      to: 'asia-mall',
      lines: [
        [variation.id, 5],
        [other.id, 2],
      ],
    });
    expect((await step(warehouse, transfer.id, 'dispatch')).statusCode).toBe(200);

    const short = [{ variation_id: variation.id, received_quantity: 3 }];
    const noNote = await step(warehouse, transfer.id, 'receive', { lines: short });
    expect(noNote.statusCode).toBe(422);
    expect(codeOf(noNote)).toBe('receipt_note_required');
    expect(fieldsOf(noNote)).toEqual(['note']);
    const tooMany = await step(warehouse, transfer.id, 'receive', {
      lines: [{ variation_id: variation.id, received_quantity: 6 }],
    });
    expect(codeOf(tooMany)).toBe('transfer_receipt_mismatch');
    const stranger = await step(warehouse, transfer.id, 'receive', {
      lines: [{ variation_id: (await freshVariation()).id, received_quantity: 1 }],
      note: 'лишнее',
    });
    expect(codeOf(stranger)).toBe('transfer_receipt_mismatch');
    // Refusals changed nothing: still on the road.
    expect(await freeAt(variation.id)).toEqual({});
    expect((await expectInvariant(variation.id)).in_transit).toBe(5);

    const received = await step(warehouse, transfer.id, 'receive', { lines: short, note: 'Две банки разбиты' });
    expect(received.statusCode, received.body).toBe(200);
    const detail = TransferDetail.parse(received.json());
    expect(detail.receipt_note).toBe('Две банки разбиты');
    expect(detail.lines.map((line) => [line.variation_id, line.received_quantity]).sort()).toEqual(
      [
        [variation.id, 3],
        [other.id, 2],
      ].sort(),
    );
    expect(await freeAt(variation.id)).toEqual({ 'asia-mall': 3 });
    book(variation.id, -2); // broken on the road
    await expectInvariant(variation.id);
    await expectInvariant(other.id);
    expect((await auditOf(transfer.id)).at(-1)!.after).toMatchObject({
      status: 'received',
      receipt_note: 'Две банки разбиты',
    });
  });

  it('is cancelled before it leaves, never after, and a cancelled one is not dispatched', async () => {
    const variation = await freshVariation();
    await deliver(variation.id, 'vefa', 2);
    const transfer = await created({ from: 'vefa', to: 'tsum', lines: [[variation.id, 2]] });
    const cancelled = await step(manager, transfer.id, 'cancel');
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(TransferDetail.parse(cancelled.json()).status).toBe('cancelled');
    expect(codeOf(await step(warehouse, transfer.id, 'dispatch'))).toBe('transfer_status');
    expect(await freeAt(variation.id)).toEqual({ vefa: 2 });
    await expectInvariant(variation.id);
    expect((await step(warehouse, 2147483647, 'cancel')).statusCode).toBe(404);
  });

  it('is not dispatched from a shop that lacks the units, and the refusal changes nothing', async () => {
    const variation = await freshVariation();
    await deliver(variation.id, 'tsum', 1);
    await deliver(variation.id, 'online', 9);
    const transfer = await created({ from: 'tsum', to: 'vefa', lines: [[variation.id, 2]] });
    const refused = await step(warehouse, transfer.id, 'dispatch');
    expect(refused.statusCode).toBe(409);
    expect(codeOf(refused)).toBe('not_enough_stock');
    expect(await freeAt(variation.id)).toEqual({ tsum: 1, online: 9 });
    const detail = TransferDetail.parse((await call(warehouse, 'GET', `/staff/transfers/${transfer.id}`)).json());
    expect(detail.status).toBe('created');
    expect((await auditOf(transfer.id)).map((entry) => entry.action)).toEqual(['transfer.created']);
    await expectInvariant(variation.id);
  });

  it('lets exactly one of two transfers competing for the same units leave', async () => {
    const variation = await freshVariation();
    await deliver(variation.id, 'online', 5);
    const first = await created({ from: 'online', to: 'tsum', lines: [[variation.id, 3]] });
    const second = await created({ from: 'online', to: 'vefa', lines: [[variation.id, 3]] });
    const answers = await Promise.all([step(warehouse, first.id, 'dispatch'), step(manager, second.id, 'dispatch')]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(answers.map((answer) => (answer.statusCode === 409 ? codeOf(answer) : 'ok')).sort()).toEqual([
      'not_enough_stock',
      'ok',
    ]);
    expect(await freeAt(variation.id)).toEqual({ online: 2 });
    expect((await expectInvariant(variation.id)).in_transit).toBe(3);
  });
});

describe('creating a transfer', () => {
  it('refuses the same place, an inactive place and an unknown variation, field by field', async () => {
    const variation = await freshVariation();
    const [closed] = await queryRows<{ id: number }>(
      ctx.database,
      sql`insert into locations (code, name_ru, active) values ('old-kiosk', 'Старый киоск', false) returning id`,
    );
    const line = [{ variation_id: variation.id, quantity: 1 }];
    const same = await create(warehouse, { from_location_id: place.tsum, to_location_id: place.tsum, lines: line });
    expect(same.statusCode).toBe(400);
    expect(fieldsOf(same)).toEqual(['to_location_id']);
    const inactive = await create(warehouse, { from_location_id: closed!.id, to_location_id: place.tsum, lines: line });
    expect(inactive.statusCode).toBe(400);
    expect(fieldsOf(inactive)).toEqual(['from_location_id']);
    const nowhere = await create(warehouse, { from_location_id: place.tsum, to_location_id: 2147483647, lines: line });
    expect(fieldsOf(nowhere)).toEqual(['to_location_id']);
    const unknown = await create(warehouse, {
      from_location_id: place.tsum,
      to_location_id: place.vefa,
      lines: [...line, { variation_id: 2147483647, quantity: 1 }],
    });
    expect(unknown.statusCode).toBe(400);
    expect(fieldsOf(unknown)).toEqual(['lines.1.variation_id']);
    const twice = await create(warehouse, {
      from_location_id: place.tsum,
      to_location_id: place.vefa,
      lines: [...line, ...line],
    });
    expect(fieldsOf(twice)).toEqual(['lines']);
    const empty = await create(warehouse, { from_location_id: place.tsum, to_location_id: place.vefa, lines: [] });
    expect(fieldsOf(empty)).toEqual(['lines']);
    const tooMany = await create(warehouse, {
      from_location_id: place.tsum,
      to_location_id: place.vefa,
      lines: Array.from({ length: 201 }, (_, index) => ({ variation_id: index + 1, quantity: 1 })),
    });
    expect(fieldsOf(tooMany)).toEqual(['lines']);
    const [count] = await queryRows<{ count: number }>(
      ctx.database,
      sql`select count(*)::int as count from stock_transfer_lines where variation_id = ${variation.id}`,
    );
    expect(count!.count).toBe(0);
  });

  it('makes one transfer for a repeated Idempotency-Key and refuses the key for another body', async () => {
    const variation = await freshVariation();
    const body = {
      from_location_id: place.online,
      to_location_id: place.tsum,
      lines: [{ variation_id: variation.id, quantity: 2 }],
    };
    const key = { [IDEMPOTENCY_KEY_HEADER]: `transfer-${variation.id}` };
    const first = await create(warehouse, body, key);
    const retry = await create(warehouse, body, key);
    expect(first.statusCode, first.body).toBe(201);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers[IDEMPOTENT_REPLAYED_HEADER]).toBe('true');
    expect(TransferDetail.parse(retry.json()).id).toBe(TransferDetail.parse(first.json()).id);
    const other = await create(warehouse, { ...body, note: 'другая' }, key);
    expect(other.statusCode).toBe(422);
    expect(codeOf(other)).toBe('idempotency_key_reused');
    // Without a key, each request is its own transfer.
    expect((await create(warehouse, body)).statusCode).toBe(201);
    const [count] = await queryRows<{ count: number }>(
      ctx.database,
      sql`select count(*)::int as count from stock_transfer_lines where variation_id = ${variation.id}`,
    );
    expect(count!.count).toBe(2);
    expect(await auditOf(TransferDetail.parse(first.json()).id)).toHaveLength(1);
  });
});

describe('the list of transfers', () => {
  it('is newest first, by status and by a place the transfer leaves or reaches', async () => {
    const variation = await freshVariation();
    await deliver(variation.id, 'asia-mall', 3);
    const older = await created({ from: 'asia-mall', to: 'vefa', lines: [[variation.id, 1]] });
    const newer = await created({ from: 'online', to: 'asia-mall', lines: [[variation.id, 1]] });
    await step(warehouse, older.id, 'dispatch');
    const page = async (query: string) => {
      const response = await call(manager, 'GET', `/staff/transfers?${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return TransferList.parse(response.json());
    };
    const atMall = await page('location=asia-mall&page_size=100');
    const ids = atMall.items.map((item) => item.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(ids).toEqual(expect.arrayContaining([older.id, newer.id]));
    expect((await page('location=tsum&page_size=100')).items.map((item) => item.id)).not.toContain(older.id);
    const moving = await page('status=in_transit&location=vefa&page_size=100');
    expect(moving.items.map((item) => item.id)).toContain(older.id);
    expect(moving.items.every((item) => item.status === 'in_transit')).toBe(true);
    expect(moving.items.find((item) => item.id === older.id)).toMatchObject({ line_count: 1, units: 1 });
    const unknown = await call(manager, 'GET', '/staff/transfers?location=moon');
    expect(unknown.statusCode).toBe(400);
    expect(codeOf(unknown)).toBe('unknown_location');
  });
});

/**
 * A shopper's order of one unit that only the online warehouse has, collected at ЦУМ: checkout
 * takes it at the warehouse and makes the transfer that brings it (decision 058).
 */
async function pickupOrderFromWarehouse(variationId: number) {
  const shopper = await registerShopper(ctx.app);
  const { order_id: orderId } = await placeOrder(ctx.app, shopper, {
    lines: [{ variationId }],
    delivery: { method: 'pickup', shop_id: 'tsum' },
  });
  const list = TransferList.parse(
    (await call(warehouse, 'GET', '/staff/transfers?status=created&location=tsum&page_size=100')).json(),
  );
  const summary = list.items.find((item) => item.order_id === orderId)!;
  expect(summary).toMatchObject({ from: { code: 'online' }, to: { code: 'tsum' }, units: 1 });
  return { shopper, orderId, summary };
}

describe('an order’s transfer', () => {
  it('brings a pickup order’s unit from the warehouse; the order holds it at the shop, then hands it over', async () => {
    const variation = await freshVariation();
    await deliver(variation.id, 'online', 1);
    const { shopper, orderId, summary } = await pickupOrderFromWarehouse(variation.id);
    await expectInvariant(variation.id);
    const byHand = await step(manager, summary.id, 'cancel');
    expect(byHand.statusCode).toBe(409);
    expect(codeOf(byHand)).toBe('transfer_for_order');

    const held = async () =>
      queryRows<{ code: string; quantity: number }>(
        ctx.database,
        sql`select l.code, a.quantity from stock_allocations a join locations l on l.id = a.location_id
            where a.order_id = ${orderId}`,
      );
    expect(await held()).toEqual([{ code: 'online', quantity: 1 }]);
    expect((await step(warehouse, summary.id, 'dispatch')).statusCode).toBe(200);
    expect(await held()).toEqual([]);
    expect((await expectInvariant(variation.id)).in_transit).toBe(1);
    // The shopper cannot move the order elsewhere now: its unit is on the road.
    const moved = await call(shopper, 'POST', '/orders/set_delivery', {
      order_id: orderId,
      delivery: { method: 'pickup', shop_id: 'vefa' },
    });
    expect(codeOf(moved)).toBe('order_stock_moving');

    expect((await step(warehouse, summary.id, 'receive', {})).statusCode).toBe(200);
    expect(await held()).toEqual([{ code: 'tsum', quantity: 1 }]);
    // Held for the order, not free on ЦУМ's shelf.
    expect(await freeAt(variation.id)).toEqual({});
    expect((await expectInvariant(variation.id)).reserved).toBe(1);

    // Paid as the payment callback marks it, then handed over at the shop: it leaves the books.
    await queryRows(ctx.database, sql`update orders set status = 'pay', paid_at = now() where id = ${orderId}`);
    for (const status of ['assembly', 'ready', 'delivered']) {
      const fulfilled = await call(warehouse, 'POST', `/staff/orders/${orderId}/fulfil`, { status });
      expect(fulfilled.statusCode, fulfilled.body).toBe(200);
    }
    book(variation.id, -1);
    await expectInvariant(variation.id);
  });

  it('is dispatched or cancelled with its order, never both, when both happen at once', async () => {
    const variation = await freshVariation();
    await deliver(variation.id, 'online', 1);
    const { orderId, summary } = await pickupOrderFromWarehouse(variation.id);
    const [sent, cancelled] = await Promise.all([
      step(warehouse, summary.id, 'dispatch'),
      call(manager, 'POST', `/staff/orders/${orderId}/cancel`, { note: 'Покупатель передумал' }),
    ]);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const after = TransferDetail.parse((await call(warehouse, 'GET', `/staff/transfers/${summary.id}`)).json());
    if (sent.statusCode === 200) {
      // Left first: the unit is on the road and arrives free at ЦУМ, the order gone.
      expect(after.status).toBe('in_transit');
      expect((await expectInvariant(variation.id)).in_transit).toBe(1);
      expect((await step(warehouse, summary.id, 'receive', {})).statusCode).toBe(200);
      expect(await freeAt(variation.id)).toEqual({ tsum: 1 });
    } else {
      // Cancelled first: the transfer ended with the order, the unit is free at the warehouse.
      expect(codeOf(sent)).toBe('transfer_status');
      expect(after.status).toBe('cancelled');
      expect(await freeAt(variation.id)).toEqual({ online: 1 });
    }
    await expectInvariant(variation.id);
  });
});

describe('who may move stock', () => {
  it('is every role with stock.adjust, and no shopper', async () => {
    const shopper = await registerShopper(ctx.app);
    expect((await call(undefined, 'GET', '/staff/transfers')).statusCode).toBe(401);
    expect((await call(shopper, 'GET', '/staff/transfers')).statusCode).toBe(403);
    const body = {
      from_location_id: place.online,
      to_location_id: place.tsum,
      lines: [{ variation_id: 1, quantity: 1 }],
    };
    expect((await create(shopper, body)).statusCode).toBe(403);
    expect((await call(shopper, 'POST', '/staff/transfers/1/dispatch')).statusCode).toBe(403);
    for (const staff of [admin, manager, warehouse]) {
      expect((await call(staff, 'GET', '/staff/transfers')).statusCode).toBe(200);
      expect((await create(staff, body)).statusCode).toBe(201);
    }
  });
});
