import { PickupOptionList, ProductAvailability } from '@aruu/contract/availability';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerShopper } from '../../../test/accounts.js';
import { placeOrder } from '../../../test/orders.js';
import { queryRows, useTestApp } from '../../../test/test-app.js';
import { createInventoryService } from '../inventory/inventory.service.js';

const ctx = useTestApp();
// Stock is counted and delivered as staff do it, through the inventory (the only writer of stock).
const inventory = createInventoryService({ lowStockThreshold: 5 });

type Tokens = Awaited<ReturnType<typeof registerShopper>>;
type Shelves = Partial<Record<'online' | 'tsum' | 'asia-mall' | 'vefa', number>>;

let staff: number;
const locationIds = new Map<string, number>();

beforeAll(async () => {
  staff = (await registerShopper(ctx.app)).user.id;
  for (const row of await queryRows<{ id: number; code: string }>(ctx.database, sql`select id, code from locations`)) {
    locationIds.set(row.code, row.id);
  }
});

/** Visible shades of published products nobody holds or has in a cart: `count` from one product. */
const taken: number[] = [];
async function shadesOfOneProduct(count: number) {
  const [product] = await queryRows<{ id: number }>(
    ctx.database,
    sql`select p.id from products p where p.published and p.id <> all(${sql.raw(`array[${[0, ...taken].join(',')}]`)}::int[])
      and (select count(*) from variations v where v.product_id = p.id and not v.hidden
        and not exists (select 1 from stock_allocations a where a.variation_id = v.id)
        and not exists (select 1 from cart_items c where c.variation_id = v.id)) >= ${count}
      and not exists (select 1 from variations v where v.product_id = p.id and v.hidden)
      order by p.id limit 1`,
  );
  taken.push(product!.id);
  const shades = await queryRows<{ id: number }>(
    ctx.database,
    sql`select id from variations where product_id = ${product!.id} order by position, id`,
  );
  return { productId: product!.id, shades: shades.map((row) => row.id) };
}

/** Counts every location's shelf of the shade to what `shelves` says (zero where it says nothing). */
async function countShelves(variationId: number, shelves: Shelves) {
  await ctx.database.db.transaction(async (tx) => {
    for (const [code, locationId] of locationIds) {
      const quantity = shelves[code as keyof Shelves] ?? 0;
      await inventory.adjust(
        tx,
        variationId,
        { reason: 'count_correction', quantity, note: 'test count' },
        { actorId: staff, locationId },
      );
    }
  });
}

async function deliver(variationId: number, code: string, quantity: number) {
  await ctx.database.db.transaction((tx) =>
    inventory.adjust(
      tx,
      variationId,
      { reason: 'delivery', quantity },
      { actorId: staff, locationId: locationIds.get(code)! },
    ),
  );
}

async function availability(productId: number, lang = 'en') {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/v1/products/${productId}/availability?lang=${lang}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return { body: ProductAvailability.parse(response.json()), headers: response.headers };
}

const statesOf = (answer: ProductAvailability, variationId: number) =>
  Object.fromEntries(
    answer.variations
      .find((variation) => variation.variation_id === variationId)!
      .shops.map((shop) => [
        shop.code,
        shop.state === 'can_bring' ? `${shop.state} ${shop.days} ${shop.from}` : shop.state,
      ]),
  );

