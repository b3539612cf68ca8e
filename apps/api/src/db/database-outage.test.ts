import { ErrorResponse } from '@aruu/contract/errors';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { registration, STRONG_PASSWORD, uniqueIp } from '../../test/accounts.js';
import { freePort } from '../../test/free-port.js';
import { startTcpProxy, type TcpProxy } from '../../test/tcp-proxy.js';
import { demoStore, queryRows, testConfig } from '../../test/test-app.js';
import { onPostgres, openTestDatabase, type TestDatabase } from '../../test/test-database.js';
import { type App, buildApp } from '../app.js';
import type { Database } from './client.js';

/**
 * PostgreSQL goes away under checkout load and comes back (issue 12). The store reaches its
 * database through a TCP proxy the test controls: every connection is reset and new ones are
 * refused for a few seconds, as in a restart. The store must stay up, answer 503
 * `database_unavailable` meanwhile (quickly, never 500, never hanging), turn /readyz 503 and
 * back, serve again soon after the database answers, and leave stock, orders and payments
 * consistent.
 */
const SHOPPERS = 5;
const READERS = 2;
const OUTAGE_MS = 3000;
// The bounds below tell "answers and recovers" from "hangs" or "waits out some timeout of the
// pool", not fast from slow: the goal is 5 s to serve again, and the figures are printed. They
// allow for a machine whose cores are over-booked three times (scripts/cpu-hog.mjs), where a
// recovery of 3–5 s on a quiet machine took over 10 s.
/** No request may take longer: past it, fetch gives up and the test fails on status 0. */
const REQUEST_TIMEOUT_MS = 30_000;
/** Serving again once the database answers: seconds, never a pool timeout's minutes. */
const RESUME_LIMIT_MS = 60_000;
/** A whole purchase takes a few requests and a payment callback. */
const CHECKOUT_LIMIT_MS = 120_000;
/** Between a shopper's attempts after an error, as a client would back off. */
const BACKOFF_MS = 300;
const INITIAL_STOCK = 1000;

interface Answer {
  path: string;
  status: number;
  body: unknown;
  retryAfter: string | null;
  started: number;
  ended: number;
  who: string;
}

interface Shopper {
  name: string;
  ip: string;
  email: string;
  token?: string;
  checkouts: number[];
  /** Orders paid on the simulator's page, and when that payment began. */
  paidOrders: { id: number; at: number }[];
}

let database: TestDatabase;
let proxied: Database;
let proxy: TcpProxy;
let app: App;
let origin: string;
const logs: { level: number; msg: string; err?: { message: string } }[] = [];
const answers: Answer[] = [];

beforeAll(async () => {
  if (!onPostgres()) return;
  database = await openTestDatabase();
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  const config = testConfig({
    LOG_LEVEL: 'info',
    CATALOG_CACHE_TTL_MS: '0',
    PORT: String(port),
    PUBLIC_URL: origin,
    // Each shopper has an address of its own, so the register limits do not meet.
    TRUST_PROXY: '1',
    JOB_POLL_INTERVAL_MS: '100',
  });
  const server = new URL(inject('templateDatabaseUrl'));
  proxy = await startTcpProxy({ host: server.hostname, port: Number(server.port || 5432) });
  proxied = await database.openAnother({
    port: proxy.port,
    connectTimeoutMs: config.DATABASE_CONNECT_TIMEOUT_MS,
    statementTimeoutMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
  });
  app = await buildApp({
    config,
    database: proxied,
    ...demoStore,
    logger: {
      level: 'warn',
      stream: { write: (line: string) => logs.push(JSON.parse(line)) },
    },
  });
  await app.listen({ port, host: '127.0.0.1' });
  app.jobs.start();
});

afterAll(async () => {
  await app?.close();
  await proxied?.close();
  proxy?.close();
  await database?.close();
});

