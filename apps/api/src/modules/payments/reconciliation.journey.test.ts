import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerShopper } from '../../../test/accounts.js';
import { type CheckoutStore, cards, startCheckoutStore, type Tokens } from '../../../test/checkout-store.js';
import { makeForm } from '../../../test/freedom-pay/pg-signature.js';
import { queryRows } from '../../../test/test-app.js';
import { createFreedomPayClient } from './freedom-pay/freedom-pay-client.js';
import { RECONCILE_PAYMENT_JOB } from './payment-reconciliation.js';
import { REFUND_PAYMENT_JOB } from './payment-settlement.js';

/**
 * Payments whose callback never comes, or comes too late, over real HTTP: the store's Freedom
 * Pay adapter talks to the payment simulator, whose test card 4000…0077 pays without calling back.
 */
let store: CheckoutStore;

beforeAll(async () => {
  store = await startCheckoutStore();
});
afterAll(() => store?.close());

interface AttemptRow {
  id: number;
  status: string;
  settled_by: string | null;
  amount: number;
  refunded_at: Date | null;
}

async function attempts(orderId: number) {
  return queryRows<AttemptRow>(
    store.database,
    sql`select id, status, settled_by, amount, refunded_at from payments where order_id = ${orderId} order by id`,
  );
}

/** The simulator's record of the payment behind an attempt. */
async function atProvider(paymentId: number) {
  const [row] = await queryRows<{ status: string; callback: { params: Record<string, string>; dropped?: boolean } }>(
    store.database,
    sql`select status, callback from sandbox_payments where order_id = ${String(paymentId)}`,
  );
  return row!;
}

async function mailsTo(email: string) {
  const rows = await queryRows<{ subject: string }>(
    store.database,
    sql`select payload->>'subject' as subject from jobs where kind = 'mail.send' and payload->>'to' = ${email} order by id`,
  );
  return rows.map((row) => row.subject);
}

/** A new shopper's order ready to pay, with a unique email to find their mail by. */
async function shopperOrder() {
  const tokens = await registerShopper(store.app);
  const order = await store.orderReadyToPay(tokens);
  const email = `buyer.${order.order_id}@example.kg`;
  await queryRows(store.database, sql`update orders set email = ${email} where id = ${order.order_id}`);
  return { tokens, orderId: order.order_id, email };
}

async function expire(orderId: number) {
  await queryRows(
    store.database,
    sql`update orders set expires_at = now() - interval '1 second' where id = ${orderId}`,
  );
  await store.runJobsNow('orders.expire');
}

/** Posts a result callback to the store as the provider does; answers its pg_status. */
async function deliverCallback(params: Record<string, string>) {
  const response = await fetch(`${store.origin}/api/v1/payments/freedom-pay/result`, {
    method: 'POST',
    body: new URLSearchParams(params),
  });
  return (await response.text()).match(/<pg_status>(\w+)<\/pg_status>/)?.[1];
}

const reconcile = () => store.runJobsNow(RECONCILE_PAYMENT_JOB);
const payEvents = async (tokens: Tokens, orderId: number) =>
  (await store.orderOf(tokens, orderId)).timeline.filter((event) => event.status === 'pay');

