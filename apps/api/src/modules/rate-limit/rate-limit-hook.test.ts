import { ErrorResponse } from '@aruu/contract/errors';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createMemoryRateLimitStore } from '../../../test/support/rate-limit-store.js';
import { registerErrorHandling } from '../../http/error-handler.js';
import { bodyEmail, clientIp, rateLimitHook } from './rate-limit-hook.js';
import { createRateLimiter, type RateLimitRule } from './rate-limiter.js';

const perIp: RateLimitRule = { name: 'ip', limit: 5, windowMs: 60_000 };
const perAccount: RateLimitRule = { name: 'account', limit: 3, windowMs: 30_000 };

const LoginBody = z.object({ email: z.string().trim().toLowerCase().optional(), password: z.string() });

/** A tiny app with the store's own error handling and a limited, validated route. */
async function buildLimitedApp(store = createMemoryRateLimitStore()) {
  const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  app.post('/login', {
    schema: { body: LoginBody },
    preHandler: rateLimitHook(createRateLimiter(store), [
      { rule: perIp, subject: clientIp },
      { rule: perAccount, subject: bodyEmail },
    ]),
    handler: async (request) => ({ ok: true, email: request.body.email ?? null }),
  });
  await app.ready();
  return app;
}

let app: Awaited<ReturnType<typeof buildLimitedApp>>;
beforeEach(async () => {
  app = await buildLimitedApp();
});
afterEach(() => app.close());

const login = (email: string | undefined, ip = '203.0.113.1') =>
  app.inject({ method: 'POST', url: '/login', remoteAddress: ip, payload: { email, password: 'secret' } });

describe('rateLimitHook', () => {
  it('lets requests through with the tightest limit in RateLimit headers', async () => {
    const response = await login('shopper@example.kg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['ratelimit-limit']).toBe('3');
    expect(response.headers['ratelimit-remaining']).toBe('2');
    expect(Number(response.headers['ratelimit-reset'])).toBeGreaterThanOrEqual(29);
    expect(response.headers['retry-after']).toBeUndefined();
  });

  it('refuses an account over its limit with 429, Retry-After and the error shape', async () => {
    for (let i = 0; i < 3; i++) expect((await login('shopper@example.kg')).statusCode).toBe(200);
    // The body is validated (and normalised) before the hook, so case does not dodge the limit.
    const refused = await login('  Shopper@Example.KG ');
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(Number.isInteger(retryAfter) && retryAfter >= 1 && retryAfter <= 30).toBe(true);
    expect(refused.headers['ratelimit-remaining']).toBe('0');
    expect(ErrorResponse.parse(refused.json())).toEqual({
      error: { code: 'rate_limited', message: 'Too many attempts, try again later' },
    });
    expect(refused.headers['content-type']).toContain('application/json');
  });

  it('counts addresses and accounts independently', async () => {
    for (let i = 0; i < 3; i++) await login('victim@example.kg', `198.51.100.${i}`);
    // The account is locked from every address…
    expect((await login('victim@example.kg', '198.51.100.200')).statusCode).toBe(429);
    // …while other accounts from those addresses go on.
    expect((await login('other@example.kg', '198.51.100.0')).statusCode).toBe(200);

    for (let i = 0; i < 5; i++) expect((await login(`user${i}@example.kg`, '192.0.2.9')).statusCode).toBe(200);
    const sprayed = await login('fresh@example.kg', '192.0.2.9');
    expect(sprayed.statusCode).toBe(429);
    expect(Number(sprayed.headers['retry-after'])).toBeGreaterThan(30); // the IP window is a minute
    expect((await login('fresh@example.kg', '192.0.2.10')).statusCode).toBe(200);
  });

  it('does not count a request refused by address against the account', async () => {
    for (let i = 0; i < 5; i++) await login(`spray${i}@example.kg`, '192.0.2.50');
    for (let i = 0; i < 3; i++) expect((await login('target@example.kg', '192.0.2.50')).statusCode).toBe(429);
    const fromElsewhere = await login('target@example.kg', '192.0.2.51');
    expect(fromElsewhere.statusCode).toBe(200);
    expect(fromElsewhere.headers['ratelimit-remaining']).toBe('2');
  });

  it('skips a check whose subject the request does not have', async () => {
    const response = await login(undefined);
    expect(response.statusCode).toBe(200);
    expect(response.headers['ratelimit-limit']).toBe('5');
    expect(response.headers['ratelimit-remaining']).toBe('4');
  });

  it('fails closed: a store that cannot count answers 500, not an unlimited 200', async () => {
    const store = createMemoryRateLimitStore();
    store.failing = true;
    const failing = await buildLimitedApp(store);
    try {
      const response = await failing.inject({ method: 'POST', url: '/login', payload: { password: 'x' } });
      expect(response.statusCode).toBe(500);
      expect(response.json().error.code).toBe('internal_error');
    } finally {
      await failing.close();
    }
  });
});