describe('GET /products/:product_id/availability', () => {
  it('tells each pickup shop in its order: in stock, a few left up to the threshold, can be brought, none', async () => {
    const { productId, shades } = await shadesOfOneProduct(2);
    const [shade, other] = shades as [number, number];
    await countShelves(shade, { tsum: 3, 'asia-mall': 1 });
    await countShelves(other, {});
    const before = await availability(productId);
    expect(before.body.variations.map((variation) => variation.variation_id)).toEqual(shades);
    // Vefa has none, the online warehouse none: ЦУМ is the first selling location that has it.
    expect(statesOf(before.body, shade)).toEqual({
      tsum: 'few_left',
      'asia-mall': 'few_left',
      vefa: 'can_bring 1 TSUM',
    });
    expect(statesOf(before.body, other)).toEqual({ tsum: 'none', 'asia-mall': 'none', vefa: 'none' });
    expect(before.body.variations[0]!.shops.map((shop) => shop.code)).toEqual(['tsum', 'asia-mall', 'vefa']);
    expect(before.headers.etag).toBeDefined();

    // A delivery of one more at ЦУМ passes the threshold; a delivery at the warehouse is brought from there first.
    await deliver(shade, 'tsum', 1);
    await deliver(shade, 'online', 2);
    await queryRows(ctx.database, sql`update locations set transfer_days = 3 where code = 'vefa'`);
    try {
      const after = await availability(productId, 'ru');
      expect(statesOf(after.body, shade)).toEqual({
        tsum: 'in_stock',
        'asia-mall': 'few_left',
        vefa: 'can_bring 3 Интернет-склад',
      });
      expect(after.body.variations[0]!.shops[0]).toMatchObject({ name: 'ЦУМ', days: null, from: null });
    } finally {
      await queryRows(ctx.database, sql`update locations set transfer_days = 1 where code = 'vefa'`);
    }
  });

  it('leaves out hidden shades and inactive or non-pickup locations; a draft or missing product is 404', async () => {
    const { productId, shades } = await shadesOfOneProduct(2);
    const [shown, hidden] = shades as [number, number];
    await countShelves(shown, { online: 5 });
    await queryRows(ctx.database, sql`update variations set hidden = true where id = ${hidden}`);
    await queryRows(ctx.database, sql`update locations set active = false where code = 'asia-mall'`);
    try {
      const { body } = await availability(productId);
      expect(body.variations.map((variation) => variation.variation_id)).toEqual([shown]);
      expect(statesOf(body, shown)).toEqual({
        tsum: 'can_bring 1 Online warehouse',
        vefa: 'can_bring 1 Online warehouse',
      });
    } finally {
      await queryRows(ctx.database, sql`update locations set active = true where code = 'asia-mall'`);
    }

    await queryRows(ctx.database, sql`update products set published = false where id = ${productId}`);
    const draft = await ctx.app.inject({ method: 'GET', url: `/api/v1/products/${productId}/availability` });
    expect(draft.statusCode).toBe(404);
    expect(draft.json().error.code).toBe('not_found');
    const missing = await ctx.app.inject({ method: 'GET', url: '/api/v1/products/2000000000/availability' });
    expect(missing.statusCode).toBe(404);
    const malformed = await ctx.app.inject({ method: 'GET', url: '/api/v1/products/abc/availability' });
    expect(malformed.statusCode).toBe(400);
  });
});

function get(tokens: Tokens | undefined, url: string) {
  return ctx.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: tokens ? bearer(tokens) : {} });
}
function post(tokens: Tokens, url: string, payload: object) {
  return ctx.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: bearer(tokens), payload });
}

async function pickupOptions(tokens: Tokens, orderId?: number) {
  const response = await get(tokens, `/checkout/pickup-options?lang=en${orderId ? `&order_id=${orderId}` : ''}`);
  expect(response.statusCode, response.body).toBe(200);
  return PickupOptionList.parse(response.json());
}

async function shopperWithCart(lines: Array<[number, number]>) {
  const tokens = await registerShopper(ctx.app);
  for (const [variation_id, quantity] of lines) {
    const added = await post(tokens, '/carts/add_product', { variation_id, quantity });
    expect(added.statusCode, added.body).toBe(200);
  }
  return tokens;
}

const summary = (options: PickupOptionList) =>
  options.map((option) => [option.code, option.all_here, option.ready_in_days, option.lines_to_bring, option.from]);

