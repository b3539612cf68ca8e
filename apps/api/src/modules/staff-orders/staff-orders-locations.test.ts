import { ErrorResponse } from '@aruu/contract/errors';
import { PickingList, StaffOrderDetail, StaffOrderList } from '@aruu/contract/staff-orders';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerShopper } from '../../../test/accounts.js';
import { placeOrder } from '../../../test/orders.js';
import { type SignedInStaff, signInStaff } from '../../../test/staff.js';
import { queryRows, useTestApp } from '../../../test/test-app.js';
import { createInventoryService } from '../inventory/inventory.service.js';

// Orders and the locations their units are at (issue 26): the picking list, the packing slip's
// detail, and a warehouse worker's board and picking list of their own shop.
const ctx = useTestApp({ STAFF_COUNTS_TTL_MS: '0' });

type Shopper = { access_token: string; user: { id: number; email: string } };

function call(tokens: { access_token: string }, method: 'GET' | 'POST', url: string, payload?: unknown) {
  return ctx.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: bearer(tokens),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

let place: Record<string, { id: number; name: string }>;
let manager: SignedInStaff;
let warehouse: SignedInStaff;
beforeAll(async () => {
  manager = await signInStaff(ctx, 'manager');
  warehouse = await signInStaff(ctx, 'warehouse');
  const rows = await queryRows<{ id: number; code: string; name: string }>(
    ctx.database,
    sql`select id, code, name_ru as name from locations`,
  );
  place = Object.fromEntries(rows.map((row) => [row.code, { id: row.id, name: row.name }]));
});

/** A variation no order has touched, with its units at ЦУМ only. */
async function variationAtTsum(units: number) {
  const [row] = await queryRows<{ id: number }>(
    ctx.database,
    sql`select id from variations v where not exists (select 1 from order_items i where i.variation_id = v.id)
        order by id desc limit 1`,
  );
  await queryRows(ctx.database, sql`update variations set stock = 0 where id = ${row!.id}`);
  const delivered = await call(manager, 'POST', `/staff/stock/variations/${row!.id}/adjustments`, {
    reason: 'delivery',
    quantity: units,
    location_id: place.tsum!.id,
  });
  expect(delivered.statusCode, delivered.body).toBe(201);
  return row!.id;
}

/** An order of one unit collected at `shop`, paid and in assembly. */
async function pickupInAssembly(variationId: number, shop: string) {
  const shopper = (await registerShopper(ctx.app)) as Shopper;
  const { order_id: orderId } = await placeOrder(ctx.app, shopper, {
    lines: [{ variationId }],
    delivery: { method: 'pickup', shop_id: shop },
  });
  await queryRows(ctx.database, sql`update orders set status = 'pay', paid_at = now() where id = ${orderId}`);
  const assembly = await call(warehouse, 'POST', `/staff/orders/${orderId}/fulfil`, { status: 'assembly' });
  expect(assembly.statusCode, assembly.body).toBe(200);
  return orderId;
}

const pickingOf = async (query: string) => {
  const response = await call(warehouse, 'GET', `/staff/orders/picking-list${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return PickingList.parse(response.json());
};
const boardOf = async (location: string) => {
  const response = await call(warehouse, 'GET', `/staff/orders?location=${location}&page_size=100`);
  expect(response.statusCode, response.body).toBe(200);
  return StaffOrderList.parse(response.json()).items.map((row) => row.order_id);
};

describe('orders by location', () => {
  it('names where each line is held and the transfer bringing it, and filters to one shop', async () => {
    const variationId = await variationAtTsum(3);
    // Vefa has none: its unit is held at ЦУМ and a transfer is to bring it.
    const toVefa = await pickupInAssembly(variationId, 'vefa');
    const atTsum = await pickupInAssembly(variationId, 'tsum');
    const tsum = { id: place.tsum!.id, code: 'tsum', name: place.tsum!.name };
    const vefa = { id: place.vefa!.id, code: 'vefa', name: place.vefa!.name };

    const all = await pickingOf('');
    const brought = all.orders.find((order) => order.order_id === toVefa)!;
    expect(brought.pickup_shop).toEqual(vefa);
    const [transfer] = await queryRows<{ id: number }>(
      ctx.database,
      sql`select id from stock_transfers where order_id = ${toVefa} and status = 'created'`,
    );
    expect(brought.items[0]!.sources).toEqual([
      { location: tsum, quantity: 1, transfer: { id: transfer!.id, status: 'created', to: vefa } },
    ]);
    expect(all.orders.find((order) => order.order_id === atTsum)!.items[0]!.sources).toEqual([
      { location: tsum, quantity: 1, transfer: null },
    ]);

    const ids = (list: PickingList) => list.orders.map((order) => order.order_id);
    expect(ids(await pickingOf('?location=vefa'))).toContain(toVefa);
    expect(ids(await pickingOf('?location=vefa'))).not.toContain(atTsum);
    expect(ids(await pickingOf('?location=tsum'))).toEqual(expect.arrayContaining([toVefa, atTsum]));
    expect(ids(await pickingOf('?location=asia-mall'))).not.toEqual(expect.arrayContaining([toVefa]));
    expect(await boardOf('vefa')).toContain(toVefa);
    expect(await boardOf('vefa')).not.toContain(atTsum);
    expect(await boardOf('asia-mall')).not.toContain(atTsum);

    const detail = StaffOrderDetail.parse((await call(warehouse, 'GET', `/staff/orders/${toVefa}`)).json());
    expect(detail.delivery).toMatchObject({
      method: 'pickup',
      shop_id: 'vefa',
      shop: { code: 'vefa', name: place.vefa!.name },
    });
    expect(detail.items[0]!.sources).toEqual(brought.items[0]!.sources);

    // On the road: the units left ЦУМ, so ЦУМ's board no longer lists the order; Vefa's still does.
    await ctx.database.db.transaction((tx) =>
      createInventoryService({ lowStockThreshold: 5 }).transfers.dispatch(tx, transfer!.id, manager.userId),
    );
    const moving = StaffOrderDetail.parse((await call(warehouse, 'GET', `/staff/orders/${toVefa}`)).json());
    expect(moving.items[0]!.sources).toEqual([
      { location: tsum, quantity: 1, transfer: { id: transfer!.id, status: 'in_transit', to: vefa } },
    ]);
    expect(await boardOf('tsum')).not.toContain(toVefa);
    expect(await boardOf('vefa')).toContain(toVefa);
  });

  it('refuses a location nobody has', async () => {
    for (const url of ['/staff/orders?location=mars', '/staff/orders/picking-list?location=mars']) {
      const response = await call(warehouse, 'GET', url);
      expect(response.statusCode, url).toBe(422);
      expect(ErrorResponse.parse(response.json()).error.code).toBe('unknown_location');
    }
  });
});
