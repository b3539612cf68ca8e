import { CheckoutQuote } from '@aruu/contract/checkout';
import { DeliveryCityList } from '@aruu/contract/delivery';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerShopper } from '../../../test/accounts.js';
import { type CheckoutStore, startCheckoutStore } from '../../../test/checkout-store.js';
import { buildCdekSandbox, SANDBOX_TEST_CREDENTIALS } from '../../../test/support/cdek-sandbox-server.js';
import { startSmtpTestServer } from '../../../test/support/smtp-test-server.js';
import { queryRows } from '../../../test/test-app.js';
import { MAIL_SEND_JOB } from '../mail/mail-jobs.js';

/**
 * CDEK quotes in fractions of a som (issue 29: "СДЭК: 335,8 сом", the mail "335,80 сом"). The
 * simulator is made to quote exactly that, and the shop must charge 336 som everywhere: the
 * checkout quote, the order, the Freedom Pay request and the order mail.
 */
const FRACTIONAL_TARIFF = 335.8;
const cdek = await buildCdekSandbox();
cdek.addHook('onSend', async (request, _reply, payload) => {
  if (!request.url.endsWith('/calculator/tariff') || typeof payload !== 'string') return payload;
  const quote = JSON.parse(payload) as Record<string, unknown>;
  if (!('total_sum' in quote)) return payload;
  return JSON.stringify({ ...quote, delivery_sum: FRACTIONAL_TARIFF, total_sum: FRACTIONAL_TARIFF });
});
const cdekUrl = `${await cdek.listen({ port: 0, host: '127.0.0.1' })}/_sandbox/cdek/v2`;
const smtp = await startSmtpTestServer();
let store: CheckoutStore;
beforeAll(async () => {
  store = await startCheckoutStore({
    env: {
      SMTP_URL: smtp.url,
      CDEK_URL: cdekUrl,
      CDEK_CLIENT_ID: SANDBOX_TEST_CREDENTIALS.clientId,
      CDEK_CLIENT_SECRET: SANDBOX_TEST_CREDENTIALS.clientSecret,
    },
  });
});
afterAll(async () => {
  await store?.close();
  await smtp.close();
  await cdek.close();
});

describe('a CDEK tariff with a fraction of a som', () => {
  it('is charged rounded up to whole som in the quote, the order, the payment request and the mail', async () => {
    const tokens = await registerShopper(store.app);
    const cities = await store.api(tokens, 'GET', '/delivery/cdek/cities?city=Ош');
    const osh = { method: 'courier', city_code: DeliveryCityList.parse(cities.body)[0]!.code };
    const order = await store.orderReadyToPay(tokens, osh);

    const quoted = await store.api(tokens, 'POST', '/checkout/quote', { order_id: order.order_id, delivery: osh });
    expect(quoted.status, quoted.text).toBe(200);
    expect(CheckoutQuote.parse(quoted.body).delivery?.fee).toBe(336);
    expect(order.totals.delivery).toBe(336);
    expect(order.totals.total).toBe(CheckoutQuote.parse(quoted.body).total);
    expect(Number.isInteger(order.totals.total)).toBe(true);

    await store.startPayment(tokens, order.order_id);
    const [request] = await queryRows<{ amount: string }>(
      store.database,
      sql`select s.amount::text as amount from payments p join sandbox_payments s on s.order_id = p.id::text
          where p.order_id = ${order.order_id}`,
    );
    expect(Number(request!.amount)).toBe(order.totals.total);

    await store.runJobsNow(MAIL_SEND_JOB);
    const mail = smtp.received.find((sent) => (sent.subject ?? '').includes(`№${order.order_id}`));
    const text = (mail?.text ?? '').replace(/\u00a0/g, ' ');
    expect(text).toContain('Доставка: 336 сом');
    expect(text).not.toMatch(/335[,.]8/);
  });
});
