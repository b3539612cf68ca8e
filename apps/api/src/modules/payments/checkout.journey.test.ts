import { ErrorResponse } from '@aruu/contract/errors';
import { OrderDetail } from '@aruu/contract/orders';
import { UdsPoints } from '@aruu/contract/payments';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerShopper } from '../../../test/accounts.js';
import { type CheckoutStore, cards, startCheckoutStore, type Tokens } from '../../../test/checkout-store.js';
import { makeForm } from '../../../test/freedom-pay/pg-signature.js';
import { signInStaff } from '../../../test/staff.js';
import { startSmtpTestServer } from '../../../test/support/smtp-test-server.js';
import { queryRows } from '../../../test/test-app.js';
import { tyiynToDecimal } from './freedom-pay/amount.js';
import { signParams } from './freedom-pay/signature.js';

/**
 * The whole purchase over real HTTP (`test/checkout-store.ts`): the store listens on a port, and
 * its production adapters talk to the provider simulators mounted in the same process.
 */
let store: CheckoutStore;
let origin: string;
const SECRET = 'sandbox-secret-key';
// The buyer's emails leave through SMTP, to a real SMTP server on loopback.
const smtp = await startSmtpTestServer();
const toBuyer = (mail: (typeof smtp.received)[number]) => JSON.stringify(mail.to).includes('aigerim@example.kg');

beforeAll(async () => {
  store = await startCheckoutStore({ env: { SMTP_URL: smtp.url } });
  origin = store.origin;
});
afterAll(async () => {
  await store?.close();
  await smtp.close();
});

const api = (...args: Parameters<CheckoutStore['api']>) => store.api(...args);
const orderReadyToPay = (tokens: Tokens, delivery?: unknown) => store.orderReadyToPay(tokens, delivery);
const startPayment = (tokens: Tokens, orderId: number) => store.startPayment(tokens, orderId);
const payOnHostedPage = (url: string, card: string) => store.payOnHostedPage(url, card);
const orderOf = (tokens: Tokens, id: number) => store.orderOf(tokens, id);
const udsBalance = (code: string) => store.udsBalance(code);

