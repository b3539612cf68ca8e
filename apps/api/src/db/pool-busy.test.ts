import { ErrorResponse } from '@aruu/contract/errors';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, testConfig } from '../../test/test-app.js';
import { onPostgres, openTestDatabase, type TestDatabase } from '../../test/test-database.js';
import { type App, buildApp } from '../app.js';
import type { Database } from './client.js';

/**
 * Issue 24, item 4: every connection of the pool is busy (buyers queued on a hot row), and a
 * request waits for one longer than the pool lets it. The database is there and answering, so
 * that request is answered 503 `busy`, not `database_unavailable` (whose alert means an outage),
 * and the metrics count the two apart.
 */
const METRICS_TOKEN = 'pool-busy-metrics-token-0123456789abcdef';

describe.runIf(onPostgres())('a saturated connection pool', () => {
  let database: TestDatabase;
  let small: Database;
  let app: App;

  beforeAll(async () => {
    database = await openTestDatabase();
    small = await database.openAnother({ poolSize: 2, connectTimeoutMs: 300 });
    app = await buildApp({
      config: testConfig({ CATALOG_CACHE_TTL_MS: '0', METRICS_TOKEN }),
      database: small,
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await small?.close();
    await database?.close();
  });

  /** Takes every connection of the store's pool into a transaction that waits for `release`. */
  async function occupyPool(connections: number) {
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const started: Promise<void>[] = [];
    const holding = Array.from({ length: connections }, () => {
      let began = () => {};
      started.push(
        new Promise<void>((resolve) => {
          began = resolve;
        }),
      );
      return small.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        began();
        await released;
      });
    });
    await Promise.all(started);
    return async () => {
      release();
      await Promise.all(holding);
    };
  }

  const metrics = async () =>
    (await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).body;

  it('answers a request that waited too long for a connection 503 busy with Retry-After, and counts it', async () => {
    const [product] = await queryRows<{ id: number }>(database, sql`select id from products where in_stock limit 1`);
    const free = await occupyPool(2);
    let response: Awaited<ReturnType<App['inject']>>;
    try {
      response = await app.inject({ url: `/api/v1/products/${product!.id}` });
    } finally {
      await free();
    }
    expect(response.statusCode, response.body).toBe(503);
    expect(ErrorResponse.strict().parse(response.json()).error.code).toBe('busy');
    expect(response.headers['retry-after']).toMatch(/^\d+$/);

    // The same request is served once the pool has a connection again.
    expect((await app.inject({ url: `/api/v1/products/${product!.id}` })).statusCode).toBe(200);
    const text = await metrics();
    expect(text).toMatch(/^http_errors_total\{status="503",code="busy"\} 1$/m);
    expect(text).not.toMatch(/code="database_unavailable"/);
    expect(text).toMatch(/^db_pool_wait_seconds_count\{outcome="busy"\} 1$/m);
    expect(text).toMatch(/^db_pool_connections\{state="open"\} [12]$/m);
  });

  it('keeps the instance ready while its pool is busy: the database answers, other instances are as loaded', async () => {
    const free = await occupyPool(2);
    try {
      const ready = await app.inject({ url: '/readyz' });
      expect(ready.statusCode, ready.body).toBe(200);
    } finally {
      await free();
    }
  });
});
