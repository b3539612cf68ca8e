import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  badRequestSignatureAnswer,
  errorAnswer,
  initAnswer,
  resultCallbackFields,
  statusAnswerWithRefund,
  statusAnswerWithTwoRefunds,
  unknownMerchantAnswer,
} from '../../../../test/freedom-pay/documented-messages.js';
import { checkXML, makeForm, signXmlText } from '../../../../test/freedom-pay/pg-signature.js';
import { callbackReply, readResultCallback } from './callback.js';
import { createFreedomPayClient } from './freedom-pay-client.js';
import { FreedomPayError } from './freedom-pay-error.js';

/**
 * The adapter against Freedom Pay's documented example messages, signed by a port of the
 * official helper that shares no code with the adapter (test/freedom-pay/pg-signature.ts).
 * A local HTTP server answers in the provider's place with whatever the test puts up.
 */
const secretKey = 'Rk7TzW4qN1vX8sLb';
const merchantId = '552410';

let server: Server;
let baseUrl: string;
let answer: { status: number; body: string } = { status: 200, body: '' };
const requests: Array<{ url: string; form: Record<string, string> }> = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString('utf8');
    });
    request.on('end', () => {
      requests.push({ url: request.url ?? '', form: Object.fromEntries(new URLSearchParams(body)) });
      response.writeHead(answer.status, { 'content-type': 'text/xml; charset=utf-8' }).end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  requests.length = 0;
});

const client = (options: { secret?: string; url?: string } = {}) =>
  createFreedomPayClient({
    baseUrl: options.url ?? baseUrl,
    merchantId,
    secretKey: options.secret ?? secretKey,
    testingMode: false,
    timeoutMs: 5000,
  });

const answerWith = (body: string, status = 200) => {
  answer = { status, body };
};

async function failure(promise: Promise<unknown>): Promise<FreedomPayError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(FreedomPayError);
  return error as FreedomPayError;
}

describe('documented answers, signed by the official algorithm', () => {
  it('signs as the documentation’s example says (FP-PAY: init_payment.php;25;test;{merchant};23;molbulak;{secret})', () => {
    const form = {
      pg_order_id: '23',
      pg_merchant_id: merchantId,
      pg_amount: '25',
      pg_description: 'test',
      pg_salt: 'molbulak',
    };
    const base = `init_payment.php;25;test;${merchantId};23;molbulak;${secretKey}`;
    expect(makeForm('init_payment.php', form, secretKey)).toBe(createHash('md5').update(base).digest('hex'));
  });

  it('verifies the init_payment.php answer (FP-PAY), and signs its own request so that the helper agrees', async () => {
    answerWith(signXmlText('init_payment.php', initAnswer, secretKey));
    const started = await client().initPayment({
      orderId: '23',
      amountTyiyn: 2500,
      description: 'test',
      resultUrl: 'https://aruu.kg/api/v1/payments/freedom-pay/result',
      successUrl: 'https://aruu.kg/order-tracking/23?payment=success',
      failureUrl: 'https://aruu.kg/order-tracking/23?payment=failure',
      language: 'ky',
      lifetimeSeconds: 1800,
    });
    expect(started).toEqual({
      paymentId: '4567788',
      redirectUrl: 'https://api.freedompay.kg/pay.html?customer=498333170d6a895148c57c53ffb18287',
    });
    const [{ url, form }] = requests as [{ url: string; form: Record<string, string> }];
    expect(url).toBe('/init_payment.php');
    expect(form.pg_sig).toBe(makeForm('init_payment.php', form, secretKey));
  });

  it('verifies the get_status3.php answer with a nested refund list (FP-AFTER) and reads it as refunded', async () => {
    answerWith(signXmlText('get_status3.php', statusAnswerWithRefund, secretKey));
    expect(await client().getStatus({ paymentId: '123456789' })).toEqual({
      status: 'refunded',
      providerStatus: 'success',
      paymentId: '123456789',
      amountTyiyn: 1000,
      currency: 'KZT',
      refundedTyiyn: 1000,
      refunds: [{ paymentId: '123456789', status: 'success', amountTyiyn: 1000 }],
    });
    expect(requests[0]!.form.pg_sig).toBe(makeForm('get_status3.php', requests[0]!.form, secretKey));
  });

  it('verifies two refunds of the same tag name in the order they appear, and reads a partial refund', async () => {
    answerWith(signXmlText('get_status3.php', statusAnswerWithTwoRefunds, secretKey));
    expect(await client().getStatus({ paymentId: '123456789' })).toMatchObject({
      status: 'ok',
      amountTyiyn: 2500,
      refundedTyiyn: 1500,
      refunds: [
        { paymentId: '123456789', amountTyiyn: 1000 },
        { paymentId: '123456790', amountTyiyn: 500 },
      ],
    });
  });

  it('refuses a nested answer whose inner value was changed, or whose refunds were swapped', async () => {
    const signed = signXmlText('get_status3.php', statusAnswerWithTwoRefunds, secretKey);
    answerWith(signed.replace('<pg_amount>-5</pg_amount>', '<pg_amount>-6</pg_amount>'));
    expect(await failure(client().getStatus({ paymentId: '123456789' }))).toMatchObject({ code: 'bad_signature' });
    const [first, second] = signed.match(/<pg_refund_payment>[\s\S]*?<\/pg_refund_payment>/g) ?? [];
    expect(second).toBeDefined();
    answerWith(signed.replace(first!, '\u0000').replace(second!, first!).replace('\u0000', second!));
    expect(await failure(client().getStatus({ paymentId: '123456789' }))).toMatchObject({ code: 'bad_signature' });
  });

  it('turns a documented error answer into a provider error with its code', async () => {
    answerWith(signXmlText('revoke.php', errorAnswer, secretKey));
    const error = await failure(client().revoke({ paymentId: '123456789', amountTyiyn: 500 }));
    expect(error).toMatchObject({ source: 'provider', code: '9403', description: 'Неверная валидация' });
  });

  it('reads the documented result callback (FP-RESULT) and answers it so that the helper verifies the reply', () => {
    const fields = resultCallbackFields();
    const params = { ...fields, pg_sig: makeForm('result', fields, secretKey) };
    const read = readResultCallback(params, { scriptName: 'result', secretKey });
    expect(read).toEqual({
      ok: true,
      callback: expect.objectContaining({
        orderId: '123456789',
        paymentId: '12345',
        amountTyiyn: 50_000,
        currency: 'KZT',
        success: true,
        canReject: true,
        cardPan: '5483-18XX-XXXX-0293',
      }),
    });
    expect(readResultCallback({ ...params, pg_amount: '5000' }, { scriptName: 'result', secretKey })).toEqual({
      ok: false,
      reason: 'bad_signature',
    });
    expect(checkXML('result', callbackReply('result', secretKey, 'ok', 'order paid'), secretKey)).toBe(true);
  });
});

