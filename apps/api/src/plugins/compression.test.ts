import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { writeWebDist } from '../../test/support/web-dist.js';
import { useTestApp } from '../../test/test-app.js';

const ctx = useTestApp({ WEB_DIST_DIR: writeWebDist() });

const productList = (acceptEncoding?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/products?page=1&lang=en',
    headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    payload: { properties: [] },
  });

describe('response compression', () => {
  it('sends API JSON in brotli or gzip, whichever the browser takes, decoding to the same body', async () => {
    const plain = await productList();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const brotli = await productList('gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString())).toEqual(plain.json());

    const gzip = await productList('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
  });

  it('compresses the storefront page the server writes', async () => {
    const page = await ctx.app.inject({ method: 'GET', url: '/about', headers: { 'accept-encoding': 'br' } });
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.rawPayload).toString()).toContain('<link rel="canonical"');
  });

  it('leaves short answers as they are: compressing them would cost more than it saves', async () => {
    const health = await ctx.app.inject({ method: 'GET', url: '/healthz', headers: { 'accept-encoding': 'br' } });
    expect(health.rawPayload.length).toBeLessThan(1024);
    expect(health.headers['content-encoding']).toBeUndefined();
  });
});
