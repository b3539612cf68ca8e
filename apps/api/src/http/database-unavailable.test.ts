import { ErrorResponse } from '@aruu/contract/errors';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { registerErrorHandling } from './error-handler.js';

const app = Fastify({ logger: false });
registerErrorHandling(app);
app.get('/restarting', async () => {
  const shutdown = Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
  throw new DrizzleQueryError('select 1', [], shutdown);
});
app.get('/broken', async () => {
  throw new TypeError('Cannot read properties of undefined');
});
afterAll(() => app.close());

describe('the error handler', () => {
  it('answers a lost database 503 database_unavailable, with Retry-After', async () => {
    const response = await app.inject({ url: '/restarting' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toMatch(/^\d+$/);
    expect(ErrorResponse.parse(response.json())).toEqual({
      error: { code: 'database_unavailable', message: expect.any(String) },
    });
    // Nothing about the database leaks to the client.
    expect(response.body).not.toMatch(/administrator|select 1/);
  });

  it('still answers anything else 500, without Retry-After', async () => {
    const response = await app.inject({ url: '/broken' });
    expect(response.statusCode).toBe(500);
    expect(response.headers['retry-after']).toBeUndefined();
    expect(response.json()).toEqual({ error: { code: 'internal_error', message: 'Something went wrong' } });
  });
});
