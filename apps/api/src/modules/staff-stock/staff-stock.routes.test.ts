import { ErrorResponse } from '@aruu/contract/errors';
import { Dashboard } from '@aruu/contract/staff-dashboard';
import { ProductStock, StockAdjusted, StockHistory, StockList } from '@aruu/contract/staff-stock';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerShopper } from '../../../test/accounts.js';
import { placeOrder } from '../../../test/orders.js';
import { type SignedInStaff, signInStaff } from '../../../test/staff.js';
import { queryRows, useTestApp } from '../../../test/test-app.js';

const ctx = useTestApp({ LOW_STOCK_THRESHOLD: '5', STAFF_COUNTS_TTL_MS: '0' });

type Tokens = { access_token: string; user?: { id: number; email: string } };

function call(tokens: Tokens | undefined, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) {
  return ctx.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: tokens ? bearer(tokens) : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

interface Variation {
  id: number;
  product_id: number;
  sku: string;
}

/**
 * A variation of its own product (the only one of that product, so history and thresholds of one
 * test do not meet another's), with `stock` units free and nothing reserved.
 */
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
let used = 0;

const adjust = (tokens: Tokens, variationId: number, body: unknown) =>
  call(tokens, 'POST', `/staff/stock/variations/${variationId}/adjustments`, body);

async function history(tokens: Tokens, productId: number, query = '') {
  const response = await call(tokens, 'GET', `/staff/stock/products/${productId}/movements${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return StockHistory.parse(response.json());
}

async function productStock(productId: number) {
  return ProductStock.parse((await call(manager, 'GET', `/staff/stock/products/${productId}`)).json());
}

const auditCount = async (objectType: string, objectId: number) =>
  (
    await queryRows<{ count: number }>(
      ctx.database,
      sql`select count(*)::int as count from audit_entries where object_type = ${objectType} and object_id = ${String(objectId)}`,
    )
  )[0]!.count;

async function order(variationId: number, quantity: number) {
  const shopper = await registerShopper(ctx.app);
  return (await placeOrder(ctx.app, shopper, { lines: [{ variationId, quantity }] })).order_id;
}

const codeOf = (response: { json(): unknown }) => ErrorResponse.parse(response.json()).error.code;

let manager: SignedInStaff;
let warehouse: SignedInStaff;
beforeAll(async () => {
  manager = await signInStaff(ctx, 'manager');
  warehouse = await signInStaff(ctx, 'warehouse');
});

describe('adjusting stock', () => {
  it('records a delivery, a write-off and a count as movements with one audit entry each', async () => {
    const variation = await freshVariation(10);
    const delivered = await adjust(warehouse, variation.id, { reason: 'delivery', quantity: 5, note: 'Накладная 17' });
    expect(delivered.statusCode, delivered.body).toBe(201);
    expect(StockAdjusted.parse(delivered.json())).toMatchObject({
      variation: { variation_id: variation.id, stock: 15, reserved: 0, on_hand: 15 },
      movement: { kind: 'delivery', quantity_change: 5, stock_after: 15, note: 'Накладная 17', order_id: null },
    });
    expect(StockAdjusted.parse(delivered.json()).movement.actor?.id).toBe(warehouse.userId);

    const written = await adjust(warehouse, variation.id, { reason: 'write_off', quantity: 3 });
    expect(StockAdjusted.parse(written.json()).variation.stock).toBe(12);
    const counted = await adjust(manager, variation.id, {
      reason: 'count_correction',
      quantity: 20,
      note: 'Инвентаризация',
    });
    expect(counted.statusCode, counted.body).toBe(201);
    expect(StockAdjusted.parse(counted.json()).movement).toMatchObject({
      kind: 'count_correction',
      quantity_change: 8,
      stock_after: 20,
      counted: 20,
    });
    // A count that finds what the books say is recorded too: the shelf was checked.
    const same = await adjust(manager, variation.id, { reason: 'count_correction', quantity: 20, note: 'Проверка' });
    expect(StockAdjusted.parse(same.json()).movement).toMatchObject({ quantity_change: 0, stock_after: 20 });

    const all = await history(manager, variation.product_id);
    expect(all.total).toBe(4);
    expect(all.items.map((movement) => [movement.kind, movement.quantity_change, movement.stock_after])).toEqual([
      ['count_correction', 0, 20],
      ['count_correction', 8, 20],
      ['write_off', -3, 12],
      ['delivery', 5, 15],
    ]);
    const second = await history(warehouse, variation.product_id, `?page=2&page_size=3&variation_id=${variation.id}`);
    expect(second.items.map((movement) => movement.kind)).toEqual(['delivery']);
    expect(await auditCount('variation', variation.id)).toBe(4);
    const [entry] = await queryRows<{ action: string; before: unknown; after: Record<string, unknown> }>(
      ctx.database,
      sql`select action, before, after from audit_entries where object_type = 'variation'
          and object_id = ${String(variation.id)} order by id limit 1`,
    );
    expect(entry).toMatchObject({
      action: 'stock.adjusted',
      before: { stock: 10, reserved: 0, on_hand: 10 },
      after: { stock: 15, on_hand: 15, reason: 'delivery', quantity: 5, note: 'Накладная 17' },
    });
  });

  it('refuses what is not an adjustment, writing nothing', async () => {
    const variation = await freshVariation(4);
    const cases = [
      [{ reason: 'count_correction', quantity: 3 }, 'note'],
      [{ reason: 'count_correction', quantity: 3, note: '  ' }, 'note'],
      [{ reason: 'delivery', quantity: 0 }, 'quantity'],
      [{ reason: 'write_off', quantity: 1.5 }, 'quantity'],
      [{ reason: 'delivery', quantity: 1_000_000 }, 'quantity'],
      [{ reason: 'stolen', quantity: 1 }, 'reason'],
    ] as const;
    for (const [body, field] of cases) {
      const response = await adjust(manager, variation.id, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(ErrorResponse.parse(response.json()).error.fields ?? {}), JSON.stringify(body)).toContain(
        field,
      );
    }
    const missing = await adjust(manager, 2_147_483_000, { reason: 'delivery', quantity: 1 });
    expect(missing.statusCode).toBe(404);
    expect((await call(manager, 'GET', '/staff/stock/products/2147483000')).statusCode).toBe(404);
    expect((await call(manager, 'GET', '/staff/stock/products/2147483000/movements')).statusCode).toBe(404);
    expect((await history(manager, variation.product_id)).total).toBe(0);
    expect(await auditCount('variation', variation.id)).toBe(0);
  });
});

describe('a repeated adjustment', () => {
  it('with the same Idempotency-Key is made once and answered again; another body is refused', async () => {
    const variation = await freshVariation(5);
    const send = (tokens: Tokens, body: unknown, key: string) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/v1/staff/stock/variations/${variation.id}/adjustments`,
        headers: { ...bearer(tokens), 'idempotency-key': key },
        payload: body as object,
      });
    const delivery = { reason: 'delivery', quantity: 4, note: 'Накладная 3' };
    const [first, again] = await Promise.all([
      send(warehouse, delivery, 'scan-1'),
      send(warehouse, delivery, 'scan-1'),
    ]);
    expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
    const ids = [first, again].map((response) => StockAdjusted.parse(response.json()).movement.id);
    expect(ids[0]).toBe(ids[1]);
    expect((await productStock(variation.product_id)).variations[0]!.stock).toBe(9);
    expect((await history(manager, variation.product_id)).total).toBe(1);
    expect(await auditCount('variation', variation.id)).toBe(1);

    const other = await send(warehouse, { ...delivery, quantity: 5 }, 'scan-1');
    expect(other.statusCode).toBe(422);
    expect(codeOf(other)).toBe('idempotency_key_reused');
    // Keys are each employee's own: the manager's scan-1 is a new adjustment.
    expect((await send(manager, delivery, 'scan-1')).statusCode).toBe(201);
    expect((await productStock(variation.product_id)).variations[0]!.stock).toBe(13);
    expect(await auditCount('variation', variation.id)).toBe(2);
  });
});

