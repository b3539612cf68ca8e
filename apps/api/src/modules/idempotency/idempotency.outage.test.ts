import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { eventually } from '../../../test/eventually.js';
import {
  listeningStore,
  orderCount,
  orderForm,
  post,
  shopperWithCart,
  type Tokens,
} from '../../../test/support/idempotency-store.js';
import { startTcpProxy, type TcpProxy } from '../../../test/tcp-proxy.js';
import { queryRows } from '../../../test/test-app.js';
import { onPostgres, openTestDatabase, type TestDatabase } from '../../../test/test-database.js';
import type { App } from '../../app.js';
import type { Database } from '../../db/client.js';

/**
 * Issue 24, item 3: a checkout whose database connection breaks while it holds its key answers
 * 503, and its key's release fails too (the database is away). The key must not then refuse the
 * shopper's retry (409 `idempotency_key_in_flight`) for a whole lease once the database is back.
 * Two API processes reach the database through a TCP proxy the test cuts; a third pool, direct,
 * holds the row lock that keeps the first request waiting inside its order transaction.
 */
describe.runIf(onPostgres())('an idempotency key held when the database goes away', () => {
  let database: TestDatabase;
  let proxy: TcpProxy;
  const pools: Database[] = [];
  const stores: App[] = [];

  beforeAll(async () => {
    database = await openTestDatabase();
    const server = new URL(inject('templateDatabaseUrl'));
    proxy = await startTcpProxy({ host: server.hostname, port: Number(server.port || 5432) });
    for (let i = 0; i < 2; i++) {
      const pool = await database.openAnother({ port: proxy.port, connectTimeoutMs: 2000 });
      pools.push(pool);
      stores.push(await listeningStore(pool));
    }
  });
  afterAll(async () => {
    for (const store of stores) await store.close();
    for (const pool of pools) await pool.close();
    proxy?.close();
    await database?.close();
  });

  const CREATE = 'orders/create_from_cart';

  /** Holds the variation's row from outside the proxy until the returned function is called. */
  async function lockVariation(variationId: number) {
    let unlock = () => {};
    const unlocked = new Promise<void>((resolve) => {
      unlock = resolve;
    });
    let holding: Promise<void> = Promise.resolve();
    await new Promise<void>((locked, failed) => {
      holding = database.db
        .transaction(async (tx) => {
          await tx.execute(sql`select id from variations where id = ${variationId} for update`);
          locked();
          await unlocked;
        })
        .catch(failed);
    });
    return async () => {
      unlock();
      await holding;
    };
  }

  async function keyHeld(tokens: Tokens, key: string) {
    const rows = await queryRows(
      database,
      sql`select 1 from idempotency_keys where user_id = ${tokens.user.id} and key = ${key} and state = 'in_flight'`,
    );
    return rows.length > 0;
  }

  /** A checkout that claims its key, then loses the database while it waits inside its transaction. */
  async function checkoutCutOff(store: App) {
    const { tokens, variationId } = await shopperWithCart(store, database);
    const key = randomUUID();
    const unlock = await lockVariation(variationId);
    try {
      const stalled = post(store, tokens, CREATE, orderForm, key);
      await eventually(async () => expect(await keyHeld(tokens, key)).toBe(true), 20);
      proxy.refuse();
      proxy.cut();
      const cutOff = await stalled;
      expect(cutOff.statusCode, cutOff.body).toBe(503);
      expect(cutOff.json().error.code).toBe('database_unavailable');
    } finally {
      await unlock();
    }
    // The failed request's release could not reach the database: the key is still in flight.
    expect(await keyHeld(tokens, key)).toBe(true);
    await proxy.allow();
    await eventually(async () => expect((await store.inject({ url: '/readyz' })).statusCode).toBe(200), 50);
    return { tokens, key };
  }

  it('lets the retry on the same process place the order as soon as the database answers', async () => {
    const { tokens, key } = await checkoutCutOff(stores[0]!);
    const retry = await post(stores[0]!, tokens, CREATE, orderForm, key);
    expect(retry.statusCode, retry.body).toBe(201);
    expect(await orderCount(database, tokens.user.id)).toBe(1);
  });

  it('frees the key for a retry on another process within a second of the database answering', async () => {
    const { tokens, key } = await checkoutCutOff(stores[0]!);
    // The lease would free it only after 10 s; the process that held the key frees it itself.
    await eventually(async () => expect(await keyHeld(tokens, key)).toBe(false), 50);
    const retry = await post(stores[1]!, tokens, CREATE, orderForm, key);
    expect(retry.statusCode, retry.body).toBe(201);
    expect(await orderCount(database, tokens.user.id)).toBe(1);
  });
});
