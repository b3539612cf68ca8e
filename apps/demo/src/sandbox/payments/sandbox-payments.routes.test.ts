import { registerErrorHandling } from '@aruu/api/http/error-handler';
import { registerProviderFormParsers } from '@aruu/api/modules/payments/form-body';
import {
  callbackReply,
  type ReadCallbackResult,
  readResultCallback,
} from '@aruu/api/modules/payments/freedom-pay/callback';
import {
  createFreedomPayClient,
  type InitPaymentRequest,
} from '@aruu/api/modules/payments/freedom-pay/freedom-pay-client';
import { FreedomPayError } from '@aruu/api/modules/payments/freedom-pay/freedom-pay-error';
import { signParams } from '@aruu/api/modules/payments/freedom-pay/signature';
import { parseXmlMessage, textFields } from '@aruu/api/modules/payments/freedom-pay/xml-message';
import { securityPlugin } from '@aruu/api/plugins/security';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { freePort } from '../../../../api/test/free-port.js';
import { queryRows } from '../../../../api/test/test-app.js';
import { openTestDatabase, type TestDatabase } from '../../../../api/test/test-database.js';
import { paymentSandboxRoutes } from './sandbox-payments.routes.js';

const merchantId = 'sandbox-merchant';
const secretKey = 'sandbox-secret-key';

/** A port that was free a moment ago: the hosted page's absolute URL must name the server's own address. */

type StoreReply = 'ok' | 'error' | 'bad_signature' | 'http_500';
interface ReceivedCallback {
  params: Record<string, string>;
  read: ReadCallbackResult;
}

let database: TestDatabase;
let origin: string;
const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
/** What the store answers to the next result callbacks; `ok` once the list is empty. */
const storeReplies: StoreReply[] = [];
const received: ReceivedCallback[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  await app.register(securityPlugin, { production: false });
  await app.register(paymentSandboxRoutes, {
    prefix: '/_sandbox/payments',
    db: database.db,
    merchantId,
    secretKey,
    publicUrl: origin,
    callback: { attempts: 3, backoffMs: 10, timeoutMs: 10_000 },
  });
  // A tiny store: the result URL's script name is `result`.
  await app.register(async (store) => {
    await registerProviderFormParsers(store);
    store.post('/store/payments/result', async (request, reply) => {
      const params = request.body as Record<string, string>;
      const read = readResultCallback(params, { scriptName: 'result', secretKey });
      received.push({ params, read });
      const behaviour = storeReplies.shift() ?? 'ok';
      if (behaviour === 'http_500') return reply.status(500).send('oops');
      const status = !read.ok ? 'error' : behaviour === 'ok' ? 'ok' : 'error';
      const key = behaviour === 'bad_signature' ? 'not-the-secret' : secretKey;
      return reply.type('text/xml').send(callbackReply('result', key, status, `reply ${received.length}`));
    });
  });
  await app.listen({ port, host: '127.0.0.1' });
});

afterAll(async () => {
  await app.close();
  await database?.close();
});

beforeEach(() => {
  received.length = 0;
  storeReplies.length = 0;
});

const client = () =>
  createFreedomPayClient({ baseUrl: `${origin}/_sandbox/payments`, merchantId, secretKey, testingMode: true });

let orderNumber = 1000;
function newOrder(overrides: Partial<InitPaymentRequest> = {}): InitPaymentRequest {
  orderNumber += 1;
  return {
    orderId: String(orderNumber),
    amountTyiyn: 123_405,
    description: `Order ${orderNumber} <Aruu>`,
    resultUrl: `${origin}/store/payments/result`,
    successUrl: `${origin}/checkout/success?order=${orderNumber}`,
    failureUrl: `${origin}/checkout/failure?order=${orderNumber}`,
    userEmail: 'aizada@example.kg',
    language: 'ru',
    ...overrides,
  };
}

async function startPayment(overrides: Partial<InitPaymentRequest> = {}) {
  const order = newOrder(overrides);
  const { paymentId, redirectUrl } = await client().initPayment(order);
  const customer = new URL(redirectUrl).searchParams.get('customer')!;
  return { order, paymentId, redirectUrl, customer };
}

/** Posts a form like a browser does, without following the redirect. */
function postForm(path: string, form: Record<string, string>) {
  return fetch(`${origin}/_sandbox/payments/${path}`, {
    method: 'POST',
    body: new URLSearchParams(form),
    redirect: 'manual',
  });
}

const card = (customer: string, number: string) => ({
  customer,
  card_number: number,
  expiry: '12/39',
  cvc: '123',
  name: 'Aizada Asanova',
});

