import { ErrorResponse } from '@aruu/contract/errors';
import { RecentlyViewedList } from '@aruu/contract/recently-viewed';
import { RECENTLY_VIEWED_LIMIT } from '@aruu/contract/recently-viewed-limit';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bearer, registerShopper } from '../../../test/accounts.js';
import { queryRows, useTestApp } from '../../../test/test-app.js';

const ctx = useTestApp();

function call(tokens: { access_token: string } | undefined, method: 'GET' | 'POST', url: string, payload?: unknown) {
  return ctx.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: tokens ? bearer(tokens) : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

const ids = (body: unknown) => RecentlyViewedList.parse(body).items.map((card) => card.id);
const view = (tokens: { access_token: string }, productIds: number[]) =>
  call(tokens, 'POST', '/products/recently_viewed/add?lang=en', { product_ids: productIds });

describe('recently viewed in the account', () => {
  it('keeps the newest view first, once per product, and merges a guest list in its order', async () => {
    const tokens = await registerShopper(ctx.app);
    for (const id of [3, 7, 3]) expect((await view(tokens, [id])).statusCode).toBe(200);
    expect(ids((await call(tokens, 'GET', '/products/recently_viewed/list')).json())).toEqual([3, 7]);
    // A guest's list from the device, newest first, lands on top in that order.
    const merged = await view(tokens, [11, 7, 12]);
    expect(ids(merged.json())).toEqual([11, 7, 12, 3]);
  });

  it(`keeps only the latest ${RECENTLY_VIEWED_LIMIT} and skips products that are gone or drafts`, async () => {
    const tokens = await registerShopper(ctx.app);
    const [draft] = await queryRows<{ id: number }>(
      ctx.database,
      sql`update products set published = false
      where id = 40 returning id`,
    );
    for (let id = 20; id < 20 + RECENTLY_VIEWED_LIMIT + 3; id++) await view(tokens, [id]);
    const body = (await view(tokens, [99999999, draft!.id])).json();
    const expected = Array.from({ length: RECENTLY_VIEWED_LIMIT }, (_, i) => 20 + RECENTLY_VIEWED_LIMIT + 2 - i);
    expect(ids(body)).toEqual(expected);
  });

  it('lets each shopper reach only their own list', async () => {
    const alice = await registerShopper(ctx.app);
    const bob = await registerShopper(ctx.app);
    await view(alice, [5]);
    await view(bob, [6]);
    expect(ids((await call(alice, 'GET', '/products/recently_viewed/list')).json())).toEqual([5]);
    expect(ids((await call(bob, 'GET', '/products/recently_viewed/list')).json())).toEqual([6]);
  });

  it('refuses strangers and malformed lists with stable codes', async () => {
    for (const [method, url] of [
      ['GET', '/products/recently_viewed/list'],
      ['POST', '/products/recently_viewed/add'],
    ] as const) {
      const response = await call(undefined, method, url, method === 'POST' ? { product_ids: [1] } : undefined);
      expect(response.statusCode).toBe(401);
    }
    const tokens = await registerShopper(ctx.app);
    for (const product_ids of [[], [0], ['1'], Array.from({ length: RECENTLY_VIEWED_LIMIT + 1 }, (_, i) => i + 1)]) {
      const response = await view(tokens, product_ids as number[]);
      expect(response.statusCode).toBe(400);
      const fields = Object.keys(ErrorResponse.parse(response.json()).error.fields ?? {});
      expect(fields.length, JSON.stringify(fields)).toBeGreaterThan(0);
      expect(
        fields.every((field) => field.startsWith('product_ids')),
        JSON.stringify(fields),
      ).toBe(true);
    }
    expect((await call(tokens, 'POST', '/products/recently_viewed/add', { product_ids: [1], x: 1 })).statusCode).toBe(
      400,
    );
  });
});

describe("a guest's recently viewed", () => {
  it('gives the cards of the ids kept on the device, in their order, without the missing ones', async () => {
    const response = await call(undefined, 'GET', '/products/recently_viewed/cards?ids=9,2,99999999,5&lang=en');
    expect(response.statusCode).toBe(200);
    expect(ids(response.json())).toEqual([9, 2, 5]);
    expect((await call(undefined, 'GET', '/products/recently_viewed/cards?ids=abc')).statusCode).toBe(400);
    expect((await call(undefined, 'GET', '/products/recently_viewed/cards')).statusCode).toBe(400);
  });
});