describe('checkout with card payment and UDS points', () => {
  it('goes from cart to paid to delivered, spending points once', async () => {
    const tokens = await registerShopper(store.app);
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

    // The points are debited at UDS when the payment starts, before the shopper pays.
    const paymentUrl = await startPayment(tokens, order.order_id);
    expect(await udsBalance('111111')).toBe(balanceBefore - spend);
    const landing = await payOnHostedPage(paymentUrl, cards.success);
    expect(landing).toBe(`${origin}/order-tracking/${order.order_id}?payment=success`);
    const paid = await orderOf(tokens, order.order_id);
    expect(paid.status).toBe('pay');
    expect(paid.paid).toBe(true);
    expect(paid.timeline.map((e) => `${e.status}:${e.actor}`)).toEqual(['processed:buyer', 'pay:system']);
    await store.app.jobs.runDueJobs();
    expect(await udsBalance('111111')).toBe(balanceBefore - spend);
    const holds = await queryRows<{ state: string; points: number }>(
      store.database,
      sql`select state, points from uds_holds where order_id = ${order.order_id}`,
    );
    expect(holds).toEqual([{ state: 'spent', points: spend }]);

    const staff = await signInStaff(store, 'warehouse');
    for (const status of ['assembly', 'delivery']) {
      expect((await api(staff, 'POST', `/staff/orders/${order.order_id}/fulfil`, { status })).status).toBe(200);
    }
    expect((await api(tokens, 'POST', '/orders/confirm_delivery', { order_id: order.order_id })).status).toBe(200);
    expect((await orderOf(tokens, order.order_id)).status).toBe('delivered');

    await store.app.jobs.runDueJobs();
    // Placed (on going to pay), paid, assembling, on its way, received: one mail each, over SMTP, to the buyer (the shop
    // is told of the paid order by a mail of its own).
    const mails = smtp.received.filter((mail) => toBuyer(mail) && mail.subject?.includes(`№${order.order_id} `));
    expect(mails).toHaveLength(5);
    expect(mails.every((mail) => JSON.stringify(mail.to).includes('aigerim@example.kg'))).toBe(true);
  });

  it('leaves a declined order payable, and a second card pays it', async () => {
    const tokens = await registerShopper(store.app);
    const order = await orderReadyToPay(tokens, { method: 'pickup', shop_id: 'vefa' });
    const declined = await payOnHostedPage(await startPayment(tokens, order.order_id), cards.declined);
    expect(declined).toBe(`${origin}/order-tracking/${order.order_id}?payment=failure`);
    expect((await orderOf(tokens, order.order_id)).status).toBe('processed');
    await payOnHostedPage(await startPayment(tokens, order.order_id), cards.otherSuccess);
    expect((await orderOf(tokens, order.order_id)).status).toBe('pay');
    const payments = await queryRows<{ status: string }>(
      store.database,
      sql`select status from payments where order_id = ${order.order_id} order by id`,
    );
    expect(payments.map((p) => p.status)).toEqual(['failed', 'paid']);
  });

  it('refuses to start a payment before delivery is chosen, or for someone else’s order', async () => {
    const tokens = await registerShopper(store.app);
    const other = await registerShopper(store.app);
    const order = await orderReadyToPay(tokens);
    await queryRows(store.database, sql`update orders set delivery_method = null where id = ${order.order_id}`);
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
    const tokens = await registerShopper(store.app);
    const order = await orderReadyToPay(tokens);
    await startPayment(tokens, order.order_id);
    const [payment] = await queryRows<{ id: number; provider_payment_id: string; amount: number }>(
      store.database,
      sql`select id, provider_payment_id, amount from payments where order_id = ${order.order_id}`,
    );
    return { tokens, order, payment: payment! };
  }

  function signedCallback(fields: Record<string, string>, secret = SECRET) {
    const params = {
      pg_salt: 'salt123',
      pg_testing_mode: '1',
      pg_result: '1',
      pg_currency: 'KGS',
      pg_can_reject: '1',
      ...fields,
    };
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
    // Signed, but an id no payment row can have (past PostgreSQL's integer, not a whole number).
    for (const pg_order_id of ['99999999999', '1.5', '-1']) {
      expect(await deliver(signedCallback({ ...valid, pg_order_id }))).toBe('rejected');
    }
    expect(await deliver(signedCallback({ ...valid, pg_payment_id: '123' }))).toBe('rejected');
    expect((await orderOf(tokens, order.order_id)).status).toBe('processed');
    const [row] = await queryRows<{ status: string }>(
      store.database,
      sql`select status from payments where id = ${payment.id}`,
    );
    expect(row!.status).toBe('pending');
  });

  it('pays once when the same callback arrives ten times at once', async () => {
    const { tokens, order, payment } = await pendingPayment();
    await api(tokens, 'POST', '/orders/set_uds_discount', { order_id: order.order_id, uds_code: '222222', points: 10 });
    const [fresh] = await queryRows<{ amount: number }>(
      store.database,
      sql`select total as amount from orders where id = ${order.order_id}`,
    );
    // Points changed the total after the first attempt started: pay with a new attempt.
    const balanceBeforeStart = await udsBalance('222222');
    await startPayment(tokens, order.order_id);
    const balanceAfterStart = await udsBalance('222222');
    expect(balanceAfterStart).toBe(balanceBeforeStart - 10);
    const [latest] = await queryRows<{ id: number; provider_payment_id: string; amount: number }>(
      store.database,
      sql`select id, provider_payment_id, amount from payments where order_id = ${order.order_id} order by id desc limit 1`,
    );
    expect(latest!.amount).toBe(fresh!.amount);
    const params = signedCallback({
      pg_order_id: String(latest!.id),
      pg_payment_id: latest!.provider_payment_id,
      pg_amount: tyiynToDecimal(latest!.amount),
    });
    const answers = await Promise.all(Array.from({ length: 10 }, () => deliver(params)));
    expect(answers).toEqual(Array(10).fill('ok'));
    await store.app.jobs.runDueJobs();
    const paid = await orderOf(tokens, order.order_id);
    expect(paid.timeline.filter((e) => e.status === 'pay')).toHaveLength(1);
    // The confirmation when the first attempt started, and one receipt.
    const subjects = smtp.received.filter((mail) => toBuyer(mail) && mail.subject?.includes(`№${order.order_id} `));
    expect(subjects.map((mail) => mail.subject)).toEqual([
      `Aruu: Заказ №${order.order_id} оформлен`,
      `Aruu: Заказ №${order.order_id} оплачен`,
    ]);
    // Debited once, when the second attempt started; the callbacks spend nothing more.
    expect(await udsBalance('222222')).toBe(balanceAfterStart);
    const [operations] = await queryRows<{ n: number }>(
      store.database,
      sql`select count(*)::int as n from sandbox_uds_operations where receipt_number = ${`ARUU-${order.order_id}`}`,
    );
    expect(operations!.n).toBe(1);
    expect(payment.id).toBeLessThan(latest!.id);
  });

  it('accepts the callback as multipart/form-data, as the reference sends it, within a size bound', async () => {
    const { tokens, order, payment } = await pendingPayment();
    // The fields Freedom Pay's reference lists, signed by the port of its own helper.
    const fields = {
      pg_order_id: String(payment.id),
      pg_payment_id: payment.provider_payment_id,
      pg_amount: tyiynToDecimal(payment.amount),
      pg_currency: 'KGS',
      pg_result: '1',
      pg_can_reject: '1',
      pg_payment_date: '2026-11-22 14:00:00',
      pg_salt: 'multipart-salt',
    };
    const post = (form: FormData) =>
      fetch(`${origin}/api/v1/payments/freedom-pay/result`, { method: 'POST', body: form });
    const formOf = (entries: Record<string, string>) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(entries)) form.append(name, value);
      return form;
    };
    // A value past the bound is cut short, so its signature fails; a file is refused outright.
    const long = { ...fields, pg_description: 'x'.repeat(5000) };
    const tooLong = await post(formOf({ ...long, pg_sig: makeForm('result', long, SECRET) }));
    expect(await tooLong.text()).toContain('<pg_description>bad_signature</pg_description>');
    const withFile = formOf(fields);
    withFile.append('file', new Blob(['not a field']), 'a.txt');
    expect((await post(withFile)).status).toBeGreaterThanOrEqual(400);
    expect((await orderOf(tokens, order.order_id)).status).toBe('processed');

    const response = await post(formOf({ ...fields, pg_sig: makeForm('result', fields, SECRET) }));
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<pg_status>ok</pg_status>');
    expect((await orderOf(tokens, order.order_id)).status).toBe('pay');
  });
});

