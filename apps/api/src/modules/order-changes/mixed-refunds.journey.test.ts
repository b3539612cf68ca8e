import { OrderChange } from '@aruu/contract/order-changes';
import { OrderRefunds } from '@aruu/contract/staff-refunds';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerShopper } from '../../../test/accounts.js';
import { aigerim, type CheckoutStore, cards, startCheckoutStore, type Tokens } from '../../../test/checkout-store.js';
import { placeOrder } from '../../../test/orders.js';
import { signInStaff, staffOrdersCall } from '../../../test/staff.js';
import { queryRows } from '../../../test/test-app.js';
import { RELEASE_POINTS_JOB } from '../loyalty/points-holds.js';
import { EXECUTE_REFUND_JOB } from '../refunds/refunds.service.js';

/**
 * A card order paid with UDS points as well, made cheaper by a change (decision 086): exactly the
 * difference goes back — to the card, and in the points UDS gives back with the removed goods'
 * part of the purchase, which the order then no longer uses — and later returns and the
 * cancellation still add up at both providers. Over real HTTP against the Freedom Pay and UDS
 * simulators; staff act as a manager. Amounts in tyiyn unless named in som.
 */
let store: CheckoutStore;
let manager: Tokens;

beforeAll(async () => {
  store = await startCheckoutStore();
  manager = await signInStaff({ app: store.app, database: store.database }, 'manager');
});
afterAll(async () => {
  await store?.close();
});

const BISHKEK = 5444;
/** What the shopper's UDS account holds before the order. */
const START_POINTS = 5_000;
let keys = 0;

const staff = (method: 'GET' | 'POST', url: string, options?: { body?: object; key?: string }) =>
  staffOrdersCall(store.app, manager, method, url, options);

const refundsOf = async (orderId: number) => OrderRefunds.parse((await staff('GET', `/${orderId}/refunds`)).body);

/**
 * A new shopper's card order of lines at these prices (one unit each, variations of the seeded
 * catalogue repriced for it), by courier in Bishkek, with `points` of a fresh UDS customer's,
 * paid on the payment simulator's page.
 */
async function paidMixedOrder(prices: number[], points: number) {
  const variations = await queryRows<{ id: number }>(
    store.database,
    sql`select v.id from variations v join products p on p.id = v.product_id
        where v.stock >= 5 and p.published and not v.hidden order by random() limit ${prices.length}`,
  );
  for (const [index, { id }] of variations.entries()) {
    await queryRows(
      store.database,
      sql`update variations set price = ${prices[index]!}, compare_at_price = null where id = ${id}`,
    );
  }
  const tokens = await registerShopper(store.app);
  const placed = await placeOrder(store.app, tokens, {
    lines: variations.map(({ id }) => ({ variationId: id })),
    delivery: { method: 'courier', city_code: BISHKEK },
    form: aigerim,
  });
  const orderId = placed.order_id;
  const udsCode = await store.addUdsCustomer(START_POINTS);
  const applied = await store.api(tokens, 'POST', '/orders/set_uds_discount', {
    order_id: orderId,
    uds_code: udsCode,
    points,
  });
  expect(applied.status, applied.text).toBe(200);
  await store.payOnHostedPage(await store.startPayment(tokens, orderId), cards.success);
  const stored = await queryRows<{ id: number; unit_price: number }>(
    store.database,
    sql`select id, unit_price from order_items where order_id = ${orderId} order by id`,
  );
  // The lines in the order their prices were given (the order keeps its own).
  const lines = prices.map(
    (price) =>
      stored.splice(
        stored.findIndex((line) => line.unit_price === price),
        1,
      )[0]!,
  );
  expect(lines.map((line) => line.unit_price)).toEqual(prices);
  const parts = await partsOf(orderId);
  expect(parts).toMatchObject({ uds_points: points, total: parts.subtotal + parts.delivery_fee - points * 100 });
  return { orderId, udsCode, lines, paid: parts.total, deliveryFee: parts.delivery_fee };
}

/** The order's price parts as stored. */
async function partsOf(orderId: number) {
  const [row] = await queryRows<{
    status: string;
    subtotal: number;
    delivery_fee: number;
    uds_points: number;
    points_discount: number;
    total: number;
  }>(
    store.database,
    sql`select status, subtotal, delivery_fee, uds_points, points_discount, total from orders where id = ${orderId}`,
  );
  return row!;
}

