import { OrderChange } from '@aruu/contract/order-changes';
import { OrderRefunds, type Refund } from '@aruu/contract/staff-refunds';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerShopper } from '../../../test/accounts.js';
import { aigerim, type CheckoutStore, cards, startCheckoutStore, type Tokens } from '../../../test/checkout-store.js';
import { startHoldingProxy } from '../../../test/holding-proxy.js';
import { placeOrder } from '../../../test/orders.js';
import { signInStaff, staffOrdersCall } from '../../../test/staff.js';
import { queryRows } from '../../../test/test-app.js';
import { EXECUTE_REFUND_JOB } from '../refunds/refunds.service.js';

/**
 * Points a change caps on an order whose points stay spent at UDS, with no card amount to refund
 * (decision 083): a cash order, an order paid wholly with points, a card order refunded in full.
 * Over real HTTP, the store's UDS adapter reaching the UDS simulator through a proxy that can be
 * down; staff act as a manager.
 */
let store: CheckoutStore;
let proxy: Awaited<ReturnType<typeof startHoldingProxy>>;
let manager: Tokens;

beforeAll(async () => {
  store = await startCheckoutStore({
    udsUrl: async (origin) => {
      proxy = await startHoldingProxy(origin);
      return `${proxy.url}/_sandbox/uds/partner/v2`;
    },
  });
  manager = await signInStaff({ app: store.app, database: store.database }, 'manager');
});
afterAll(async () => {
  await store?.close();
  await proxy?.close();
});

const BISHKEK = 5444;
let keys = 0;

const staff = (method: 'GET' | 'POST', url: string, options?: { body?: object; key?: string }) =>
  staffOrdersCall(store.app, manager, method, url, options);

const refundsOf = async (orderId: number) => OrderRefunds.parse((await staff('GET', `/${orderId}/refunds`)).body);
const executeRefunds = () => store.runJobsNow(EXECUTE_REFUND_JOB);

/** A published variation with stock and a whole-som price: the dearest, or the cheapest from 300 som. */
async function variation(which: 'dear' | 'cheap') {
  const order = which === 'dear' ? sql`v.price desc` : sql`v.price asc`;
  const [row] = await queryRows<{ id: number; price: number }>(
    store.database,
    sql`select v.id, v.price from variations v join products p on p.id = v.product_id
        where v.stock >= 8 and v.price >= 30000 and v.price % 100 = 0 and p.published and not v.hidden
        order by ${order}, v.id limit 1`,
  );
  return row!;
}

/**
 * A new shopper's order of a dear line (`dearUnits` of it) and a cheap one, by courier in
 * Bishkek, with as many points of a fresh UDS customer as UDS lets them spend on it
 * (`maxShare`% of the goods); unpaid.
 */
async function orderWithPoints(options: { dearUnits?: number; maxShare?: number } = {}) {
  const tokens = await registerShopper(store.app);
  const [dear, cheap] = [await variation('dear'), await variation('cheap')];
  const placed = await placeOrder(store.app, tokens, {
    lines: [{ variationId: dear.id, quantity: options.dearUnits ?? 1 }, { variationId: cheap.id }],
    delivery: { method: 'courier', city_code: BISHKEK },
    form: aigerim,
  });
  const orderId = placed.order_id;
  const udsCode = await store.addUdsCustomer(100_000);
  const maxShare = options.maxShare ?? 50;
  await queryRows(
    store.database,
    sql`update sandbox_uds_customers set max_scores_discount = ${maxShare} where payment_code = ${udsCode}`,
  );
  const [order] = await queryRows<{ subtotal: number }>(
    store.database,
    sql`select subtotal from orders where id = ${orderId}`,
  );
  const points = Math.floor((order!.subtotal * maxShare) / 100 / 100);
  const applied = await store.api(tokens, 'POST', '/orders/set_uds_discount', {
    order_id: orderId,
    uds_code: udsCode,
    points,
  });
  expect(applied.status, applied.text).toBe(200);
  const lines = await queryRows<{ id: number; variation_id: number; unit_price: number }>(
    store.database,
    sql`select id, variation_id, unit_price from order_items where order_id = ${orderId} order by id`,
  );
  const dearLine = lines.find((line) => line.variation_id === dear.id)!;
  const cheapLine = lines.find((line) => line.variation_id === cheap.id)!;
  return { tokens, orderId, udsCode, points, dearLine, cheapLine };
}

