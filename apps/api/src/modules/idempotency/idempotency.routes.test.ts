import { randomUUID } from 'node:crypto';
import { ErrorResponse } from '@aruu/contract/errors';
import { OrderDetail } from '@aruu/contract/orders';
import { PaymentUrl } from '@aruu/contract/payments';
import { sql } from 'drizzle-orm';
import Fastify, { type LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerShopper } from '../../../test/accounts.js';
import { eventually } from '../../../test/eventually.js';
import {
  fillCart,
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
import { openTestDatabase, type TestDatabase } from '../../../test/test-database.js';
import type { App } from '../../app.js';
import { idempotencyKeys } from '../../db/schema/index.js';
import { handleError } from '../../http/error-handler.js';
import { createIdempotency } from './idempotency.js';
import { deleteExpiredKeys } from './idempotency.repository.js';

let database: TestDatabase;
let app: App;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await listeningStore(database);
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const CREATE = 'orders/create_from_cart';
const PAY = 'payments/get_payment_url';

const errorCode = (response: LightMyRequestResponse) => ErrorResponse.parse(response.json()).error.code;
const replayed = (response: LightMyRequestResponse) => response.headers['idempotent-replayed'];

async function keyRow(userId: number, endpoint: string, key: string) {
  const [row] = await queryRows<{ state: string; response_status: number | null; fingerprint: string }>(
    database,
    sql`select state, response_status, fingerprint from idempotency_keys
        where user_id = ${userId} and endpoint = ${endpoint} and key = ${key}`,
  );
  return row;
}

describe('orders/create_from_cart with an Idempotency-Key', () => {
  it('answers a retry with the first result: one order, the same status and body, marked as a replay', async () => {
    const { tokens, variationId } = await shopperWithCart(app, database);
    const stock = await stockOf(database, variationId);
    const key = randomUUID();
    const first = await post(app, tokens, CREATE, orderForm, key);
    expect(first.statusCode, first.body).toBe(201);
    expect(replayed(first)).toBeUndefined();
    const order = OrderDetail.parse(first.json());
    // The key is completed with the answer by the order's own transaction.
    expect(await keyRow(tokens.user.id, CREATE, key)).toMatchObject({ state: 'completed', response_status: 201 });

    // The reply was lost; the shopper even put something in the cart again before retrying.
    await fillCart(app, database, tokens);
    // The draft's form of the value (a quoted string) is the same key.
    const retry = await post(app, tokens, CREATE, orderForm, `"${key}"`);
    expect(retry.statusCode).toBe(201);
    expect(replayed(retry)).toBe('true');
    expect(retry.body).toBe(first.body);
    expect(await orderCount(database, tokens.user.id)).toBe(1);
    expect(await stockOf(database, variationId)).toBe(stock - 1);
    // The replay ran nothing: the new cart line is still there.
    const cart = await app.inject({
      url: '/api/v1/carts',
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(cart.json().cartCount).toBe(1);
    expect(order.order_id).toBeGreaterThan(0);
  });

  it('refuses the same key with another body (422) and changes nothing', async () => {
    const { tokens } = await shopperWithCart(app, database);
    const key = randomUUID();
    expect((await post(app, tokens, CREATE, orderForm, key)).statusCode).toBe(201);
    await fillCart(app, database, tokens);
    const other = await post(app, tokens, CREATE, { ...orderForm, address: 'ул. Токтогула 1' }, key);
    expect(other.statusCode).toBe(422);
    expect(errorCode(other)).toBe('idempotency_key_reused');
    expect(await orderCount(database, tokens.user.id)).toBe(1);
    // The same order spelled differently is the same body: the fingerprint is taken of the
    // validated request (the phone normalised, defaults applied).
    const respelled = await post(
      app,
      tokens,
      CREATE,
      { ...orderForm, phone: '+996555123456', country: 'Kyrgyzstan' },
      key,
    );
    expect(respelled.statusCode).toBe(201);
    expect(replayed(respelled)).toBe('true');
  });

  it('refuses a malformed key with 400 in the one error shape, before anything runs', async () => {
    const { tokens } = await shopperWithCart(app, database);
    for (const key of ['', ' ', 'a b', '"open', 'close"', '""', '"a"b"', 'ключ', 'tab\tkey', 'x'.repeat(256)]) {
      const response = await post(app, tokens, CREATE, orderForm, key);
      expect(response.statusCode, JSON.stringify(key)).toBe(400);
      const { error } = ErrorResponse.parse(response.json());
      expect(error.code).toBe('validation_failed');
      expect(error.fields?.['idempotency-key']?.code).toBe('invalid_value');
    }
    expect(await orderCount(database, tokens.user.id)).toBe(0);
    // The longest accepted key: 255 characters.
    expect((await post(app, tokens, CREATE, orderForm, `"${'k'.repeat(255)}"`)).statusCode).toBe(201);
  });

  it('lets a retry run again after a refusal that changed nothing (the key is not poisoned)', async () => {
    const tokens = await registerShopper(app);
    const key = randomUUID();
    const empty = await post(app, tokens, CREATE, orderForm, key);
    expect(errorCode(empty)).toBe('cart_empty');
    expect(await keyRow(tokens.user.id, CREATE, key)).toBeUndefined();

    const variationId = await fillCart(app, database, tokens);
    await queryRows(database, sql`update variations set stock = 0 where id = ${variationId}`);
    const short = await post(app, tokens, CREATE, orderForm, key);
    expect(short.statusCode).toBe(409);
    expect(errorCode(short)).toBe('not_enough_stock');

    await queryRows(database, sql`update variations set stock = 5 where id = ${variationId}`);
    const placed = await post(app, tokens, CREATE, orderForm, key);
    expect(placed.statusCode, placed.body).toBe(201);
    expect(replayed(placed)).toBeUndefined();
    expect(await orderCount(database, tokens.user.id)).toBe(1);
  });

  it('makes exactly one order of ten concurrent requests with one key', async () => {
    const { tokens, variationId } = await shopperWithCart(app, database);
    const stock = await stockOf(database, variationId);
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 10 }, () => post(app, tokens, CREATE, orderForm, key)));
    const created = answers.filter((answer) => answer.statusCode === 201);
    const waiting = answers.filter((answer) => answer.statusCode === 409);
    expect(created.length + waiting.length).toBe(10);
    expect(created.filter((answer) => replayed(answer) === undefined)).toHaveLength(1);
    for (const answer of created) expect(answer.body).toBe(created[0]!.body);
    for (const answer of waiting) {
      expect(errorCode(answer)).toBe('idempotency_key_in_flight');
      expect(answer.headers['retry-after']).toBe('1');
    }
    expect(await orderCount(database, tokens.user.id)).toBe(1);
    expect(await stockOf(database, variationId)).toBe(stock - 1);
    const later = await post(app, tokens, CREATE, orderForm, key);
    expect(later.body).toBe(created[0]!.body);
  });

  it('keeps keys apart per user and per operation', async () => {
    const [a, b] = [await shopperWithCart(app, database), await shopperWithCart(app, database)];
    const key = randomUUID();
    const first = await post(app, a.tokens, CREATE, orderForm, key);
    const second = await post(app, b.tokens, CREATE, orderForm, key);
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(replayed(second)).toBeUndefined();
    expect(second.json().order_id).not.toBe(first.json().order_id);
    expect(await orderCount(database, a.tokens.user.id)).toBe(1);
    expect(await orderCount(database, b.tokens.user.id)).toBe(1);
    // The web app sends one key per checkout attempt to both calls; another operation, another key.
    const orderId = first.json().order_id;
    await post(app, a.tokens, 'orders/set_delivery', {
      order_id: orderId,
      delivery: { method: 'pickup', shop_id: 'vefa' },
    });
    const pay = await post(app, a.tokens, PAY, { order_id: orderId }, key);
    expect(pay.statusCode, pay.body).toBe(200);
    expect(replayed(pay)).toBeUndefined();
  });

  it('answers 409 with Retry-After while a request holds the key, and takes over a claim whose lease ran out', async () => {
    const { tokens, variationId } = await shopperWithCart(app, database);
    const stock = await stockOf(database, variationId);
    // The same form placed by someone else gives the fingerprint this body has.
    const other = await shopperWithCart(app, database);
    const reference = randomUUID();
    expect((await post(app, other.tokens, CREATE, orderForm, reference)).statusCode).toBe(201);
    const { fingerprint } = (await keyRow(other.tokens.user.id, CREATE, reference))!;

    // A request with the key is running (in another process, say).
    const key = randomUUID();
    await database.db.insert(idempotencyKeys).values({
      userId: tokens.user.id,
      endpoint: CREATE,
      key,
      fingerprint,
      state: 'in_flight',
      claimToken: randomUUID(),
      lockedUntil: sql`now() + interval '1 minute'`,
      expiresAt: sql`now() + interval '1 day'`,
    });
    const busy = await post(app, tokens, CREATE, orderForm, key);
    expect(busy.statusCode).toBe(409);
    expect(errorCode(busy)).toBe('idempotency_key_in_flight');
    expect(busy.headers['retry-after']).toBe('1');
    const different = await post(app, tokens, CREATE, { ...orderForm, comment: 'другое' }, key);
    expect(errorCode(different)).toBe('idempotency_key_reused');
    expect(await orderCount(database, tokens.user.id)).toBe(0);

    // That process died before its transaction committed: no order, and after the lease the key is free.
    await queryRows(
      database,
      sql`update idempotency_keys set locked_until = now() - interval '1 second' where key = ${key}`,
    );
    const retry = await post(app, tokens, CREATE, orderForm, key);
    expect(retry.statusCode, retry.body).toBe(201);
    expect(replayed(retry)).toBeUndefined();
    expect(await orderCount(database, tokens.user.id)).toBe(1);
    expect(await stockOf(database, variationId)).toBe(stock - 1);
    expect((await post(app, tokens, CREATE, orderForm, key)).body).toBe(retry.body);
  });

  it('forgets a key once it expires, and deletes expired keys in bounded batches', async () => {
    const { tokens } = await shopperWithCart(app, database);
    const key = randomUUID();
    expect((await post(app, tokens, CREATE, orderForm, key)).statusCode).toBe(201);
    await queryRows(database, sql`update idempotency_keys set expires_at = now() where key = ${key}`);
    // A new request after all: the cart it would order from is empty now.
    expect(errorCode(await post(app, tokens, CREATE, orderForm, key))).toBe('cart_empty');

    await queryRows(database, sql`delete from idempotency_keys`);
    const rows = ['a', 'b', 'c', 'live'].map((suffix) => ({
      userId: tokens.user.id,
      endpoint: CREATE,
      key: `${key}-${suffix}`,
      fingerprint: 'f',
      state: 'completed' as const,
      claimToken: randomUUID(),
      responseStatus: 201,
      responseBody: {},
      expiresAt: suffix === 'live' ? sql`now() + interval '1 day'` : sql`now() - interval '1 second'`,
    }));
    await database.db.insert(idempotencyKeys).values(rows);
    expect(await deleteExpiredKeys(database.db, 2)).toBe(2);
    expect(await deleteExpiredKeys(database.db, 2)).toBe(1);
    expect(await deleteExpiredKeys(database.db, 2)).toBe(0);
    const left = await queryRows<{ key: string }>(database, sql`select key from idempotency_keys`);
    expect(left.map((row) => row.key)).toEqual([`${key}-live`]);
  });
});