describe('the payment page’s lifetime', () => {
  const lifetimeSent = async (orderId: number) => {
    const [row] = await queryRows<{ lifetime: string }>(
      store.database,
      sql`select s.params->>'pg_lifetime' as lifetime from sandbox_payments s
          join payments p on s.order_id = p.id::text where p.order_id = ${orderId} order by s.id desc limit 1`,
    );
    return Number(row?.lifetime);
  };
  const secondsLeft = async (orderId: number) => {
    const [row] = await queryRows<{ left: number }>(
      store.database,
      sql`select extract(epoch from expires_at - now())::int as left from orders where id = ${orderId}`,
    );
    return row!.left;
  };

  it('gives a payment started in the order’s last minutes the documented minimum of 300 s, holding the order as long', async () => {
    const tokens = await registerShopper(store.app);
    const order = await orderReadyToPay(tokens);
    await queryRows(
      store.database,
      sql`update orders set expires_at = now() + interval '120 seconds' where id = ${order.order_id}`,
    );
    await startPayment(tokens, order.order_id);
    expect(await lifetimeSent(order.order_id)).toBe(300);
    expect(await secondsLeft(order.order_id)).toBeGreaterThan(290);
    const [expiry] = await queryRows<{ n: number }>(
      store.database,
      sql`select count(*)::int as n from jobs where kind = 'orders.expire' and payload->>'orderId' = ${String(order.order_id)}
          and done_at is null and run_at between now() + interval '290 seconds' and now() + interval '301 seconds'`,
    );
    expect(expiry!.n).toBe(1);
  });

  it('sends the time the order has left when that is longer, and refuses a start in the stretched minutes', async () => {
    const tokens = await registerShopper(store.app);
    const order = await orderReadyToPay(tokens);
    await startPayment(tokens, order.order_id);
    const sent = await lifetimeSent(order.order_id);
    expect(sent).toBeGreaterThan(1700);
    expect(sent).toBeLessThanOrEqual(1800);
    // The order's own 30 minutes are over; it is payable only in the minutes a page was given.
    await queryRows(
      store.database,
      sql`update orders set created_at = now() - interval '31 minutes', expires_at = now() + interval '120 seconds' where id = ${order.order_id}`,
    );
    const refused = await api(tokens, 'POST', '/payments/get_payment_url', { order_id: order.order_id });
    expect(refused.status).toBe(409);
    expect(ErrorResponse.parse(refused.body).error.code).toBe('payment_time_running_out');
  });
});
