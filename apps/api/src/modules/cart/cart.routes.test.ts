import { Cart } from '@aruu/contract/cart';
import { ErrorResponse } from '@aruu/contract/errors';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bearer, registerShopper } from '../../../test/accounts.js';
import { queryRows, useTestApp } from '../../../test/test-app.js';

const ctx = useTestApp();

function cartCall(tokens: { access_token: string }, action: string, payload?: unknown) {
  return ctx.app.inject({
    method: action === '' ? 'GET' : 'POST',
    url: `/api/v1/carts${action ? `/${action}` : ''}`,
    headers: bearer(tokens),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

async function cartOf(response: { statusCode: number; json(): unknown; body: string }) {
  expect(response.statusCode, response.body).toBe(200);
  return Cart.parse(response.json());
}

/** Variations in stock, each with at least `minStock` units. */
async function variationsInStock(minStock: number, count = 2) {
  return queryRows<{ id: number; stock: number; price: number }>(
    ctx.database,
    sql`select id, stock, price from variations where stock >= ${minStock} order by id limit ${count}`,
  );
}

describe('cart', () => {
  it('adds, merges, updates, removes and clears, answering the whole cart each time', async () => {
    const tokens = await registerShopper(ctx.app);
    const [a, b] = await variationsInStock(5);
    expect((await cartOf(await cartCall(tokens, ''))).cartCount).toBe(0);

    let cart = await cartOf(await cartCall(tokens, 'add_product', { variation_id: a!.id }));
    expect(cart.cartCount).toBe(1);
    cart = await cartOf(await cartCall(tokens, 'add_product', { variation_id: a!.id, quantity: 2 }));
    expect(cart.products).toHaveLength(1);
    expect(cart.products[0]!.quantity).toBe(3);
    cart = await cartOf(await cartCall(tokens, 'add_product', { variation_id: b!.id, quantity: 2 }));
    expect(cart.cartCount).toBe(5);
    expect(cart.subtotal).toBe((a!.price * 3 + b!.price * 2) / 100);
    expect(cart.products[0]!.line_total).toBe((a!.price * 3) / 100);

    cart = await cartOf(await cartCall(tokens, 'update_quantity', { variation_id: b!.id, quantity: 1 }));
    expect(cart.cartCount).toBe(4);
    cart = await cartOf(await cartCall(tokens, 'remove_product', { variation_id: a!.id }));
    expect(cart.products.map((line) => line.variation_id)).toEqual([b!.id]);
    cart = await cartOf(await cartCall(tokens, 'clear'));
    expect(cart).toEqual({ products: [], cartCount: 0, subtotal: 0 });
  });

  it('never holds more than the stock', async () => {
    const tokens = await registerShopper(ctx.app);
    const [few] = await queryRows<{ id: number; stock: number }>(
      ctx.database,
      sql`select id, stock from variations where stock between 2 and 5 order by id limit 1`,
    );
    const tooMany = await cartCall(tokens, 'add_product', { variation_id: few!.id, quantity: few!.stock + 1 });
    expect(tooMany.statusCode).toBe(409);
    expect(ErrorResponse.parse(tooMany.json()).error.code).toBe('not_enough_stock');
    await cartOf(await cartCall(tokens, 'add_product', { variation_id: few!.id, quantity: few!.stock }));
    expect((await cartCall(tokens, 'add_product', { variation_id: few!.id })).statusCode).toBe(409);
    expect(
      (await cartCall(tokens, 'update_quantity', { variation_id: few!.id, quantity: few!.stock + 1 })).statusCode,
    ).toBe(409);
    const [soldOut] = await queryRows<{ id: number }>(
      ctx.database,
      sql`select id from variations where stock = 0 limit 1`,
    );
    expect((await cartCall(tokens, 'add_product', { variation_id: soldOut!.id })).statusCode).toBe(409);
  });

  it('keeps concurrent adds within the stock', async () => {
    const tokens = await registerShopper(ctx.app);
    const [variation] = await queryRows<{ id: number; stock: number }>(
      ctx.database,
      sql`select id, stock from variations where stock between 5 and 10 order by id limit 1`,
    );
    const results = await Promise.all(
      Array.from({ length: 12 }, () => cartCall(tokens, 'add_product', { variation_id: variation!.id })),
    );
    const cart = await cartOf(await cartCall(tokens, ''));
    expect(cart.cartCount).toBe(variation!.stock);
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(variation!.stock);
  });

  it.each([
    ['a zero quantity', { variation_id: 1, quantity: 0 }, 'quantity'],
    ['a fractional quantity', { variation_id: 1, quantity: 1.5 }, 'quantity'],
    ['a quantity of 100', { variation_id: 1, quantity: 100 }, 'quantity'],
    ['a text id', { variation_id: 'one' }, 'variation_id'],
    ['an unknown field', { variation_id: 1, price: 1 }, 'price'],
  ])('refuses %s', async (_label, payload, field) => {
    const tokens = await registerShopper(ctx.app);
    const response = await cartCall(tokens, 'add_product', payload);
    expect(response.statusCode).toBe(400);
    expect(ErrorResponse.parse(response.json()).error.fields?.[field]).toBeDefined();
  });

  it('answers 404 for an unknown variation or a line that is not in the cart', async () => {
    const tokens = await registerShopper(ctx.app);
    expect((await cartCall(tokens, 'add_product', { variation_id: 99_999_999 })).statusCode).toBe(404);
    expect((await cartCall(tokens, 'update_quantity', { variation_id: 1, quantity: 1 })).statusCode).toBe(404);
  });

  it("gives a line its product's uploaded main photo (for the srcset), and none to a product without", async () => {
    const tokens = await registerShopper(ctx.app);
    const [withPhoto, without] = await queryRows<{ id: number; product_id: number }>(
      ctx.database,
      sql`select distinct on (v.product_id) v.id, v.product_id from variations v
          join products p on p.id = v.product_id
          where v.stock >= 1 and p.published
            and not exists (select 1 from product_images pi where pi.product_id = p.id)
          order by v.product_id, v.id limit 2`,
    );
    const hash = 'c'.repeat(64);
    await ctx.database.db.execute(sql`insert into images (hash, width, height, widths, placeholder, source_bytes)
      values (${hash}, 1200, 1500, '{320,640,1200}', 'data:image/webp;base64,AA==', 1000)`);
    await ctx.database.db.execute(sql`insert into product_images (product_id, image_hash, alt_en)
      values (${withPhoto!.product_id}, ${hash}, 'The jar')`);
    await cartCall(tokens, 'add_product', { variation_id: withPhoto!.id });
    const cart = await cartOf(await cartCall(tokens, 'add_product', { variation_id: without!.id }));
    const photoOf = (variationId: number) =>
      cart.products.find((line) => line.variation_id === variationId)?.product.photo;
    expect(photoOf(withPhoto!.id)).toMatchObject({ width: 1200, height: 1500, widths: [320, 640, 1200] });
    expect(photoOf(without!.id)).toBeNull();
  });

  it('is private to its owner and needs a signed-in user', async () => {
    const alice = await registerShopper(ctx.app);
    const bob = await registerShopper(ctx.app);
    const [variation] = await variationsInStock(3, 1);
    await cartOf(await cartCall(alice, 'add_product', { variation_id: variation!.id }));
    expect((await cartOf(await cartCall(bob, ''))).cartCount).toBe(0);
    // Bob cannot change Alice's line: his calls address his own cart only.
    expect((await cartCall(bob, 'update_quantity', { variation_id: variation!.id, quantity: 2 })).statusCode).toBe(404);
    await cartOf(await cartCall(bob, 'clear'));
    expect((await cartOf(await cartCall(alice, ''))).cartCount).toBe(1);
    for (const action of ['', 'add_product', 'update_quantity', 'remove_product', 'clear']) {
      const response = await ctx.app.inject({
        method: action ? 'POST' : 'GET',
        url: `/api/v1/carts${action ? `/${action}` : ''}`,
      });
      expect(response.statusCode, action).toBe(401);
    }
  });
});
