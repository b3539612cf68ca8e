import { permissions } from '@aruu/contract/staff-access';
import { StaffOrderDetail } from '@aruu/contract/staff-orders';
import {
  type CreateProductBody,
  StaffProduct,
  StaffProductOptions,
  type UpdateProductBody,
  VariationCostHistory,
} from '@aruu/contract/staff-products';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerShopper } from '../../../test/accounts.js';
import { placeOrder } from '../../../test/orders.js';
import { type SignedInStaff, signInStaff } from '../../../test/staff.js';
import { queryRows, useTestApp } from '../../../test/test-app.js';

const ctx = useTestApp();

type Method = 'GET' | 'POST' | 'PUT';
function call(who: { access_token: string } | undefined, method: Method, url: string, payload?: unknown) {
  return ctx.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: who ? bearer(who) : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

let manager: SignedInStaff;
let warehouse: SignedInStaff;
let options: StaffProductOptions;
let unique = 0;

beforeAll(async () => {
  manager = await signInStaff(ctx, 'manager');
  warehouse = await signInStaff(ctx, 'warehouse');
  options = StaffProductOptions.parse((await call(manager, 'GET', '/staff/products/options')).json());
});

/** Two shades: the first with a cost of 800 som, the second without one. */
function newProduct(word: string): CreateProductBody {
  unique += 1;
  const text = (ru: string) => ({ ru, en: '', ky: '' });
  return {
    texts: {
      title: text(`Тушь ${word}`),
      description: text('Тушь для ресниц.'),
      composition: text('Воск.'),
      usage: text('Нанесите на ресницы.'),
      seo_title: text(''),
      seo_description: text(''),
    },
    brand_id: options.brands[0]!.id,
    category_id: options.categories.find((c) => c.leaf)!.id,
    released_at: '2026-11-01T00:00:00.000Z',
    published: true,
    variations: [
      { sku: `C-${word}-${unique}-1`, name: text('Чёрная'), price: 125000, cost: 80000 },
      { sku: `C-${word}-${unique}-2`, name: text('Коричневая'), price: 99000 },
    ],
  };
}

async function create(body: CreateProductBody) {
  const response = await call(manager, 'POST', '/staff/products', body);
  expect(response.statusCode, response.body).toBe(201);
  return StaffProduct.parse(response.json());
}

/** The product's form as saved, costs left out (the editor of a role without `reports.view`). */
function editOf(saved: StaffProduct): UpdateProductBody {
  return {
    texts: saved.texts,
    brand_id: saved.brand_id,
    category_id: saved.category_id,
    property_value_ids: saved.property_value_ids,
    released_at: saved.released_at,
    variations: saved.variations.map(({ id, sku, name, price }) => ({ id, sku, name, price })),
    version: saved.version,
  };
}

async function save(product: StaffProduct, costs: Array<number | null | undefined>) {
  const body = editOf(product);
  body.variations = body.variations.map((v, i) => (costs[i] === undefined ? v : { ...v, cost: costs[i] }));
  const response = await call(manager, 'PUT', `/staff/products/${product.id}`, body);
  expect(response.statusCode, response.body).toBe(200);
  return StaffProduct.parse(response.json());
}

const historyRows = (variationId: number) =>
  queryRows<{ cost: number | null; previous_cost: number | null; source: string; changed_by: number | null }>(
    ctx.database,
    sql`select cost, previous_cost, source, changed_by from variation_cost_changes
        where variation_id = ${variationId} order by id`,
  );

/** Every key anywhere in a JSON answer. */
function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)]);
  return [];
}

describe('cost prices in the product editor', () => {
  it('shows a manager the costs and keeps one history row per real change', async () => {
    const product = await create(newProduct('Kept'));
    expect(product.variations.map((v) => v.cost)).toEqual([80000, null]);
    const [first, second] = product.variations.map((v) => v.id) as [number, number];
    expect(await historyRows(first)).toEqual([
      { cost: 80000, previous_cost: null, source: 'staff', changed_by: manager.userId },
    ]);
    expect(await historyRows(second)).toEqual([]);

    // The same cost again, and no cost sent at all: nothing changes, nothing is written.
    const same = await save(product, [80000, undefined]);
    const untouched = await save(same, [undefined, undefined]);
    expect(untouched.variations.map((v) => v.cost)).toEqual([80000, null]);
    expect(await historyRows(first)).toHaveLength(1);

    const changed = await save(untouched, [85050, 0]);
    expect(changed.variations.map((v) => v.cost)).toEqual([85050, 0]);
    const cleared = await save(changed, [null, undefined]);
    expect(cleared.variations.map((v) => v.cost)).toEqual([null, 0]);
    expect((await historyRows(first)).map((row) => [row.previous_cost, row.cost])).toEqual([
      [null, 80000],
      [80000, 85050],
      [85050, null],
    ]);
    expect((await historyRows(second)).map((row) => [row.previous_cost, row.cost])).toEqual([[null, 0]]);

    const history = await call(manager, 'GET', `/staff/products/${product.id}/cost-history`);
    expect(history.statusCode, history.body).toBe(200);
    const items = VariationCostHistory.parse(history.json()).items;
    expect(items.map((item) => [item.sku, item.previous_cost, item.cost])).toEqual([
      [product.variations[0]!.sku, 85050, null],
      [product.variations[1]!.sku, null, 0],
      [product.variations[0]!.sku, 80000, 85050],
      [product.variations[0]!.sku, null, 80000],
    ]);
    expect(items.every((item) => item.source === 'staff' && item.changed_by?.id === manager.userId)).toBe(true);
  });

  it('refuses a negative or fractional cost per field, writing nothing', async () => {
    const product = await create(newProduct('Invalid'));
    for (const cost of [-1, 10.5]) {
      const body = editOf(product);
      body.variations[0] = { ...body.variations[0]!, cost };
      const response = await call(manager, 'PUT', `/staff/products/${product.id}`, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields['variations.0.cost'].code).toBe('invalid_value');
    }
    expect(await historyRows(product.variations[0]!.id)).toHaveLength(1);
  });

  it('never sends costs to warehouse staff: product endpoints refuse them, stock answers carry none', async () => {
    const product = await create(newProduct('Hidden'));
    for (const url of [`/staff/products/${product.id}`, `/staff/products/${product.id}/cost-history`]) {
      expect((await call(warehouse, 'GET', url)).statusCode, url).toBe(403);
    }
    const sku = product.variations[0]!.sku;
    // The endpoints that show warehouse staff this product's variations.
    for (const url of [`/staff/stock?q=${sku}`, `/staff/stock/products/${product.id}`]) {
      const response = await call(warehouse, 'GET', url);
      expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
      expect(response.body, url).toContain(sku);
      expect(
        keysOf(response.json()).filter((key) => key.includes('cost')),
        url,
      ).toEqual([]);
    }
  });
});