async function placedForCash(tokens: Tokens, orderId: number) {
  const placed = await store.api(tokens, 'POST', '/orders/place_offline', {
    order_id: orderId,
    payment_method: 'cash',
  });
  expect(placed.status, placed.text).toBe(200);
}

/** Staff remove a line (out of stock); answers the change and the points the order keeps. */
async function removeLine(orderId: number, orderItemId: number) {
  const made = await staff('POST', `/${orderId}/changes`, {
    body: { kind: 'remove', order_item_id: orderItemId, reason: 'out_of_stock' },
    key: `capped-${++keys}`,
  });
  expect(made.status, made.text).toBe(201);
  const [order] = await queryRows<{ uds_points: number; total: number }>(
    store.database,
    sql`select uds_points, total from orders where id = ${orderId}`,
  );
  return { change: OrderChange.parse(made.body), keptPoints: order!.uds_points, total: order!.total };
}

/** The refunds UDS made of the order's purchase: their part of its total and the points they gave back, in tyiyn. */
async function reversalsOf(orderId: number) {
  return queryRows<{ total: number; points: number }>(
    store.database,
    sql`select -o.total_tyiyn::int as total, o.points_tyiyn::int as points from sandbox_uds_operations o
        join uds_holds h on h.operation_id = o.origin_id where h.order_id = ${orderId} order by o.id`,
  );
}

async function refundMails(orderId: number) {
  const rows = await queryRows<{ subject: string }>(
    store.database,
    sql`select payload->>'subject' as subject from jobs where kind = 'mail.send'
        and payload->>'template' = 'order-refund' and payload->'data'->>'orderId' = ${String(orderId)} order by id`,
  );
  return rows.map((row) => row.subject);
}

/**
 * The points went back once: one refund of the order, points alone, that UDS carried out once
 * for exactly `excess` points, a second run of the job changing nothing; staff see it and the
 * buyer is mailed once.
 */
async function expectGivenBackOnce(orderId: number, udsCode: string, balanceBefore: number, excess: number) {
  const pending = (await refundsOf(orderId)).refunds.filter((refund) => refund.reason === 'order_changed');
  expect(pending).toMatchObject([{ amount: 0, uds_points: excess, state: 'pending' }]);
  await Promise.all([executeRefunds(), executeRefunds()]);
  await executeRefunds();
  const done = (await refundsOf(orderId)).refunds.find((refund) => refund.reason === 'order_changed')!;
  expect(done).toMatchObject({ amount: 0, uds_points: excess, state: 'succeeded', last_error: null });
  expect(await store.udsBalance(udsCode)).toBe(balanceBefore + excess);
  // UDS was asked for the part `uds_amount` names, and gave back exactly the points for it.
  expect(await reversalsOf(orderId)).toEqual([{ total: Math.round(done.uds_amount! * 100), points: excess * 100 }]);
  // The buyer hears of the points once, after any mail of an earlier refund to the card.
  const subject = `Aruu: бонусные баллы UDS по заказу №${orderId} возвращены`;
  const mails = await refundMails(orderId);
  expect(mails.at(-1)).toBe(subject);
  expect(mails.filter((mail) => mail === subject)).toHaveLength(1);
  return done;
}

