import { ErrorResponse } from '@aruu/contract/errors';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerShopper, uniqueIp } from '../../../test/accounts.js';
import { multipartUpload } from '../../../test/multipart.js';
import { buildCdekSandbox, SANDBOX_TEST_CREDENTIALS } from '../../../test/support/cdek-sandbox-server.js';
import { queryRows, useTestApp } from '../../../test/test-app.js';

/**
 * Endpoints whose requests cost the shop (a provider call, content for staff) are limited per
 * account and per client address, and a refused request costs nothing: it is answered 429 before
 * its handler runs. CDEK is the simulator on a port, counting the calls the store makes to it.
 */
const cdek = await buildCdekSandbox();
let cdekCalls = 0;
cdek.addHook('onRequest', async (request) => {
  if (!request.url.includes('/oauth/')) cdekCalls += 1;
});
const cdekUrl = `${await cdek.listen({ port: 0, host: '127.0.0.1' })}/_sandbox/cdek/v2`;
const ctx = useTestApp({
  CDEK_URL: cdekUrl,
  CDEK_CLIENT_ID: SANDBOX_TEST_CREDENTIALS.clientId,
  CDEK_CLIENT_SECRET: SANDBOX_TEST_CREDENTIALS.clientSecret,
});
afterAll(() => cdek.close());

const OSH = 5447;
let productIds: number[] = [];
beforeAll(async () => {
  const rows = await queryRows<{ id: number }>(
    ctx.database,
    sql`select id from products where published order by id limit 11`,
  );
  productIds = rows.map((row) => row.id);
});

type Tokens = { access_token: string };

/** Sends one request of the endpoint as `tokens` from `address`. */
type Send = (tokens: Tokens, address: string) => InjectOptions;

const json = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object): Send => {
  return (tokens, address) => ({
    method,
    url: `/api/v1${url}`,
    headers: bearer(tokens),
    remoteAddress: address,
    ...(payload ? { payload } : {}),
  });
};

async function statusesOf(count: number, send: () => InjectOptions): Promise<number[]> {
  const statuses = [];
  for (let i = 0; i < count; i += 1) statuses.push((await ctx.app.inject(send())).statusCode);
  return statuses;
}

/** The standard refusal: 429 `rate_limited` in the one error shape, with a Retry-After within the window. */
async function expectRefused(options: InjectOptions, windowSeconds: number) {
  const refused = await ctx.app.inject(options);
  expect(refused.statusCode, refused.body).toBe(429);
  expect(ErrorResponse.parse(refused.json()).error.code).toBe('rate_limited');
  const retryAfter = Number(refused.headers['retry-after']);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
}

describe('CDEK city search', () => {
  it('answers one address 100 searches in 10 minutes, then 429 without asking CDEK', async () => {
    const address = uniqueIp();
    let searches = 0;
    // Each a text of its own: the store keeps an identical search's answer for a while.
    const search = (): InjectOptions => ({
      method: 'GET',
      url: `/api/v1/delivery/cdek/cities?city=${encodeURIComponent(`Ош ${searches++}`)}&size=1`,
      remoteAddress: address,
    });
    const before = cdekCalls;
    expect(await statusesOf(100, search)).toEqual(Array(100).fill(200));
    expect(cdekCalls - before).toBe(100);
    await expectRefused(search(), 600);
    expect(cdekCalls - before).toBe(100);
    // Another address is not affected.
    expect((await ctx.app.inject({ ...search(), remoteAddress: uniqueIp() })).statusCode).toBe(200);
  });
});

describe('the delivery estimate', () => {
  it('answers one address 120 estimates in 10 minutes, then 429 without asking CDEK; a city is asked of CDEK once', async () => {
    const address = uniqueIp();
    const estimate = (): InjectOptions => ({
      method: 'GET',
      url: `/api/v1/delivery/estimate?city_code=${OSH}`,
      remoteAddress: address,
    });
    const before = cdekCalls;
    expect(await statusesOf(120, estimate)).toEqual(Array(120).fill(200));
    // The city by its code, and the tariffs on the route priced once: the days are kept an hour.
    expect(cdekCalls - before).toBeLessThanOrEqual(3);
    const asked = cdekCalls;
    await expectRefused(estimate(), 600);
    expect(cdekCalls).toBe(asked);
    expect((await ctx.app.inject({ ...estimate(), remoteAddress: uniqueIp() })).statusCode).toBe(200);
  });
});

