import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.js';
import { jobs } from '../db/schema/index.js';

const token = 'mT8qV2nX5rK9wL3pJ7sB4hG6dF1cZ0yE';

describe('/metrics with METRICS_TOKEN set (as production requires)', () => {
  const ctx = useTestApp({ METRICS_TOKEN: token });

  it('answers 401 in the one error shape without the bearer token', async () => {
    const response = await ctx.app.inject({ url: '/metrics' });
    expect(response.statusCode).toBe(401);
    expect(response.headers['www-authenticate']).toBe('Bearer realm="metrics"');
    expect(response.json()).toEqual({ error: { code: 'unauthorized', message: expect.any(String) } });
  });

  it('answers 401 to a wrong token, another scheme or a token with a prefix of the right one', async () => {
    for (const authorization of [`Bearer ${token.slice(0, -1)}x`, `Basic ${token}`, `Bearer ${token}x`, 'Bearer']) {
      const response = await ctx.app.inject({ url: '/metrics', headers: { authorization } });
      expect(response.statusCode, authorization).toBe(401);
    }
  });

  it('answers the metrics to the right token', async () => {
    const response = await ctx.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${token}` } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('process_cpu_user_seconds_total');
  });
});

describe('/metrics on the store’s background work', () => {
  const ctx = useTestApp({ METRICS_TOKEN: token });
  const scrape = async () =>
    (await ctx.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${token}` } })).body;

  it('counts the job queue by kind (open, due, failed, the oldest due’s wait), refunds, overdue payments and live feeds', async () => {
    await ctx.database.db.insert(jobs).values([
      { kind: 'test.metrics', payload: {}, runAt: sql`now() - interval '90 seconds'` },
      { kind: 'test.metrics', payload: {}, runAt: sql`now() + interval '1 hour'` },
      { kind: 'test.metrics', payload: {}, failedAt: sql`now()`, lastError: 'Error: gave up' },
      { kind: 'test.metrics-done', payload: {}, doneAt: sql`now()` },
    ]);
    const text = await scrape();
    expect(text).toMatch(/^jobs_open\{kind="test\.metrics"\} 2$/m);
    expect(text).toMatch(/^jobs_due\{kind="test\.metrics"\} 1$/m);
    expect(text).toMatch(/^jobs_failed\{kind="test\.metrics"\} 1$/m);
    const oldest = Number(/^jobs_oldest_due_seconds\{kind="test\.metrics"\} ([\d.]+)$/m.exec(text)?.[1]);
    expect(oldest).toBeGreaterThanOrEqual(90);
    expect(text).toMatch(/^jobs_stalled\{kind="test\.metrics"\} 0$/m);
    expect(text).not.toMatch(/kind="test\.metrics-done"/);
    expect(text).toMatch(/^refunds\{state="failed"\} 0$/m);
    expect(text).toMatch(/^payments_pending_too_long 0$/m);
    expect(text).toMatch(/^sse_connections 0$/m);
  });
});