describe('what open orders hold', () => {
  it('never lets stock go below the reserved units; orders record their movements', async () => {
    const variation = await freshVariation(5);
    const orderId = await order(variation.id, 3);
    expect((await productStock(variation.product_id)).variations[0]).toMatchObject({
      stock: 2,
      reserved: 3,
      on_hand: 5,
    });
    const placed = await history(manager, variation.product_id);
    expect(placed.items).toMatchObject([
      { kind: 'order_reserved', quantity_change: -3, stock_after: 2, order_id: orderId, actor: null },
    ]);

    const tooMany = await adjust(warehouse, variation.id, { reason: 'write_off', quantity: 3, note: 'Разбили' });
    expect(tooMany.statusCode).toBe(409);
    expect(codeOf(tooMany)).toBe('stock_below_reserved');
    const countedTooFew = await adjust(warehouse, variation.id, {
      reason: 'count_correction',
      quantity: 2,
      note: 'Пересчёт',
    });
    expect(countedTooFew.statusCode).toBe(409);
    expect(codeOf(countedTooFew)).toBe('stock_below_reserved');
    expect((await history(manager, variation.product_id)).total).toBe(1);
    expect(await auditCount('variation', variation.id)).toBe(0);

    // Three counted, all three put aside for the order: nothing left to sell.
    const counted = await adjust(warehouse, variation.id, {
      reason: 'count_correction',
      quantity: 3,
      note: 'Пересчёт',
    });
    expect(counted.statusCode, counted.body).toBe(201);
    expect(StockAdjusted.parse(counted.json()).variation).toMatchObject({ stock: 0, reserved: 3, on_hand: 3 });

    const cancelled = await call(manager, 'POST', `/staff/orders/${orderId}/cancel`, { note: 'Покупатель передумал' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await productStock(variation.product_id)).variations[0]).toMatchObject({
      stock: 3,
      reserved: 0,
      on_hand: 3,
    });
    expect((await history(manager, variation.product_id)).items[0]).toMatchObject({
      kind: 'order_released',
      quantity_change: 3,
      stock_after: 3,
      order_id: orderId,
    });
  });
});