describe('payment reconciliation', () => {
  it('settles a payment whose callback was lost, as the callback would have', async () => {
    const { tokens, orderId, email } = await shopperOrder();
    const landing = await store.payOnHostedPage(await store.startPayment(tokens, orderId), cards.silent);
    expect(landing).toBe(`${store.origin}/order-tracking/${orderId}?payment=success`);
    const [attempt] = await attempts(orderId);
    expect(await atProvider(attempt!.id)).toMatchObject({ status: 'paid', callback: { dropped: true } });
    // The card was charged, but nobody told the store.
    expect((await store.orderOf(tokens, orderId)).status).toBe('processed');
    expect(attempt!.status).toBe('pending');

    await reconcile();
    const paid = await store.orderOf(tokens, orderId);
    expect(paid).toMatchObject({ status: 'pay', paid: true });
    expect(paid.timeline.at(-1)).toMatchObject({ status: 'pay', actor: 'system', note: 'card_payment_received' });
    expect(await attempts(orderId)).toMatchObject([{ status: 'paid', settled_by: 'reconciliation' }]);
    expect(await mailsTo(email)).toEqual([`Aruu: Заказ №${orderId} оформлен`, `Aruu: Заказ №${orderId} оплачен`]);
  });

  it('keeps asking about an attempt that is still open, at doubling intervals, and stops after the last check', async () => {
    const { tokens, orderId } = await shopperOrder();
    await store.startPayment(tokens, orderId);
    const [attempt] = await attempts(orderId);
    const checks = () =>
      queryRows<{ check: number; delay: number; done: boolean }>(
        store.database,
        sql`select (payload->>'check')::int as check, extract(epoch from run_at - created_at)::int as delay, done_at is not null as done
            from jobs where kind = ${RECONCILE_PAYMENT_JOB} and (payload->>'paymentId')::int = ${attempt!.id} order by id`,
      );
    const [scheduled] = await checks();
    expect(scheduled).toMatchObject({ check: 1, done: false });
    // Queued with the attempt, for the configured 5 minutes later (seconds lost to a busy machine aside).
    expect(scheduled!.delay).toBeGreaterThan(290);
    expect(scheduled!.delay).toBeLessThanOrEqual(300);
    await reconcile();
    const [first, second] = await checks();
    expect(first).toMatchObject({ check: 1, done: true });
    expect(second).toMatchObject({ check: 2, done: false });
    expect(second!.delay).toBeGreaterThanOrEqual(600);
    for (let check = 2; check <= 8; check++) await reconcile();
    const all = await checks();
    expect(all.map((row) => row.check)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(all.every((row) => row.done)).toBe(true);
    expect((await attempts(orderId))[0]!.status).toBe('pending');
  });

  it('settles once when the lost callback arrives while the job settles the payment', async () => {
    const { tokens, orderId, email } = await shopperOrder();
    await store.payOnHostedPage(await store.startPayment(tokens, orderId), cards.silent);
    const [attempt] = await attempts(orderId);
    const { callback } = await atProvider(attempt!.id);
    const [, ...answers] = await Promise.all([reconcile(), ...[1, 2, 3].map(() => deliverCallback(callback.params))]);
    expect(answers).toEqual(['ok', 'ok', 'ok']);
    await store.app.jobs.runDueJobs();
    expect(await payEvents(tokens, orderId)).toHaveLength(1);
    expect(await attempts(orderId)).toMatchObject([{ status: 'paid' }]);
    expect(await mailsTo(email)).toEqual([`Aruu: Заказ №${orderId} оформлен`, `Aruu: Заказ №${orderId} оплачен`]);
  });
});

describe('payments the order cannot take', () => {
  it('refunds a payment that arrives after the order expired, and emails the buyer', async () => {
    const { tokens, orderId, email } = await shopperOrder();
    const paymentUrl = await store.startPayment(tokens, orderId);
    await expire(orderId);
    expect((await store.orderOf(tokens, orderId)).status).toBe('cancelled');

    // The payment page was still open: the shopper pays anyway, and the callback arrives.
    await store.payOnHostedPage(paymentUrl, cards.success);
    const [attempt] = await attempts(orderId);
    expect(attempt).toMatchObject({ status: 'refunding', settled_by: 'callback', refunded_at: null });
    expect((await store.orderOf(tokens, orderId)).status).toBe('cancelled');

    await store.runJobsNow(REFUND_PAYMENT_JOB);
    expect((await atProvider(attempt!.id)).status).toBe('revoked');
    const [refunded] = await attempts(orderId);
    expect(refunded).toMatchObject({ status: 'refunded' });
    expect(refunded!.refunded_at).not.toBeNull();
    expect(await mailsTo(email)).toEqual([
      `Aruu: Заказ №${orderId} оформлен`,
      `Aruu: Заказ №${orderId} отменён`,
      `Aruu: оплата заказа №${orderId} возвращена`,
    ]);
    // The provider's page says so too.
    const page = await fetch(paymentUrl);
    expect(page.status).toBe(409);
    expect(await page.text()).toContain('Payment refunded');
    // Running the job again refunds nothing twice.
    await store.runJobsNow(REFUND_PAYMENT_JOB);
    expect((await mailsTo(email)).filter((subject) => subject.includes('возвращена'))).toHaveLength(1);
  });

  it('finds a late payment whose callback was lost, and refunds it once even when the callback comes too', async () => {
    const { tokens, orderId, email } = await shopperOrder();
    const paymentUrl = await store.startPayment(tokens, orderId);
    await expire(orderId);
    await store.payOnHostedPage(paymentUrl, cards.silent);
    const [attempt] = await attempts(orderId);
    const { callback } = await atProvider(attempt!.id);
    const [, answer] = await Promise.all([reconcile(), deliverCallback(callback.params)]);
    expect(answer).toBe('ok');
    await store.runJobsNow(REFUND_PAYMENT_JOB);
    expect(await attempts(orderId)).toMatchObject([{ status: 'refunded' }]);
    expect((await atProvider(attempt!.id)).status).toBe('revoked');
    const [jobs] = await queryRows<{ n: number }>(
      store.database,
      sql`select count(*)::int as n from jobs where kind = ${REFUND_PAYMENT_JOB} and (payload->>'paymentId')::int = ${attempt!.id}`,
    );
    expect(jobs!.n).toBe(1);
    expect((await mailsTo(email)).filter((subject) => subject.includes('возвращена'))).toHaveLength(1);
  });

  it('refunds a payment made on a page opened before the order’s total changed', async () => {
    const { tokens, orderId } = await shopperOrder();
    const oldPage = await store.startPayment(tokens, orderId);
    const code = await store.addUdsCustomer(100);
    const changed = await store.api(tokens, 'POST', '/orders/set_uds_discount', {
      order_id: orderId,
      uds_code: code,
      points: 10,
    });
    expect(changed.status, changed.text).toBe(200);
    const [old] = await attempts(orderId);
    const total = await queryRows<{ total: number }>(
      store.database,
      sql`select total from orders where id = ${orderId}`,
    );
    expect(total[0]!.total).toBe(old!.amount - 1000);

    await store.payOnHostedPage(oldPage, cards.success);
    expect((await store.orderOf(tokens, orderId)).status).toBe('processed');
    await store.runJobsNow(REFUND_PAYMENT_JOB);
    expect(await attempts(orderId)).toMatchObject([{ status: 'refunded' }]);
    // The order is still payable at its new total.
    await store.payOnHostedPage(await store.startPayment(tokens, orderId), cards.success);
    expect((await store.orderOf(tokens, orderId)).status).toBe('pay');
  });

  it('records a refund whose revoke.php went through but whose answer was lost, refunding nothing twice', async () => {
    const { tokens, orderId, email } = await shopperOrder();
    const paymentUrl = await store.startPayment(tokens, orderId);
    await expire(orderId);
    await store.payOnHostedPage(paymentUrl, cards.success);
    const [attempt] = await queryRows<{ id: number; provider_payment_id: string }>(
      store.database,
      sql`select id, provider_payment_id from payments where order_id = ${orderId}`,
    );
    // The job's revoke.php reached the provider, but its answer never came back.
    const provider = createFreedomPayClient({
      baseUrl: `${store.origin}/_sandbox/payments`,
      merchantId: 'sandbox-merchant',
      secretKey: 'sandbox-secret-key',
      testingMode: true,
    });
    await provider.revoke({ paymentId: attempt!.provider_payment_id });

    await store.runJobsNow(REFUND_PAYMENT_JOB);
    expect(await attempts(orderId)).toMatchObject([{ status: 'refunded' }]);
    const [refunds] = await queryRows<{ n: number }>(
      store.database,
      sql`select count(*)::int as n from sandbox_payment_refunds r join sandbox_payments s on s.id = r.sandbox_payment_id
          where s.order_id = ${String(attempt!.id)}`,
    );
    expect(refunds!.n).toBe(1);
    expect((await mailsTo(email)).filter((subject) => subject.includes('возвращена'))).toHaveLength(1);
  });

  it('records and refunds a completed payment it cannot refuse (pg_can_reject=0) that differs from its attempt', async () => {
    const { tokens, orderId } = await shopperOrder();
    await store.payOnHostedPage(await store.startPayment(tokens, orderId), cards.silent);
    const [attempt] = await attempts(orderId);
    const { callback } = await atProvider(attempt!.id);
    // The provider's callback as a retry sends it, and in a currency the attempt did not ask for.
    const changed: Record<string, string> = { ...callback.params, pg_can_reject: '0', pg_currency: 'KZT' };
    const { pg_sig: _sig, ...fields } = changed;
    const answer = await deliverCallback({ ...fields, pg_sig: makeForm('result', fields, 'sandbox-secret-key') });
    expect(answer).toBe('ok');
    expect(await attempts(orderId)).toMatchObject([{ status: 'refunding', settled_by: 'callback' }]);
    expect((await store.orderOf(tokens, orderId)).status).toBe('processed');
    await store.runJobsNow(REFUND_PAYMENT_JOB);
    expect(await attempts(orderId)).toMatchObject([{ status: 'refunded' }]);
    expect((await atProvider(attempt!.id)).status).toBe('revoked');
  });

  it('answers rejected to a mismatch it may refuse, and to a payment of nobody’s', async () => {
    const { tokens, orderId } = await shopperOrder();
    await store.payOnHostedPage(await store.startPayment(tokens, orderId), cards.silent);
    const [attempt] = await attempts(orderId);
    const { callback } = await atProvider(attempt!.id);
    const signed = (changes: Record<string, string>) => {
      const changed: Record<string, string> = { ...callback.params, ...changes };
      const { pg_sig: _sig, ...fields } = changed;
      return { ...fields, pg_sig: makeForm('result', fields, 'sandbox-secret-key') };
    };
    expect(await deliverCallback(signed({ pg_can_reject: '1', pg_currency: 'KZT' }))).toBe('rejected');
    expect(await deliverCallback(signed({ pg_can_reject: '0', pg_order_id: '999999999' }))).toBe('rejected');
    expect(await attempts(orderId)).toMatchObject([{ status: 'pending' }]);
  });
});