describe('delivery pricing', () => {
  it('answers one account 30 quotes in 10 minutes, counted with choosing the delivery, then 429', async () => {
    const shopper = await registerShopper(ctx.app);
    const address = uniqueIp();
    const quote = json('POST', '/checkout/quote', { delivery: { method: 'courier', city_code: OSH } });
    const before = cdekCalls;
    expect(await statusesOf(30, () => quote(shopper, address))).toEqual(Array(30).fill(200));
    expect(cdekCalls - before).toBeGreaterThanOrEqual(30);
    const priced = cdekCalls;
    await expectRefused(quote(shopper, address), 600);
    await expectRefused(quote(shopper, uniqueIp()), 600);
    const choose = json('POST', '/orders/set_delivery', {
      order_id: 999_999,
      delivery: { method: 'courier', city_code: OSH },
    });
    await expectRefused(choose(shopper, address), 600);
    expect(cdekCalls).toBe(priced);
    // Another shopper is not affected.
    expect((await ctx.app.inject(quote(await registerShopper(ctx.app), address))).statusCode).toBe(200);
  });

  it('limits one address across accounts at 120 in 10 minutes', async () => {
    const address = uniqueIp();
    const quote = json('POST', '/checkout/quote', { delivery: { method: 'pickup', shop_id: 'asia-mall' } });
    const shoppers = await Promise.all(Array.from({ length: 5 }, () => registerShopper(ctx.app)));
    const statuses = [];
    for (const shopper of shoppers) statuses.push(...(await statusesOf(24, () => quote(shopper, address))));
    expect(statuses).toEqual(Array(120).fill(200));
    await expectRefused(quote(await registerShopper(ctx.app), address), 600);
  });
});

describe('reviews', () => {
  it('takes 10 reviews an hour from one shopper, then 429', async () => {
    const shopper = await registerShopper(ctx.app);
    const address = uniqueIp();
    const review = (productId: number) =>
      json('POST', `/products/${productId}/reviews`, { rating: 5, text: 'Soft on the skin, a pleasant smell.' })(
        shopper,
        address,
      );
    const statuses = [];
    for (const productId of productIds.slice(0, 10))
      statuses.push((await ctx.app.inject(review(productId))).statusCode);
    expect(statuses).toEqual(Array(10).fill(201));
    await expectRefused(review(productIds[10]!), 3600);
    const written = await queryRows<{ product_id: number }>(
      ctx.database,
      sql`select product_id from reviews where user_id = ${shopper.user.id}`,
    );
    expect(written).toHaveLength(10);
  });
});

/**
 * The other endpoints that call a provider or write what staff read, each with its account's
 * limit and window: the requests may fail (no such order, an empty cart), they are counted anyway.
 */
const accountLimits: Array<[endpoint: string, limit: number, windowSeconds: number, send: Send]> = [
  ['GET /uds/points', 20, 600, json('GET', '/uds/points?uds_code=111111')],
  ['POST /users/uds/link', 20, 600, json('POST', '/users/uds/link', { uds_code: '999000' })],
  [
    'POST /orders/set_uds_discount',
    20,
    600,
    json('POST', '/orders/set_uds_discount', { order_id: 999_999, uds_code: '111111', points: 10 }),
  ],
  [
    'POST /orders/create_from_cart',
    20,
    3600,
    json('POST', '/orders/create_from_cart', {
      customer_name: 'Aizada',
      phone: '0555 123 456',
      email: 'aizada@example.kg',
      address: 'Chui 100',
      accept_terms: true,
    }),
  ],
  ['POST /payments/get_payment_url', 20, 600, json('POST', '/payments/get_payment_url', { order_id: 999_999 })],
  ['PATCH /reviews/:review_id', 10, 3600, json('PATCH', '/reviews/999999', { rating: 4 })],
  [
    'POST /reviews/:review_id/photos',
    20,
    3600,
    (tokens, address) => {
      const upload = multipartUpload(Buffer.from('not a photo'));
      return {
        method: 'POST',
        url: '/api/v1/reviews/999999/photos',
        headers: { ...bearer(tokens), ...upload.headers },
        payload: upload.payload,
        remoteAddress: address,
      };
    },
  ],
  ['POST /reviews/:review_id/helpful', 60, 3600, json('POST', '/reviews/999999/helpful', { helpful: true })],
];

describe.each(accountLimits)('%s', (_endpoint, limit, windowSeconds, send) => {
  it(`answers one account ${limit} requests, then 429`, async () => {
    const shopper = await registerShopper(ctx.app);
    const address = uniqueIp();
    const statuses = await statusesOf(limit, () => send(shopper, address));
    expect(statuses.filter((status) => status === 429)).toEqual([]);
    await expectRefused(send(shopper, uniqueIp()), windowSeconds);
  });
});