describe('points a change caps, with no card amount to refund', () => {
  it('go back at UDS once for a cash order, even when the job runs twice or its record is lost', async () => {
    const { tokens, orderId, udsCode, points, dearLine } = await orderWithPoints();
    await placedForCash(tokens, orderId);
    const balance = await store.udsBalance(udsCode);
    expect(balance).toBe(100_000 - points);

    const { change, keptPoints } = await removeLine(orderId, dearLine.id);
    const excess = points - keptPoints;
    expect(excess).toBeGreaterThan(0);
    expect(change.refund_id).not.toBeNull();
    expect(change.money.refund).toMatchObject({ card: 0, points_back: excess });
    const done = await expectGivenBackOnce(orderId, udsCode, balance, excess);
    expect(done.id).toBe(change.refund_id);

    // A run whose UDS call went through but whose record was lost, sent again by staff: UDS's
    // refunds of the purchase show it went through, and nothing is sent twice.
    await queryRows(
      store.database,
      sql`update refunds set state = 'failed', uds_refunded_at = null, uds_operation_id = null where id = ${done.id}`,
    );
    const retried = await staff('POST', `/${orderId}/refunds/${done.id}/retry`);
    expect(retried.status, retried.text).toBe(200);
    await executeRefunds();
    expect((await refundsOf(orderId)).refunds).toMatchObject([{ id: done.id, state: 'succeeded' }]);
    expect(await store.udsBalance(udsCode)).toBe(balance + excess);
    expect(await reversalsOf(orderId)).toHaveLength(1);
  });

  it('go back at UDS once for an order paid wholly with points', async () => {
    const dear = await variation('dear');
    // Enough of the dear line for free delivery (from 4,000 som): nothing is left to pay in money.
    const dearUnits = Math.ceil(400_000 / dear.price);
    const { tokens, orderId, udsCode, points, cheapLine } = await orderWithPoints({ dearUnits, maxShare: 100 });
    await placedForCash(tokens, orderId);
    const [placed] = await queryRows<{ total: number }>(
      store.database,
      sql`select total from orders where id = ${orderId}`,
    );
    expect(placed!.total).toBe(0);
    const balance = await store.udsBalance(udsCode);

    const { keptPoints, total } = await removeLine(orderId, cheapLine.id);
    expect(total).toBe(0);
    const excess = points - keptPoints;
    // The cheap line was paid with points alone: all of them come back.
    expect(excess).toBe(cheapLine.unit_price / 100);
    await expectGivenBackOnce(orderId, udsCode, balance, excess);
  });

  it('go back at UDS once for a card order whose payment was refunded in full already', async () => {
    const { tokens, orderId, udsCode, points, dearLine } = await orderWithPoints();
    await store.payOnHostedPage(await store.startPayment(tokens, orderId), cards.success);
    const paid = await refundsOf(orderId);
    const refunded = await staff('POST', `/${orderId}/refunds`, {
      body: { amount: paid.paid, note: 'Goodwill: the whole payment' },
      key: `whole-${orderId}`,
    });
    expect(refunded.status, refunded.text).toBe(201);
    await executeRefunds();
    expect(await refundsOf(orderId)).toMatchObject({ refundable: 0, refunded: paid.paid });
    const balance = await store.udsBalance(udsCode);

    const { change, keptPoints } = await removeLine(orderId, dearLine.id);
    const excess = points - keptPoints;
    expect(excess).toBeGreaterThan(0);
    expect(change.money.refund).toMatchObject({ card: 0, points_back: excess });
    await expectGivenBackOnce(orderId, udsCode, balance, excess);
    // Nothing more went to the card.
    expect(await refundsOf(orderId)).toMatchObject({ refunded: paid.paid, pending: 0 });
  });

  it('are retried while UDS is down, then shown failed on the last try for staff to send again', async () => {
    const { tokens, orderId, udsCode, points, dearLine } = await orderWithPoints();
    await placedForCash(tokens, orderId);
    const balance = await store.udsBalance(udsCode);
    const { keptPoints } = await removeLine(orderId, dearLine.id);
    const excess = points - keptPoints;

    const endOutage = proxy.startOutage('POST', /\/operations\/\d+\/refund/);
    await executeRefunds();
    const waiting = (await refundsOf(orderId)).refunds[0]!;
    expect(waiting).toMatchObject({ state: 'pending', uds_points: excess });
    expect(waiting.attempts).toBeGreaterThanOrEqual(1);
    expect(waiting.last_error).toContain('503');

    // Still down on the job's last try: the refund is failed, for staff to see.
    await queryRows(
      store.database,
      sql`update jobs set max_attempts = attempts + 1 where kind = ${EXECUTE_REFUND_JOB}
          and payload->>'refundId' = ${String(waiting.id)} and done_at is null and failed_at is null`,
    );
    await executeRefunds();
    const failed: Refund = (await refundsOf(orderId)).refunds[0]!;
    expect(failed).toMatchObject({ state: 'failed', uds_points: excess });
    expect(failed.last_error).toContain('503');
    expect(await store.udsBalance(udsCode)).toBe(balance);

    endOutage();
    const retried = await staff('POST', `/${orderId}/refunds/${failed.id}/retry`);
    expect(retried.status, retried.text).toBe(200);
    await executeRefunds();
    expect((await refundsOf(orderId)).refunds).toMatchObject([{ state: 'succeeded', uds_points: excess }]);
    expect(await store.udsBalance(udsCode)).toBe(balance + excess);
    expect(await reversalsOf(orderId)).toHaveLength(1);
  });
});
