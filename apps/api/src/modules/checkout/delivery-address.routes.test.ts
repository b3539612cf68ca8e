import { DeliveryCityList } from '@aruu/contract/delivery';
import { ErrorResponse } from '@aruu/contract/errors';
import { OrderDetail } from '@aruu/contract/orders';
import { Address } from '@aruu/contract/users';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { bearer, registerShopper } from '../../../test/accounts.js';
import { addToCart } from '../../../test/orders.js';
import { SANDBOX_TEST_CREDENTIALS, startCdekSandbox } from '../../../test/support/cdek-sandbox-server.js';
import { queryRows, useTestApp } from '../../../test/test-app.js';

// Issue 29, items 3 and 4: pickup needs no street address, a courier does (at order time and at
// set_delivery), and the order's address can become the account's one address.

const cdek = await startCdekSandbox();
const ctx = useTestApp({
  CDEK_URL: cdek.baseUrl,
  CDEK_CLIENT_ID: SANDBOX_TEST_CREDENTIALS.clientId,
  CDEK_CLIENT_SECRET: SANDBOX_TEST_CREDENTIALS.clientSecret,
});
afterAll(() => cdek.close());

type Tokens = { access_token: string };
const recipient = { customer_name: 'Aibek', phone: '0700123456', email: 'aibek@example.kg', accept_terms: true };

function post(tokens: Tokens, url: string, payload: object) {
  return ctx.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: bearer(tokens), payload });
}

async function shopperWithCart() {
  const tokens = await registerShopper(ctx.app);
  const [variation] = await queryRows<{ id: number }>(
    ctx.database,
    sql`select id from variations where stock >= 2 order by id limit 1`,
  );
  await addToCart(ctx.app, tokens, [{ variationId: variation!.id }]);
  return tokens;
}

async function oshCode() {
  const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/delivery/cdek/cities?city=Ош' });
  return DeliveryCityList.parse(response.json())[0]!.code;
}

function addressFieldError(response: { statusCode: number; body: string; json: () => unknown }) {
  expect(response.statusCode, response.body).toBe(400);
  return ErrorResponse.parse(response.json()).error.fields?.address?.code;
}

describe('the street address and the way the order is received', () => {
  it('takes a pickup order without a street address, and picks it up at the shop', async () => {
    const tokens = await shopperWithCart();
    const created = await post(tokens, '/orders/create_from_cart', { ...recipient, delivery_method: 'pickup' });
    expect(created.statusCode, created.body).toBe(201);
    const order = OrderDetail.parse(created.json());
    expect(order.address.address).toBe('');
    const pickup = await post(tokens, '/orders/set_delivery', {
      order_id: order.order_id,
      delivery: { method: 'pickup', shop_id: 'tsum' },
    });
    expect(pickup.statusCode, pickup.body).toBe(200);
    expect(OrderDetail.parse(pickup.json()).delivery_details).toMatchObject({ method: 'pickup', shop_id: 'tsum' });
  });

  it('refuses a courier order without an address with a field error, before anything is reserved', async () => {
    const tokens = await shopperWithCart();
    for (const body of [recipient, { ...recipient, delivery_method: 'courier', address: '   ' }]) {
      expect(addressFieldError(await post(tokens, '/orders/create_from_cart', body))).toBe('required');
    }
    const cart = await ctx.app.inject({ method: 'GET', url: '/api/v1/carts', headers: bearer(tokens) });
    expect(cart.json().cartCount).toBe(1);
  });

  it('sends a courier to an order placed for pickup only once it is given the address', async () => {
    const tokens = await shopperWithCart();
    const created = await post(tokens, '/orders/create_from_cart', { ...recipient, delivery_method: 'pickup' });
    const { order_id } = OrderDetail.parse(created.json());
    const city_code = await oshCode();
    const refused = await post(tokens, '/orders/set_delivery', {
      order_id,
      delivery: { method: 'courier', city_code },
    });
    expect(addressFieldError(refused)).toBe('required');
    expect(OrderDetail.parse((await getOrder(tokens, order_id)).json()).delivery_details).toBeNull();

    const courier = await post(tokens, '/orders/set_delivery', {
      order_id,
      delivery: { method: 'courier', city_code, address: 'Ленина 5' },
    });
    expect(courier.statusCode, courier.body).toBe(200);
    const order = OrderDetail.parse(courier.json());
    expect(order.address.address).toBe('Ленина 5');
    expect(order.delivery_details).toMatchObject({ method: 'courier', city_code });
  });

  it('keeps the order’s address as the account’s one address when asked, replacing the old one', async () => {
    const tokens = await shopperWithCart();
    const old = await post(tokens, '/users/address/create', { city: 'Bishkek', street: 'Токтогула', house: '1' });
    expect(old.statusCode, old.body).toBe(201);
    const created = await post(tokens, '/orders/create_from_cart', {
      ...recipient,
      city: 'Ош',
      address: 'Ленина 12А, кв. 5',
      save_address: true,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(await accountAddress(tokens)).toMatchObject({
      country: 'Kyrgyzstan',
      city: 'Ош',
      street: 'Ленина',
      house: '12А',
      apartment: '5',
    });
  });

  it('leaves the account’s address alone unless asked', async () => {
    const tokens = await shopperWithCart();
    const created = await post(tokens, '/orders/create_from_cart', { ...recipient, city: 'Ош', address: 'Ленина 12' });
    expect(created.statusCode, created.body).toBe(201);
    expect(await accountAddress(tokens)).toBeNull();
  });
});

function getOrder(tokens: Tokens, orderId: number) {
  return ctx.app.inject({ method: 'GET', url: `/api/v1/orders/${orderId}`, headers: bearer(tokens) });
}

async function accountAddress(tokens: Tokens) {
  const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/users/address/get', headers: bearer(tokens) });
  expect(response.statusCode, response.body).toBe(200);
  return Address.nullable().parse(response.json());
}
