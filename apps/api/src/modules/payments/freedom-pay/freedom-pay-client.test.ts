import { describe, expect, it } from 'vitest';
import { createFreedomPayClient, type InitPaymentRequest } from './freedom-pay-client.js';
import { FreedomPayError } from './freedom-pay-error.js';
import { signParams, verifyParams } from './signature.js';
import { buildXmlMessage } from './xml-message.js';

const secretKey = 'merchant-secret';
const request: InitPaymentRequest = {
  orderId: '1001',
  amountTyiyn: 123_405,
  description: 'Order 1001',
  resultUrl: 'https://aruu.kg/api/v1/payments/freedom-pay/result',
  successUrl: 'https://aruu.kg/checkout/success',
  failureUrl: 'https://aruu.kg/checkout/failure',
  userPhone: '+996 700 123 456',
  userEmail: 'aizada@example.kg',
  language: 'ky',
  lifetimeSeconds: 1800,
};

interface Seen {
  url: string;
  form: Record<string, string>;
}

/** A fake provider: records each call and answers with what `answer` returns. */
function fakeProvider(answer: (seen: Seen) => Response | Promise<Response>) {
  const calls: Seen[] = [];
  const fetch = (async (url: string | URL, init?: RequestInit) => {
    const seen = { url: String(url), form: Object.fromEntries(new URLSearchParams(String(init?.body))) };
    calls.push(seen);
    return answer(seen);
  }) as typeof globalThis.fetch;
  const client = createFreedomPayClient({
    baseUrl: 'https://pay.example/',
    merchantId: '555',
    secretKey,
    testingMode: true,
    fetch,
    timeoutMs: 200,
  });
  return { client, calls };
}

const xml = (script: string, fields: Record<string, string>, secret = secretKey) => {
  const signed = { ...fields, pg_salt: 'reply-salt' };
  return new Response(buildXmlMessage(Object.entries({ ...signed, pg_sig: signParams(script, signed, secret) })), {
    headers: { 'content-type': 'text/xml' },
  });
};

const okInit = () =>
  xml('init_payment.php', {
    pg_status: 'ok',
    pg_payment_id: '777',
    pg_redirect_url: 'https://pay.example/pay.html?customer=ab',
  });

async function failure(promise: Promise<unknown>): Promise<FreedomPayError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(FreedomPayError);
  return error as FreedomPayError;
}