describe('checkCredentials (for providers:check)', () => {
  it('accepts credentials when the answer, even an error, carries a signature that verifies', async () => {
    answerWith(signXmlText('get_status3.php', errorAnswer, secretKey));
    expect(await client().checkCredentials()).toEqual({ ok: true });
    const [{ url, form }] = requests as [{ url: string; form: Record<string, string> }];
    expect(url).toBe('/get_status3.php');
    expect(form.pg_sig).toBe(makeForm('get_status3.php', form, secretKey));
  });

  it('says the secret key is wrong when the answer’s signature does not verify, or Freedom Pay refuses ours', async () => {
    answerWith(signXmlText('get_status3.php', errorAnswer, 'the-real-secret'));
    expect(await client().checkCredentials()).toEqual({ ok: false, reason: expect.stringMatching(/secret key/i) });
    answerWith(badRequestSignatureAnswer);
    const refused = await client().checkCredentials();
    expect(refused).toEqual({ ok: false, reason: expect.stringMatching(/secret key/i) });
    expect(refused).toEqual({ ok: false, reason: expect.stringContaining('9998') });
  });

  it('says the merchant id is unknown when the error answer is unsigned with the unknown-merchant code', async () => {
    answerWith(unknownMerchantAnswer);
    expect(await client().checkCredentials()).toEqual({
      ok: false,
      reason: expect.stringMatching(/merchant id 552410/i),
    });
  });

  it('says the URL is unreachable, or that what answers there is not Freedom Pay', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const closedUrl = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    expect(await client({ url: closedUrl }).checkCredentials()).toEqual({
      ok: false,
      reason: expect.stringMatching(/cannot reach/i),
    });
    answerWith('<html><body>Welcome to nginx</body></html>');
    expect(await client().checkCredentials()).toEqual({
      ok: false,
      reason: expect.stringMatching(/not a Freedom Pay answer/i),
    });
    answerWith('Bad gateway', 502);
    expect(await client().checkCredentials()).toEqual({ ok: false, reason: expect.stringMatching(/HTTP 502/) });
  });
});
