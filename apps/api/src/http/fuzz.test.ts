import { ErrorCode } from '@aruu/contract/errors';
import { CommerceMlQuery } from '@aruu/contract/staff-exchange';
import { seedUdsSandbox } from '@aruu/demo/sandbox/uds/uds-sandbox-seed';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerShopper, STRONG_PASSWORD, uniqueEmail, uniqueIp } from '../../test/accounts.js';
import { freePort } from '../../test/free-port.js';
import { type FuzzCase, fuzzCases, toRequest } from '../../test/fuzz/fuzz-requests.js';
import { type JsonSchema, type Operation, operationsOf } from '../../test/fuzz/openapi-operations.js';
import type { KnownValues } from '../../test/fuzz/valid-values.js';
import { writeWebDist } from '../../test/support/web-dist.js';
import { demoStore, queryRows, testConfig } from '../../test/test-app.js';
import { openTestDatabase, type TestDatabase } from '../../test/test-database.js';
import { type App, buildApp } from '../app.js';

/**
 * Every operation of the OpenAPI document (and the hidden routes a browser reaches) gets
 * requests that are valid but for one or two things: a wrong type, a control character or a
 * lone surrogate, a number out of range, an over-long or badly percent-encoded value, a wrong
 * content type, an empty or broken body, an unknown field or header junk — signed in as a
 * shopper or not. No answer may be a 5xx, and every error must be the one error shape.
 *
 * The store listens on a port, so its provider adapters reach their sandboxes as in production
 * and a 503 can only mean a real fault.
 */
const SEED = 20_260_512;
const RANDOM_RUNS_PER_OPERATION = 40;

/** The error shape exactly: nothing missing, nothing added, a code of the contract. */
const OneErrorShape = z.strictObject({
  error: z.strictObject({
    code: ErrorCode,
    message: z.string(),
    fields: z.record(z.string(), z.strictObject({ code: z.string(), message: z.string() })).optional(),
  }),
});

/** Routes a browser reaches that the API document leaves out. */
const hiddenOperations: Operation[] = [
  {
    method: 'GET',
    path: '/media/products/{file}',
    parameters: [
      { in: 'path', name: 'file', required: true, schema: { type: 'string', pattern: '^[1-9]\\d{0,3}\\.svg$' } },
    ],
  },
  {
    method: 'GET',
    path: '/media/banners/{file}',
    parameters: [
      { in: 'path', name: 'file', required: true, schema: { type: 'string', pattern: '^[1-9]\\.svg$' } },
      { in: 'query', name: 'lang', schema: { type: 'string', enum: ['ru', 'en', 'ky'] } },
    ],
  },
  {
    method: 'POST',
    path: '/api/v1/payments/freedom-pay/result',
    parameters: [],
    body: {
      type: 'object',
      properties: Object.fromEntries(
        ['pg_order_id', 'pg_payment_id', 'pg_amount', 'pg_currency', 'pg_result', 'pg_salt', 'pg_sig'].map((name) => [
          name,
          { type: 'string', maxLength: 20 },
        ]),
      ),
      required: ['pg_order_id', 'pg_payment_id', 'pg_amount', 'pg_result', 'pg_salt', 'pg_sig'],
    },
  },
];

/**
 * The accounting system's exchange (1C's site-exchange protocol), left out of the document: it
 * answers its refusals as the protocol's text, which the accounting system shows its operator.
 * Fuzzed without a session, as a stranger reaches it: a refusal in text passes, a 5xx never does.
 * Its query is the contract's; `type` and `mode` are narrowed to the protocol's values, so the
 * valid requests the fuzz bends reach each mode's handling.
 */
const protocolValues: Record<string, string[]> = {
  type: ['catalog', 'sale'],
  mode: ['checkauth', 'init', 'file', 'import', 'query', 'success'],
};
const exchangeParameters: Operation['parameters'] = Object.entries(
  (z.toJSONSchema(CommerceMlQuery) as JsonSchema).properties ?? {},
).map(([name, schema]) => ({
  in: 'query',
  name,
  schema: protocolValues[name] ? { ...schema, enum: protocolValues[name] } : schema,
}));
const exchangeOperations: Operation[] = [
  { method: 'GET', path: '/api/v1/exchange/commerceml', parameters: exchangeParameters },
  { method: 'POST', path: '/api/v1/exchange/commerceml', parameters: exchangeParameters },
];

const text = { type: 'string' } as const;
const query = (name: string) => ({ in: 'query' as const, name, schema: text });
const idPath = { in: 'path' as const, name: 'id', required: true, schema: { type: 'integer', minimum: 1 } };