async function storedCallback(paymentId: string) {
  const [row] = await queryRows<{ status: string; callback: { delivered: boolean; attempts: { outcome: string }[] } }>(
    database,
    sql`select status, callback from sandbox_payments where payment_id = ${paymentId}`,
  );
  return row!;
}

describe('init_payment.php', () => {
  it('registers the payment and answers a signed redirect to the hosted page', async () => {
    const { paymentId, redirectUrl } = await startPayment();
    expect(paymentId).toMatch(/^\d+$/);
    expect(redirectUrl).toMatch(new RegExp(`^${origin}/_sandbox/payments/pay\\.html\\?customer=[0-9a-f]{32}$`));
  });

  it('answers a forged signature with an unsigned error 9998, as Freedom Pay was recorded answering', async () => {
    const form: Record<string, string> = {
      pg_merchant_id: merchantId,
      pg_order_id: '1',
      pg_amount: '10.00',
      pg_salt: 'x',
    };
    form.pg_sig = signParams('init_payment.php', form, 'guessed-secret');
    const response = await postForm('init_payment.php', form);
    expect(response.headers.get('content-type')).toMatch(/^text\/xml/);
    const answer = textFields(parseXmlMessage(await response.text())!);
    expect(answer).toEqual({
      pg_status: 'error',
      pg_error_code: '9998',
      pg_error_description: 'Некорректная подпись запроса',
    });

    const forged = createFreedomPayClient({
      baseUrl: `${origin}/_sandbox/payments`,
      merchantId,
      secretKey: 'wrong',
      testingMode: true,
    });
    const error = await forged.initPayment(newOrder()).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(FreedomPayError);
    expect(error).toMatchObject({ source: 'provider', code: '9998' });
  });

  it('refuses an unknown merchant and invalid fields', async () => {
    const stranger = createFreedomPayClient({
      baseUrl: `${origin}/_sandbox/payments`,
      merchantId: 'x',
      secretKey,
      testingMode: true,
    });
    await expect(stranger.initPayment(newOrder())).rejects.toMatchObject({ code: '9997' });
    await expect(client().initPayment(newOrder({ resultUrl: 'ftp://aruu.kg/result' }))).rejects.toMatchObject({
      code: '9400',
      description: expect.stringContaining('pg_result_url'),
    });
  });
});