describe('finding stock and low-stock thresholds', () => {
  it('finds a variation by SKU, by scanned barcode and by title', async () => {
    const variation = await freshVariation(7);
    const barcode = `4600${String(variation.id).padStart(9, '0')}`;
    await queryRows(ctx.database, sql`update variations set barcode = ${barcode} where id = ${variation.id}`);
    const [product] = await queryRows<{ title: string }>(
      ctx.database,
      sql`select title_ru as title from products where id = ${variation.product_id}`,
    );
    const find = async (q: string) =>
      StockList.parse((await call(warehouse, 'GET', `/staff/stock?q=${encodeURIComponent(q)}`)).json());

    expect((await find(variation.sku)).items[0]).toMatchObject({ variation_id: variation.id, stock: 7 });
    expect((await find(variation.sku.toLowerCase())).items[0]?.variation_id).toBe(variation.id);
    expect((await find(barcode)).items).toMatchObject([{ variation_id: variation.id, barcode }]);
    const byTitle = await find(product!.title);
    expect(byTitle.items.map((row) => row.variation_id)).toContain(variation.id);
    expect((await find('zzzz-nothing-like-it')).total).toBe(0);
  });

  it("uses each product's own threshold, which only catalogue editors set", async () => {
    const low = await freshVariation(30);
    const notLow = await freshVariation(3);
    const threshold = (tokens: Tokens, productId: number, value: number | null) =>
      call(tokens, 'PUT', `/staff/stock/products/${productId}/low-stock-threshold`, { low_stock_threshold: value });

    expect((await threshold(warehouse, low.product_id, 50)).statusCode).toBe(403);
    const set = await threshold(manager, low.product_id, 50);
    expect(set.statusCode, set.body).toBe(200);
    expect(ProductStock.parse(set.json())).toMatchObject({
      low_stock_threshold: 50,
      default_low_stock_threshold: 5,
      variations: [{ variation_id: low.id, low_stock_threshold: 50, low: true }],
    });
    expect((await threshold(manager, low.product_id, 50)).statusCode).toBe(200);
    expect(await auditCount('product', low.product_id)).toBe(1);
    expect((await threshold(manager, notLow.product_id, 0)).statusCode).toBe(200);
    expect((await threshold(manager, 2_147_483_000, 1)).statusCode).toBe(404);
    expect((await threshold(manager, low.product_id, -1)).statusCode).toBe(400);

    const lowList = StockList.parse((await call(warehouse, 'GET', '/staff/stock?low=true&page_size=100')).json());
    expect(lowList.items.every((row) => row.low && row.stock <= row.low_stock_threshold)).toBe(true);
    const lowOf = async (sku: string) =>
      StockList.parse((await call(warehouse, 'GET', `/staff/stock?low=true&q=${sku}`)).json()).items;
    expect(await lowOf(low.sku)).toHaveLength(1);
    expect(await lowOf(notLow.sku)).toHaveLength(0);

    // The dashboard lists the 20 emptiest; with the rest of the shop well stocked, these two decide.
    await queryRows(
      ctx.database,
      sql`update variations set stock = 1000 where id not in (${low.id}, ${notLow.id}) and stock < 1000`,
    );
    const dashboard = Dashboard.parse((await call(manager, 'GET', '/staff/dashboard')).json());
    expect(dashboard.low_stock).toMatchObject([{ variation_id: low.id, stock: 30, low_stock_threshold: 50 }]);

    expect((await threshold(manager, low.product_id, null)).json()).toMatchObject({ low_stock_threshold: null });
    expect(await auditCount('product', low.product_id)).toBe(2);
  });

  it('a hidden variation is found and adjusted, but is not a low-stock problem', async () => {
    const hidden = await freshVariation(0);
    await queryRows(ctx.database, sql`update variations set hidden = true where id = ${hidden.id}`);
    const found = StockList.parse((await call(warehouse, 'GET', `/staff/stock?q=${hidden.sku}`)).json()).items;
    expect(found).toMatchObject([{ variation_id: hidden.id, stock: 0, low: false, hidden: true }]);
    const lowList = StockList.parse((await call(warehouse, 'GET', `/staff/stock?low=true&q=${hidden.sku}`)).json());
    expect(lowList.total).toBe(0);
    // The emptiest variation in the shop, yet off the dashboard's list.
    const dashboard = Dashboard.parse((await call(manager, 'GET', '/staff/dashboard')).json());
    expect(dashboard.low_stock.map((row) => row.variation_id)).not.toContain(hidden.id);
    await queryRows(ctx.database, sql`update variations set hidden = false where id = ${hidden.id}`);
    const shown = StockList.parse((await call(warehouse, 'GET', `/staff/stock?low=true&q=${hidden.sku}`)).json());
    expect(shown.items).toMatchObject([{ variation_id: hidden.id, low: true, hidden: false }]);
  });
});

describe('who may', () => {
  it('lets the warehouse adjust but not set thresholds; shoppers nothing', async () => {
    const variation = await freshVariation(2);
    const shopper = await registerShopper(ctx.app);
    const requests = [
      ['GET', '/staff/stock'],
      ['GET', `/staff/stock/products/${variation.product_id}`],
      ['GET', `/staff/stock/products/${variation.product_id}/movements`],
      ['POST', `/staff/stock/variations/${variation.id}/adjustments`, { reason: 'delivery', quantity: 1 }],
      ['PUT', `/staff/stock/products/${variation.product_id}/low-stock-threshold`, { low_stock_threshold: 2 }],
    ] as const;
    for (const [method, url, body] of requests) {
      expect((await call(shopper, method, url, body)).statusCode, url).toBe(403);
      expect((await call(undefined, method, url, body)).statusCode, url).toBe(401);
    }
    expect((await adjust(warehouse, variation.id, { reason: 'delivery', quantity: 1 })).statusCode).toBe(201);
    expect((await call(warehouse, 'GET', `/staff/stock/products/${variation.product_id}`)).statusCode).toBe(200);
  });
});
