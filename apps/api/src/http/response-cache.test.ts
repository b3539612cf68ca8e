import { ProductDetail } from '@aruu/contract/catalog';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows, useTestApp } from '../../test/test-app.js';

const ctx = useTestApp({ CATALOG_REUSE_MAX_AGE_MS: '600000' });

describe('catalogue response cache', () => {
  it('serves a repeated read from memory, per language, until the catalogue changes', async () => {
    const first = ProductDetail.parse((await ctx.app.inject({ url: '/api/v1/products/2?lang=en' })).json());
    // A write no trigger sees leaves the catalogue's version, so the kept answer is served.
    await ctx.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`update products set title_en = 'Renamed unseen' where id = 2`);
    });
    const kept = ProductDetail.parse((await ctx.app.inject({ url: '/api/v1/products/2?lang=en' })).json());
    expect(kept.title).toBe(first.title);
    const otherLanguage = ProductDetail.parse((await ctx.app.inject({ url: '/api/v1/products/2?lang=ky' })).json());
    expect(otherLanguage.title).not.toBe(first.title);
    await queryRows(ctx.database, sql`update products set title_en = 'Renamed' where id = 2`);
    const changed = ProductDetail.parse((await ctx.app.inject({ url: '/api/v1/products/2?lang=en' })).json());
    expect(changed.title).toBe('Renamed');
  });

  it('answers 304 to a matching ETag and keys POST bodies apart', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/products?page_size=3',
      payload: { properties: [] },
    });
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    const etag = response.headers.etag as string;
    const revalidated = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/products?page_size=3',
      payload: { properties: [] },
      headers: { 'if-none-match': etag },
    });
    expect(revalidated.statusCode).toBe(304);
    const [value] = (response.json() as { facets: { properties: Array<{ values: Array<{ id: number }> }> } }).facets
      .properties[0]!.values;
    const filtered = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/products?page_size=3',
      payload: { properties: [value!.id] },
    });
    expect(filtered.headers.etag).not.toBe(etag);
  });

  it('does not cache errors', async () => {
    expect((await ctx.app.inject({ url: '/api/v1/products/99999999' })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: '/api/v1/products/99999999' })).statusCode).toBe(404);
  });
});
