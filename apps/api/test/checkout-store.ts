import type { DeliveryChoice } from '@aruu/contract/delivery';
import { type CreateOrderBody, OrderDetail } from '@aruu/contract/orders';
import { PaymentUrl } from '@aruu/contract/payments';
import { seedUdsSandbox } from '@aruu/demo/sandbox/uds/uds-sandbox-seed';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { type App, buildApp } from '../src/app.js';
import { sandboxUdsCustomers } from '../src/db/schema/index.js';
import { bearer } from './accounts.js';
import { freePort } from './free-port.js';
import { placeOrder } from './orders.js';
import { demoStore, queryRows, testConfig } from './test-app.js';
import { openTestDatabase, type TestDatabase } from './test-database.js';

export type Tokens = { access_token: string };

/** The sandbox's test cards (`apps/demo/src/sandbox/payments/test-cards.ts`). */
export const cards = {
  success: '4111 1111 1111 1111',
  otherSuccess: '5555 5555 5555 4444',
  silent: '4000 0000 0000 0077',
  declined: '4000 0000 0000 0002',
} as const;

const BISHKEK = 5444;

/** The customer the store's journeys check out as: their mails go to `email`. */
export const aigerim = {
  customer_name: 'Айгерим',
  phone: '+996 555 000 111',
  email: 'aigerim@example.kg',
  address: 'Манаса 40',
} satisfies Partial<CreateOrderBody>;
let nextUdsCode = 700_000;

/**
 * The whole store listening on a loopback port, its production adapters talking to the provider
 * simulators (CDEK, Freedom Pay, UDS) mounted in the same process over real HTTP, as they would
 * talk to the providers; the payment simulator calls the store back at its result URL.
 * `udsUrl` and `freedomPayUrl` put something (a proxy) between the store and its UDS or payment simulator.
 */
export async function startCheckoutStore(
  options: {
    env?: Record<string, string>;
    udsUrl?: (storeOrigin: string) => Promise<string> | string;
    freedomPayUrl?: (storeOrigin: string) => Promise<string> | string;
  } = {},
) {
  const database: TestDatabase = await openTestDatabase();
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const udsUrl = options.udsUrl ? await options.udsUrl(origin) : undefined;
  const freedomPayUrl = options.freedomPayUrl ? await options.freedomPayUrl(origin) : undefined;
  const config = testConfig({
    CATALOG_CACHE_TTL_MS: '0',
    PORT: String(port),
    PUBLIC_URL: origin,
    ...(udsUrl ? { UDS_URL: udsUrl } : {}),
    ...(freedomPayUrl ? { FREEDOM_PAY_URL: freedomPayUrl } : {}),
    ...options.env,
  });
  const app: App = await buildApp({ config, database, ...demoStore });
  await app.listen({ port, host: '127.0.0.1' });
  await seedUdsSandbox(database.db);

  async function api(tokens: Tokens | undefined, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) {
    const response = await app.inject({
      method,
      url: `/api/v1${url}`,
      headers: tokens ? bearer(tokens) : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    return { status: response.statusCode, body: response.json() as unknown, text: response.body };
  }

  /** An order of two random products (500–3,000 som each) with delivery chosen: ready to pay. `form` changes the checkout form's fields. */
  async function orderReadyToPay(
    tokens: Tokens,
    delivery: unknown = { method: 'courier', city_code: BISHKEK },
    form: Record<string, unknown> = {},
  ) {
    const rows = await queryRows<{ id: number }>(
      database,
      sql`select id from variations where stock >= 5 and price between 50000 and 300000 order by random() limit 2`,
    );
    const lines = rows.map((row) => ({ variationId: row.id }));
    // The journeys build both as plain objects; the server validates them.
    return placeOrder(app, tokens, {
      lines,
      delivery: delivery as DeliveryChoice,
      form: { ...aigerim, ...(form as Partial<CreateOrderBody>) },
    });
  }

  async function startPayment(tokens: Tokens, orderId: number) {
    const response = await api(tokens, 'POST', '/payments/get_payment_url', { order_id: orderId });
    expect(response.status, response.text).toBe(200);
    return PaymentUrl.parse(response.body).payment_url;
  }

  /** Pays on the simulator's hosted page the way a browser does; answers where it sends the browser. */
  async function payOnHostedPage(paymentUrl: string, card: string) {
    const page = await fetch(paymentUrl);
    expect(page.status).toBe(200);
    const customer = new URL(paymentUrl).searchParams.get('customer')!;
    const response = await fetch(`${origin}/_sandbox/payments/pay`, {
      method: 'POST',
      body: new URLSearchParams({ customer, card_number: card, expiry: '12/39', cvc: '123', name: 'AIGERIM' }),
      redirect: 'manual',
    });
    expect(response.status).toBe(303);
    return response.headers.get('location')!;
  }

  async function orderOf(tokens: Tokens, id: number) {
    return OrderDetail.parse((await api(tokens, 'GET', `/orders/${id}`)).body);
  }

  /** A UDS customer of the simulator for one test, so tests do not share balances; answers the app code. */
  async function addUdsCustomer(points: number): Promise<string> {
    const code = String(nextUdsCode++);
    await database.db.insert(sandboxUdsCustomers).values({
      uid: crypto.randomUUID(),
      displayName: `Test ${code}`,
      pointsTyiyn: points * 100,
      maxScoresDiscount: 50,
      paymentCode: code,
    });
    return code;
  }

  /** The customer's balance at UDS, whole points. */
  async function udsBalance(code: string) {
    const [row] = await queryRows<{ points: number }>(
      database,
      sql`select (points_tyiyn / 100)::int as points from sandbox_uds_customers where payment_code = ${code}`,
    );
    return row!.points;
  }

  /** Runs the queued jobs of `kind` now, whatever their time (and every other job that is due). */
  async function runJobsNow(kind: string) {
    await queryRows(database, sql`update jobs set run_at = now() where kind = ${kind} and done_at is null`);
    return app.jobs.runDueJobs();
  }

  return {
    app,
    database,
    origin,
    api,
    orderReadyToPay,
    startPayment,
    payOnHostedPage,
    orderOf,
    addUdsCustomer,
    udsBalance,
    runJobsNow,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
export type CheckoutStore = Awaited<ReturnType<typeof startCheckoutStore>>;
