import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerShopper } from '../../../test/accounts.js';
import { testConfig } from '../../../test/test-app.js';
import { onPostgres, openTestDatabase, type TestDatabase } from '../../../test/test-database.js';
import { type App, buildApp } from '../../app.js';
import type { Database } from '../../db/client.js';

/**
 * Two API processes behind a load balancer: two apps, each with its own connection pool, on one
 * database. A limit must hold across them, whether it is kept in PostgreSQL or in Redis.
 */
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
let database: TestDatabase;
let second: Database | undefined;
const apps: App[] = [];

async function app(database: Database, env: Record<string, string> = {}) {
  const built = await buildApp({ config: testConfig(env), database });
  apps.push(built);
  return built;
}

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  for (const built of apps) await built.close();
  await second?.close();
  await database?.close();
});

/** One address guessing one account, through either process in turn. */
async function guessFromBoth(first: App, other: App, email: string) {
  const statuses = [];
  const address = `2001:db8::${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}`;
  for (let i = 0; i < 6; i++) {
    const target = i % 2 === 0 ? first : other;
    const response = await target.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email, password: `wrong-guess-${i}` },
      remoteAddress: address,
    });
    statuses.push(response.statusCode);
  }
  return statuses;
}

describe.runIf(onPostgres())('rate limits shared by several API processes', () => {
  it('counts one account across processes in PostgreSQL', async () => {
    second = await database.openAnother();
    const [first, other] = [await app(database), await app(second)];
    const { user } = await registerShopper(first);
    expect(await guessFromBoth(first, other, user.email)).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('counts one account across processes in Redis', async () => {
    const prefix = randomBytes(4).toString('hex');
    const env = { REDIS_URL: redisUrl };
    const [first, other] = [await app(database, env), await app(second ?? database, env)];
    const { user } = await registerShopper(first, { email: `redis-${prefix}@example.kg` });
    expect(await guessFromBoth(first, other, user.email)).toEqual([401, 401, 401, 401, 401, 429]);
    const redis = new Redis(redisUrl);
    const keys = await redis.keys('aruu:rl:login-fail-*');
    expect(keys.some((key) => key.includes(`redis-${prefix}`))).toBe(true);
    await redis.del(...keys.filter((key) => key.includes(prefix)));
    redis.disconnect();
  });
});
