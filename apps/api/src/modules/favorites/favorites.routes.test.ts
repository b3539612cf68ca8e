import { FavoriteIds, FavoriteList } from '@aruu/contract/cart';
import { ProductDetail, ProductListResponse } from '@aruu/contract/catalog';
import { describe, expect, it } from 'vitest';
import { bearer, registerShopper } from '../../../test/accounts.js';
import { useTestApp } from '../../../test/test-app.js';

const ctx = useTestApp({ CATALOG_CACHE_TTL_MS: '60000' });

function call(tokens: { access_token: string } | undefined, method: 'GET' | 'POST', url: string, payload?: unknown) {
  return ctx.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: tokens ? bearer(tokens) : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

describe('favourites', () => {
  it('sets and unsets idempotently, lists latest first, and marks the product page', async () => {
    const tokens = await registerShopper(ctx.app);
    for (const id of [5, 9, 5])
      expect((await call(tokens, 'POST', '/products/favorites/set', { product_id: id })).statusCode).toBe(200);
    const list = FavoriteList.parse((await call(tokens, 'GET', '/products/favorites/list?lang=en')).json());
    expect(list.items.map((p) => p.id)).toEqual([9, 5]);
    expect(FavoriteIds.parse((await call(tokens, 'GET', '/products/favorites/ids')).json()).product_ids).toEqual([
      9, 5,
    ]);

    expect(ProductDetail.parse((await call(tokens, 'GET', '/products/9')).json()).is_favorite).toBe(true);
    expect(ProductDetail.parse((await call(tokens, 'GET', '/products/10')).json()).is_favorite).toBe(false);
    // Anonymous visitors get the shared, cached page without the flag.
    expect(ProductDetail.parse((await call(undefined, 'GET', '/products/9')).json()).is_favorite).toBeUndefined();
    // Cards in lists carry the flag for a signed-in user too.
    const cards = ProductListResponse.parse((await call(tokens, 'POST', '/products?page_size=100')).json());
    expect(cards.items.every((card) => typeof card.is_favorite === 'boolean')).toBe(true);
    expect(
      cards.items
        .filter((card) => card.is_favorite)
        .map((card) => card.id)
        .sort(),
    ).toEqual(
      cards.items
        .filter((card) => [5, 9].includes(card.id))
        .map((card) => card.id)
        .sort(),
    );
    const anonymous = ProductListResponse.parse((await call(undefined, 'POST', '/products?page_size=5')).json());
    expect(anonymous.items.every((card) => card.is_favorite === undefined)).toBe(true);

    for (let i = 0; i < 2; i++) {
      const unset = await call(tokens, 'POST', '/products/favorites/unset', { product_id: 9 });
      expect(unset.json()).toEqual({ product_id: 9, is_favorite: false });
    }
    expect(ProductDetail.parse((await call(tokens, 'GET', '/products/9')).json()).is_favorite).toBe(false);
    expect(
      FavoriteList.parse((await call(tokens, 'GET', '/products/favorites/list')).json()).items.map((p) => p.id),
    ).toEqual([5]);
  });

  it('refuses unknown products and keeps lists private', async () => {
    const alice = await registerShopper(ctx.app);
    const bob = await registerShopper(ctx.app);
    expect((await call(alice, 'POST', '/products/favorites/set', { product_id: 99_999_999 })).statusCode).toBe(404);
    expect((await call(alice, 'POST', '/products/favorites/set', { product_id: 'x' })).statusCode).toBe(400);
    await call(alice, 'POST', '/products/favorites/set', { product_id: 7 });
    expect(FavoriteList.parse((await call(bob, 'GET', '/products/favorites/list')).json()).items).toEqual([]);
    await call(bob, 'POST', '/products/favorites/unset', { product_id: 7 });
    expect(FavoriteIds.parse((await call(alice, 'GET', '/products/favorites/ids')).json()).product_ids).toEqual([7]);
    for (const [method, url] of [
      ['GET', '/products/favorites/list'],
      ['GET', '/products/favorites/ids'],
      ['POST', '/products/favorites/set'],
      ['POST', '/products/favorites/unset'],
    ] as const) {
      expect((await call(undefined, method, url, method === 'POST' ? { product_id: 1 } : undefined)).statusCode).toBe(
        401,
      );
    }
  });
});
