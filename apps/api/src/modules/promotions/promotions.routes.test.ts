import { ErrorResponse } from '@aruu/contract/errors';
import { OrderDetail } from '@aruu/contract/orders';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bearer, registerShopper } from '../../../test/accounts.js';
import { createOrderFromCart } from '../../../test/orders.js';
import { queryRows, useTestApp } from '../../../test/test-app.js';

const ctx = useTestApp();

type Tokens = { access_token: string };

/** Fills the cart with about `som` worth of goods. */
async function fillCart(tokens: Tokens, som: number) {
  const [variation] = await queryRows<{ id: number; price: number }>(
    ctx.database,
    sql`select id, price from variations where stock >= 50 and price <= ${som * 100} order by price desc limit 1`,
  );
  const quantity = Math.max(1, Math.floor((som * 100) / variation!.price));
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/carts/add_product',
    headers: bearer(tokens),
    payload: { variation_id: variation!.id, quantity: Math.min(quantity, 50) },
  });
  expect(response.statusCode, response.body).toBe(200);
}

function order(tokens: Tokens, promoCode?: string) {
  return createOrderFromCart(ctx.app, tokens, promoCode ? { promo_code: promoCode } : {});
}

async function addCode(code: string, fields: Record<string, unknown> = {}) {
  const f = { kind: 'percent', value: 10, min_order: 0, usage_limit: null, valid_until: null, ...fields };
  await queryRows(
    ctx.database,
    sql`insert into promo_codes (code, kind, value, min_order, usage_limit, valid_until)
        values (${code}, ${f.kind}, ${f.value}, ${f.min_order}, ${f.usage_limit}, ${f.valid_until})`,
  );
}

const reasonOf = (response: { json(): unknown }) => ErrorResponse.parse(response.json()).error.fields?.promo_code?.code;

describe('promo codes', () => {
  it('take a percentage or an amount off the goods, typed in any case', async () => {
    const tokens = await registerShopper(ctx.app);
    await fillCart(tokens, 2000);
    const placed = OrderDetail.parse((await order(tokens, ' welcome10 ')).json());
    expect(placed.totals.discount).toBe(Math.floor(placed.totals.subtotal * 10) / 100);
    expect(placed.totals.total).toBeCloseTo(placed.totals.subtotal - placed.totals.discount, 2);

    await addCode('MINUS300', { kind: 'fixed', value: 30000 });
    const other = await registerShopper(ctx.app);
    await fillCart(other, 1500);
    const fixed = OrderDetail.parse((await order(other, 'MINUS300')).json());
    expect(fixed.totals.discount).toBe(300);
  });

  it('refuse unknown, expired, too small and already used codes, changing nothing', async () => {
    const tokens = await registerShopper(ctx.app);
    await fillCart(tokens, 600);
    expect(reasonOf(await order(tokens, 'NOPE'))).toBe('promo_code_unknown');
    await addCode('OLD5', { valid_until: new Date(Date.now() - 86_400_000) });
    expect(reasonOf(await order(tokens, 'OLD5'))).toBe('promo_code_expired');
    expect(reasonOf(await order(tokens, 'ARUU500'))).toBe('promo_code_min_order');
    // Nothing was placed: the cart is still full.
    expect((await order(tokens)).statusCode).toBe(201);

    await fillCart(tokens, 1500);
    const first = OrderDetail.parse((await order(tokens, 'WELCOME10')).json());
    await fillCart(tokens, 1500);
    expect(reasonOf(await order(tokens, 'WELCOME10'))).toBe('promo_code_used');
    // Cancelling the order gives the code back.
    await ctx.app.inject({ method: 'DELETE', url: `/api/v1/orders/delete/${first.order_id}`, headers: bearer(tokens) });
    expect((await order(tokens, 'WELCOME10')).statusCode).toBe(201);
  });

  it('with one use left is spent by exactly one of twenty concurrent orders', async () => {
    await addCode('LASTONE', { usage_limit: 1 });
    const buyers = [];
    for (let i = 0; i < 20; i++) {
      const tokens = await registerShopper(ctx.app);
      await fillCart(tokens, 800);
      buyers.push(tokens);
    }
    const results = await Promise.all(buyers.map((tokens) => order(tokens, 'LASTONE')));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 400 && reasonOf(r) === 'promo_code_exhausted')).toHaveLength(19);
    const [code] = await queryRows<{ used_count: number; redemptions: number }>(
      ctx.database,
      sql`select used_count, (select count(*)::int from promo_redemptions r where r.promo_code_id = p.id) as redemptions
          from promo_codes p where code = 'LASTONE'`,
    );
    expect(code).toEqual({ used_count: 1, redemptions: 1 });
  });
});
