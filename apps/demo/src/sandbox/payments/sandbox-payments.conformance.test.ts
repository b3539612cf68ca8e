import { registerErrorHandling } from '@aruu/api/http/error-handler';
import { registerProviderFormParsers } from '@aruu/api/modules/payments/form-body';
import { securityPlugin } from '@aruu/api/plugins/security';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { freePort } from '../../../../api/test/free-port.js';
import { resultCallbackFields, statusAnswerWithRefund } from '../../../../api/test/freedom-pay/documented-messages.js';
import { checkXML, makeForm, type XmlValue, xmlTree } from '../../../../api/test/freedom-pay/pg-signature.js';
import { openTestDatabase, type TestDatabase } from '../../../../api/test/test-database.js';
import { paymentSandboxRoutes } from './sandbox-payments.routes.js';

/**
 * The payment simulator against Freedom Pay's documentation: every request here is signed, and
 * every answer checked, by the test-only port of the official helper (test/freedom-pay/pg-signature.ts),
 * never by the adapter's code the simulator shares; shapes are compared with the documented examples.
 */
const merchantId = 'sandbox-merchant';
const secretKey = 'sandbox-secret-key';

let database: TestDatabase;
let origin: string;
const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
const received: Array<{ contentType: string; params: Record<string, string> }> = [];
/** What the tiny store answers to the next callback; `ok` once the list is empty. */
const storeAnswers: Array<'ok' | 'rejected'> = [];

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
    callback: { attempts: 2, backoffMs: 10, timeoutMs: 10_000 },
  });
  // A tiny store at a result URL whose script name is `result`, answering as the docs show.
  await app.register(async (store) => {
    await registerProviderFormParsers(store);
    store.post('/store/result', async (request, reply) => {
      const params = request.body as Record<string, string>;
      received.push({ contentType: request.headers['content-type'] ?? '', params });
      const fields = { pg_salt: 'reply-salt', pg_status: storeAnswers.shift() ?? 'ok', pg_description: 'seen' };
      const sig = makeForm('result', fields, secretKey);
      const xml = `<?xml version="1.0" encoding="utf-8"?><response><pg_salt>reply-salt</pg_salt><pg_status>${fields.pg_status}</pg_status><pg_description>seen</pg_description><pg_sig>${sig}</pg_sig></response>`;
      return reply.type('text/xml').send(xml);
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
  storeAnswers.length = 0;
});

/** POSTs a form signed by the helper's port, as a merchant would; answers the XML text. */
async function call(script: string, fields: Record<string, string>, secret = secretKey) {
  const form = { pg_merchant_id: merchantId, pg_salt: 'molbulak', ...fields };
  const response = await fetch(`${origin}/_sandbox/payments/${script}`, {
    method: 'POST',
    body: new URLSearchParams({ ...form, pg_sig: makeForm(script, form, secret) }),
  });
  expect(response.headers.get('content-type')).toMatch(/^text\/xml/);
  return response.text();
}

let orderNumber = 5000;
function initFields(overrides: Record<string, string> = {}) {
  orderNumber += 1;
  return {
    pg_order_id: String(orderNumber),
    pg_amount: '250.00',
    pg_currency: 'KGS',
    pg_description: 'test',
    pg_result_url: `${origin}/store/result`,
    pg_request_method: 'POST',
    pg_success_url: `${origin}/success`,
    pg_failure_url: `${origin}/failure`,
    pg_lifetime: '300',
    ...overrides,
  };
}

const names = (tree: Array<[string, XmlValue]>) => tree.map(([name]) => name);
const fieldOf = (tree: Array<[string, XmlValue]>, name: string) => tree.find(([key]) => key === name)?.[1];

async function paidPayment(form: Record<string, string> = {}) {
  const init = xmlTree(await call('init_payment.php', initFields()));
  const paymentId = fieldOf(init, 'pg_payment_id') as string;
  const customer = new URL(fieldOf(init, 'pg_redirect_url') as string).searchParams.get('customer')!;
  const paid = await fetch(`${origin}/_sandbox/payments/pay`, {
    method: 'POST',
    body: new URLSearchParams({
      customer,
      card_number: '4111 1111 1111 1111',
      expiry: '12/39',
      cvc: '123',
      name: 'A',
      ...form,
    }),
    redirect: 'manual',
  });
  return { paymentId, paid };
}

describe('init_payment.php', () => {
  it('answers in the documented shape (FP-PAY), signed as the official helper signs', async () => {
    const xml = await call('init_payment.php', initFields());
    expect(checkXML('init_payment.php', xml, secretKey)).toBe(true);
    expect(names(xmlTree(xml))).toEqual([
      'pg_status',
      'pg_payment_id',
      'pg_redirect_url',
      'pg_redirect_url_type',
      'pg_salt',
      'pg_sig',
    ]);
  });

  it('refuses a pg_lifetime outside 300…604800 seconds with an error answer (FP-INIT-REF)', async () => {
    for (const pg_lifetime of ['299', '60', '604801', '5m']) {
      const tree = xmlTree(await call('init_payment.php', initFields({ pg_lifetime })));
      expect(fieldOf(tree, 'pg_status'), pg_lifetime).toBe('error');
      expect(fieldOf(tree, 'pg_error_description')).toContain('pg_lifetime');
    }
    for (const pg_lifetime of ['300', '604800']) {
      expect(fieldOf(xmlTree(await call('init_payment.php', initFields({ pg_lifetime }))), 'pg_status')).toBe('ok');
    }
  });
});

describe('error answers', () => {
  it('leaves an unknown merchant’s answer unsigned, and signs one to the merchant it knows', async () => {
    const unknown = await call('get_status3.php', { pg_merchant_id: 'nobody', pg_payment_id: '1' });
    expect(names(xmlTree(unknown))).toEqual(['pg_status', 'pg_error_code', 'pg_error_description']);
    const forged = xmlTree(await call('get_status3.php', { pg_payment_id: '1' }, 'guessed-secret'));
    expect(names(forged)).toEqual(['pg_status', 'pg_error_code', 'pg_error_description']);
    expect(fieldOf(forged, 'pg_error_code')).toBe('9998');
    const notFound = await call('get_status3.php', { pg_payment_id: '1' });
    expect(fieldOf(xmlTree(notFound), 'pg_status')).toBe('error');
    expect(checkXML('get_status3.php', notFound, secretKey)).toBe(true);
  });
});

describe('get_status3.php', () => {
  it('answers a payment refunded in two parts as the docs do (FP-AFTER): success, nested refunds, negative total', async () => {
    const { paymentId } = await paidPayment();
    for (const amount of ['100.00', '50.50']) {
      const revoke = xmlTree(await call('revoke.php', { pg_payment_id: paymentId, pg_refund_amount: amount }));
      expect(fieldOf(revoke, 'pg_status')).toBe('ok');
    }
    const xml = await call('get_status3.php', { pg_payment_id: paymentId });
    expect(checkXML('get_status3.php', xml, secretKey)).toBe(true);
    const tree = xmlTree(xml);
    expect(fieldOf(tree, 'pg_payment_status')).toBe('success');
    expect(fieldOf(tree, 'pg_refund_amount')).toBe('-150.50');
    const refunds = fieldOf(tree, 'pg_refund_payments') as Array<[string, Array<[string, XmlValue]>]>;
    expect(refunds.map(([name]) => name)).toEqual(['pg_refund_payment', 'pg_refund_payment']);
    const documented = xmlTree(statusAnswerWithRefund);
    const [documentedList] = fieldOf(documented, 'pg_refund_payments') as Array<[string, Array<[string, XmlValue]>]>;
    const documentedRefund = documentedList![1];
    for (const [, refund] of refunds) expect(names(refund)).toEqual(names(documentedRefund));
    expect(refunds.map(([, refund]) => fieldOf(refund, 'pg_amount'))).toEqual(['-100.00', '-50.50']);
    // The documented fields it gives, in the documented order.
    const shared = names(documented).filter((name) => names(tree).includes(name));
    expect(names(tree).filter((name) => shared.includes(name))).toEqual(shared);
    expect(shared).toEqual(expect.arrayContaining(['pg_status', 'pg_payment_id', 'pg_amount', 'pg_currency']));

    const full = await call('revoke.php', { pg_payment_id: paymentId });
    expect(fieldOf(xmlTree(full), 'pg_status')).toBe('ok');
    const refunded = xmlTree(await call('get_status3.php', { pg_payment_id: paymentId }));
    expect(fieldOf(refunded, 'pg_payment_status')).toBe('success');
    expect(fieldOf(refunded, 'pg_refund_amount')).toBe('-250.00');
  });
});

describe('the result callback', () => {
  it('is posted as multipart/form-data with the documented fields (FP-RESULT), signed as the helper signs', async () => {
    await paidPayment();
    expect(received).toHaveLength(1);
    const [{ contentType, params }] = received as [(typeof received)[number]];
    expect(contentType).toMatch(/^multipart\/form-data; boundary=/);
    const { pg_sig: sig, ...fields } = params;
    expect(sig).toBe(makeForm('result', fields, secretKey));
    // Every field the reference marks required, and no name it does not know of beyond the card's and ours.
    const required = ['pg_order_id', 'pg_payment_id', 'pg_amount', 'pg_currency', 'pg_net_amount', 'pg_ps_amount'];
    required.push('pg_ps_full_amount', 'pg_ps_currency', 'pg_description', 'pg_result', 'pg_payment_date');
    required.push('pg_can_reject', 'pg_salt', 'pg_sig');
    expect(Object.keys(params)).toEqual(expect.arrayContaining(required));
    const known = [
      ...Object.keys(resultCallbackFields()),
      'pg_sig',
      'pg_payment_system',
      'pg_reference',
      'pg_auth_code',
    ];
    expect(Object.keys(params).filter((name) => !known.includes(name))).toEqual([]);
    expect(params.pg_can_reject).toBe('1');
  });

  it('is urlencoded when the payment page says so', async () => {
    await paidPayment({ callback_encoding: 'urlencoded' });
    expect(received[0]!.contentType).toBe('application/x-www-form-urlencoded;charset=UTF-8');
  });

  it('gives the money back when the store rejects the first callback, which may refuse it', async () => {
    storeAnswers.push('rejected');
    const { paymentId, paid } = await paidPayment();
    expect(paid.headers.get('location')).toBe(`${origin}/failure`);
    const status = xmlTree(await call('get_status3.php', { pg_payment_id: paymentId }));
    expect(fieldOf(status, 'pg_payment_status')).toBe('error');
  });
});
