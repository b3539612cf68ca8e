import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerShopper, registration, STRONG_PASSWORD, uniqueEmail, uniqueIp } from '../../../test/accounts.js';
import { eventually } from '../../../test/eventually.js';
import { type PrivateRedis, startPrivateRedis } from '../../../test/redis-server.js';
import { testConfig } from '../../../test/test-app.js';
import { openTestDatabase, type TestDatabase } from '../../../test/test-database.js';
import { type App, buildApp } from '../../app.js';

/**
 * Redis is a dependency with a fallback (issue 24, item 2; docs/decisions/048): while it is
 * down, the limits are counted in PostgreSQL — sign-in and registration keep working and keep
 * their limits, never a 500 —, the switch is logged once and counted in /metrics, and the
 * store goes back to Redis by itself when it returns. The test runs its own redis-server.
 */
describe('rate limits while Redis is away', () => {
  let redis: PrivateRedis;
  let database: TestDatabase;
  let app: App;
  const logLines: { level: number; msg: string }[] = [];

  beforeAll(async () => {
    redis = await startPrivateRedis();
    database = await openTestDatabase();
    app = await buildApp({
      config: testConfig({ REDIS_URL: redis.url }),
      database,
      logger: { level: 'info', stream: { write: (line: string) => logLines.push(JSON.parse(line)) } },
    });
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
    await redis?.stop();
  });

  const signIn = (email: string, password: string, ip = uniqueIp()) =>
    app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password }, remoteAddress: ip });

  /** The rate-limit keys Redis holds now (a fresh connection: the server may have restarted). */
  async function redisKeys(): Promise<string[]> {
    const admin = new Redis(redis.url, { maxRetriesPerRequest: 0, lazyConnect: true });
    try {
      await admin.connect();
      return await admin.keys('aruu:rl:*');
    } finally {
      admin.disconnect();
    }
  }

  async function metric(name: string): Promise<number> {
    const text = (await app.inject({ url: '/metrics' })).body;
    const line = text.split('\n').find((row) => row.startsWith(`${name} `));
    return line === undefined ? Number.NaN : Number(line.split(' ')[1]);
  }

  const messages = (pattern: RegExp) => logLines.filter((line) => pattern.test(line.msg));

  it('counts in Redis while it answers', async () => {
    await registerShopper(app);
    expect((await redisKeys()).some((key) => key.startsWith('aruu:rl:register-ip:'))).toBe(true);
    expect(await metric('rate_limit_fallback_active')).toBe(0);
  });

  it('falls back to PostgreSQL when Redis stops: sign-ins answer, limits hold, one log line', async () => {
    const { email } = registration();
    await registerShopper(app, { email });
    await redis.stop();

    // Shoppers register and sign in; staff sign-in answers as it would (no such staff: 401).
    const newcomer = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: registration(),
      remoteAddress: uniqueIp(),
    });
    expect(newcomer.statusCode).toBe(201);
    expect((await signIn(email, STRONG_PASSWORD)).statusCode).toBe(200);
    const staff = await app.inject({
      method: 'POST',
      url: '/api/v1/staff/auth/sign-in',
      payload: { email: uniqueEmail('staff'), password: 'not-the-password' },
      remoteAddress: uniqueIp(),
    });
    expect(staff.statusCode).toBe(401);

    // The per-account-and-address limit (5 wrong passwords) still holds, counted in PostgreSQL.
    const attacker = uniqueIp();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++)
      statuses.push((await signIn(email, 'wrong-password', attacker)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);

    expect(messages(/rate limits are counted in PostgreSQL/)).toHaveLength(1);
    expect(await metric('rate_limit_fallback_active')).toBe(1);
    expect(await metric('rate_limit_fallbacks_total')).toBe(1);
    expect(await metric('rate_limit_fallback_hits_total')).toBeGreaterThanOrEqual(10);
  });

  it('goes back to Redis by itself once it answers again', async () => {
    await redis.start();
    const email = uniqueEmail();
    // ioredis reconnects on its own schedule (at most 2 s apart); every attempt meanwhile answers.
    await eventually(async () => {
      expect((await signIn(email, 'wrong-password')).statusCode).toBe(401);
      expect(await redisKeys()).toContainEqual(expect.stringContaining('login-fail'));
    }, 100);
    expect(messages(/rate limits are counted in Redis again/)).toHaveLength(1);
    expect(await metric('rate_limit_fallback_active')).toBe(0);
  });
});