describe('the hosted payment page', () => {
  it('shows the order, the amount in som, a card form and the test cards, without scripts', async () => {
    const { order, redirectUrl } = await startPayment();
    const response = await fetch(redirectUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(response.headers.get('cache-control')).toBe('no-store');
    const page = await response.text();
    expect(page).not.toMatch(/<script/i);
    expect(page).toContain(`Order ${order.orderId}`);
    expect(page).toContain('&lt;Aruu&gt;');
    expect(page).toContain('1,234.05 som');
    expect(page).toContain('<form method="post" action="pay"');
    for (const number of ['4111 1111 1111 1111', '4000 0000 0000 0002', '4000 0000 0000 3220']) {
      expect(page).toContain(number);
    }
  });

  it('answers 404 for an unknown customer token', async () => {
    expect((await fetch(`${origin}/_sandbox/payments/pay.html?customer=nope`)).status).toBe(404);
  });

  it('shows the form again with a message for a card it does not know, charging nothing', async () => {
    const { customer, paymentId } = await startPayment();
    const response = await postForm('pay', card(customer, '4242 4242 4242 4242'));
    expect(response.status).toBe(400);
    const page = await response.text();
    expect(page).toContain('only the test cards');
    expect(page).not.toContain('4242');
    expect(page).toContain('value="Aizada Asanova"');
    expect(received).toHaveLength(0);
    expect((await storedCallback(paymentId)).status).toBe('pending');
  });
});

describe('paying', () => {
  it('succeeds with 4111…: a verified callback reaches the store, then the browser goes to the success URL', async () => {
    const { order, paymentId, customer } = await startPayment({ userPhone: '+996 700 123 456' });
    const response = await postForm('pay', card(customer, '4111 1111 1111 1111'));
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(order.successUrl);

    expect(received).toHaveLength(1);
    const [{ params, read }] = received as [ReceivedCallback];
    expect(read).toEqual({
      ok: true,
      callback: {
        orderId: order.orderId,
        paymentId,
        amountTyiyn: 123_405,
        currency: 'KGS',
        success: true,
        canReject: true,
        cardPan: '4111-11XX-XXXX-1111',
        testingMode: true,
      },
    });
    expect(params).toMatchObject({
      pg_amount: '1234.05',
      pg_card_brand: 'VI',
      pg_card_exp: '12/39',
      pg_card_owner: 'Aizada Asanova',
      pg_user_phone: '996700123456',
      pg_user_contact_email: 'aizada@example.kg',
      pg_payment_method: 'bankcard',
    });
    expect(params.pg_payment_date).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(params.pg_auth_code).toMatch(/^\d{6}$/);
    expect(params).not.toHaveProperty('pg_failure_code');

    expect(await client().getStatus({ paymentId })).toMatchObject({
      status: 'ok',
      amountTyiyn: 123_405,
      currency: 'KGS',
    });
    const stored = await storedCallback(paymentId);
    expect(stored.status).toBe('paid');
    expect(stored.callback).toMatchObject({ delivered: true, answer: 'ok', attempts: [{ outcome: 'ok' }] });
  });

  it('takes a payment once: a second submit charges nothing and sends no callback', async () => {
    const { customer, order } = await startPayment();
    expect((await postForm('pay', card(customer, '4111111111111111'))).status).toBe(303);
    const again = await postForm('pay', card(customer, '4111111111111111'));
    expect(again.status).toBe(409);
    expect(await again.text()).toContain(order.successUrl.replace('&', '&amp;'));
    expect(received).toHaveLength(1);
  });

  it('declines 4000…0002 for insufficient funds and sends the browser to the failure URL', async () => {
    const { order, paymentId, customer } = await startPayment();
    const response = await postForm('pay', card(customer, '4000 0000 0000 0002'));
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(order.failureUrl);
    expect(received[0]!.read).toMatchObject({
      ok: true,
      callback: { success: false, failureCode: '4001', failureDescription: 'Insufficient funds', paymentId },
    });
    expect(received[0]!.params).not.toHaveProperty('pg_auth_code');
    expect(await client().getStatus({ paymentId })).toMatchObject({ status: 'failed', providerStatus: 'error' });
  });

  it('asks 4000…3220 for a 3-D Secure code; 1234 pays', async () => {
    const { order, paymentId, customer } = await startPayment();
    const challenge = await postForm('pay', card(customer, '4000 0000 0000 3220'));
    expect(challenge.status).toBe(200);
    const page = await challenge.text();
    expect(page).toContain('3-D Secure');
    expect(page).toContain('action="3ds"');
    expect(page).not.toMatch(/<script/i);
    expect(received).toHaveLength(0);
    expect(await client().getStatus({ paymentId })).toMatchObject({ status: 'pending', providerStatus: 'process' });

    const hidden = Object.fromEntries([...page.matchAll(/name="(\w+)" value="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]));
    expect(hidden).toMatchObject({ customer, pan: '4000-00XX-XXXX-3220' });
    const confirmed = await postForm('3ds', { ...hidden, code: '1234' });
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get('location')).toBe(order.successUrl);
    expect(received[0]!.read).toMatchObject({ ok: true, callback: { success: true, cardPan: '4000-00XX-XXXX-3220' } });
  });

  it('fails the payment when the 3-D Secure code is wrong', async () => {
    const { order, customer } = await startPayment();
    await postForm('pay', card(customer, '4000 0000 0000 3220'));
    const failed = await postForm('3ds', {
      customer,
      pan: '4000-00XX-XXXX-3220',
      expiry: '12/39',
      owner: 'A',
      code: '0000',
    });
    expect(failed.status).toBe(303);
    expect(failed.headers.get('location')).toBe(order.failureUrl);
    expect(received[0]!.read).toMatchObject({ ok: true, callback: { success: false, failureCode: '4002' } });
  });
});

describe('result callback delivery', () => {
  it('retries until the store answers a correctly signed ok', async () => {
    storeReplies.push('error', 'bad_signature');
    const { order, paymentId, customer } = await startPayment();
    const response = await postForm('pay', card(customer, '4111 1111 1111 1111'));
    expect(response.headers.get('location')).toBe(order.successUrl);
    expect(received).toHaveLength(3);
    // Retries may no longer refuse the payment: pg_can_reject 1, then 0, each signed.
    expect(received.map(({ params }) => params.pg_can_reject)).toEqual(['1', '0', '0']);
    expect(received.every(({ read }) => read.ok)).toBe(true);
    const stored = await storedCallback(paymentId);
    expect(stored.callback.delivered).toBe(true);
    expect(stored.callback.attempts.map(({ outcome }) => outcome)).toEqual(['error_reply', 'bad_signature', 'ok']);
  });

  it('gives up after the last attempt, records it, and still sends the browser back', async () => {
    storeReplies.push('http_500', 'error', 'bad_signature');
    const { order, paymentId, customer } = await startPayment();
    const response = await postForm('pay', card(customer, '4111 1111 1111 1111'));
    expect(response.headers.get('location')).toBe(order.successUrl);
    expect(received).toHaveLength(3);
    const stored = await storedCallback(paymentId);
    expect(stored.callback.delivered).toBe(false);
    expect(stored.callback.attempts.map(({ outcome }) => outcome)).toEqual([
      'http_error',
      'error_reply',
      'bad_signature',
    ]);
  });
});

describe('get_status3.php', () => {
  it('answers a signed error for an unknown payment', async () => {
    await expect(client().getStatus({ paymentId: '1' })).rejects.toMatchObject({ source: 'provider', code: '9404' });
    await expect(client().getStatus({ orderId: 'no-such-order' })).rejects.toMatchObject({ code: '9404' });
  });

  it('finds a payment by the merchant’s order id too', async () => {
    const { order, paymentId } = await startPayment();
    expect(await client().getStatus({ orderId: order.orderId })).toMatchObject({ paymentId, status: 'pending' });
  });
});

describe('a lost result callback', () => {
  it('pays with 4000…0077 without calling the store back, and says so when asked', async () => {
    const { order, paymentId, customer } = await startPayment();
    const response = await postForm('pay', card(customer, '4000 0000 0000 0077'));
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(order.successUrl);
    expect(received).toHaveLength(0);
    const stored = await storedCallback(paymentId);
    expect(stored.status).toBe('paid');
    expect(stored.callback).toMatchObject({ dropped: true, params: { pg_result: '1', pg_payment_id: paymentId } });
    expect(await client().getStatus({ paymentId })).toMatchObject({ status: 'ok', amountTyiyn: 123_405 });
  });
});

describe('revoke.php', () => {
  async function paid() {
    const started = await startPayment();
    await postForm('pay', card(started.customer, '4111 1111 1111 1111'));
    return started;
  }

  it('refunds a completed payment in full, once', async () => {
    const { paymentId, redirectUrl } = await paid();
    await client().revoke({ paymentId });
    expect(await client().getStatus({ paymentId })).toMatchObject({
      status: 'refunded',
      providerStatus: 'success',
      refundedTyiyn: 123_405,
    });
    const page = await fetch(redirectUrl);
    expect(page.status).toBe(409);
    expect(await page.text()).toContain('Payment refunded');
    await expect(client().revoke({ paymentId })).rejects.toMatchObject({ source: 'provider', code: '9409' });
  });

  it('refunds in parts that add up to at most what was paid, and reports the total refunded', async () => {
    const { paymentId } = await paid();
    await client().revoke({ paymentId, amountTyiyn: 23_405 });
    expect(await client().getStatus({ paymentId })).toMatchObject({ status: 'ok', refundedTyiyn: 23_405 });
    await expect(client().revoke({ paymentId, amountTyiyn: 100_001 })).rejects.toMatchObject({ code: '9410' });
    await client().revoke({ paymentId, amountTyiyn: 100_000 });
    expect(await client().getStatus({ paymentId })).toMatchObject({
      status: 'refunded',
      refundedTyiyn: 123_405,
      refunds: [{ amountTyiyn: 23_405 }, { amountTyiyn: 100_000 }],
    });
    const page = await (await fetch(`${origin}/_sandbox/payments/`)).text();
    expect(page).toContain(paymentId);
    expect(page).toContain('234.05 som');
    expect(page).toContain('1,000 som');
    expect(page).not.toContain('<script');
  });

  it('refuses to refund a payment that is not completed, an unknown one, or an unreadable amount', async () => {
    const { paymentId } = await startPayment();
    await expect(client().revoke({ paymentId })).rejects.toMatchObject({ code: '9409' });
    await expect(client().revoke({ paymentId: '1' })).rejects.toMatchObject({ code: '9404' });
    const completed = await paid();
    const form: Record<string, string> = {
      pg_merchant_id: merchantId,
      pg_payment_id: completed.paymentId,
      pg_refund_amount: '-100.00',
      pg_salt: 'salt',
    };
    form.pg_sig = signParams('revoke.php', form, secretKey);
    const answer = textFields(parseXmlMessage(await (await postForm('revoke.php', form)).text())!);
    expect(answer).toMatchObject({ pg_status: 'error', pg_error_code: '9400' });
    expect((await storedCallback(completed.paymentId)).status).toBe('paid');
  });
});
