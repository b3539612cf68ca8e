import { ErrorResponse } from '@aruu/contract/errors';
import { OrderDetail } from '@aruu/contract/orders';
import { UdsPoints } from '@aruu/contract/payments';
import type { UdsSandboxBehaviour } from '@aruu/demo/sandbox/uds/uds-sandbox-behaviour';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerShopper } from '../../../test/accounts.js';
import { type CheckoutStore, cards, startCheckoutStore, type Tokens } from '../../../test/checkout-store.js';
import { startHoldingProxy } from '../../../test/holding-proxy.js';
import { laravelSettings, startUdsFixtureServer } from '../../../test/support/uds-fixtures.js';
import { queryRows } from '../../../test/test-app.js';
import { PURCHASE_SETTLE_MS, RELEASE_POINTS_JOB } from './points-holds.js';

/** How long the store waits for UDS to answer a call. */
const UDS_TIMEOUT_MS = 5000;

/**
 * UDS points over real HTTP: the store's UDS adapter talks to the UDS simulator through a proxy
 * that can lose an answer, and the payment simulator calls the store back.
 */
let store: CheckoutStore;
let proxy: Awaited<ReturnType<typeof startHoldingProxy>>;

beforeAll(async () => {
  store = await startCheckoutStore({
    // A lost answer drops its connection (the proxy), so no test waits this out; with 2 s an
    // answer the simulator was merely slow to give on a busy machine passed for a lost one.
    env: { UDS_TIMEOUT_MS: String(UDS_TIMEOUT_MS) },
    udsUrl: async (origin) => {
      proxy = await startHoldingProxy(origin);
      return `${proxy.url}/_sandbox/uds/partner/v2`;
    },
  });
});
afterAll(async () => {
  await store?.close();
  await proxy?.close();
});

async function applyPoints(tokens: Tokens, orderId: number, code: string, points: number) {
  const response = await store.api(tokens, 'POST', '/orders/set_uds_discount', {
    order_id: orderId,
    uds_code: code,
    points,
  });
  expect(response.status, response.text).toBe(200);
  return OrderDetail.parse(response.body);
}

const paymentStart = (tokens: Tokens, orderId: number) =>
  store.api(tokens, 'POST', '/payments/get_payment_url', { order_id: orderId });

/** A shopper with an order ready to pay and `points` of the customer behind `code` applied to it. */
async function orderWithPoints(code: string, points: number) {
  const tokens = await registerShopper(store.app);
  const order = await store.orderReadyToPay(tokens);
  await applyPoints(tokens, order.order_id, code, points);
  return { tokens, orderId: order.order_id };
}

/**
 * For one UDS customer: what UDS debited (purchases less refunds) and the points discounts of the
 * store's paid orders. The guarantee is `granted <= debited` under any interleaving, and equal
 * once every hold of an order that was not paid has been given back.
 */
async function ledger(code: string) {
  const [row] = await queryRows<{ debited: number; granted: number; purchases: number; refunds: number }>(
    store.database,
    sql`select
      (select coalesce(-sum(o.points_tyiyn), 0)::int / 100 from sandbox_uds_operations o where o.customer_id = c.id) as debited,
      (select coalesce(sum(r.points_discount), 0)::int / 100 from orders r where r.uds_customer_uid = c.uid and r.paid_at is not null) as granted,
      (select count(*)::int from sandbox_uds_operations o where o.customer_id = c.id and o.state = 'NORMAL') as purchases,
      (select count(*)::int from sandbox_uds_operations o where o.customer_id = c.id and o.state = 'REVERSAL') as refunds
    from sandbox_uds_customers c where c.payment_code = ${code}`,
  );
  return row!;
}

async function holdStates(orderId: number) {
  const rows = await queryRows<{ state: string }>(
    store.database,
    sql`select state from uds_holds where order_id = ${orderId} order by id`,
  );
  return rows.map((row) => row.state);
}

const releasePoints = () => store.runJobsNow(RELEASE_POINTS_JOB);