describe('payments/get_payment_url with an Idempotency-Key', () => {
  it('answers a retry with the same payment page: one payment attempt per key', async () => {
    const { tokens, orderId } = await payableOrder(app, database);
    const key = randomUUID();
    const first = await post(app, tokens, PAY, { order_id: orderId }, key);
    expect(first.statusCode, first.body).toBe(200);
    PaymentUrl.parse(first.json());
    const retry = await post(app, tokens, PAY, { order_id: orderId }, key);
    expect(retry.statusCode).toBe(200);
    expect(replayed(retry)).toBe('true');
    expect(retry.body).toBe(first.body);
    expect(await paymentCount(database, orderId)).toBe(1);
    // Without a key every call is a new attempt, as before.
    expect((await post(app, tokens, PAY, { order_id: orderId })).statusCode).toBe(200);
    expect(await paymentCount(database, orderId)).toBe(2);
  });

  it('refuses the key for another order (422)', async () => {
    const first = await payableOrder(app, database);
    const key = randomUUID();
    expect((await post(app, first.tokens, PAY, { order_id: first.orderId }, key)).statusCode).toBe(200);
    const otherOrder = await post(app, first.tokens, PAY, { order_id: first.orderId + 1_000_000 }, key);
    expect(otherOrder.statusCode).toBe(422);
    expect(errorCode(otherOrder)).toBe('idempotency_key_reused');
  });

  it('starts one payment attempt for ten concurrent requests with one key', async () => {
    const { tokens, orderId } = await payableOrder(app, database);
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => post(app, tokens, PAY, { order_id: orderId }, key)),
    );
    const started = answers.filter((answer) => answer.statusCode === 200);
    const waiting = answers.filter((answer) => answer.statusCode === 409);
    expect(started.length + waiting.length).toBe(10);
    for (const answer of waiting) expect(errorCode(answer)).toBe('idempotency_key_in_flight');
    expect(started.filter((answer) => replayed(answer) === undefined)).toHaveLength(1);
    for (const answer of started) expect(answer.body).toBe(started[0]!.body);
    expect(await paymentCount(database, orderId)).toBe(1);
  });

  it('lets a retry start the payment after a refusal that changed nothing', async () => {
    const { tokens } = await shopperWithCart(app, database);
    const created = await post(app, tokens, CREATE, orderForm);
    const orderId = created.json().order_id as number;
    const key = randomUUID();
    expect(errorCode(await post(app, tokens, PAY, { order_id: orderId }, key))).toBe('delivery_required');
    await post(app, tokens, 'orders/set_delivery', {
      order_id: orderId,
      delivery: { method: 'pickup', shop_id: 'tsum' },
    });
    const started = await post(app, tokens, PAY, { order_id: orderId }, key);
    expect(started.statusCode, started.body).toBe(200);
    expect(await paymentCount(database, orderId)).toBe(1);
  });
});

