import { ErrorResponse } from '@aruu/contract/errors';
import { OrderDetail } from '@aruu/contract/orders';
import { PaymentUrl, UdsPoints } from '@aruu/contract/payments';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerShopper } from '../../../test/accounts.js';
import { freePort } from '../../../test/free-port.js';
import { startSmtpTestServer } from '../../../test/support/smtp-test-server.js';
import { queryRows, testConfig } from '../../../test/test-app.js';
import { openTestDatabase, type TestDatabase } from '../../../test/test-database.js';
import { type App, buildApp } from '../../app.js';
import { seedUdsSandbox } from '../sandbox/uds/uds-sandbox-seed.js';
import { tyiynToDecimal } from './freedom-pay/amount.js';
import { signParams } from './freedom-pay/signature.js';

/**
 * The whole purchase over real HTTP: the store listens on a port, and its production adapters
 * talk to the provider simulators (CDEK, Freedom Pay, UDS) mounted in the same process. The
 * payment simulator calls the store back at its result URL, as the real provider does.
 */
let app: App;
let database: TestDatabase;
let origin: string;
const SECRET = 'sandbox-secret-key';
// The buyer's emails leave through SMTP, to a real SMTP server on loopback.
const smtp = await startSmtpTestServer();
const BISHKEK = 5444;

beforeAll(async () => {
  database = await openTestDatabase();
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  const config = testConfig({ CATALOG_CACHE_TTL_MS: '0', PORT: String(port), PUBLIC_URL: origin, SMTP_URL: smtp.url });
  app = await buildApp({ config, database });
  await app.listen({ port, host: '127.0.0.1' });
  await seedUdsSandbox(database.db);
});
afterAll(async () => {
  await app?.close();
  await database?.close();
  await smtp.close();
});

type Tokens = { access_token: string };

