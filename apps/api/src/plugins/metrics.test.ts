import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.js';

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