/** Staff remove a line (damaged, so it stays off the shelf); answers the change. */
async function removeLine(orderId: number, orderItemId: number) {
  const made = await staff('POST', `/${orderId}/changes`, {
    body: { kind: 'remove', order_item_id: orderItemId, reason: 'damaged' },
    key: `mixed-${++keys}`,
  });
  expect(made.status, made.text).toBe(201);
  return OrderChange.parse(made.body);
}

/** What the payment simulator refunded of the order's card payment. */
async function cardRefunded(orderId: number) {
  const [row] = await queryRows<{ refunded: string }>(
    store.database,
    sql`select coalesce(sum(r.amount::numeric), 0)::text as refunded from payments p
        join sandbox_payments s on s.order_id = p.id::text
        left join sandbox_payment_refunds r on r.sandbox_payment_id = s.id
        where p.order_id = ${orderId} and p.status = 'paid'`,
  );
  return Math.round(Number(row!.refunded) * 100);
}

/** UDS's refunds of the order's purchase: the part of its total and the points each gave back. */
async function reversalsOf(orderId: number) {
  return queryRows<{ total: number; points: number }>(
    store.database,
    sql`select -o.total_tyiyn::int as total, o.points_tyiyn::int as points from sandbox_uds_operations o
        join uds_holds h on h.operation_id = o.origin_id where h.order_id = ${orderId} order by o.id`,
  );
}

/** The shopper's balance at UDS in hundredths of a point, where a refund's fractions would show. */
async function udsBalanceExact(code: string) {
  const [row] = await queryRows<{ points: number }>(
    store.database,
    sql`select points_tyiyn::int as points from sandbox_uds_customers where payment_code = ${code}`,
  );
  return row!.points;
}

/** The data of the mails of `template` queued for the order, oldest first. */
async function mailsOf(orderId: number, template: 'order-change' | 'order-refund') {
  const rows = await queryRows<{ data: Record<string, unknown> }>(
    store.database,
    sql`select payload->'data' as data from jobs where kind = 'mail.send' and payload->>'template' = ${template}
        and payload->'data'->>'orderId' = ${String(orderId)} order by id`,
  );
  return rows.map((row) => row.data);
}

const runRefunds = () => store.runJobsNow(EXECUTE_REFUND_JOB);

