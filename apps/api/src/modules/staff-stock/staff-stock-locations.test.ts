import { ErrorResponse } from '@aruu/contract/errors';
import { Dashboard } from '@aruu/contract/staff-dashboard';
import {
  ProductStock,
  StaffStockLocations,
  StockAdjusted,
  StockHistory,
  StockList,
  StockVariation,
} from '@aruu/contract/staff-stock';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerShopper } from '../../../test/accounts.js';
import { placeOrder } from '../../../test/orders.js';
import { type SignedInStaff, signInStaff } from '../../../test/staff.js';
import { queryRows, useTestApp } from '../../../test/test-app.js';
import { createInventoryService } from '../inventory/inventory.service.js';

// Stock per location in the back office (issue 26, item 5): the figures, the search, adjustments and thresholds.
const ctx = useTestApp({ LOW_STOCK_THRESHOLD: '5', STAFF_COUNTS_TTL_MS: '0' });

type Tokens = { access_token: string };

function call(tokens: Tokens | undefined, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) {
  return ctx.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: tokens ? bearer(tokens) : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

const codeOf = (response: { json(): unknown }) => ErrorResponse.parse(response.json()).error.code;

interface Variation {
  id: number;
  product_id: number;
  sku: string;
}

let used = 0;
/** A variation alone in its product, untouched by orders and movements, with `stock` units at the default location. */
async function freshVariation(stock: number): Promise<Variation> {
  const [row] = await queryRows<Variation>(
    ctx.database,
    sql`select v.id, v.product_id, v.sku from variations v
        where (select count(*) from variations w where w.product_id = v.product_id) = 1
          and not exists (select 1 from order_items i where i.variation_id = v.id)
          and not exists (select 1 from stock_movements m where m.variation_id = v.id)
        order by v.id desc offset ${used++} limit 1`,
  );
  await queryRows(ctx.database, sql`update variations set stock = ${stock} where id = ${row!.id}`);
  return row!;
}

let place: Record<string, number>;
let manager: SignedInStaff;
let warehouse: SignedInStaff;
beforeAll(async () => {
  manager = await signInStaff(ctx, 'manager');
  warehouse = await signInStaff(ctx, 'warehouse');
  const rows = await queryRows<{ id: number; code: string }>(ctx.database, sql`select id, code from locations`);
  place = Object.fromEntries(rows.map((row) => [row.code, row.id]));
});

async function productStock(productId: number) {
  const response = await call(warehouse, 'GET', `/staff/stock/products/${productId}`);
  expect(response.statusCode, response.body).toBe(200);
  return ProductStock.parse(response.json()).variations[0]!;
}

/** Free / reserved / incoming units at each location holding or expecting any. */
function shelves(variation: StockVariation) {
  return Object.fromEntries(
    variation.locations
      .filter((at) => at.stock + at.reserved + at.incoming > 0)
      .map((at) => [at.code, [at.stock, at.reserved, at.incoming]]),
  );
}

const adjust = (tokens: Tokens, variationId: number, body: unknown) =>
  call(tokens, 'POST', `/staff/stock/variations/${variationId}/adjustments`, body);

/** A shopper's courier order of `quantity` units, then, with `pickup`, moved to pickup at that shop. */
async function order(variationId: number, quantity: number, pickup?: string) {
  const placed = await placeOrder(ctx.app, await registerShopper(ctx.app), {
    lines: [{ variationId, quantity }],
    ...(pickup ? { delivery: { method: 'pickup', shop_id: pickup } } : {}),
  });
  return placed.order_id;
}

describe('stock per location', () => {
  it('shows free, reserved and on-hand units per location through a delivery at a shop, an order and its release', async () => {
    const variation = await freshVariation(10);
    expect(shelves(await productStock(variation.product_id))).toEqual({ online: [10, 0, 0] });

    const delivered = await adjust(warehouse, variation.id, {
      reason: 'delivery',
      quantity: 4,
      location_id: place.tsum,
    });
    expect(delivered.statusCode, delivered.body).toBe(201);
    const answer = StockAdjusted.parse(delivered.json());
    expect(answer.location).toMatchObject({ id: place.tsum, code: 'tsum' });
    expect(answer.movement).toMatchObject({ stock_after: 4, location: { id: place.tsum, code: 'tsum' } });
    expect(answer.variation).toMatchObject({ stock: 14, reserved: 0, in_transit: 0, on_hand: 14 });
    // Every active location is listed, the empty ones too.
    expect(answer.variation.locations.map((at) => at.code)).toEqual(
      expect.arrayContaining(['online', 'tsum', 'asia-mall', 'vefa']),
    );

    const orderId = await order(variation.id, 3, 'tsum');
    const held = await productStock(variation.product_id);
    // A pickup at ЦУМ takes ЦУМ's own units.
    expect(shelves(held)).toEqual({ online: [10, 0, 0], tsum: [1, 3, 0] });
    expect(held).toMatchObject({ stock: 11, reserved: 3, in_transit: 0, on_hand: 14 });

    const cancelled = await call(manager, 'POST', `/staff/orders/${orderId}/cancel`, { note: 'Передумала' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const released = await productStock(variation.product_id);
    expect(shelves(released)).toEqual({ online: [10, 0, 0], tsum: [4, 0, 0] });
    expect(released).toMatchObject({ stock: 14, reserved: 0, on_hand: 14 });
  });

  it('counts units on the road as in transit, in nobody free stock, and as incoming at their destination', async () => {
    const variation = await freshVariation(6);
    // Transfers are served by another feature; the inventory's own functions make one here.
    const inventory = createInventoryService({ lowStockThreshold: 5 });
    const transfer = await ctx.database.db.transaction((tx) =>
      inventory.transfers.create(tx, {
        fromLocationId: place.online!,
        toLocationId: place.vefa!,
        lines: [{ variationId: variation.id, quantity: 2 }],
        note: null,
        actorId: manager.userId,
      }),
    );
    await ctx.database.db.transaction((tx) => inventory.transfers.dispatch(tx, transfer.id, manager.userId));
    const moving = await productStock(variation.product_id);
    expect(shelves(moving)).toEqual({ online: [4, 0, 0], vefa: [0, 0, 2] });
    expect(moving).toMatchObject({ stock: 4, reserved: 0, in_transit: 2, on_hand: 6 });
  });

  it('refuses an adjustment below what orders hold at the named location, not at another', async () => {
    const variation = await freshVariation(5);
    await adjust(warehouse, variation.id, { reason: 'delivery', quantity: 2, location_id: place['asia-mall'] });
    await order(variation.id, 2, 'asia-mall');
    const tooMany = await adjust(warehouse, variation.id, {
      reason: 'count_correction',
      quantity: 1,
      note: 'Пересчёт',
      location_id: place['asia-mall'],
    });
    expect(tooMany.statusCode).toBe(409);
    expect(codeOf(tooMany)).toBe('stock_below_reserved');
    const writeOff = await adjust(warehouse, variation.id, {
      reason: 'write_off',
      quantity: 1,
      location_id: place['asia-mall'],
    });
    expect(codeOf(writeOff)).toBe('stock_below_reserved');
    // The online warehouse holds five free units: writing one off there is fine.
    const there = await adjust(warehouse, variation.id, {
      reason: 'write_off',
      quantity: 1,
      location_id: place.online,
    });
    expect(there.statusCode, there.body).toBe(201);
    expect(shelves(StockAdjusted.parse(there.json()).variation)).toEqual({ online: [4, 0, 0], 'asia-mall': [0, 2, 0] });
    // A count at the shop counts what orders hold there too.
    const counted = await adjust(warehouse, variation.id, {
      reason: 'count_correction',
      quantity: 3,
      note: 'Нашли ещё одну',
      location_id: place['asia-mall'],
    });
    expect(StockAdjusted.parse(counted.json()).movement).toMatchObject({
      quantity_change: 1,
      stock_after: 1,
      counted: 3,
    });

    const nowhere = await adjust(warehouse, variation.id, {
      reason: 'delivery',
      quantity: 1,
      location_id: 2_147_483_000,
    });
    expect(nowhere.statusCode).toBe(422);
    expect(codeOf(nowhere)).toBe('unknown_location');

    const history = async (query: string) =>
      StockHistory.parse(
        (await call(warehouse, 'GET', `/staff/stock/products/${variation.product_id}/movements${query}`)).json(),
      );
    const atMall = await history('?location=asia-mall');
    expect(atMall.items.map((row) => [row.kind, row.location?.code])).toEqual([
      ['count_correction', 'asia-mall'],
      ['order_reserved', 'asia-mall'],
      ['delivery', 'asia-mall'],
    ]);
    expect((await history('')).items.map((row) => row.location?.code)).toContain('online');
    expect(
      (await call(warehouse, 'GET', `/staff/stock/products/${variation.product_id}/movements?location=mars`))
        .statusCode,
    ).toBe(422);
  });

  it('repeats an adjustment by its key only at the same location', async () => {
    const variation = await freshVariation(1);
    const send = (locationId: number) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/v1/staff/stock/variations/${variation.id}/adjustments`,
        headers: { ...bearer(warehouse), 'idempotency-key': `loc-${variation.id}` },
        payload: { reason: 'delivery', quantity: 2, location_id: locationId },
      });
    expect((await send(place.vefa!)).statusCode).toBe(201);
    const again = await send(place.vefa!);
    expect(StockAdjusted.parse(again.json()).location.code).toBe('vefa');
    expect(codeOf(await send(place.tsum!))).toBe('idempotency_key_reused');
    expect((await productStock(variation.product_id)).stock).toBe(3);
  });
});

describe('the locations to pick', () => {
  it('lists every location in the shop order for any employee, the default one marked', async () => {
    const response = await call(warehouse, 'GET', '/staff/stock/locations?lang=en');
    expect(response.statusCode, response.body).toBe(200);
    const listed = StaffStockLocations.parse(response.json());
    expect(listed.map((at) => at.code)).toEqual(expect.arrayContaining(['online', 'tsum', 'asia-mall', 'vefa']));
    expect(listed.filter((at) => at.is_default).map((at) => at.code)).toEqual(['online']);
    expect((await call(undefined, 'GET', '/staff/stock/locations')).statusCode).toBe(401);
    const shopper = await registerShopper(ctx.app);
    expect((await call(shopper, 'GET', '/staff/stock/locations')).statusCode).toBe(403);
  });
});

describe('finding stock', () => {
  it('finds a variation by a part of its SKU or barcode in any case, exact matches first', async () => {
    const variation = await freshVariation(3);
    const other = await freshVariation(3);
    const sku = `ZX-${variation.id}-ROSE`;
    await queryRows(
      ctx.database,
      sql`update variations set sku = ${sku}, barcode = ${`77${variation.id}0099`} where id = ${variation.id}`,
    );
    // Another SKU holding the first one's whole SKU: exact and starting matches still come first.
    await queryRows(ctx.database, sql`update variations set sku = ${`AB-${sku}`} where id = ${other.id}`);
    const find = async (q: string) =>
      StockList.parse((await call(warehouse, 'GET', `/staff/stock?q=${encodeURIComponent(q)}`)).json());

    // A part in the middle finds both (in the list's usual order)…
    expect((await find(`${variation.id}-ro`)).items.map((row) => row.variation_id).sort()).toEqual(
      [variation.id, other.id].sort(),
    );
    // …the start of a SKU comes before a part in the middle, and a whole SKU first.
    expect((await find(`zx-${variation.id}`)).items.map((row) => row.variation_id)).toEqual([variation.id, other.id]);
    expect((await find(`ab-zx-${variation.id}`)).items.map((row) => row.variation_id)).toEqual([other.id]);
    expect((await find(sku.toLowerCase())).items.map((row) => row.variation_id)).toEqual([variation.id, other.id]);
    expect((await find(`${variation.id}009`)).items.map((row) => row.variation_id)).toEqual([variation.id]);
    expect((await find('100%')).total).toBe(0);
  });
});

describe('low stock per location', () => {
  it('sets a threshold per location (catalogue editors, audited) that the list by location and the dashboard use', async () => {
    const variation = await freshVariation(40);
    const url = (locationId: number) =>
      `/staff/stock/variations/${variation.id}/locations/${locationId}/low-stock-threshold`;
    await adjust(warehouse, variation.id, { reason: 'delivery', quantity: 3, location_id: place.vefa });
    const lowAt = async (code: string) =>
      StockList.parse(
        (await call(warehouse, 'GET', `/staff/stock?low=true&location=${code}&q=${variation.sku}`)).json(),
      ).items;
    // Three at Vefa, the shop's default threshold 5: low there; forty online: not low there, nor over all.
    expect(await lowAt('vefa')).toMatchObject([{ variation_id: variation.id, low: true }]);
    expect(await lowAt('online')).toEqual([]);
    // Asia Mall never had it: not its shortage.
    expect(await lowAt('asia-mall')).toEqual([]);
    const everywhere = StockList.parse(
      (await call(warehouse, 'GET', `/staff/stock?low=true&q=${variation.sku}`)).json(),
    );
    expect(everywhere.total).toBe(0);

    expect((await call(warehouse, 'PUT', url(place.online!), { low_stock_threshold: 50 })).statusCode).toBe(403);
    expect((await call(undefined, 'PUT', url(place.online!), { low_stock_threshold: 50 })).statusCode).toBe(401);
    const set = await call(manager, 'PUT', url(place.online!), { low_stock_threshold: 50 });
    expect(set.statusCode, set.body).toBe(200);
    const online = StockVariation.parse(set.json()).locations.find((at) => at.code === 'online');
    expect(online).toMatchObject({ stock: 40, low_stock_threshold: 50, own_low_stock_threshold: 50, low: true });
    expect(await lowAt('online')).toMatchObject([{ variation_id: variation.id }]);
    // A selling location at or below its own threshold makes the variation low over all, and on the dashboard.
    expect(
      StockList.parse((await call(warehouse, 'GET', `/staff/stock?low=true&q=${variation.sku}`)).json()).total,
    ).toBe(1);
    await queryRows(ctx.database, sql`update variations set stock = 1000 where id <> ${variation.id} and stock < 1000`);
    const dashboard = Dashboard.parse((await call(manager, 'GET', '/staff/dashboard')).json());
    expect(dashboard.low_stock.map((row) => row.variation_id)).toContain(variation.id);

    expect((await call(manager, 'PUT', url(place.online!), { low_stock_threshold: 50 })).statusCode).toBe(200);
    const audits = async () =>
      queryRows<{ before: unknown; after: unknown }>(
        ctx.database,
        sql`select before, after from audit_entries where action = 'stock.location_threshold_changed'
            and object_id = ${String(variation.id)} order by id`,
      );
    expect(await audits()).toEqual([
      {
        before: { location_id: place.online, low_stock_threshold: null },
        after: { location_id: place.online, low_stock_threshold: 50 },
      },
    ]);
    const cleared = await call(manager, 'PUT', url(place.online!), { low_stock_threshold: null });
    expect(StockVariation.parse(cleared.json()).locations.find((at) => at.code === 'online')).toMatchObject({
      low_stock_threshold: 5,
      own_low_stock_threshold: null,
      low: false,
    });
    expect(await audits()).toHaveLength(2);
    // The threshold leaves the units where they were.
    expect((await productStock(variation.product_id)).stock).toBe(43);

    expect((await call(manager, 'PUT', url(2_147_483_000), { low_stock_threshold: 1 })).statusCode).toBe(404);
    expect((await call(manager, 'PUT', url(place.online!), { low_stock_threshold: -1 })).statusCode).toBe(400);
    expect((await call(warehouse, 'GET', '/staff/stock?location=mars')).statusCode).toBe(422);
  });
});
