import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../../../test/eventually.js';
import {
  listeningStore,
  orderCount,
  orderForm,
  payableOrder,
  paymentCount,
  post,
  shopperWithCart,
  stockOf,
} from '../../../test/support/idempotency-store.js';
import { queryRows } from '../../../test/test-app.js';
import { onPostgres, openTestDatabase, type TestDatabase } from '../../../test/test-database.js';
import type { App } from '../../app.js';
import type { Database } from '../../db/client.js';

/**
 * Retries that land on another API process: two stores with their own connection pools on one
 * PostgreSQL database, as behind a load balancer. (PGlite has a single connection.)
 */
describe.runIf(onPostgres())('idempotency keys across API processes', () => {
  let database: TestDatabase;
  const pools: Database[] = [];
  const stores: App[] = [];

  beforeAll(async () => {
    database = await openTestDatabase();
    pools.push(await database.openAnother(), await database.openAnother());
    stores.push(await listeningStore(database), await listeningStore(pools[0]!));
  });
  afterAll(async () => {
    for (const store of stores) await store.close();
    for (const pool of pools) await pool.close();
    await database?.close();
  });

  const CREATE = 'orders/create_from_cart';
  const errorCode = (response: LightMyRequestResponse) => response.json().error?.code;
  const replayed = (response: LightMyRequestResponse) => response.headers['idempotent-replayed'];

  /** Requests of this database's sessions that wait for a lock. */
  async function sessionsWaitingForLocks() {
    const [row] = await queryRows<{ n: number }>(
      database,
      sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
    );
    return row!.n;
  }

  it('makes one order of ten requests with one key spread over two processes', async () => {
    const { tokens, variationId } = await shopperWithCart(stores[0]!, database);
    const stock = await stockOf(database, variationId);
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => post(stores[i % 2]!, tokens, CREATE, orderForm, key)),
    );
    const created = answers.filter((answer) => answer.statusCode === 201);
    const waiting = answers.filter((answer) => answer.statusCode === 409);
    expect(created.length + waiting.length).toBe(10);
    expect(created.filter((answer) => replayed(answer) === undefined)).toHaveLength(1);
    for (const answer of created) expect(answer.body).toBe(created[0]!.body);
    for (const answer of waiting) expect(errorCode(answer)).toBe('idempotency_key_in_flight');
    expect(await orderCount(database, tokens.user.id)).toBe(1);
    expect(await stockOf(database, variationId)).toBe(stock - 1);
    // The retry after a lost reply reaches the other process: the same order.
    for (const store of stores) expect((await post(store, tokens, CREATE, orderForm, key)).body).toBe(created[0]!.body);
  });

  it('starts one payment attempt for ten requests with one key spread over two processes', async () => {
    const { tokens, orderId } = await payableOrder(stores[0]!, database);
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        post(stores[i % 2]!, tokens, 'payments/get_payment_url', { order_id: orderId }, key),
      ),
    );
    const started = answers.filter((answer) => answer.statusCode === 200);
    expect(started.length + answers.filter((answer) => answer.statusCode === 409).length).toBe(10);
    for (const answer of started) expect(answer.body).toBe(started[0]!.body);
    expect(await paymentCount(database, orderId)).toBe(1);
  });

  it('lets only the request that took over a lapsed key commit an order, never the one that lost it', async () => {
    const { tokens, variationId } = await shopperWithCart(stores[0]!, database);
    const stock = await stockOf(database, variationId);
    const key = randomUUID();
    // Another buyer's checkout holds the variation's row, so the first request stalls inside
    // its order transaction, with the key claimed…
    const locker = await database.openAnother();
    let finishLocking = () => {};
    const locked = new Promise<void>((resolve) => {
      finishLocking = resolve;
    });
    let holding: Promise<void> | undefined;
    await new Promise<void>((lockTaken, failed) => {
      holding = locker.db
        .transaction(async (tx) => {
          await tx.execute(sql`select id from variations where id = ${variationId} for update`);
          lockTaken();
          await locked;
        })
        .catch(failed);
    });
    try {
      const stalled = post(stores[0]!, tokens, CREATE, orderForm, key);
      await eventually(async () => expect(await sessionsWaitingForLocks()).toBe(1), 20);
      // …for longer than its lease: the key is presumed lost, and a retry on the other process takes it over.
      await queryRows(
        database,
        sql`update idempotency_keys set locked_until = now() - interval '1 second' where key = ${key}`,
      );
      const takeover = post(stores[1]!, tokens, CREATE, orderForm, key);
      await eventually(async () => expect(await sessionsWaitingForLocks()).toBe(2), 20);
      finishLocking();
      await holding;

      const [lost, won] = await Promise.all([stalled, takeover]);
      expect(lost.statusCode).toBe(409);
      expect(errorCode(lost)).toBe('idempotency_key_in_flight');
      expect(won.statusCode, won.body).toBe(201);
      expect(await orderCount(database, tokens.user.id)).toBe(1);
      expect(await stockOf(database, variationId)).toBe(stock - 1);
      // The first request's retry finds the order the other one made.
      const retry = await post(stores[0]!, tokens, CREATE, orderForm, key);
      expect(replayed(retry)).toBe('true');
      expect(retry.body).toBe(won.body);
    } finally {
      finishLocking();
      await holding;
      await locker.close();
    }
  });
});
