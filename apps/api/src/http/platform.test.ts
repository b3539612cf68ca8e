// @pglite-compatibility: the embedded start: the app built on PGlite, answering readiness
import { ErrorResponse } from '@aruu/contract/errors';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.js';

const ctx = useTestApp();

describe('operations endpoints', () => {
  it('reports liveness and database readiness', async () => {
    expect((await ctx.app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
    expect((await ctx.app.inject({ url: '/readyz' })).json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('exposes Prometheus metrics with per-route request durations', async () => {
    await ctx.app.inject({ url: '/api/v1/brands' });
    const metrics = await ctx.app.inject({ url: '/metrics' });
    expect(metrics.statusCode).toBe(200);
    expect(metrics.headers['content-type']).toContain('text/plain');
    expect(metrics.body).toContain('http_request_duration_seconds_bucket{');
    expect(metrics.body).toContain('route="/api/v1/brands"');
    expect(metrics.body).toContain('process_cpu_user_seconds_total');
  });

  it('serves the OpenAPI document with every catalogue path and the UI', async () => {
    const spec = (await ctx.app.inject({ url: '/api/docs/json' })).json();
    expect(spec.openapi).toBe('3.1.0');
    for (const path of [
      '/api/v1/brands',
      '/api/v1/brands/random_list',
      '/api/v1/categories',
      '/api/v1/categories/{category_id}',
      '/api/v1/products',
      '/api/v1/products/{id}',
      '/api/v1/products/search',
      '/api/v1/products/bestselling',
      '/api/v1/products/new',
      '/api/v1/banners',
      '/api/v1/banners/{banners_id}',
    ]) {
      expect(spec.paths[path], path).toBeDefined();
    }
    const ui = await ctx.app.inject({ url: '/api/docs' });
    expect([200, 302]).toContain(ui.statusCode);
  });
});

describe('errors', () => {
  it('answers unknown routes with the error shape', async () => {
    const response = await ctx.app.inject({ url: '/api/v1/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(ErrorResponse.parse(response.json()).error.code).toBe('route_not_found');
  });

  it('answers an unsupported content type with 415', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/products',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'a=b',
    });
    expect(response.statusCode).toBe(415);
    expect(ErrorResponse.parse(response.json()).error.code).toBe('unsupported_media_type');
  });

  it('answers an oversized body with 413', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/products',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ properties: [], padding: 'x'.repeat(300 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(ErrorResponse.parse(response.json()).error.code).toBe('payload_too_large');
  });
});

describe('security headers', () => {
  it('sends a strict CSP and the usual protections on every response', async () => {
    for (const url of ['/api/v1/brands', '/api/v1/nothing', '/healthz']) {
      const { headers } = await ctx.app.inject({ url });
      expect(headers['content-security-policy'], url).toContain("script-src 'self'");
      expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['strict-transport-security']).toBeDefined();
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['x-powered-by']).toBeUndefined();
    }
  });
});