describe('a card order paid with points too, made cheaper by a change', () => {
  it('gives back exactly the difference: the card less the points UDS returns, which the order stops using; cancelled, the rest', async () => {
    // 10,000 som of goods, 1,000 points: 9,000 som by card (free delivery from 4,000 som).
    const { orderId, udsCode, lines, paid } = await paidMixedOrder([500_000, 500_000], 1_000);
    expect(paid).toBe(900_000);
    expect(await udsBalanceExact(udsCode)).toBe((START_POINTS - 1_000) * 100);

    const change = await removeLine(orderId, lines[0]!.id);
    expect(change.money.refund).toEqual({ card: 4_500, points: 5_000, points_back: 500 });
    expect(change.money.difference).toBe(-4_500);
    expect(change.after.totals).toMatchObject({ subtotal: 5_000, points: 500, total: 4_500 });
    expect(await partsOf(orderId)).toMatchObject({ subtotal: 500_000, uds_points: 500, total: 450_000 });
    expect((await refundsOf(orderId)).refunds).toMatchObject([
      { id: change.refund_id, reason: 'order_changed', amount: 4_500, uds_amount: 5_000, uds_points: 500 },
    ]);

    await runRefunds();
    expect((await refundsOf(orderId)).refunds).toMatchObject([{ state: 'succeeded' }]);
    expect(await cardRefunded(orderId)).toBe(450_000);
    expect(await reversalsOf(orderId)).toEqual([{ total: 500_000, points: 50_000 }]);
    expect(await udsBalanceExact(udsCode)).toBe((START_POINTS - 500) * 100);
    // The buyer is told of both parts: when the change is made, and once they went back.
    expect(await mailsOf(orderId, 'order-change')).toMatchObject([{ refundTyiyn: 450_000, pointsBack: 500 }]);
    expect(await mailsOf(orderId, 'order-refund')).toMatchObject([
      { amountTyiyn: 450_000, points: 500, cause: 'order_changed' },
    ]);

    // Cancelled, the order gives back what is left: the card's other 4,500 som, the other 500 points.
    const cancelled = await staff('POST', `/${orderId}/cancel-paid`, { body: { note: 'Buyer changed their mind' } });
    expect(cancelled.status, cancelled.text).toBe(200);
    await runRefunds();
    await store.runJobsNow(RELEASE_POINTS_JOB);
    expect(await refundsOf(orderId)).toMatchObject({ paid: 9_000, refunded: 9_000, refundable: 0, pending: 0 });
    expect(await cardRefunded(orderId)).toBe(900_000);
    expect(await reversalsOf(orderId)).toEqual([
      { total: 500_000, points: 50_000 },
      { total: 500_000, points: 50_000 },
    ]);
    expect(await udsBalanceExact(udsCode)).toBe(START_POINTS * 100);
  });

  it('gives back the removed goods’ points with a card amount when the new total caps the points too', async () => {
    // 9,500 + 500 som of goods, 1,000 points, 9,000 som by card; the 9,500 som line removed
    // leaves 500 som of goods, which could carry 500 points: UDS's share of the removed goods is 950.
    const { orderId, udsCode, lines } = await paidMixedOrder([950_000, 50_000], 1_000);

    const change = await removeLine(orderId, lines[0]!.id);
    expect(change.money.refund).toEqual({ card: 8_550, points: 9_500, points_back: 950 });
    expect(await partsOf(orderId)).toMatchObject({ subtotal: 50_000, delivery_fee: 0, uds_points: 50, total: 45_000 });

    await runRefunds();
    expect(await cardRefunded(orderId)).toBe(855_000);
    expect(await reversalsOf(orderId)).toEqual([{ total: 950_000, points: 95_000 }]);
    expect(await udsBalanceExact(udsCode)).toBe((START_POINTS - 50) * 100);
  });

  it('gives whole points back where UDS’s rounding bites, and a later return of the rest reconciles with UDS', async () => {
    // 326 + 7 som of goods with 101 points, courier delivery charged. UDS would give 2.12 points
    // for the 7 som line's part of the purchase: 2 whole points go back, for 6.60 som of it.
    const { orderId, udsCode, lines, paid, deliveryFee } = await paidMixedOrder([32_600, 700], 101);
    expect(deliveryFee).toBeGreaterThan(0);
    expect(paid).toBe(33_300 + deliveryFee - 10_100);

    const change = await removeLine(orderId, lines[1]!.id);
    expect(change.money.refund).toEqual({ card: 5, points: 6.6, points_back: 2 });
    expect(await partsOf(orderId)).toMatchObject({
      subtotal: 32_600,
      delivery_fee: deliveryFee,
      uds_points: 99,
      total: paid - 500,
    });
    await runRefunds();
    expect(await cardRefunded(orderId)).toBe(500);
    expect(await reversalsOf(orderId)).toEqual([{ total: 660, points: 200 }]);
    expect(await udsBalanceExact(udsCode)).toBe((START_POINTS - 99) * 100);

    // The rest of the goods come back (not supplied yet: 100%): the card what was paid for them,
    // UDS the rest of the purchase, which gives back the 99 points the order still used.
    const items = [{ order_item_id: lines[0]!.id, quantity: 1 }];
    const returned = await staff('POST', `/${orderId}/returns`, {
      body: { items, reason: 'proper_quality', restock: true },
      key: `return-${orderId}`,
    });
    expect(returned.status, returned.text).toBe(201);
    expect(returned.body).toMatchObject({ refund: { amount: 227, uds_amount: 326.4, state: 'pending' } });
    await runRefunds();
    const refunds = await refundsOf(orderId);
    expect(refunds.refunds.map((refund) => [refund.reason, refund.state, refund.last_error])).toEqual([
      ['order_changed', 'succeeded', null],
      ['return', 'succeeded', null],
    ]);
    expect(await cardRefunded(orderId)).toBe(500 + 22_700);
    expect(await reversalsOf(orderId)).toEqual([
      { total: 660, points: 200 },
      { total: 32_640, points: 9_900 },
    ]);
    expect(await udsBalanceExact(udsCode)).toBe(START_POINTS * 100);
  });
});