/**
 * Pages the server renders from the database (the storefront's with their head, the simulators'
 * and the unsubscribe link's): a 4xx may be the page itself (the app's not-found page), but never
 * a 5xx, and an error answered as JSON is the one shape.
 */
const pageOperations: Operation[] = [
  { method: 'GET', path: '/catalog', parameters: ['categoryName', 'search', 'page', 'lang'].map(query) },
  { method: 'GET', path: '/product/{id}', parameters: [idPath, query('variation')] },
  { method: 'GET', path: '/banner/{id}', parameters: [idPath] },
  { method: 'GET', path: '/stock-alerts/unsubscribe', parameters: [query('token'), query('lang')] },
  { method: 'GET', path: '/_sandbox/payments/pay.html', parameters: [query('customer')] },
  { method: 'GET', path: '/_sandbox/mail', parameters: [query('to')] },
];

interface Shopper {
  accessToken: string;
  orderId: number;
}

interface Catalogue {
  productId: number;
  variationId: number;
  categoryId: number;
  categorySlug: string;
  brandId: number;
  bannerId: number;
}

let app: App;
let database: TestDatabase;
let catalogue: Catalogue;
const statuses = new Map<number, number>();
let requestsSent = 0;

beforeAll(async () => {
  database = await openTestDatabase();
  const port = await freePort();
  const config = testConfig({
    CATALOG_CACHE_TTL_MS: '0',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    WEB_DIST_DIR: writeWebDist(),
  });
  app = await buildApp({ config, database, ...demoStore });
  await app.listen({ port, host: '127.0.0.1' });
  await seedUdsSandbox(database.db);
  const [row] = await queryRows<Catalogue>(
    database,
    sql`select p.id as "productId", v.id as "variationId", c.id as "categoryId", c.slug as "categorySlug",
               p.brand_id as "brandId", (select min(id) from banners) as "bannerId"
        from variations v join products p on p.id = v.product_id join categories c on c.id = p.category_id
        order by v.stock desc limit 1`,
  );
  catalogue = row!;
  // Every checkout the fuzz gets through takes a piece; the shelf must not run empty halfway.
  await database.db.execute(sql`update variations set stock = 1000000 where id = ${catalogue.variationId}`);
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

async function call(shopper: Shopper, method: 'GET' | 'POST', url: string, payload?: object) {
  return app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${shopper.accessToken}` },
    ...(payload ? { payload } : {}),
    remoteAddress: uniqueIp(),
  });
}

async function expectOk(response: Awaited<ReturnType<typeof call>>) {
  if (response.statusCode >= 300) throw new Error(`${response.statusCode} ${response.body}`);
  return response.json();
}

/** One piece in the cart, whatever was there. */
async function fillCart(shopper: Shopper) {
  await expectOk(await call(shopper, 'POST', '/api/v1/carts/clear', {}));
  await expectOk(
    await call(shopper, 'POST', '/api/v1/carts/add_product', { variation_id: catalogue.variationId, quantity: 1 }),
  );
}

let current: Shopper | undefined;

async function placeOrder(shopper: Shopper) {
  await fillCart(shopper);
  const order = await expectOk(
    await call(shopper, 'POST', '/api/v1/orders/create_from_cart', {
      customer_name: 'Aizada',
      phone: '0555 123 456',
      email: 'aizada@example.kg',
      address: 'Chui 100',
      accept_terms: true,
    }),
  );
  shopper.orderId = order.order_id;
}

/**
 * A signed-in shopper with an open unpaid order, for the next operation. The same shopper
 * serves until an operation ends their session (a logout, an account closure), so that no
 * operation is fuzzed signed out without knowing it; a new order when the last one was cancelled.
 */
async function shopperForNextOperation(): Promise<Shopper> {
  if (!current || (await call(current, 'GET', '/api/v1/users/me')).statusCode !== 200) {
    current = { accessToken: (await registerShopper(app)).access_token, orderId: 0 };
    await placeOrder(current);
  }
  const order = await call(current, 'GET', `/api/v1/orders/${current.orderId}`);
  if (order.json().status !== 'processed') await placeOrder(current);
  return current;
}

function knownValues(shopper: Shopper): KnownValues {
  return {
    id: () => catalogue.productId,
    product_id: () => catalogue.productId,
    variation_id: () => catalogue.variationId,
    order_id: () => shopper.orderId,
    category_id: () => catalogue.categoryId,
    banners_id: () => catalogue.bannerId,
    categoryName: () => catalogue.categorySlug,
    brand: () => String(catalogue.brandId),
    city_code: () => 5444,
    uds_code: () => '111111',
    email: () => uniqueEmail('fuzz'),
    phone: () => '0555 123 456',
    password: () => STRONG_PASSWORD,
    password_confirmation: () => STRONG_PASSWORD,
    current_password: () => STRONG_PASSWORD,
    new_password: () => `${STRONG_PASSWORD}-new`,
    new_password_confirmation: () => `${STRONG_PASSWORD}-new`,
    page: () => '1',
    page_size: () => '20',
    size: () => '20',
    count: () => '5',
    search: () => 'крем',
    city: () => 'Бишк',
    country_code: () => 'KG',
    min_price: () => '100',
    max_price: () => '5000',
    quantity: () => 1,
    points: () => 10,
  };
}

/** Why the answer is wrong, or undefined when it is a clean one. */
function fault(statusCode: number, body: string, page: boolean): string | undefined {
  if (statusCode >= 500) return `answered ${statusCode}`;
  if (statusCode < 400) return undefined;
  if (page && !body.startsWith('{')) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return `answered ${statusCode} with a body that is not JSON`;
  }
  return OneErrorShape.safeParse(parsed).success ? undefined : `answered ${statusCode} outside the error shape`;
}

/** The checkout needs a piece in the cart to get past its empty-cart check to the fields. */
const CHECKOUT = 'POST /api/v1/orders/create_from_cart';

async function fuzz(operation: Operation, page = false): Promise<string | undefined> {
  const name = `${operation.method} ${operation.path}`;
  const shopper = await shopperForNextOperation();
  if (name === CHECKOUT) await fillCart(shopper);
  const cases = fuzzCases(operation, knownValues(shopper), SEED);
  const property = fc.asyncProperty(cases.random, async (fuzzCase: FuzzCase) => {
    const request = toRequest(operation, fuzzCase, shopper.accessToken);
    const response = await app.inject({ ...request, remoteAddress: uniqueIp() });
    requestsSent += 1;
    statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
    if (name === CHECKOUT && response.statusCode === 201) await fillCart(shopper);
    const problem = fault(response.statusCode, response.body, page);
    if (problem) {
      const { authorization: _, ...headers } = request.headers;
      const sent = `${request.method} ${request.url.slice(0, 300)} ${JSON.stringify(headers).slice(0, 200)} ${request.payload?.slice(0, 300) ?? ''}`;
      throw new Error(`${problem}: ${sent} → ${response.body.slice(0, 300)}`);
    }
  });
  const result = await fc.check(property, {
    seed: SEED,
    // The certain cases first (fast-check counts them in numRuns), then the random ones.
    examples: cases.certain.map((certain): [FuzzCase] => [certain]),
    numRuns: cases.certain.length + RANDOM_RUNS_PER_OPERATION,
  });
  if (!result.failed) return undefined;
  const error = result.errorInstance instanceof Error ? result.errorInstance.message : String(result.errorInstance);
  return `${name}: ${error}`;
}

/**
 * The operations in order, fuzzed in consecutive shards that are each a test of their own: the
 * whole sweep is minutes of requests, and no one test should run that long. The shards keep the
 * sweep's order, so the fixed seed sends exactly the requests one test would.
 */
const SHARDS = 16;

function sweep(): Array<{ operation: Operation; page: boolean }> {
  return [
    ...[...documented(), ...hiddenOperations].map((operation) => ({ operation, page: false })),
    ...[...pageOperations, ...exchangeOperations].map((operation) => ({ operation, page: true })),
  ];
}

const documented = () => operationsOf(app.swagger() as Parameters<typeof operationsOf>[0]);

it('has the whole API to fuzz: a broken document must not make the sweep pass empty', () => {
  expect(documented().length).toBeGreaterThan(45);
});

describe('malformed requests to every operation are answered cleanly: no 5xx, one error shape', () => {
  afterAll(() => {
    const byStatus = [...statuses.entries()].sort(([a], [b]) => a - b).map(([status, n]) => `${status}×${n}`);
    console.info(`fuzz: ${requestsSent} requests over ${sweep().length} operations (${byStatus.join(', ')})`);
  });

  it.for(Array.from({ length: SHARDS }, (_, shard) => shard))('shard %i', async (shard) => {
    const operations = sweep();
    const edge = (n: number) => Math.floor((n * operations.length) / SHARDS);
    const mine = operations.slice(edge(shard), edge(shard + 1));
    const sentBefore = requestsSent;
    const failures: string[] = [];
    for (const { operation, page } of mine) {
      const failure = await fuzz(operation, page);
      if (failure) failures.push(failure);
    }
    expect(failures).toEqual([]);
    expect(requestsSent - sentBefore).toBeGreaterThanOrEqual(mine.length * RANDOM_RUNS_PER_OPERATION);
  });
});
