import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerShopper } from '../../../test/accounts.js';
import { queryRows, useTestApp } from '../../../test/test-app.js';
import type { DbOrTx } from '../../db/client.js';
import { createInventoryService } from './inventory.service.js';

// Stock per location (decision 058) through the inventory itself: where an order's units are
// taken, where they go back, what a transfer does with them — and, after every step, the
// invariant free + reserved + in transit = on hand, with on hand from this test's own ledger.
const ctx = useTestApp();
const inventory = createInventoryService({ lowStockThreshold: 3 });

let locationIds: Record<string, number>;
let actorId: number;
let used = 0;

beforeAll(async () => {
  const rows = await queryRows<{ id: number; code: string }>(ctx.database, sql`select id, code from locations`);
  locationIds = Object.fromEntries(rows.map((row) => [row.code, row.id]));
  const shopper = await registerShopper(ctx.app);
  actorId = shopper.user.id;
});

/** A variation of its own per test, with exactly these free units per location code (and none elsewhere). */
async function variationAt(units: Record<string, number>) {
  const [row] = await queryRows<{ id: number }>(
    ctx.database,
    sql`select id from variations where not exists (select 1 from stock_allocations a where a.variation_id = variations.id)
      order by id desc offset ${used++} limit 1`,
  );
  const id = row!.id;
  await queryRows(ctx.database, sql`delete from location_stock where variation_id = ${id}`);
  for (const [code, stock] of Object.entries(units)) {
    await queryRows(
      ctx.database,
      sql`insert into location_stock (variation_id, location_id, stock) values (${id}, ${locationIds[code]!}, ${stock})`,
    );
  }
  return id;
}

/** An order of the shopper's (its lines do not matter to the inventory, only its id and status). */
async function anOrder(status = 'processed') {
  const shopper = await registerShopper(ctx.app);
  const [row] = await queryRows<{ id: number }>(
    ctx.database,
    sql`insert into orders (user_id, status, customer_name, phone, email, country, city, address, subtotal, total,
        language, expires_at)
      values (${shopper.user.id}, ${status}, 'Айгерим', '+996700111222', ${shopper.user.email}, 'Kyrgyzstan', 'Bishkek',
        'Киев 1', 0, 0, 'ru', now() + interval '1 hour')
      returning id`,
  );
  return row!.id;
}

const inTx = <T>(work: (tx: DbOrTx) => Promise<T>) => ctx.database.db.transaction(work);

interface Figures {
  free: Record<string, number>;
  held: Record<string, number>;
  inTransit: number;
  variationStock: number;
}

async function figures(variationId: number): Promise<Figures> {
  const free = await queryRows<{ code: string; units: number }>(
    ctx.database,
    sql`select l.code, ls.stock as units from location_stock ls join locations l on l.id = ls.location_id
      where ls.variation_id = ${variationId} and ls.stock > 0`,
  );
  const held = await queryRows<{ code: string; units: number }>(
    ctx.database,
    sql`select l.code, sum(a.quantity)::int as units from stock_allocations a
      join locations l on l.id = a.location_id join orders o on o.id = a.order_id
      where a.variation_id = ${variationId} and o.status in ('processed', 'pay', 'assembly', 'ready')
      group by l.code`,
  );
  const [moving] = await queryRows<{ units: number }>(
    ctx.database,
    sql`select coalesce(sum(line.quantity), 0)::int as units from stock_transfer_lines line
      join stock_transfers t on t.id = line.transfer_id where line.variation_id = ${variationId} and t.status = 'in_transit'`,
  );
  const [variation] = await queryRows<{ stock: number }>(
    ctx.database,
    sql`select stock from variations where id = ${variationId}`,
  );
  const byCode = (rows: Array<{ code: string; units: number }>) =>
    Object.fromEntries(rows.filter((row) => row.units > 0).map((row) => [row.code, row.units]));
  return { free: byCode(free), held: byCode(held), inTransit: moving!.units, variationStock: variation!.stock };
}

