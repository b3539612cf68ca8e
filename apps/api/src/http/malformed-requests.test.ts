import { ErrorResponse } from '@aruu/contract/errors';
import { describe, expect, it } from 'vitest';
import { bearer, registerShopper, registration, uniqueIp } from '../../test/accounts.js';
import { createOrderFromCart } from '../../test/orders.js';
import { useTestApp } from '../../test/test-app.js';

/** The causes of 500s a fuzzing of the API found (issue 12), each answered cleanly now. */
const ctx = useTestApp();

type Answer = { statusCode: number; json(): unknown; headers: Record<string, unknown> };

function errorOf(response: Answer) {
  return ErrorResponse.parse(response.json()).error;
}

function expectFieldError(response: Answer, field: string, code = 'invalid_value') {
  expect(response.statusCode, JSON.stringify(response.json())).toBe(400);
  const error = errorOf(response);
  expect(error.code).toBe('validation_failed');
  expect(error.fields?.[field]?.code, JSON.stringify(error.fields)).toBe(code);
}

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url, payload, headers, remoteAddress: uniqueIp() });

describe('text a person cannot type', () => {
  const helpForm = { name: 'Aizada', phone: '0555 123 456', message: 'Hello' };

  it('refuses NUL, other control characters and lone surrogates in free text, signed out too', async () => {
    for (const bad of ['Ai\u0000zada', 'Ai\u001bzada', 'Ai\u007fzada', 'Ai\u0085zada', 'Ai\ud800zada', 'Ai\udc00']) {
      expectFieldError(await post('/api/v1/help-form', { ...helpForm, name: bad }), 'name');
      expectFieldError(await post('/api/v1/auth/register', registration({ first_name: bad })), 'first_name');
      expectFieldError(await post('/api/v1/consultations', { ...helpForm, email: 'a@example.kg', name: bad }), 'name');
    }
    expectFieldError(await post('/api/v1/help-form', { ...helpForm, message: 'line\u0000' }), 'message');
  });

  it('keeps the line breaks and tabs of a message, and the emoji and scripts of any text', async () => {
    const kept = await post('/api/v1/help-form', {
      ...helpForm,
      name: 'Айгүл 🌸',
      message: 'Саламатсызбы!\r\n\tКандай?',
    });
    expect(kept.statusCode).toBe(201);
    // A name is one line.
    expectFieldError(await post('/api/v1/help-form', { ...helpForm, name: 'Ai\nzada' }), 'name');
  });

  it('refuses them in the profile, the address and the checkout form', async () => {
    const tokens = await registerShopper(ctx.app);
    const patch = (url: string, payload: object) =>
      ctx.app.inject({ method: 'PATCH', url, payload, headers: bearer(tokens) });
    expectFieldError(await patch('/api/v1/users/me', { nickname: 'a\u0000' }), 'nickname');
    const address = { street: 'Chui', house: '1\u0000' };
    expectFieldError(await post('/api/v1/users/address/create', address, bearer(tokens)), 'house');
    expectFieldError(await createOrderFromCart(ctx.app, tokens, { address: 'Chui\ud83d 1' }), 'address');
  });

  it('refuses them in search words and category names', async () => {
    expectFieldError(
      await ctx.app.inject({ method: 'POST', url: '/api/v1/products?categoryName=%00' }),
      'categoryName',
    );
    expectFieldError(await ctx.app.inject({ method: 'POST', url: '/api/v1/products?search=a%00' }), 'search');
    expectFieldError(await ctx.app.inject({ url: '/api/v1/products/search?search=%1B' }), 'search');
    expectFieldError(await ctx.app.inject({ url: '/api/v1/delivery/cdek/cities?city=%00' }), 'city');
  });
});