describe('GET /checkout/pickup-options', () => {
  it('puts the shops with the whole cart first, then the others with their days and where the rest comes from', async () => {
    const { shades } = await shadesOfOneProduct(2);
    const [cream, balm] = shades as [number, number];
    await countShelves(cream, { 'asia-mall': 3, tsum: 1, online: 5 });
    await countShelves(balm, { 'asia-mall': 1, tsum: 2 });
    await queryRows(ctx.database, sql`update locations set transfer_days = 2 where code = 'tsum'`);
    try {
      const tokens = await shopperWithCart([
        [cream, 2],
        [balm, 1],
      ]);
      const options = await pickupOptions(tokens);
      expect(summary(options)).toEqual([
        ['asia-mall', true, 0, 0, []],
        ['tsum', false, 2, 1, ['Online warehouse']],
        ['vefa', false, 1, 2, ['Online warehouse', 'TSUM']],
      ]);
      expect(options[0]).toMatchObject({ name: 'Asia Mall', opens: '10:00', closes: '21:00', lines_short: 0 });
      expect(options[0]!.address).toContain('Asia Mall');
    } finally {
      await queryRows(ctx.database, sql`update locations set transfer_days = 1 where code = 'tsum'`);
    }
  });

  it("counts an unpaid order's own units where it holds them, as set_delivery then takes them", async () => {
    const { shades } = await shadesOfOneProduct(1);
    const [shade] = shades as [number];
    await countShelves(shade, { tsum: 2 });
    const tokens = await shopperWithCart([[shade, 2]]);
    const { order_id } = await placeOrder(ctx.app, tokens);
    // The order took ЦУМ's two units (by the courier rule): nothing is free there any more.
    const [free] = await queryRows<{ stock: number }>(
      ctx.database,
      sql`select coalesce(sum(stock), 0)::int as stock from location_stock where variation_id = ${shade}`,
    );
    expect(free!.stock).toBe(0);

    expect(summary(await pickupOptions(tokens, order_id))).toEqual([
      ['tsum', true, 0, 0, []],
      ['asia-mall', false, 1, 1, ['TSUM']],
      ['vefa', false, 1, 1, ['TSUM']],
    ]);
    // Another shopper's cart finds nothing left anywhere.
    const other = await shopperWithCart([]);
    await queryRows(
      ctx.database,
      sql`insert into cart_items (user_id, variation_id, quantity) values (${other.user.id}, ${shade}, 1)`,
    );
    const theirs = await pickupOptions(other);
    expect(theirs.map((option) => [option.code, option.all_here, option.lines_short])).toEqual([
      ['tsum', false, 1],
      ['asia-mall', false, 1],
      ['vefa', false, 1],
    ]);

    // set_delivery does what the options said: both units at ЦУМ, nothing to bring.
    const chosen = await post(tokens, '/orders/set_delivery', {
      order_id,
      delivery: { method: 'pickup', shop_id: 'tsum' },
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    const held = await queryRows<{ code: string; quantity: number }>(
      ctx.database,
      sql`select l.code, a.quantity from stock_allocations a join locations l on l.id = a.location_id
        where a.order_id = ${order_id}`,
    );
    expect(held).toEqual([{ code: 'tsum', quantity: 2 }]);
    const [transfers] = await queryRows<{ open: number }>(
      ctx.database,
      sql`select count(*)::int as open from stock_transfers where order_id = ${order_id} and status <> 'cancelled'`,
    );
    expect(transfers!.open).toBe(0);
  });

  it('is for a signed-in shopper and their own unpaid order only', async () => {
    expect((await get(undefined, '/checkout/pickup-options')).statusCode).toBe(401);
    const stranger = await registerShopper(ctx.app);
    const [order] = await queryRows<{ id: number }>(ctx.database, sql`select id from orders order by id limit 1`);
    const response = await get(stranger, `/checkout/pickup-options?order_id=${order!.id}`);
    expect(response.statusCode).toBe(404);
    expect((await get(stranger, '/checkout/pickup-options?order_id=x')).statusCode).toBe(400);
    // An empty cart: every shop has "everything".
    expect(summary(await pickupOptions(stranger)).map(([code, allHere]) => [code, allHere])).toEqual([
      ['tsum', true],
      ['asia-mall', true],
      ['vefa', true],
    ]);
  });
});