async function api(tokens: Tokens | undefined, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) {
  const response = await app.inject({
    method,
    url: `/api/v1${url}`,
    headers: tokens ? bearer(tokens) : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return { status: response.statusCode, body: response.json() as unknown, text: response.body };
}

async function orderReadyToPay(tokens: Tokens, delivery: unknown = { method: 'courier', city_code: BISHKEK }) {
  const rows = await queryRows<{ id: number }>(
    database,
    sql`select id from variations where stock >= 5 and price between 50000 and 300000 order by random() limit 2`,
  );
  for (const row of rows) await api(tokens, 'POST', '/carts/add_product', { variation_id: row.id, quantity: 1 });
  const created = await api(tokens, 'POST', '/orders/create_from_cart', {
    customer_name: 'Айгерим',
    phone: '+996 555 000 111',
    email: 'aigerim@example.kg',
    address: 'Манаса 40',
    accept_terms: true,
  });
  expect(created.status, created.text).toBe(201);
  const order = OrderDetail.parse(created.body);
  const withDelivery = await api(tokens, 'POST', '/orders/set_delivery', { order_id: order.order_id, delivery });
  expect(withDelivery.status, withDelivery.text).toBe(200);
  return OrderDetail.parse(withDelivery.body);
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

async function startPayment(tokens: Tokens, orderId: number) {
  const response = await api(tokens, 'POST', '/payments/get_payment_url', { order_id: orderId });
  expect(response.status, response.text).toBe(200);
  return PaymentUrl.parse(response.body).payment_url;
}

async function orderOf(tokens: Tokens, id: number) {
  return OrderDetail.parse((await api(tokens, 'GET', `/orders/${id}`)).body);
}

async function udsBalance(code: string) {
  const [row] = await queryRows<{ points: number }>(
    database,
    sql`select (points_tyiyn / 100)::int as points from sandbox_uds_customers where payment_code = ${code}`,
  );
  return row!.points;
}

describe('checkout with card payment and UDS points', () => {
  it('goes from cart to paid to delivered, spending points once', async () => {
    const tokens = await registerShopper(app);
    const order = await orderReadyToPay(tokens);
    expect(order.totals.delivery).toBeGreaterThanOrEqual(0);

    const points = UdsPoints.parse(
      (await api(tokens, 'GET', `/uds/points?uds_code=111111&order_id=${order.order_id}`)).body,
    );
    expect(points.balance).toBeGreaterThan(100);
    expect(points.max_points).toBeGreaterThan(0);
    const spend = Math.min(100, points.max_points);
    const tooMany = await api(tokens, 'POST', '/orders/set_uds_discount', {
      order_id: order.order_id,
      uds_code: '111111',
      points: points.max_points + 1,
    });
    expect(ErrorResponse.parse(tooMany.body).error).toMatchObject({
      code: 'not_enough_bonuses',
      message: 'Not enough bonuses – try a smaller number',
    });
    const badCode = await api(tokens, 'POST', '/orders/set_uds_discount', {
      order_id: order.order_id,
      uds_code: '999999',
      points: 10,
    });
    expect(ErrorResponse.parse(badCode.body).error).toMatchObject({
      code: 'uds_code_invalid',
      message: 'An error occurred while verifying the UDS code',
    });
    const discounted = OrderDetail.parse(
      (
        await api(tokens, 'POST', '/orders/set_uds_discount', {
          order_id: order.order_id,
          uds_code: '111111',
          points: spend,
        })
      ).body,
    );
    expect(discounted.totals.points).toBe(spend);
    expect(discounted.totals.total).toBeCloseTo(order.totals.total - spend, 2);
    const balanceBefore = await udsBalance('111111');

    const landing = await payOnHostedPage(await startPayment(tokens, order.order_id), '4111 1111 1111 1111');
    expect(landing).toBe(`${origin}/order-tracking/${order.order_id}?payment=success`);
    const paid = await orderOf(tokens, order.order_id);
    expect(paid.status).toBe('pay');
    expect(paid.paid).toBe(true);
    expect(paid.timeline.map((e) => `${e.status}:${e.actor}`)).toEqual(['processed:buyer', 'pay:system']);
    // Points are spent after the payment, by the job queue.
    expect(await udsBalance('111111')).toBe(balanceBefore);
    await app.jobs.runDueJobs();
    expect(await udsBalance('111111')).toBe(balanceBefore - spend);
    const [state] = await queryRows<{ uds_state: string }>(
      database,
      sql`select uds_state from orders where id = ${order.order_id}`,
    );
    expect(state!.uds_state).toBe('spent');

    const staff = await registerShopper(app);
    await queryRows(
      database,
      sql`update users set role = 'staff' where id = ${(staff as unknown as { user: { id: number } }).user.id}`,
    );
    for (const status of ['assembly', 'delivery']) {
      expect((await api(staff, 'POST', `/staff/orders/${order.order_id}/status`, { status })).status).toBe(200);
    }
    expect((await api(tokens, 'POST', '/orders/confirm_delivery', { order_id: order.order_id })).status).toBe(200);
    expect((await orderOf(tokens, order.order_id)).status).toBe('delivered');

    await app.jobs.runDueJobs();
    // Paid, assembling, on its way, received: one mail each, over SMTP, to the buyer.
    const mails = smtp.received.filter((mail) => mail.subject?.includes(`№${order.order_id} `));
    expect(mails).toHaveLength(4);
    expect(mails.every((mail) => JSON.stringify(mail.to).includes('aigerim@example.kg'))).toBe(true);
  });

  it('leaves a declined order payable, and a second card pays it', async () => {
    const tokens = await registerShopper(app);
    const order = await orderReadyToPay(tokens, { method: 'pickup', shop_id: 'vefa' });
    const declined = await payOnHostedPage(await startPayment(tokens, order.order_id), '4000 0000 0000 0002');
    expect(declined).toBe(`${origin}/order-tracking/${order.order_id}?payment=failure`);
    expect((await orderOf(tokens, order.order_id)).status).toBe('processed');
    await payOnHostedPage(await startPayment(tokens, order.order_id), '5555 5555 5555 4444');
    expect((await orderOf(tokens, order.order_id)).status).toBe('pay');
    const payments = await queryRows<{ status: string }>(
      database,
      sql`select status from payments where order_id = ${order.order_id} order by id`,
    );
    expect(payments.map((p) => p.status)).toEqual(['failed', 'paid']);
  });

  it('refuses to start a payment before delivery is chosen, or for someone else’s order', async () => {
    const tokens = await registerShopper(app);
    const other = await registerShopper(app);
    const order = await orderReadyToPay(tokens);
    await queryRows(database, sql`update orders set delivery_method = null where id = ${order.order_id}`);
    const noDelivery = await api(tokens, 'POST', '/payments/get_payment_url', { order_id: order.order_id });
    expect(ErrorResponse.parse(noDelivery.body).error.code).toBe('delivery_required');
    expect((await api(other, 'POST', '/payments/get_payment_url', { order_id: order.order_id })).status).toBe(404);
    expect((await api(other, 'GET', `/uds/points?uds_code=111111&order_id=${order.order_id}`)).status).toBe(404);
    expect(
      (
        await api(other, 'POST', '/orders/set_uds_discount', {
          order_id: order.order_id,
          uds_code: '111111',
          points: 1,
        })
      ).status,
    ).toBe(404);
  });
});

describe('the payment result callback', () => {
  async function pendingPayment() {
    const tokens = await registerShopper(app);
    const order = await orderReadyToPay(tokens);
    await startPayment(tokens, order.order_id);
    const [payment] = await queryRows<{ id: number; provider_payment_id: string; amount: number }>(
      database,
      sql`select id, provider_payment_id, amount from payments where order_id = ${order.order_id}`,
    );
    return { tokens, order, payment: payment! };
  }

  function signedCallback(fields: Record<string, string>, secret = SECRET) {
    const params = { pg_salt: 'salt123', pg_testing_mode: '1', pg_result: '1', pg_currency: 'KGS', ...fields };
    return { ...params, pg_sig: signParams('result', params, secret) };
  }

  async function deliver(params: Record<string, string>) {
    const response = await fetch(`${origin}/api/v1/payments/freedom-pay/result`, {
      method: 'POST',
      body: new URLSearchParams(params),
    });
    expect(response.headers.get('content-type')).toContain('text/xml');
    return (await response.text()).match(/<pg_status>(\w+)<\/pg_status>/)?.[1];
  }

  it('refuses forged, tampered and unknown callbacks without changing anything', async () => {
    const { tokens, order, payment } = await pendingPayment();
    const valid = {
      pg_order_id: String(payment.id),
      pg_payment_id: payment.provider_payment_id,
      pg_amount: tyiynToDecimal(payment.amount),
    };
    expect(await deliver(signedCallback(valid, 'not-the-secret'))).toBe('error');
    expect(await deliver({ ...signedCallback(valid), pg_amount: tyiynToDecimal(payment.amount - 100) })).toBe('error');
    expect(await deliver(signedCallback({ ...valid, pg_amount: tyiynToDecimal(payment.amount - 100) }))).toBe(
      'rejected',
    );
    expect(await deliver(signedCallback({ ...valid, pg_currency: 'USD' }))).toBe('rejected');
    expect(await deliver(signedCallback({ ...valid, pg_order_id: '999999999' }))).toBe('rejected');
    expect(await deliver(signedCallback({ ...valid, pg_payment_id: '123' }))).toBe('rejected');
    expect((await orderOf(tokens, order.order_id)).status).toBe('processed');
    const [row] = await queryRows<{ status: string }>(
      database,
      sql`select status from payments where id = ${payment.id}`,
    );
    expect(row!.status).toBe('pending');
  });

  it('pays once when the same callback arrives ten times at once', async () => {
    const { tokens, order, payment } = await pendingPayment();
    await api(tokens, 'POST', '/orders/set_uds_discount', { order_id: order.order_id, uds_code: '222222', points: 10 });
    const [fresh] = await queryRows<{ amount: number }>(
      database,
      sql`select total as amount from orders where id = ${order.order_id}`,
    );
    // Points changed the total after the first attempt started: pay with a new attempt.
    await startPayment(tokens, order.order_id);
    const [latest] = await queryRows<{ id: number; provider_payment_id: string; amount: number }>(
      database,
      sql`select id, provider_payment_id, amount from payments where order_id = ${order.order_id} order by id desc limit 1`,
    );
    expect(latest!.amount).toBe(fresh!.amount);
    const params = signedCallback({
      pg_order_id: String(latest!.id),
      pg_payment_id: latest!.provider_payment_id,
      pg_amount: tyiynToDecimal(latest!.amount),
    });
    const balanceBefore = await udsBalance('222222');
    const answers = await Promise.all(Array.from({ length: 10 }, () => deliver(params)));
    expect(answers).toEqual(Array(10).fill('ok'));
    await app.jobs.runDueJobs();
    const paid = await orderOf(tokens, order.order_id);
    expect(paid.timeline.filter((e) => e.status === 'pay')).toHaveLength(1);
    expect(smtp.received.filter((mail) => mail.subject?.includes(`№${order.order_id} `))).toHaveLength(1);
    expect(await udsBalance('222222')).toBe(balanceBefore - 10);
    const [jobs] = await queryRows<{ n: number }>(
      database,
      sql`select count(*)::int as n from jobs where kind = 'loyalty.spend' and payload->>'orderId' = ${String(order.order_id)}`,
    );
    expect(jobs!.n).toBe(1);
    expect(payment.id).toBeLessThan(latest!.id);
  });
});