describe('numbers out of range', () => {
  it('bounds prices to what a PostgreSQL integer holds in tyiyn', async () => {
    const list = (query: string) => ctx.app.inject({ method: 'POST', url: `/api/v1/products?${query}` });
    for (const price of ['21474837', '10000000000000000000000', '1e%2B22', '-1', '1.005']) {
      expect((await list(`min_price=${price}`)).statusCode, price).toBe(400);
      expect((await list(`max_price=${price}`)).statusCode, price).toBe(400);
    }
    expect((await list('min_price=0&max_price=21474836')).statusCode).toBe(200);
  });

  it('bounds ids, pages and counts', async () => {
    for (const url of [
      '/api/v1/products/2147483648',
      '/api/v1/products/0',
      '/api/v1/products/1.5',
      '/api/v1/products/-1',
      '/api/v1/products/bestselling?page=0',
      '/api/v1/products/bestselling?page=100001',
      '/api/v1/products/bestselling?page_size=101',
      '/api/v1/brands/random_list?count=1e3',
    ]) {
      const response = await ctx.app.inject({ url });
      expect(response.statusCode, url).toBe(400);
      expect(errorOf(response).code).toBe('validation_failed');
    }
    expect((await ctx.app.inject({ method: 'POST', url: '/api/v1/products?category_id=99999999999' })).statusCode).toBe(
      400,
    );
  });

  it('bounds ids in bodies and the order a points query prices', async () => {
    const tokens = await registerShopper(ctx.app);
    for (const id of [2_147_483_648, 1e22, 0, -5, 1.5]) {
      expectFieldError(await post('/api/v1/carts/add_product', { variation_id: id }, bearer(tokens)), 'variation_id');
      expectFieldError(await post('/api/v1/products/favorites/set', { product_id: id }, bearer(tokens)), 'product_id');
      expectFieldError(await post('/api/v1/payments/get_payment_url', { order_id: id }, bearer(tokens)), 'order_id');
    }
    const properties = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/products',
      payload: { properties: [2 ** 31] },
    });
    expectFieldError(properties, 'properties.0');
    const points = await ctx.app.inject({
      url: '/api/v1/uds/points?uds_code=111111&order_id=99999999999',
      headers: bearer(tokens),
    });
    expectFieldError(points, 'order_id', 'too_big');
  });
});

describe('errors Fastify raises itself, in the one shape', () => {
  it('answers a URL that does not decode with 400 bad_request', async () => {
    for (const url of ['/api/v1/orders/%ff', '/api/v1/products/%', '/media/products/%E2%82.svg']) {
      const response = await ctx.app.inject({ url });
      expect(response.statusCode, url).toBe(400);
      expect(errorOf(response).code).toBe('bad_request');
    }
  });

  it('answers an over-long path parameter with 414 url_too_long', async () => {
    const response = await ctx.app.inject({ url: `/api/v1/products/${'1'.repeat(201)}` });
    expect(response.statusCode).toBe(414);
    expect(errorOf(response).code).toBe('url_too_long');
  });

  it('answers a method the path does not have with 405 and Allow', async () => {
    const response = await ctx.app.inject({ method: 'DELETE', url: '/api/v1/products/12' });
    expect(response.statusCode).toBe(405);
    expect(errorOf(response).code).toBe('method_not_allowed');
    expect(response.headers.allow).toBe('GET, HEAD');
    expect((await ctx.app.inject({ method: 'DELETE', url: '/api/v1/nothing/here' })).statusCode).toBe(404);
  });

  it('answers empty and broken bodies, wrong types and encodings', async () => {
    const send = (headers: Record<string, string>, payload: string) =>
      ctx.app.inject({ method: 'POST', url: '/api/v1/help-form', headers, payload });
    const json = { 'content-type': 'application/json' };
    const cases: Array<[Record<string, string>, string, number, string]> = [
      [json, '', 400, 'validation_failed'],
      [json, '{"name":', 400, 'validation_failed'],
      [json, '"just a string"', 400, 'validation_failed'],
      [{ 'content-type': 'application/xml' }, '<a/>', 415, 'unsupported_media_type'],
      [{ ...json, 'content-encoding': 'rot13' }, '{}', 415, 'unsupported_media_type'],
      [{ ...json, 'content-encoding': 'gzip' }, '{}', 400, 'validation_failed'],
    ];
    for (const [headers, payload, status, code] of cases) {
      const response = await send(headers, payload);
      expect(response.statusCode, `${JSON.stringify(headers)} ${payload}`).toBe(status);
      expect(errorOf(response).code).toBe(code);
    }
  });
});