describe('initPayment', () => {
  it('posts a signed form with the amount as an exact decimal string', async () => {
    const { client, calls } = fakeProvider(okInit);
    expect(await client.initPayment(request)).toEqual({
      paymentId: '777',
      redirectUrl: 'https://pay.example/pay.html?customer=ab',
    });
    const [{ url, form }] = calls as [Seen];
    expect(url).toBe('https://pay.example/init_payment.php');
    expect(form).toMatchObject({
      pg_merchant_id: '555',
      pg_order_id: '1001',
      pg_amount: '1234.05',
      pg_currency: 'KGS',
      pg_description: 'Order 1001',
      pg_result_url: request.resultUrl,
      pg_request_method: 'POST',
      pg_success_url: request.successUrl,
      pg_failure_url: request.failureUrl,
      pg_language: 'kg',
      pg_testing_mode: '1',
      pg_user_phone: '996700123456',
      pg_user_contact_email: 'aizada@example.kg',
      pg_lifetime: '1800',
    });
    expect(verifyParams('init_payment.php', form, secretKey)).toBe(true);
  });

  it('uses a fresh salt for every request', async () => {
    const { client, calls } = fakeProvider(okInit);
    await client.initPayment(request);
    await client.initPayment({ ...request, language: 'en', userPhone: undefined, userEmail: undefined });
    expect(calls[0]!.form.pg_salt).not.toBe(calls[1]!.form.pg_salt);
    expect(calls[1]!.form.pg_language).toBe('en');
    expect(calls[1]!.form).not.toHaveProperty('pg_user_phone');
  });

  it('refuses an amount that is not a positive whole number of tyiyn, before calling', async () => {
    const { client, calls } = fakeProvider(okInit);
    await expect(client.initPayment({ ...request, amountTyiyn: 10.5 })).rejects.toThrow(RangeError);
    await expect(client.initPayment({ ...request, amountTyiyn: 0 })).rejects.toThrow(RangeError);
    expect(calls).toHaveLength(0);
  });

  it('turns a provider error into a FreedomPayError with its code', async () => {
    const { client } = fakeProvider(() =>
      xml('init_payment.php', {
        pg_status: 'error',
        pg_error_code: '9403',
        pg_error_description: 'Неверная валидация',
      }),
    );
    const error = await failure(client.initPayment(request));
    expect(error).toMatchObject({
      source: 'provider',
      code: '9403',
      description: 'Неверная валидация',
      retryable: false,
    });
  });

  it('refuses an answer whose signature is wrong', async () => {
    const { client } = fakeProvider(() =>
      xml('init_payment.php', { pg_status: 'ok', pg_payment_id: '1', pg_redirect_url: 'https://evil.example/' }, 'x'),
    );
    expect(await failure(client.initPayment(request))).toMatchObject({ source: 'response', code: 'bad_signature' });
  });

  it('reports HTTP errors, unreadable answers and timeouts as retryable', async () => {
    const http = fakeProvider(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    expect(await failure(http.client.initPayment(request))).toMatchObject({ code: 'http_status', retryable: true });

    const garbage = fakeProvider(() => new Response('<html>maintenance</html>'));
    expect(await failure(garbage.client.initPayment(request))).toMatchObject({ code: 'malformed_response' });

    const slow = fakeProvider(
      ({ url }) =>
        new Promise<Response>((_resolve, reject) => {
          setTimeout(() => reject(new DOMException(`${url} timed out`, 'TimeoutError')), 50);
        }),
    );
    expect(await failure(slow.client.initPayment(request))).toMatchObject({ source: 'transport', code: 'timeout' });

    const down = fakeProvider(() => Promise.reject(new TypeError('fetch failed')));
    expect(await failure(down.client.initPayment(request))).toMatchObject({ code: 'network_error' });
  });
});

describe('getStatus', () => {
  it('asks get_status3.php with its own signature and maps the status', async () => {
    const { client, calls } = fakeProvider(() =>
      xml('get_status3.php', {
        pg_status: 'ok',
        pg_payment_id: '777',
        pg_order_id: '1001',
        pg_payment_status: 'success',
        pg_amount: '1234.05',
        pg_currency: 'KGS',
      }),
    );
    expect(await client.getStatus({ paymentId: '777' })).toEqual({
      status: 'ok',
      providerStatus: 'success',
      paymentId: '777',
      orderId: '1001',
      amountTyiyn: 123_405,
      currency: 'KGS',
      refundedTyiyn: 0,
      refunds: [],
    });
    expect(calls[0]!.url).toBe('https://pay.example/get_status3.php');
    expect(verifyParams('get_status3.php', calls[0]!.form, secretKey)).toBe(true);
    expect(calls[0]!.form).toMatchObject({ pg_merchant_id: '555', pg_payment_id: '777' });
  });

  it('refuses an incomplete status answer', async () => {
    const { client } = fakeProvider(() => xml('get_status3.php', { pg_status: 'ok', pg_payment_id: '777' }));
    expect(await failure(client.getStatus({ paymentId: '777' }))).toMatchObject({ code: 'malformed_response' });
  });

  it('reads what has been refunded so far, whichever sign the provider gives it', async () => {
    for (const refunded of ['200.50', '-200.50']) {
      const { client } = fakeProvider(() =>
        xml('get_status3.php', {
          pg_status: 'ok',
          pg_payment_id: '777',
          pg_payment_status: 'success',
          pg_amount: '1234.05',
          pg_currency: 'KGS',
          pg_refund_amount: refunded,
        }),
      );
      expect((await client.getStatus({ paymentId: '777' })).refundedTyiyn, refunded).toBe(20_050);
    }
  });
});

describe('revoke', () => {
  const okRevoke = () => xml('revoke.php', { pg_status: 'ok', pg_payment_id: '777' });

  it('refunds in full without an amount, and in part with an exact decimal amount', async () => {
    const { client, calls } = fakeProvider(okRevoke);
    await client.revoke({ paymentId: '777' });
    await client.revoke({ paymentId: '777', amountTyiyn: 50_005 });
    const [full, partial] = calls as [Seen, Seen];
    expect(full.url).toBe('https://pay.example/revoke.php');
    expect(full.form.pg_refund_amount).toBeUndefined();
    expect(partial.form).toMatchObject({ pg_payment_id: '777', pg_refund_amount: '500.05' });
    expect(verifyParams('revoke.php', partial.form, secretKey)).toBe(true);
  });

  it('refuses an amount that is not a positive number of tyiyn before calling', async () => {
    const { client, calls } = fakeProvider(okRevoke);
    for (const amountTyiyn of [0, -1, 1.5]) {
      await expect(client.revoke({ paymentId: '777', amountTyiyn })).rejects.toThrow(RangeError);
    }
    expect(calls).toHaveLength(0);
  });

  it('surfaces the provider refusing the refund, not retryable', async () => {
    const { client } = fakeProvider(() =>
      xml('revoke.php', { pg_status: 'error', pg_error_code: '9409', pg_error_description: 'Too much' }),
    );
    const error = await failure(client.revoke({ paymentId: '777', amountTyiyn: 100 }));
    expect(error).toMatchObject({ source: 'provider', code: '9409', retryable: false });
  });
});
