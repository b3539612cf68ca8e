import { CheckoutQuote } from '@aruu/contract/checkout';
import { DeliveryCityList, DeliveryEstimate } from '@aruu/contract/delivery';
import { ErrorResponse } from '@aruu/contract/errors';
import { OrderDetail } from '@aruu/contract/orders';
import { StaffOrderDetail } from '@aruu/contract/staff-orders';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { bearer, registerShopper } from '../../../test/accounts.js';
import { placeOrder, type Shopper } from '../../../test/orders.js';
import { signInStaff } from '../../../test/staff.js';
import { SANDBOX_TEST_CREDENTIALS, startCdekSandbox } from '../../../test/support/cdek-sandbox-server.js';
import { queryRows, useTestApp } from '../../../test/test-app.js';

// The store reaches CDEK over real HTTP through the production adapter; here CDEK is the sandbox.
const cdek = await startCdekSandbox();
const ctx = useTestApp({
  CDEK_URL: cdek.baseUrl,
  CDEK_CLIENT_ID: SANDBOX_TEST_CREDENTIALS.clientId,
  CDEK_CLIENT_SECRET: SANDBOX_TEST_CREDENTIALS.clientSecret,
});
afterAll(() => cdek.close());

const BISHKEK = 5444;

function call(tokens: { access_token: string } | undefined, method: 'GET' | 'POST', url: string, payload?: unknown) {
  return ctx.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: tokens ? bearer(tokens) : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

async function cities(query: string, lang = 'ru') {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/v1/delivery/cdek/cities?${query}`,
    headers: { 'accept-language': lang },
  });
  expect(response.statusCode, response.body).toBe(200);
  return DeliveryCityList.parse(response.json());
}

/** An unpaid order worth about `som` (a few pieces of one variation). */
async function orderWorth(tokens: Shopper, som: number) {
  const [variation] = await queryRows<{ id: number; price: number; stock: number }>(
    ctx.database,
    sql`select id, price, stock from variations where stock >= 4 and price between ${som * 100 * 0.3} and ${som * 100}
        order by id limit 1`,
  );
  const quantity = Math.max(1, Math.min(variation!.stock, Math.ceil((som * 100) / variation!.price)));
  return placeOrder(ctx.app, tokens, { lines: [{ variationId: variation!.id, quantity }] });
}

describe('delivery cities', () => {
  it('suggests Kyrgyz cities by the first letters typed, with the region, as CDEK’s suggest/cities does', async () => {
    // What a shopper has typed so far: CDEK's location/cities would need the full name.
    expect(await cities('city=Биш')).toEqual([{ code: BISHKEK, city: 'Бишкек', region: null, country_code: 'KG' }]);
    expect(await cities('city=кара-с')).toEqual([
      { code: expect.any(Number), city: 'Кара-Суу', region: 'Ошская область', country_code: 'KG' },
    ]);
    const kara = await cities('city=кара');
    expect(kara.length).toBeGreaterThan(1);
    expect(kara.every((c) => c.country_code === 'KG' && c.city.startsWith('Кара'))).toBe(true);
    expect(await cities('city=алм&country_code=KZ')).toEqual([
      { code: expect.any(Number), city: 'Алматы', region: null, country_code: 'KZ' },
    ]);
    expect(await cities('city=кара&size=2')).toHaveLength(2);
  });

  it('names the suggestions in the page’s language: English on an English page, CDEK’s Cyrillic on a Kyrgyz one', async () => {
    expect(await cities('city=Биш', 'en')).toEqual([
      { code: BISHKEK, city: 'Bishkek', region: null, country_code: 'KG' },
    ]);
    expect(await cities('city=кара-с', 'en')).toEqual([
      { code: expect.any(Number), city: 'Kara-Suu', region: 'Osh Region', country_code: 'KG' },
    ]);
    // `?lang=` first, as every localised read: the storefront names its language there.
    expect((await cities('city=Биш&lang=en', 'ru'))[0]!.city).toBe('Bishkek');
    expect(await cities('city=кара-с', 'ky')).toEqual([
      { code: expect.any(Number), city: 'Кара-Суу', region: 'Ошская область', country_code: 'KG' },
    ]);
  });

  it('answers the quote’s city in the page’s language and stores the order’s as CDEK names it', async () => {
    const tokens = await registerShopper(ctx.app);
    const order = await orderWorth(tokens, 1000);
    const quoted = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/checkout/quote',
      headers: { ...bearer(tokens), 'accept-language': 'en' },
      payload: { order_id: order.order_id, delivery: { method: 'courier', city_code: BISHKEK } },
    });
    expect(quoted.statusCode, quoted.body).toBe(200);
    expect(CheckoutQuote.parse(quoted.json()).delivery).toMatchObject({ city: 'Bishkek' });
    const chosen = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/orders/set_delivery',
      headers: { ...bearer(tokens), 'accept-language': 'en' },
      payload: { order_id: order.order_id, delivery: { method: 'courier', city_code: BISHKEK } },
    });
    expect(OrderDetail.parse(chosen.json()).delivery_details).toMatchObject({ city: 'Бишкек' });
  });

  it('refuses malformed filters', async () => {
    expect((await call(undefined, 'GET', '/delivery/cdek/cities?city=Ош&country_code=Kyrgyzstan')).statusCode).toBe(
      400,
    );
    expect((await call(undefined, 'GET', '/delivery/cdek/cities?city=Ош&size=500')).statusCode).toBe(400);
    expect((await call(undefined, 'GET', '/delivery/cdek/cities')).statusCode).toBe(400);
  });
});

describe('choosing delivery for an order', () => {
  it('is free in Bishkek from 4,000 som and a flat fee below', async () => {
    const tokens = await registerShopper(ctx.app);
    const small = await orderWorth(tokens, 1000);
    const courier = OrderDetail.parse(
      (
        await call(tokens, 'POST', '/orders/set_delivery/', {
          order_id: small.order_id,
          delivery: { method: 'courier', city_code: BISHKEK },
        })
      ).json(),
    );
    expect(courier.delivery_details).toMatchObject({ method: 'courier', city: 'Бишкек', city_code: BISHKEK });
    expect(courier.totals.delivery).toBe(200);
    expect(courier.totals.total).toBe(courier.totals.subtotal + 200);

    const big = await orderWorth(tokens, 6000);
    expect(big.totals.subtotal).toBeGreaterThanOrEqual(4000);
    const free = OrderDetail.parse(
      (
        await call(tokens, 'POST', '/orders/set_delivery', {
          order_id: big.order_id,
          delivery: { method: 'courier', city_code: BISHKEK },
        })
      ).json(),
    );
    expect(free.totals.delivery).toBe(0);
  });

  it('prices other cities through the CDEK tariff and makes pickup free', async () => {
    const tokens = await registerShopper(ctx.app);
    const order = await orderWorth(tokens, 1500);
    const [osh] = await cities('city=Ош');
    const priced = await call(tokens, 'POST', '/orders/set_delivery', {
      order_id: order.order_id,
      delivery: { method: 'courier', city_code: osh!.code },
    });
    expect(priced.statusCode, priced.body).toBe(200);
    const far = OrderDetail.parse(priced.json());
    expect(far.totals.delivery).toBeGreaterThan(0);
    expect(Number.isInteger(far.totals.delivery * 100)).toBe(true);
    expect(far.totals.total).toBeCloseTo(far.totals.subtotal + far.totals.delivery, 2);
    // The tariff it was priced with is kept on the order, for the staff page and the packing slip.
    const tariffOf = async () =>
      (
        await queryRows<{ code: number | null; name: string | null; min: number | null; max: number | null }>(
          ctx.database,
          sql`select cdek_tariff_code as code, cdek_tariff_name as name, delivery_days_min as min,
                     delivery_days_max as max from orders where id = ${order.order_id}`,
        )
      )[0]!;
    // The Russia-only "Посылка" (136–139) is not sold Bishkek → Osh: the tariff is one CDEK lists for the route.
    const stored = await tariffOf();
    expect(stored).toMatchObject({ code: 482, name: 'Экспресс склад-дверь' });
    expect(stored.min).toBeGreaterThanOrEqual(1);
    expect(stored.max).toBeGreaterThanOrEqual(stored.min!);
    const warehouse = await signInStaff(ctx, 'warehouse');
    const asStaff = StaffOrderDetail.parse(
      (await ctx.app.inject({ url: `/api/v1/staff/orders/${order.order_id}`, headers: bearer(warehouse) })).json(),
    );
    expect(asStaff.delivery?.tariff).toEqual({
      code: 482,
      name: 'Экспресс склад-дверь',
      days_min: stored.min,
      days_max: stored.max,
    });
    const pickup = OrderDetail.parse(
      (
        await call(tokens, 'POST', '/orders/set_delivery', {
          order_id: order.order_id,
          delivery: { method: 'pickup', shop_id: 'tsum' },
        })
      ).json(),
    );
    expect(pickup.delivery_details).toEqual({
      method: 'pickup',
      city: null,
      city_code: null,
      shop_id: 'tsum',
      shop: expect.objectContaining({ code: 'tsum', name: expect.any(String), address: expect.any(String) }),
    });
    // Named from the locations table: a renamed shop shows its new name on the order.
    const [tsum] = await queryRows<{ name: string; address: string }>(
      ctx.database,
      sql`select name_ru as name, address_ru as address from locations where code = 'tsum'`,
    );
    const shopOnStaffPage = StaffOrderDetail.parse(
      (await ctx.app.inject({ url: `/api/v1/staff/orders/${order.order_id}`, headers: bearer(warehouse) })).json(),
    ).delivery?.shop;
    expect(shopOnStaffPage).toMatchObject({ code: 'tsum', name: tsum!.name, address: tsum!.address });
    expect(pickup.totals.delivery).toBe(0);
    expect(pickup.totals.total).toBe(pickup.totals.subtotal);
    expect(await tariffOf()).toEqual({ code: null, name: null, min: null, max: null });
  });

  it('refuses unknown cities and shops, others’ orders and paid orders', async () => {
    const alice = await registerShopper(ctx.app);
    const bob = await registerShopper(ctx.app);
    const order = await orderWorth(alice, 800);
    const set = (tokens: { access_token: string }, delivery: unknown) =>
      call(tokens, 'POST', '/orders/set_delivery', { order_id: order.order_id, delivery });
    expect(ErrorResponse.parse((await set(alice, { method: 'courier', city_code: 987654 })).json()).error.code).toBe(
      'unknown_delivery_city',
    );
    expect((await set(alice, { method: 'pickup', shop_id: 'nowhere' })).statusCode).toBe(400);
    expect((await set(alice, { method: 'drone' })).statusCode).toBe(400);
    expect((await set(bob, { method: 'pickup', shop_id: 'tsum' })).statusCode).toBe(404);
    const fieldCode = async (delivery: unknown) => {
      const response = await set(alice, delivery);
      expect(response.statusCode, response.body).toBe(400);
      return ErrorResponse.parse(response.json()).error.fields?.['delivery.shop_id']?.code;
    };
    expect(await fieldCode({ method: 'pickup', shop_id: 'Not a code!' })).toBe('invalid_value');
    // The online warehouse sells but is no pickup point; a closed shop is no longer one.
    expect(await fieldCode({ method: 'pickup', shop_id: 'online' })).toBe('invalid_value');
    await queryRows(
      ctx.database,
      sql`insert into locations (code, name_ru, is_pickup_point, active) values ('old-shop', 'Старый магазин', true, false)`,
    );
    expect(await fieldCode({ method: 'pickup', shop_id: 'old-shop' })).toBe('invalid_value');
    await queryRows(ctx.database, sql`update locations set active = true where code = 'old-shop'`);
    const reopened = await set(alice, { method: 'pickup', shop_id: 'old-shop' });
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(OrderDetail.parse(reopened.json()).delivery_details?.shop).toMatchObject({ name: 'Старый магазин' });
    await queryRows(ctx.database, sql`update orders set status = 'pay' where id = ${order.order_id}`);
    const paid = await set(alice, { method: 'pickup', shop_id: 'tsum' });
    expect(ErrorResponse.parse(paid.json()).error.code).toBe('order_not_editable');
  });
});

describe('the delivery estimate', () => {
  async function estimate(query: string, lang = 'ru') {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/delivery/estimate${query}`,
      headers: { 'accept-language': lang },
    });
    return response;
  }

  it("answers the own courier in Bishkek with the shipping warehouse's closed days, and CDEK's days elsewhere", async () => {
    // The warehouse courier orders leave from closes on Sundays and Saturdays and keeps its own hours.
    await queryRows(
      ctx.database,
      sql`update locations set closed_weekdays = '{0,6}', opens = '09:00', closes = '18:00' where code = 'online'`,
    );
    const bishkek = await estimate('');
    expect(bishkek.statusCode, bishkek.body).toBe(200);
    expect(DeliveryEstimate.parse(bishkek.json())).toEqual({
      city_code: BISHKEK,
      city: 'Бишкек',
      own_courier: true,
      days_min: 1,
      days_max: 1,
      cutoff: '18:00',
      closed_weekdays: [0, 6],
      arrival_closed_weekdays: [0, 6],
    });
    const osh = DeliveryEstimate.parse((await estimate('?city_code=5447&lang=en')).json());
    expect(osh).toMatchObject({
      city: 'Osh',
      own_courier: false,
      closed_weekdays: [0, 6],
      arrival_closed_weekdays: [],
    });
    expect(osh.days_min).toBeGreaterThan(0);
    expect(osh.days_max).toBeGreaterThanOrEqual(osh.days_min);
  });

  it('refuses a malformed or unknown city', async () => {
    expect((await estimate('?city_code=abc')).statusCode).toBe(400);
    const unknown = await estimate('?city_code=999999');
    expect(unknown.statusCode).toBe(400);
    expect(ErrorResponse.parse(unknown.json()).error.code).toBe('unknown_delivery_city');
  });
});
