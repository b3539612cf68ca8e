import type { CreateOrderBody } from '@aruu/contract/orders';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { type App, buildApp } from '../../src/app.js';
import type { Database } from '../../src/db/client.js';
import { bearer, registerShopper } from '../accounts.js';
import { freePort } from '../free-port.js';
import { placeOrder } from '../orders.js';
import { demoStore, queryRows, testConfig } from '../test-app.js';

/** Shared by the idempotency tests: stores that listen (the payment adapter calls its sandbox). */

export type Tokens = { access_token: string; user: { id: number; email: string } };

export const orderForm = {
  customer_name: 'Айзада Токтогулова',
  phone: '0555 123 456',
  email: 'aizada@example.kg',
  address: 'ул. Киевская 77, кв. 5',
  accept_terms: true,
} satisfies CreateOrderBody;

/** A store on its own port, its providers' sandboxes reached over loopback like the real APIs. */
export async function listeningStore(database: Database): Promise<App> {
  const port = await freePort();
  const config = testConfig({
    CATALOG_CACHE_TTL_MS: '0',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
  });
  const app = await buildApp({ config, database, ...demoStore });
  await app.listen({ port, host: '127.0.0.1' });
  return app;
}

export function post(app: App, tokens: Tokens, path: string, payload: object, key?: string) {
  return app.inject({
    method: 'POST',
    url: `/api/v1/${path}`,
    headers: { ...bearer(tokens), ...(key === undefined ? {} : { 'idempotency-key': key }) },
    payload,
  });
}

let variationsTaken = 0;

/** Puts one unit of a well-stocked variation (a different one per call) in the shopper's cart. */
export async function fillCart(app: App, database: Database, tokens: Tokens) {
  const [variation] = await queryRows<{ id: number }>(
    database,
    sql`select id from variations where stock >= 20 order by id offset ${variationsTaken++} limit 1`,
  );
  const added = await post(app, tokens, 'carts/add_product', { variation_id: variation!.id, quantity: 1 });
  expect(added.statusCode, added.body).toBe(200);
  return variation!.id;
}

/** A new shopper with one unit in the cart. */
export async function shopperWithCart(app: App, database: Database) {
  const tokens: Tokens = await registerShopper(app);
  const variationId = await fillCart(app, database, tokens);
  return { tokens, variationId };
}

/** A new shopper's unpaid order, picked up at a shop, ready to be paid. */
export async function payableOrder(app: App, database: Database) {
  const { tokens } = await shopperWithCart(app, database);
  const order = await placeOrder(app, tokens, { form: orderForm, delivery: { method: 'pickup', shop_id: 'vefa' } });
  return { tokens, orderId: order.order_id };
}

export async function orderCount(database: Database, userId: number) {
  const [row] = await queryRows<{ n: number }>(
    database,
    sql`select count(*)::int as n from orders where user_id = ${userId}`,
  );
  return row!.n;
}

export async function paymentCount(database: Database, orderId: number) {
  const [row] = await queryRows<{ n: number }>(
    database,
    sql`select count(*)::int as n from payments where order_id = ${orderId}`,
  );
  return row!.n;
}

export async function stockOf(database: Database, variationId: number) {
  const [row] = await queryRows<{ stock: number }>(
    database,
    sql`select stock from variations where id = ${variationId}`,
  );
  return row!.stock;
}