describe('the generic helper', () => {
  it('deletes expired keys now and then as new keys are claimed', async () => {
    const tokens = await registerShopper(app);
    const idempotency = createIdempotency({ db: database.db, log: app.log, settings: { cleanupEvery: 2 } });
    const bare = Fastify();
    bare.post('/operation', (request, reply) =>
      idempotency.respond(request, reply, {
        endpoint: 'test/operation',
        userId: tokens.user.id,
        status: 200,
        execute: (record) =>
          database.db.transaction(async (tx) => {
            await record(tx, { done: true });
            return { done: true };
          }),
      }),
    );
    await database.db.insert(idempotencyKeys).values(
      ['a', 'b', 'c'].map((key) => ({
        userId: tokens.user.id,
        endpoint: 'test/operation',
        key: `expired-${key}`,
        fingerprint: 'f',
        state: 'completed' as const,
        claimToken: randomUUID(),
        responseStatus: 200,
        responseBody: {},
        expiresAt: sql`now() - interval '1 second'`,
      })),
    );
    const expiredKeys = async () =>
      (
        await queryRows<{ n: number }>(
          database,
          sql`select count(*)::int as n from idempotency_keys where expires_at <= now()`,
        )
      )[0]!.n;
    const call = (key: string) =>
      bare.inject({ method: 'POST', url: '/operation', headers: { 'idempotency-key': key }, payload: {} });
    expect((await call('first')).json()).toEqual({ done: true });
    expect(await expiredKeys()).toBe(3);
    const replay = await call('first');
    expect(replayed(replay)).toBe('true');
    // A replay claims nothing; the second claim is the one that cleans up.
    expect(await expiredKeys()).toBe(3);
    await call('second');
    expect(await expiredKeys()).toBe(0);
    await bare.close();
  });

  it('renews the lease of a request that runs longer than it, so a retry waits instead of taking over', async () => {
    const tokens = await registerShopper(app);
    // Renewed every third of it: a busy machine would have to hold a timer back over a second
    // for the lease to lapse (with 300 ms it lapsed under load, and a lapsed lease is not renewed).
    const leaseMs = 2_000;
    const idempotency = createIdempotency({ db: database.db, log: app.log, settings: { leaseMs } });
    let finish = () => {};
    const finished = new Promise<void>((resolve) => {
      finish = resolve;
    });
    let runs = 0;
    const bare = Fastify();
    bare.setErrorHandler(handleError);
    bare.post('/operation', (request, reply) =>
      idempotency.respond(request, reply, {
        endpoint: 'test/slow',
        userId: tokens.user.id,
        status: 200,
        execute: async (record) => {
          runs += 1;
          await finished;
          return database.db.transaction(async (tx) => {
            await record(tx, { done: true });
            return { done: true };
          });
        },
      }),
    );
    const call = () =>
      bare.inject({ method: 'POST', url: '/operation', headers: { 'idempotency-key': 'slow' }, payload: {} });
    const slow = call();
    // Renewed past twice its first lease: without renewals the key would be free by now.
    await eventually(async () => {
      const [row] = await queryRows<{ held_ms: number }>(
        database,
        sql`select extract(epoch from locked_until - created_at) * 1000 as held_ms
              from idempotency_keys where user_id = ${tokens.user.id} and key = 'slow'`,
      );
      expect(Number(row?.held_ms)).toBeGreaterThan(2 * leaseMs);
    }, 50);
    const retry = await call();
    expect(retry.statusCode).toBe(409);
    expect(errorCode(retry)).toBe('idempotency_key_in_flight');
    finish();
    expect((await slow).json()).toEqual({ done: true });
    expect(runs).toBe(1);
    idempotency.close();
    await bare.close();
  });
});

describe('the OpenAPI document', () => {
  it('shows the optional Idempotency-Key header on both operations', async () => {
    const spec = (await app.inject({ url: '/api/docs/json' })).json();
    for (const path of ['/api/v1/orders/create_from_cart', '/api/v1/payments/get_payment_url']) {
      const parameters = spec.paths[path].post.parameters as Array<{ in: string; name: string; required?: boolean }>;
      const header = parameters.find((parameter) => parameter.in === 'header' && parameter.name === 'idempotency-key');
      expect(header, path).toBeDefined();
      expect(header?.required ?? false).toBe(false);
      expect(spec.paths[path].post.responses['422'], path).toBeDefined();
    }
  });
});