describe('UDS points are held at UDS when the payment starts', () => {
  it('gives one customer’s points to one of two orders racing for them; both get paid, UDS debited what was granted', async () => {
    const code = await store.addUdsCustomer(600);
    const first = await orderWithPoints(code, 400);
    const second = await orderWithPoints(code, 400);
    // Applying them only checks the balance: both orders show the discount.
    expect(await store.udsBalance(code)).toBe(600);

    const [a, b] = await Promise.all([
      paymentStart(first.tokens, first.orderId),
      paymentStart(second.tokens, second.orderId),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 400]);
    const [won, lost, lostAnswer] = a.status === 200 ? [first, second, b] : [second, first, a];
    expect(ErrorResponse.parse(lostAnswer.body).error).toMatchObject({
      code: 'not_enough_bonuses',
      fields: { points: { code: 'not_enough_bonuses' } },
    });
    expect(await store.udsBalance(code)).toBe(200);
    expect(await holdStates(lost.orderId)).toEqual(['refused']);

    // The order that lost cannot pay with the discount; with what is left it can.
    await applyPoints(lost.tokens, lost.orderId, code, 200);
    const urls = [
      (await paymentStart(won.tokens, won.orderId)).body,
      (await paymentStart(lost.tokens, lost.orderId)).body,
    ] as Array<{ payment_url: string }>;
    for (const { payment_url } of urls) await store.payOnHostedPage(payment_url, cards.success);
    expect((await store.orderOf(won.tokens, won.orderId)).status).toBe('pay');
    const lostOrder = await store.orderOf(lost.tokens, lost.orderId);
    expect(lostOrder).toMatchObject({ status: 'pay', totals: { points: 200 } });

    expect(await store.udsBalance(code)).toBe(0);
    expect(await ledger(code)).toEqual({ debited: 600, granted: 600, purchases: 2, refunds: 0 });
  });

  it('never grants more than UDS debited when many orders race for one balance', async () => {
    const code = await store.addUdsCustomer(1000);
    const orders = await Promise.all(Array.from({ length: 6 }, () => orderWithPoints(code, 300)));
    const starts = await Promise.all(orders.map(({ tokens, orderId }) => paymentStart(tokens, orderId)));
    const started = orders.filter((_, i) => starts[i]!.status === 200);
    expect(started).toHaveLength(3);
    expect(starts.filter((s) => s.status !== 200).every((s) => s.status === 400)).toBe(true);
    for (const start of starts) {
      if (start.status === 200) {
        await store.payOnHostedPage((start.body as { payment_url: string }).payment_url, cards.success);
      }
    }
    expect(await ledger(code)).toEqual({ debited: 900, granted: 900, purchases: 3, refunds: 0 });
    expect(await store.udsBalance(code)).toBe(100);
  });

  it('spends once when one order’s payment is started three times at once', async () => {
    const code = await store.addUdsCustomer(500);
    const { tokens, orderId } = await orderWithPoints(code, 250);
    const answers = await Promise.all([1, 2, 3].map(() => paymentStart(tokens, orderId)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(await store.udsBalance(code)).toBe(250);
    expect(await holdStates(orderId)).toEqual(['spent']);
    // Any of the three pages pays the order; the others can no longer.
    const url = (answers[1]!.body as { payment_url: string }).payment_url;
    await store.payOnHostedPage(url, cards.success);
    expect(await ledger(code)).toEqual({ debited: 250, granted: 250, purchases: 1, refunds: 0 });
  });

  it('keeps the points held across a declined card, then gives them back when the order expires', async () => {
    const code = await store.addUdsCustomer(800);
    const { tokens, orderId } = await orderWithPoints(code, 300);
    await store.payOnHostedPage(await store.startPayment(tokens, orderId), cards.declined);
    expect((await store.orderOf(tokens, orderId)).status).toBe('processed');
    // Held for the next attempt, which does not spend again.
    expect(await store.udsBalance(code)).toBe(500);
    await store.startPayment(tokens, orderId);
    expect(await ledger(code)).toMatchObject({ debited: 300, purchases: 1 });

    await queryRows(
      store.database,
      sql`update orders set expires_at = now() - interval '1 second' where id = ${orderId}`,
    );
    await store.runJobsNow('orders.expire');
    expect((await store.orderOf(tokens, orderId)).status).toBe('cancelled');
    expect(await store.udsBalance(code)).toBe(800);
    expect(await holdStates(orderId)).toEqual(['released']);
    expect(await ledger(code)).toEqual({ debited: 0, granted: 0, purchases: 1, refunds: 1 });
  });

  it('gives the points back when the buyer cancels', async () => {
    const code = await store.addUdsCustomer(400);
    const { tokens, orderId } = await orderWithPoints(code, 200);
    await store.startPayment(tokens, orderId);
    expect(await store.udsBalance(code)).toBe(200);
    expect((await store.api(tokens, 'DELETE', `/orders/delete/${orderId}`)).status).toBe(200);
    // Queued with the cancellation, given back by the job.
    expect(await store.udsBalance(code)).toBe(200);
    await releasePoints();
    expect(await store.udsBalance(code)).toBe(400);
    expect(await ledger(code)).toEqual({ debited: 0, granted: 0, purchases: 1, refunds: 1 });
  });

  it('gives held points back at once when the shopper changes them, and holds the new ones at the next start', async () => {
    const code = await store.addUdsCustomer(300);
    const { tokens, orderId } = await orderWithPoints(code, 300);
    await store.startPayment(tokens, orderId);
    expect(await store.udsBalance(code)).toBe(0);

    // UDS's balance is 0 now; this order still has its 300 to spend.
    const allowance = UdsPoints.parse(
      (await store.api(tokens, 'GET', `/uds/points?uds_code=${code}&order_id=${orderId}`)).body,
    );
    expect(allowance).toMatchObject({ balance: 300, max_points: 300 });
    // The same points again change nothing.
    await applyPoints(tokens, orderId, code, 300);
    expect(await holdStates(orderId)).toEqual(['spent']);

    const changed = await applyPoints(tokens, orderId, code, 100);
    expect(changed.totals.points).toBe(100);
    expect(await store.udsBalance(code)).toBe(300);
    await store.payOnHostedPage(await store.startPayment(tokens, orderId), cards.success);
    expect(await holdStates(orderId)).toEqual(['released', 'spent']);
    expect(await store.udsBalance(code)).toBe(200);
    expect(await ledger(code)).toEqual({ debited: 100, granted: 100, purchases: 2, refunds: 1 });
  });

  it('refuses a payment made on a page opened while other points were held, even for the same total', async () => {
    const code = await store.addUdsCustomer(500);
    const { tokens, orderId } = await orderWithPoints(code, 200);
    const oldPage = await store.startPayment(tokens, orderId);
    await applyPoints(tokens, orderId, code, 100);
    await applyPoints(tokens, orderId, code, 200);
    // The total is what the old page charges, but no points are held for it now.
    expect(await store.udsBalance(code)).toBe(500);
    await store.payOnHostedPage(oldPage, cards.success);
    expect((await store.orderOf(tokens, orderId)).status).toBe('processed');
    const [attempt] = await queryRows<{ status: string }>(
      store.database,
      sql`select status from payments where order_id = ${orderId} order by id`,
    );
    expect(attempt!.status).toBe('refunding');
    expect(await ledger(code)).toEqual({ debited: 0, granted: 0, purchases: 1, refunds: 1 });
  });
});

describe('UDS calls are safe to retry', () => {
  it('does not spend twice when a purchase is retried after its answer was lost', async () => {
    const code = await store.addUdsCustomer(500);
    const { tokens, orderId } = await orderWithPoints(code, 200);
    const lost = proxy.loseNextAnswer('POST', /\/operations$/);
    const unanswered = await paymentStart(tokens, orderId);
    await lost;
    expect(unanswered.status).toBe(503);
    expect(ErrorResponse.parse(unanswered.body).error.code).toBe('loyalty_unavailable');
    // UDS did spend; the store does not know it yet.
    expect(await store.udsBalance(code)).toBe(300);
    expect(await holdStates(orderId)).toEqual(['pending']);
    await pastSendersDeadline(orderId);

    await store.payOnHostedPage(await store.startPayment(tokens, orderId), cards.success);
    expect((await store.orderOf(tokens, orderId)).status).toBe('pay');
    expect(await store.udsBalance(code)).toBe(300);
    expect(await ledger(code)).toEqual({ debited: 200, granted: 200, purchases: 1, refunds: 0 });
  });

  it('gives back points whose purchase was never answered when the order is cancelled', async () => {
    const code = await store.addUdsCustomer(500);
    const { tokens, orderId } = await orderWithPoints(code, 200);
    const lost = proxy.loseNextAnswer('POST', /\/operations$/);
    expect((await paymentStart(tokens, orderId)).status).toBe(503);
    await lost;
    expect((await store.api(tokens, 'DELETE', `/orders/delete/${orderId}`)).status).toBe(200);
    await releasePoints();
    expect(await store.udsBalance(code)).toBe(500);
    expect(await holdStates(orderId)).toEqual(['released']);
    expect(await ledger(code)).toEqual({ debited: 0, granted: 0, purchases: 1, refunds: 1 });
  });

  it('does not refund twice when a refund’s answer was lost', async () => {
    const code = await store.addUdsCustomer(500);
    const { tokens, orderId } = await orderWithPoints(code, 200);
    await store.startPayment(tokens, orderId);
    const lost = proxy.loseNextAnswer('POST', /\/operations\/\d+\/refund$/);
    expect((await store.api(tokens, 'DELETE', `/orders/delete/${orderId}`)).status).toBe(200);
    await releasePoints();
    await lost;
    // Refunded at UDS, but the job failed and will try again.
    expect(await store.udsBalance(code)).toBe(500);
    expect(await holdStates(orderId)).toEqual(['releasing']);
    await releasePoints();
    expect(await holdStates(orderId)).toEqual(['released']);
    expect(await store.udsBalance(code)).toBe(500);
    expect(await ledger(code)).toEqual({ debited: 0, granted: 0, purchases: 1, refunds: 1 });
  });
});

/** Switches the UDS simulator's behaviour where UDS's docs are silent (`UdsSandboxBehaviour`). */
async function behave(change: Partial<UdsSandboxBehaviour>) {
  const response = await store.app.inject({ method: 'POST', url: '/_sandbox/uds/behaviour', payload: change });
  expect(response.statusCode, response.body).toBe(200);
}

/** Makes a hold look sent long ago, as if `PURCHASE_SETTLE_MS` had passed. */
function settleHolds(orderId: number) {
  return ageHolds(orderId, PURCHASE_SETTLE_MS + 1000);
}

/**
 * Makes a hold whose answer was lost look older than its sender's deadline. Its sender has given
 * up already (the dropped connection told it at once), but nothing tells the next payment start
 * so; without this it waits the deadline out, as it must for a sender that may still hear back.
 */
function pastSendersDeadline(orderId: number) {
  return ageHolds(orderId, UDS_TIMEOUT_MS + 1000);
}

async function ageHolds(orderId: number, ms: number) {
  await queryRows(
    store.database,
    sql`update uds_holds set created_at = created_at - ${`${ms} milliseconds`}::interval where order_id = ${orderId}`,
  );
}

describe('UDS answers the docs leave open', () => {
  it('gives back an unanswered purchase when UDS refuses its nonce a second time', async () => {
    await behave({ nonceReplay: 'reject' });
    try {
      const code = await store.addUdsCustomer(500);
      const { tokens, orderId } = await orderWithPoints(code, 200);
      const lost = proxy.loseNextAnswer('POST', /\/operations$/);
      expect((await paymentStart(tokens, orderId)).status).toBe(503);
      await lost;
      await pastSendersDeadline(orderId);
      await store.payOnHostedPage(await store.startPayment(tokens, orderId), cards.success);
      expect(await ledger(code)).toEqual({ debited: 200, granted: 200, purchases: 1, refunds: 0 });

      const other = await orderWithPoints(code, 100);
      const lostAgain = proxy.loseNextAnswer('POST', /\/operations$/);
      expect((await paymentStart(other.tokens, other.orderId)).status).toBe(503);
      await lostAgain;
      expect((await store.api(other.tokens, 'DELETE', `/orders/delete/${other.orderId}`)).status).toBe(200);
      await releasePoints();
      expect(await holdStates(other.orderId)).toEqual(['released']);
      expect(await store.udsBalance(code)).toBe(300);
    } finally {
      await behave({ nonceReplay: 'new-operation' });
    }
  });

  it('takes a purchase that never reached UDS as never made only once it has settled', async () => {
    const code = await store.addUdsCustomer(500);
    const { tokens, orderId } = await orderWithPoints(code, 200);
    const endOutage = proxy.startOutage('POST', /\/operations$/);
    expect((await paymentStart(tokens, orderId)).status).toBe(503);
    endOutage();
    await pastSendersDeadline(orderId);
    // Not listed, but it might still be: the shopper is asked to try again shortly.
    const early = await paymentStart(tokens, orderId);
    expect(ErrorResponse.parse(early.body).error.code).toBe('loyalty_unavailable');
    expect(await holdStates(orderId)).toEqual(['pending']);

    await settleHolds(orderId);
    await store.payOnHostedPage(await store.startPayment(tokens, orderId), cards.success);
    expect(await holdStates(orderId)).toEqual(['released', 'spent']);
    expect(await ledger(code)).toEqual({ debited: 200, granted: 200, purchases: 1, refunds: 0 });
    // The second hold has a receipt number of its own, so a lost answer finds the right purchase.
    const receipts = await queryRows<{ receipt_number: string }>(
      store.database,
      sql`select o.receipt_number from sandbox_uds_operations o join sandbox_uds_customers c on c.id = o.customer_id
          where c.payment_code = ${code}`,
    );
    expect(receipts.map((row) => row.receipt_number)).toEqual([
      expect.stringMatching(new RegExp(`^ARUU-${orderId}-\\d+$`)),
    ]);
  });

  it('releases a hold whose purchase never reached UDS once it has settled, giving nothing back', async () => {
    const code = await store.addUdsCustomer(500);
    const { tokens, orderId } = await orderWithPoints(code, 200);
    const endOutage = proxy.startOutage('POST', /\/operations$/);
    expect((await paymentStart(tokens, orderId)).status).toBe(503);
    endOutage();
    expect((await store.api(tokens, 'DELETE', `/orders/delete/${orderId}`)).status).toBe(200);
    await releasePoints();
    expect(await holdStates(orderId)).toEqual(['releasing']);
    await settleHolds(orderId);
    await releasePoints();
    expect(await holdStates(orderId)).toEqual(['released']);
    expect(await ledger(code)).toEqual({ debited: 0, granted: 0, purchases: 0, refunds: 0 });
  });

  it('gives the points back when UDS answers the refund with an empty body', async () => {
    await behave({ emptyRefundBody: true });
    try {
      const code = await store.addUdsCustomer(400);
      const { tokens, orderId } = await orderWithPoints(code, 150);
      await store.startPayment(tokens, orderId);
      expect((await store.api(tokens, 'DELETE', `/orders/delete/${orderId}`)).status).toBe(200);
      await releasePoints();
      expect(await holdStates(orderId)).toEqual(['released']);
      expect(await store.udsBalance(code)).toBe(400);
      expect(await ledger(code)).toEqual({ debited: 0, granted: 0, purchases: 1, refunds: 1 });
    } finally {
      await behave({ emptyRefundBody: false });
    }
  });

  it('finds a refund whose answer was lost among list rows it does not make', async () => {
    await behave({ oddRows: true });
    try {
      const code = await store.addUdsCustomer(500);
      const { tokens, orderId } = await orderWithPoints(code, 200);
      await store.startPayment(tokens, orderId);
      const lost = proxy.loseNextAnswer('POST', /\/operations\/\d+\/refund$/);
      expect((await store.api(tokens, 'DELETE', `/orders/delete/${orderId}`)).status).toBe(200);
      await releasePoints();
      await lost;
      await releasePoints();
      expect(await holdStates(orderId)).toEqual(['released']);
      expect(await ledger(code)).toEqual({ debited: 0, granted: 0, purchases: 1, refunds: 1 });
    } finally {
      await behave({ oddRows: false });
    }
  });
});

describe('a UDS company that does not count in som', () => {
  it('refuses to spend points, in words the shopper can act on, and says so on /metrics', async () => {
    const fixture = await startUdsFixtureServer({ 'GET /settings': { status: 200, body: laravelSettings } });
    const rub = await startCheckoutStore({ udsUrl: () => fixture.baseUrl });
    try {
      const tokens = await registerShopper(rub.app);
      const answer = await rub.api(tokens, 'GET', '/uds/points?uds_code=111111');
      expect(answer.status).toBe(422);
      expect(ErrorResponse.parse(answer.body).error.code).toBe('loyalty_currency_mismatch');
      const metrics = await rub.app.inject({ url: '/metrics' });
      expect(metrics.body).toMatch(/^uds_currency_refused 1$/m);
    } finally {
      await rub.close();
      await fixture.close();
    }
  });
});
