import { CheckoutQuote } from '@aruu/contract/checkout';
import { type DeliveryChoice, DeliveryCityList } from '@aruu/contract/delivery';
import { ErrorResponse } from '@aruu/contract/errors';
import { OrderDetail } from '@aruu/contract/orders';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { bearer, registerShopper } from '../../../test/accounts.js';
import { placeOrder } from '../../../test/orders.js';
import { SANDBOX_TEST_CREDENTIALS, startCdekSandbox } from '../../../test/support/cdek-sandbox-server.js';
import { queryRows, useTestApp } from '../../../test/test-app.js';

const cdek = await startCdekSandbox();
const ctx = useTestApp({
  CDEK_URL: cdek.baseUrl,
  CDEK_CLIENT_ID: SANDBOX_TEST_CREDENTIALS.clientId,
  CDEK_CLIENT_SECRET: SANDBOX_TEST_CREDENTIALS.clientSecret,
});
afterAll(() => cdek.close());

type Tokens = { access_token: string };
const BISHKEK = 5444;
function post(tokens: Tokens | undefined, url: string, payload: object) {
  return ctx.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: tokens ? bearer(tokens) : {}, payload });
}

async function quote(tokens: Tokens, body: object) {
  const response = await post(tokens, '/checkout/quote', body);
  expect(response.statusCode, response.body).toBe(200);
  return CheckoutQuote.parse(response.json());
}

/** Fills the cart with goods worth about `som` (a few pieces of one variation). */
async function fillCart(tokens: Tokens, som: number) {
  const [variation] = await queryRows<{ id: number; price: number; stock: number }>(
    ctx.database,
    sql`select id, price, stock from variations where stock >= 6 and price between ${som * 100 * 0.3} and ${som * 100}
        order by id limit 1`,
  );
  const quantity = Math.max(1, Math.min(variation!.stock, Math.ceil((som * 100) / variation!.price)));
  expect((await post(tokens, '/carts/add_product', { variation_id: variation!.id, quantity })).statusCode).toBe(200);
}

/** Places the cart as the checkout does (create, then delivery) and answers what the card is charged. */
async function charged(tokens: Tokens, promoCode: string | undefined, delivery: DeliveryChoice) {
  return placeOrder(ctx.app, tokens, { form: { promo_code: promoCode }, delivery });
}

async function oshCode() {
  const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/delivery/cdek/cities?city=Ош' });
  return DeliveryCityList.parse(response.json())[0]!.code;
}

describe('the checkout quote', () => {
  it('equals what the order is charged: promo code and CDEK delivery to Osh with its days', async () => {
    const tokens = await registerShopper(ctx.app);
    await fillCart(tokens, 3000);
    const delivery = { method: 'courier', city_code: await oshCode() } as const;
    const quoted = await quote(tokens, { promo_code: ' welcome10 ', delivery });
    expect(quoted.promo).toMatchObject({ code: 'WELCOME10', refusal: null });
    expect(quoted.discount).toBe(Math.floor(quoted.subtotal * 10) / 100);
    expect(quoted.delivery).toMatchObject({ method: 'courier', free_from: null });
    expect(quoted.delivery!.fee).toBeGreaterThan(0);
    expect(quoted.delivery!.days_min).toBeGreaterThan(0);
    expect(quoted.delivery!.days_max).toBeGreaterThanOrEqual(quoted.delivery!.days_min!);

    const order = await charged(tokens, 'WELCOME10', delivery);
    expect(order.totals).toMatchObject({
      subtotal: quoted.subtotal,
      discount: quoted.discount,
      delivery: quoted.delivery!.fee,
      total: quoted.total,
    });
  });

  it('gives free courier delivery in Bishkek from the threshold, a flat fee below, free pickup', async () => {
    const tokens = await registerShopper(ctx.app);
    await fillCart(tokens, 6000);
    const courier = { method: 'courier', city_code: BISHKEK } as const;
    const free = await quote(tokens, { delivery: courier });
    expect(free.subtotal).toBeGreaterThanOrEqual(4000);
    expect(free.delivery).toEqual({
      method: 'courier',
      fee: 0,
      city: 'Бишкек',
      days_min: null,
      days_max: null,
      free_from: 4000,
    });
    expect(free.total).toBe(free.subtotal);
    expect((await charged(tokens, undefined, courier)).totals.total).toBe(free.total);

    await fillCart(tokens, 1000);
    const small = await quote(tokens, { delivery: courier });
    expect(small.delivery!.fee).toBe(200);
    expect(small.total).toBe(small.subtotal + 200);
    const pickup = await quote(tokens, { delivery: { method: 'pickup', shop_id: 'tsum' } });
    expect(pickup.delivery).toMatchObject({ method: 'pickup', fee: 0 });
    expect(pickup.total).toBe(pickup.subtotal);
    expect((await charged(tokens, undefined, courier)).totals.total).toBe(small.total);
  });

  it('says why a promo code does not apply, and changes nothing', async () => {
    const tokens = await registerShopper(ctx.app);
    await fillCart(tokens, 600);
    const unknown = await quote(tokens, { promo_code: 'NOPE' });
    expect(unknown.promo).toMatchObject({ code: 'NOPE', refusal: 'promo_code_unknown', discount: 0 });
    expect(unknown.total).toBe(unknown.subtotal);
    const small = await quote(tokens, { promo_code: 'ARUU500' });
    expect(small.promo!.refusal).toBe('promo_code_min_order');
    expect(small.promo!.min_order).toBeGreaterThan(small.subtotal);
    expect(small.delivery).toBeNull();
    // The quote claimed nothing: the code is still good for an order big enough.
    const [uses] = await queryRows<{ used: number }>(
      ctx.database,
      sql`select used_count as used from promo_codes where code = 'ARUU500'`,
    );
    expect(uses!.used).toBe(0);
  });

  it('prices an unpaid order of mine with another delivery; not anyone else’s', async () => {
    const alice = await registerShopper(ctx.app);
    await fillCart(alice, 1500);
    const order = await charged(alice, 'WELCOME10', { method: 'pickup', shop_id: 'vefa' });
    const osh = { method: 'courier', city_code: await oshCode() } as const;
    const quoted = await quote(alice, { order_id: order.order_id, delivery: osh });
    expect(quoted.discount).toBe(order.totals.discount);
    const moved = await post(alice, '/orders/set_delivery', { order_id: order.order_id, delivery: osh });
    expect(OrderDetail.parse(moved.json()).totals.total).toBe(quoted.total);

    const bob = await registerShopper(ctx.app);
    const theirs = await post(bob, '/checkout/quote', { order_id: order.order_id, delivery: osh });
    expect(theirs.statusCode).toBe(404);
    expect((await post(undefined, '/checkout/quote', {})).statusCode).toBe(401);
  });

  it('refuses an unknown city and a malformed choice with their codes', async () => {
    const tokens = await registerShopper(ctx.app);
    await fillCart(tokens, 500);
    const city = await post(tokens, '/checkout/quote', { delivery: { method: 'courier', city_code: 987654 } });
    expect(city.statusCode).toBe(400);
    expect(ErrorResponse.parse(city.json()).error.code).toBe('unknown_delivery_city');
    const shop = await post(tokens, '/checkout/quote', { delivery: { method: 'pickup', shop_id: 'nowhere' } });
    expect(shop.statusCode).toBe(400);
    expect(ErrorResponse.parse(shop.json()).error.fields?.['delivery.shop_id']?.code).toBe('invalid_value');
  });
});