/** free + reserved + in transit = what the test has put in and not taken out. */
async function expectOnHand(variationId: number, onHand: number) {
  const now = await figures(variationId);
  const sum = (record: Record<string, number>) => Object.values(record).reduce((a, b) => a + b, 0);
  expect(sum(now.free) + sum(now.held) + now.inTransit).toBe(onHand);
  // What the catalogue sells is the free units of the selling locations (all four sell here).
  expect(now.variationStock).toBe(sum(now.free));
  return now;
}

/** The invariant, and exactly these figures (a location left out of `free` or `held` has none). */
async function expectAt(variationId: number, onHand: number, expected: Partial<Omit<Figures, 'variationStock'>>) {
  const now = await expectOnHand(variationId, onHand);
  for (const key of Object.keys(expected) as Array<keyof typeof expected>) expect(now[key]).toEqual(expected[key]);
}

describe('an order takes its units', () => {
  it('for pickup, from the chosen shop when it has them', async () => {
    const id = await variationAt({ online: 5, tsum: 2 });
    const orderId = await anOrder();
    await inTx(async (tx) => {
      const taken = await inventory.reserve(tx, [{ variationId: id, quantity: 2 }], {
        method: 'pickup',
        shopCode: 'tsum',
      });
      expect(taken.short).toEqual([]);
      await taken.record(orderId);
    });
    await expectAt(id, 7, { free: { online: 5 }, held: { tsum: 2 }, inTransit: 0 });
    const [transfers] = await queryRows<{ n: number }>(
      ctx.database,
      sql`select count(*)::int as n from stock_transfers where order_id = ${orderId}`,
    );
    expect(transfers!.n).toBe(0);
  });

  it('for pickup at a shop short of it, the rest from the warehouse with a transfer that brings it', async () => {
    const id = await variationAt({ online: 5, vefa: 1, 'asia-mall': 1 });
    const orderId = await anOrder();
    await inTx(async (tx) => {
      const taken = await inventory.reserve(tx, [{ variationId: id, quantity: 3 }], {
        method: 'pickup',
        shopCode: 'asia-mall',
      });
      await taken.record(orderId);
    });
    // Asia Mall's own unit first, then the warehouse (first by position), not Vefa.
    await expectAt(id, 7, {
      free: { online: 3, vefa: 1 },
      held: { 'asia-mall': 1, online: 2 },
    });
    const transfers = await queryRows<{ id: number; from: string; to: string; status: string; quantity: number }>(
      ctx.database,
      sql`select t.id, f.code as from, d.code as to, t.status, line.quantity from stock_transfers t
        join locations f on f.id = t.from_location_id join locations d on d.id = t.to_location_id
        join stock_transfer_lines line on line.transfer_id = t.id where t.order_id = ${orderId}`,
    );
    expect(transfers).toMatchObject([{ from: 'online', to: 'asia-mall', status: 'created', quantity: 2 }]);

    // Sent: the two units leave the order's hold at the warehouse and are on the road.
    await inTx((tx) => inventory.transfers.dispatch(tx, transfers[0]!.id, actorId));
    await expectAt(id, 7, { held: { 'asia-mall': 1 }, inTransit: 2 });
    // Received: the order holds all three at its pickup shop.
    await inTx((tx) => inventory.transfers.receive(tx, transfers[0]!.id, { received: [], note: null, actorId }));
    await expectAt(id, 7, {
      free: { online: 3, vefa: 1 },
      held: { 'asia-mall': 3 },
      inTransit: 0,
    });
  });

  it('for courier, from the locations that ship first, then a shop with a transfer to the warehouse', async () => {
    const id = await variationAt({ online: 1, tsum: 4 });
    const orderId = await anOrder();
    await inTx(async (tx) => (await inventory.reserve(tx, [{ variationId: id, quantity: 3 }])).record(orderId));
    await expectAt(id, 5, { free: { tsum: 2 }, held: { online: 1, tsum: 2 } });
    const [transfer] = await queryRows<{ to: string }>(
      ctx.database,
      sql`select d.code as to from stock_transfers t join locations d on d.id = t.to_location_id where t.order_id = ${orderId}`,
    );
    expect(transfer).toEqual({ to: 'online' });
  });

  it('is short when the selling locations do not hold enough between them, taking nothing', async () => {
    const id = await variationAt({ online: 1, vefa: 1 });
    await expect(
      inTx(async (tx) => {
        const taken = await inventory.reserve(tx, [{ variationId: id, quantity: 3 }]);
        expect(taken.short).toHaveLength(1);
        throw new Error('rolled back as checkout does');
      }),
    ).rejects.toThrow('rolled back');
    await expectAt(id, 2, { free: { online: 1, vefa: 1 } });
  });
});