describe('an order line keeps its cost', () => {
  it('snapshots the cost at sale; the order page shows managers line costs and the margin, warehouse staff neither', async () => {
    const product = await create(newProduct('Sold'));
    const [costed, uncosted] = product.variations as [
      StaffProduct['variations'][number],
      StaffProduct['variations'][number],
    ];
    await queryRows(ctx.database, sql`update variations set stock = 5 where product_id = ${product.id}`);
    const shopper = await registerShopper(ctx.app);
    const { order_id: orderId } = await placeOrder(ctx.app, shopper, {
      lines: [
        { variationId: costed.id, quantity: 2 },
        { variationId: uncosted.id, quantity: 1 },
      ],
    });
    const current = StaffProduct.parse((await call(manager, 'GET', `/staff/products/${product.id}`)).json());
    await save(current, [91000, 50000]);
    const lines = await queryRows<{ variation_id: number; unit_cost: number | null; unit_price: number }>(
      ctx.database,
      sql`select variation_id, unit_cost, unit_price from order_items where order_id = ${orderId} order by id`,
    );
    expect(lines).toEqual([
      { variation_id: costed.id, unit_cost: 80000, unit_price: 125000 },
      { variation_id: uncosted.id, unit_cost: null, unit_price: 99000 },
    ]);

    const page = await call(manager, 'GET', `/staff/orders/${orderId}`);
    expect(page.statusCode, page.body).toBe(200);
    const order = StaffOrderDetail.parse(page.json());
    expect(order.items.map((item) => [item.sku, item.unit_cost])).toEqual([
      [costed.sku, 800],
      [uncosted.sku, null],
    ]);
    // (1,250 − 800) × 2 from the costed line; the other line has no cost and is counted apart.
    expect(order.margin).toEqual({ amount: 900, lines_without_cost: 1 });

    const seen = await call(warehouse, 'GET', `/staff/orders/${orderId}`);
    expect(seen.statusCode, seen.body).toBe(200);
    expect(keysOf(seen.json()).filter((key) => key.includes('cost') || key === 'margin')).toEqual([]);
  });
});

describe('a role that edits the catalogue without reports.view', () => {
  /** `reports.view` the admin's alone for a while: a manager then edits products but sees no costs. */
  async function withoutCostsForManagers(body: () => Promise<void>) {
    const granted = permissions['reports.view'];
    (permissions as Record<string, readonly string[]>)['reports.view'] = ['admin'];
    try {
      await body();
    } finally {
      (permissions as Record<string, readonly string[]>)['reports.view'] = granted;
    }
  }

  it('gets products without costs, may save them without one, and is refused a save that carries one', async () => {
    const product = await create(newProduct('Blind'));
    await withoutCostsForManagers(async () => {
      const seen = await call(manager, 'GET', `/staff/products/${product.id}`);
      expect(keysOf(seen.json()).filter((key) => key.includes('cost'))).toEqual([]);
      const saved = await call(manager, 'PUT', `/staff/products/${product.id}`, editOf(product));
      expect(saved.statusCode, saved.body).toBe(200);
      expect(keysOf(saved.json()).filter((key) => key.includes('cost'))).toEqual([]);
      const body = editOf(StaffProduct.parse(saved.json()));
      body.variations[0] = { ...body.variations[0]!, cost: 1 };
      const refused = await call(manager, 'PUT', `/staff/products/${product.id}`, body);
      expect(refused.statusCode).toBe(403);
      const history = await call(manager, 'GET', `/staff/products/${product.id}/cost-history`);
      expect(history.statusCode).toBe(403);
    });
    // The save without costs kept them.
    const after = StaffProduct.parse((await call(manager, 'GET', `/staff/products/${product.id}`)).json());
    expect(after.variations.map((v) => v.cost)).toEqual([80000, null]);
  });
});