async function call(who: string, path: string, init: RequestInit & { token?: string; ip?: string } = {}) {
  const { token, ip, ...request } = init;
  const started = performance.now();
  let answer: Omit<Answer, 'started' | 'ended' | 'path' | 'who'>;
  try {
    const response = await fetch(`${origin}${path}`, {
      redirect: 'manual',
      ...request,
      headers: {
        ...(typeof request.body === 'string' ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(ip ? { 'x-forwarded-for': ip } : {}),
      },
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {}
    answer = { status: response.status, body, retryAfter: response.headers.get('retry-after') };
  } catch (error) {
    // A hang (the timeout) or a dropped connection: the store did not answer.
    answer = { status: 0, body: String(error), retryAfter: null };
  }
  const recorded = { ...answer, path: path.split('?')[0]!, started, ended: performance.now(), who };
  answers.push(recorded);
  return recorded;
}

const post = (shopper: Shopper, path: string, body: unknown) =>
  call(shopper.name, `/api/v1${path}`, {
    method: 'POST',
    body: JSON.stringify(body),
    token: shopper.token,
    ip: shopper.ip,
  });

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One purchase, as far as it gets: true when the card payment went through. */
async function checkout(shopper: Shopper, variationId: number): Promise<boolean> {
  const added = await post(shopper, '/carts/add_product', { variation_id: variationId, quantity: 1 });
  if (added.status !== 200) return false;
  const order = await post(shopper, '/orders/create_from_cart', {
    customer_name: shopper.name,
    phone: '0555123456',
    email: shopper.email,
    address: 'Chui 1',
    accept_terms: true,
  });
  if (order.status !== 201) return false;
  const orderId = (order.body as { order_id: number }).order_id;
  const delivery = await post(shopper, '/orders/set_delivery', {
    order_id: orderId,
    delivery: { method: 'pickup', shop_id: 'tsum' },
  });
  if (delivery.status !== 200) return false;
  const started = await post(shopper, '/payments/get_payment_url', { order_id: orderId });
  if (started.status !== 200) return false;
  const customer = new URL((started.body as { payment_url: string }).payment_url).searchParams.get('customer')!;
  // The payment simulator settles the card and posts the signed result callback to the store.
  const payStarted = performance.now();
  const paid = await call(shopper.name, '/_sandbox/payments/pay', {
    method: 'POST',
    body: new URLSearchParams({ customer, card_number: '4111111111111111', expiry: '12/39', cvc: '123', name: 'X' }),
  });
  if (paid.status !== 303) return false;
  shopper.checkouts.push(performance.now());
  shopper.paidOrders.push({ id: orderId, at: payStarted });
  return true;
}

async function shop(shopper: Shopper, variations: number[], running: () => boolean) {
  for (let round = 0; running(); round++) {
    if (!(await checkout(shopper, variations[round % variations.length]!))) await pause(BACKOFF_MS);
  }
}

async function browse(reader: string, productIds: number[], running: () => boolean) {
  for (let round = 0; running(); round++) {
    const list = await call(reader, '/api/v1/products?page_size=12', { method: 'POST' });
    const product = await call(reader, `/api/v1/products/${productIds[round % productIds.length]}`);
    if (list.status !== 200 || product.status !== 200) await pause(BACKOFF_MS);
  }
}

async function register(index: number): Promise<Shopper> {
  const shopper: Shopper = { name: `Shopper ${index}`, ip: uniqueIp(), email: '', checkouts: [], paidOrders: [] };
  const form = registration();
  shopper.email = form.email;
  const response = await call(shopper.name, '/api/v1/auth/register', {
    method: 'POST',
    body: JSON.stringify(form),
    ip: shopper.ip,
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  shopper.token = (response.body as { access_token: string }).access_token;
  return shopper;
}

async function readyz(): Promise<number> {
  return (await call('probe', '/readyz')).status;
}

/** Polls `check` until it holds; answers how long that took. */
async function within(timeoutMs: number, check: () => boolean | Promise<boolean>): Promise<number> {
  const started = performance.now();
  await vi.waitFor(
    async () => {
      if (!(await check())) throw new Error('not yet');
    },
    { timeout: timeoutMs, interval: 50 },
  );
  return performance.now() - started;
}

/** Every check is a query whose rows are violations (the invariants of `npm run bench:checkout`). */
const invariants = (variationIds: number[]) => ({
  'no negative stock': sql`select id from variations where stock < 0`,
  'units left + units in live orders = units at the start': sql`
    select v.id from variations v
    where v.id in (${sql.join(
      variationIds.map((id) => sql`${id}`),
      sql`, `,
    )})
      and v.stock + coalesce((select sum(i.quantity) from order_items i join orders o on o.id = i.order_id
                              where i.variation_id = v.id and o.status <> 'cancelled'), 0) <> ${INITIAL_STOCK}`,
  'every paid order has exactly one paid payment of its total': sql`
    select o.id from orders o where o.status = 'pay'
      and (select count(*) from payments p where p.order_id = o.id and p.status = 'paid' and p.amount = o.total) <> 1`,
  'no paid payment for an unpaid order': sql`
    select p.id from payments p join orders o on o.id = p.order_id where p.status = 'paid' and o.paid_at is null`,
  'each order entered pay at most once': sql`
    select order_id from order_events where status = 'pay' group by order_id having count(*) > 1`,
  'no order without its items': sql`
    select o.id from orders o where not exists (select 1 from order_items i where i.order_id = o.id)`,
});

describe.skipIf(!onPostgres())('a PostgreSQL outage under checkout load', () => {
  it('is answered 503 while it lasts, and the store serves again soon after', async () => {
    const variations = (
      await queryRows<{ id: number }>(database, sql`select id from variations where stock > 0 order by id limit 4`)
    ).map((row) => row.id);
    await queryRows(
      database,
      sql`update variations set stock = ${INITIAL_STOCK} where id in (${sql.join(
        variations.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
    const productIds = (
      await queryRows<{ id: number }>(database, sql`select id from products where in_stock order by id limit 6`)
    ).map((row) => row.id);
    const shoppers: Shopper[] = [];
    for (let i = 1; i <= SHOPPERS; i++) shoppers.push(await register(i));

    const readers = Array.from({ length: READERS }, (_, i) => `Reader ${i + 1}`);
    let running = true;
    const load = Promise.all([
      ...shoppers.map((shopper) => shop(shopper, variations, () => running)),
      ...readers.map((reader) => browse(reader, productIds, () => running)),
    ]);
    try {
      // Everyone is mid-checkout before the database goes away.
      await within(CHECKOUT_LIMIT_MS, () => shoppers.every((shopper) => shopper.checkouts.length > 0));

      const outageStart = performance.now();
      proxy.refuse();
      proxy.cut();
      const readyDuringOutage: number[] = [];
      await within(OUTAGE_MS + REQUEST_TIMEOUT_MS, async () => {
        readyDuringOutage.push(await readyz());
        return performance.now() - outageStart >= OUTAGE_MS;
      });
      await proxy.allow();
      const allowedAt = performance.now();
      const [lastJob] = await queryRows<{ id: number }>(
        database,
        sql`select coalesce(max(id), 0)::int as id from jobs`,
      );

      const readyAfterMs = await within(RESUME_LIMIT_MS, async () => (await readyz()) === 200);
      const everyone = [...shoppers.map((shopper) => shopper.name), ...readers];
      const firstSuccessAfter = (who: string) =>
        answers.find((answer) => answer.who === who && answer.started >= allowedAt && answer.status < 400);
      await within(RESUME_LIMIT_MS, () => everyone.every((who) => firstSuccessAfter(who)));
      const servedAfterMs = Math.max(...everyone.map((who) => firstSuccessAfter(who)!.ended)) - allowedAt;
      const checkoutAfterMs = await within(CHECKOUT_LIMIT_MS, () =>
        shoppers.every((shopper) => shopper.checkouts.some((at) => at > allowedAt)),
      );
      running = false;
      await load;

      // The pool's listeners saw the broken connections (db/client.ts). Without them a pg client's
      // ECONNRESET is an uncaught exception, which Vitest reports as a failure of this file: that
      // is how "the process stays up" is checked here.
      expect(logs.some((line) => line.msg === 'lost a database connection')).toBe(true);

      // A shopper signs in again, and the payment callbacks of the new orders were taken.
      const login = await call('login', '/api/v1/auth/login', {
        method: 'POST',
        body: JSON.stringify({ email: shoppers[0]!.email, password: STRONG_PASSWORD }),
        ip: shoppers[0]!.ip,
      });
      expect(login.status).toBe(200);
      const paidAfter = shoppers.flatMap((shopper) => shopper.paidOrders.filter((order) => order.at > allowedAt));
      const paidStatuses = await queryRows<{ status: string }>(
        database,
        sql`select status from orders where id in (${sql.join(
          paidAfter.map((order) => sql`${order.id}`),
          sql`, `,
        )})`,
      );
      expect(paidStatuses.map((row) => row.status)).toEqual(paidAfter.map(() => 'pay'));

      // The job poller failed during the outage, carried on, and ran what the new orders queued.
      expect(logs.some((line) => line.msg === 'job queue poll failed')).toBe(true);
      const jobsSinceOutage = () =>
        queryRows<{ done: boolean }>(
          database,
          sql`select done_at is not null as done from jobs where id > ${lastJob!.id} and run_at <= now()`,
        );
      expect((await jobsSinceOutage()).length).toBeGreaterThan(0);
      await within(RESUME_LIMIT_MS, async () => (await jobsSinceOutage()).every((job) => job.done));

      const during = answers.filter(
        (answer) => answer.who !== 'probe' && answer.started >= outageStart && answer.ended <= allowedAt,
      );
      const byStatus = (list: Answer[]) =>
        list.reduce<Record<number, number>>((counts, answer) => {
          counts[answer.status] = (counts[answer.status] ?? 0) + 1;
          return counts;
        }, {});
      console.info(
        [
          `database outage of ${Math.round(allowedAt - outageStart)} ms under ${SHOPPERS} shoppers and ${READERS} readers:`,
          `  answers begun and ended during it, by status: ${JSON.stringify(byStatus(during))}`,
          `  slowest of them: ${Math.round(Math.max(...during.map((a) => a.ended - a.started)))} ms`,
          `  /readyz during it: ${JSON.stringify(byStatus(answers.filter((a) => a.who === 'probe' && a.started >= outageStart && a.ended <= allowedAt)))}`,
          `  all answers of the run, by status: ${JSON.stringify(byStatus(answers))}`,
          `  after connections were allowed: /readyz 200 in ${Math.round(readyAfterMs)} ms,`,
          `  every shopper and reader served again in ${Math.round(servedAfterMs)} ms,`,
          `  every shopper through a whole paid checkout in ${Math.round(checkoutAfterMs)} ms`,
        ].join('\n'),
      );

      expect(servedAfterMs).toBeLessThan(RESUME_LIMIT_MS);
      expect(during.length).toBeGreaterThanOrEqual(10);
      for (const answer of during) {
        expect(answer.status, `${answer.path} ${JSON.stringify(answer.body)}`).toBe(503);
      }
      expect(readyDuringOutage).toContain(503);
      // Across the whole run: no hang, no 500; every 5xx is the one clean shape, with a Retry-After.
      for (const answer of answers.filter((a) => a.who !== 'probe')) {
        const what = `${answer.path} ${answer.status} ${JSON.stringify(answer.body)}`;
        expect(answer.status, what).not.toBe(0);
        if (answer.status < 500) continue;
        // A 500 names its cause: the error the server logged and did not take for the database's.
        const logged = logs.filter((line) => line.level >= 50).map((line) => line.err?.message ?? line.msg);
        expect(answer.status, `${what}; server errors: ${JSON.stringify(logged.slice(-3))}`).toBe(503);
        expect(ErrorResponse.strict().parse(answer.body).error).toEqual({
          code: 'database_unavailable',
          message: expect.any(String),
        });
        expect(answer.retryAfter, what).toMatch(/^\d+$/);
      }

      for (const [name, query] of Object.entries(invariants(variations))) {
        expect(await queryRows(database, query), name).toEqual([]);
      }
    } finally {
      running = false;
      await load;
    }
  });
});