describe('units go back', () => {
  it('where the order held them when it is given up, and its unsent transfer is cancelled', async () => {
    const id = await variationAt({ online: 3, tsum: 1 });
    const orderId = await anOrder();
    await inTx(async (tx) =>
      (await inventory.reserve(tx, [{ variationId: id, quantity: 3 }], { method: 'pickup', shopCode: 'tsum' })).record(
        orderId,
      ),
    );
    await inTx((tx) => inventory.release(tx, [{ variationId: id, quantity: 3 }], { orderId }));
    await expectAt(id, 4, { free: { online: 3, tsum: 1 }, held: {} });
    const [transfer] = await queryRows<{ status: string }>(
      ctx.database,
      sql`select status from stock_transfers where order_id = ${orderId}`,
    );
    expect(transfer).toEqual({ status: 'cancelled' });
  });

  it('to the shop a changed delivery choice takes them from, and not once its goods are on the road', async () => {
    const id = await variationAt({ online: 2, vefa: 2 });
    const orderId = await anOrder();
    await inTx(async (tx) => (await inventory.reserve(tx, [{ variationId: id, quantity: 2 }])).record(orderId));
    await expectAt(id, 4, { held: { online: 2 } });
    await inTx((tx) => inventory.reallocate(tx, orderId, { method: 'pickup', shopCode: 'vefa' }));
    await expectAt(id, 4, { free: { online: 2 }, held: { vefa: 2 } });

    // Now at ЦУМ, which has none: Vefa's units are put back and the warehouse's are brought.
    await inTx((tx) => inventory.reallocate(tx, orderId, { method: 'pickup', shopCode: 'tsum' }));
    await expectAt(id, 4, { free: { vefa: 2 }, held: { online: 2 } });
    const [transfer] = await queryRows<{ id: number }>(
      ctx.database,
      sql`select id from stock_transfers where order_id = ${orderId} and status = 'created'`,
    );
    await inTx((tx) => inventory.transfers.dispatch(tx, transfer!.id, actorId));
    const moved = await inTx((tx) => inventory.reallocate(tx, orderId, { method: 'pickup', shopCode: 'vefa' }));
    expect(moved).toBe(false);
    await expectAt(id, 4, { free: { vefa: 2 }, held: {}, inTransit: 2 });
  });

  it('to the location it was sold from when a buyer returns it', async () => {
    const id = await variationAt({ 'asia-mall': 2 });
    const orderId = await anOrder();
    await inTx(async (tx) =>
      (
        await inventory.reserve(tx, [{ variationId: id, quantity: 2 }], { method: 'pickup', shopCode: 'asia-mall' })
      ).record(orderId),
    );
    // Handed over: the units have left the shop.
    await queryRows(ctx.database, sql`update orders set status = 'delivered' where id = ${orderId}`);
    await expectAt(id, 0, { free: {}, held: {} });
    await inTx((tx) => inventory.takeBack(tx, [{ variationId: id, quantity: 1 }], { orderId, actorId }));
    await expectAt(id, 1, { free: { 'asia-mall': 1 } });
  });
});

describe('staff change a location', () => {
  it('counts at a shop never below what orders hold there, whatever other locations hold', async () => {
    const id = await variationAt({ online: 10, tsum: 3 });
    const orderId = await anOrder();
    await inTx(async (tx) =>
      (await inventory.reserve(tx, [{ variationId: id, quantity: 2 }], { method: 'pickup', shopCode: 'tsum' })).record(
        orderId,
      ),
    );
    const tsum = locationIds.tsum!;
    await expect(
      inTx((tx) =>
        inventory.adjust(
          tx,
          id,
          { reason: 'count_correction', quantity: 1, note: 'counted' },
          { actorId, locationId: tsum },
        ),
      ),
    ).rejects.toMatchObject({ code: 'stock_below_reserved' });
    const counted = await inTx((tx) =>
      inventory.adjust(
        tx,
        id,
        { reason: 'count_correction', quantity: 2, note: 'counted' },
        { actorId, locationId: tsum },
      ),
    );
    expect(counted).toMatchObject({ before: { stock: 1, reserved: 2 }, after: { stock: 0, reserved: 2 } });
    await expectAt(id, 12, { free: { online: 10 }, held: { tsum: 2 } });
  });

  it('sends a transfer: in transit it is neither location’s, a short receipt loses the missing units', async () => {
    const id = await variationAt({ online: 6 });
    const transfer = await inTx((tx) =>
      inventory.transfers.create(tx, {
        fromLocationId: locationIds.online!,
        toLocationId: locationIds.vefa!,
        lines: [{ variationId: id, quantity: 4 }],
        note: null,
        actorId,
      }),
    );
    await expectAt(id, 6, { free: { online: 6 } });
    await inTx((tx) => inventory.transfers.dispatch(tx, transfer.id, actorId));
    await expectAt(id, 6, { free: { online: 2 }, inTransit: 4 });
    await expect(
      inTx((tx) =>
        inventory.transfers.receive(tx, transfer.id, {
          received: [{ variationId: id, quantity: 3 }],
          note: null,
          actorId,
        }),
      ),
    ).rejects.toMatchObject({ code: 'receipt_note_required' });
    await inTx((tx) =>
      inventory.transfers.receive(tx, transfer.id, {
        received: [{ variationId: id, quantity: 3 }],
        note: 'one broken in the box',
        actorId,
      }),
    );
    // One unit did not arrive: the shop now has 5, not 6.
    await expectAt(id, 5, { free: { online: 2, vefa: 3 }, inTransit: 0 });
    const movements = await queryRows<{ kind: string; code: string; quantity_change: number }>(
      ctx.database,
      sql`select m.kind, l.code, m.quantity_change from stock_movements m join locations l on l.id = m.location_id
        where m.variation_id = ${id} order by m.id`,
    );
    expect(movements).toEqual([
      { kind: 'transfer_out', code: 'online', quantity_change: -4 },
      { kind: 'transfer_in', code: 'vefa', quantity_change: 3 },
    ]);
  });

  it('two transfers competing for the same units: one is sent, the other refused', async () => {
    const id = await variationAt({ tsum: 3 });
    const make = () =>
      inTx((tx) =>
        inventory.transfers.create(tx, {
          fromLocationId: locationIds.tsum!,
          toLocationId: locationIds.vefa!,
          lines: [{ variationId: id, quantity: 2 }],
          note: null,
          actorId,
        }),
      );
    const [first, second] = [await make(), await make()];
    const outcomes = await Promise.allSettled([
      inTx((tx) => inventory.transfers.dispatch(tx, first.id, actorId)),
      inTx((tx) => inventory.transfers.dispatch(tx, second.id, actorId)),
    ]);
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    const refused = outcomes.find((outcome) => outcome.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({ code: 'not_enough_stock' });
    await expectAt(id, 3, { free: { tsum: 1 }, inTransit: 2 });
  });
});
