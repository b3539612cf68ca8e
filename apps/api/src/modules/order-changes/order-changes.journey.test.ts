import { IDEMPOTENCY_KEY_HEADER } from '@aruu/contract/idempotency';
import { BuyerOrderChange, OrderChange, OrderChangeList, OrderChangePreview } from '@aruu/contract/order-changes';
import type { OrderDetail } from '@aruu/contract/orders';
import { OrderRefunds } from '@aruu/contract/staff-refunds';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerShopper } from '../../../test/accounts.js';
import { aigerim, type CheckoutStore, cards, startCheckoutStore, type Tokens } from '../../../test/checkout-store.js';
import { placeOrder } from '../../../test/orders.js';
import { signInStaff } from '../../../test/staff.js';
import { queryRows } from '../../../test/test-app.js';
import { RELEASE_POINTS_JOB } from '../loyalty/points-holds.js';
import { EXECUTE_REFUND_JOB } from '../refunds/refunds.service.js';
import { EXPIRE_CHANGE_JOB } from './order-changes.service.js';

/**
 * Changes to orders over real HTTP: the store's adapters talk to the provider simulators (Freedom
 * Pay, UDS, CDEK); staff act as a manager with a staff session, the buyer through the mailed link.
 */
let store: CheckoutStore;
let manager: Tokens;
let warehouse: Tokens;

beforeAll(async () => {
  store = await startCheckoutStore();
  const ctx = { app: store.app, database: store.database };
  manager = await signInStaff(ctx, 'manager');
  warehouse = await signInStaff(ctx, 'warehouse');
});
afterAll(async () => {
  await store?.close();
});

let keys = 0;
const newKey = () => `change-${++keys}-${Date.now()}`;

async function staff(
  method: 'GET' | 'POST',
  url: string,
  options: { body?: unknown; key?: string; tokens?: Tokens } = {},
) {
  const response = await store.app.inject({
    method,
    url: `/api/v1/staff/orders${url}`,
    headers: {
      ...bearer(options.tokens ?? manager),
      ...(options.key ? { [IDEMPOTENCY_KEY_HEADER]: options.key } : {}),
    },
    ...(options.body === undefined ? {} : { payload: options.body as object }),
  });
  return { status: response.statusCode, body: response.json() as Record<string, unknown>, text: response.body };
}

/** Staff make a change with a fresh key (or the one given); answers the change. */
async function change(orderId: number, body: object, key = newKey()) {
  const made = await staff('POST', `/${orderId}/changes`, { body, key });
  expect(made.status, made.text).toBe(201);
  return OrderChange.parse(made.body);
}

async function link(method: 'GET' | 'POST', token: string, path = '', body?: object) {
  const response = await store.app.inject({
    method,
    url: `/api/v1/order-changes/${token}${path}`,
    ...(body ? { payload: body } : {}),
  });
  return { status: response.statusCode, body: response.json() as Record<string, unknown>, text: response.body };
}

/** A new shopper's card order of two lines with courier delivery in Bishkek, with an address of its own. */
async function cardOrder() {
  const tokens = await registerShopper(store.app);
  const order = await store.orderReadyToPay(tokens);
  const email = `changes.${order.order_id}@example.kg`;
  await queryRows(store.database, sql`update orders set email = ${email} where id = ${order.order_id}`);
  const { lines } = await stored(order.order_id);
  return { tokens, order, orderId: order.order_id, email, lines };
}

async function paidCardOrder(points = 0) {
  const placed = await cardOrder();
  let udsCode: string | undefined;
  if (points > 0) {
    udsCode = await store.addUdsCustomer(300);
    const applied = await store.api(placed.tokens, 'POST', '/orders/set_uds_discount', {
      order_id: placed.orderId,
      uds_code: udsCode,
      points,
    });
    expect(applied.status, applied.text).toBe(200);
  }
  await store.payOnHostedPage(await store.startPayment(placed.tokens, placed.orderId), cards.success);
  const order = await store.orderOf(placed.tokens, placed.orderId);
  expect(order.status).toBe('pay');
  return { ...placed, order, udsCode };
}

/** A published, visible variation with stock that the order does not have. */
async function otherVariation(orderId: number) {
  const [row] = await queryRows<{ id: number; price: number; stock: number }>(
    store.database,
    sql`select v.id, v.price, v.stock from variations v join products p on p.id = v.product_id
        where v.stock >= 5 and v.price between 50000 and 150000 and p.published and not v.hidden
          and v.id not in (select variation_id from order_items where order_id = ${orderId})
        order by random() limit 1`,
  );
  return row!;
}

async function stockOf(variationId: number) {
  const [row] = await queryRows<{ stock: number }>(
    store.database,
    sql`select stock from variations where id = ${variationId}`,
  );
  return row!.stock;
}

async function movementsOf(orderId: number) {
  return queryRows<{ kind: string; variation_id: number; quantity_change: number }>(
    store.database,
    sql`select kind, variation_id, quantity_change from stock_movements where order_id = ${orderId} order by id`,
  );
}

/** The token of the newest proposal mailed to the address (the link in the `order-change` mail). */
async function mailedToken(email: string) {
  const [row] = await queryRows<{ url: string }>(
    store.database,
    sql`select payload->'data'->>'url' as url from jobs
        where kind = 'mail.send' and payload->>'to' = ${email} and payload->>'template' = 'order-change'
          and payload->'data'->>'event' = 'proposed'
        order by id desc limit 1`,
  );
  return row!.url.split('/order-changes/')[1]!;
}

/** The order's lines and parts in tyiyn, as stored. */
async function stored(orderId: number) {
  const lines = await queryRows<{ id: number; variation_id: number; unit_price: number; quantity: number }>(
    store.database,
    sql`select id, variation_id, unit_price, quantity from order_items where order_id = ${orderId} order by id`,
  );
  const [parts] = await queryRows<{
    subtotal: number;
    discount: number;
    delivery_fee: number;
    points_discount: number;
    total: number;
    status: string;
  }>(
    store.database,
    sql`select subtotal, discount, delivery_fee, points_discount, total, status from orders where id = ${orderId}`,
  );
  return { lines, parts: parts! };
}

/** What the checkout's pricing charges for these lines: goods, delivery, less discount and points. */
const priced = (
  lines: Array<{ unit_price: number; quantity: number }>,
  parts: { delivery_fee: number; discount: number; points_discount: number },
) => {
  const subtotal = lines.reduce((sum, line) => sum + line.unit_price * line.quantity, 0);
  return { subtotal, total: Math.max(0, subtotal + parts.delivery_fee - parts.discount - parts.points_discount) };
};

const som = (tyiyn: number) => tyiyn / 100;

describe('an unpaid card order', () => {
  it('takes a removal at once, the units back on the shelf, and reprices it as the checkout does', async () => {
    const { orderId, order, email, tokens, lines } = await cardOrder();
    const [first, second] = lines;
    const before = await stockOf(first!.variation_id);

    const preview = await staff('POST', `/${orderId}/changes/preview`, {
      body: { kind: 'remove', order_item_id: first!.id, reason: 'buyer_request' },
    });
    expect(preview.status, preview.text).toBe(200);
    expect(OrderChangePreview.parse(preview.body)).toMatchObject({ needs_consent: false, kind: 'remove' });
    expect(await stockOf(first!.variation_id)).toBe(before);

    const made = await change(orderId, { kind: 'remove', order_item_id: first!.id, reason: 'buyer_request' });
    expect(made).toMatchObject({ state: 'applied', refund_id: null, supplement: null });
    const { lines: left, parts } = await stored(orderId);
    expect(left.map((line) => line.variation_id)).toEqual([second!.variation_id]);
    expect(parts).toMatchObject(priced(left, parts));
    // Delivery is never dearer for a removal than what was charged.
    expect(parts.delivery_fee).toBeLessThanOrEqual(Math.round(order.totals.delivery * 100));
    expect(made.after.totals.total).toBe(som(parts.total));
    expect(made.money.difference).toBe(som(parts.total) - order.totals.total);
    expect(await stockOf(first!.variation_id)).toBe(before + 1);
    expect((await movementsOf(orderId)).at(-1)).toEqual({
      kind: 'order_released',
      variation_id: first!.variation_id,
      quantity_change: 1,
    });
    const detail = await store.orderOf(tokens, orderId);
    expect(detail.timeline.at(-1)).toMatchObject({ note: 'order_changed', actor: 'staff' });

    // The last line cannot go: cancel instead.
    const last = await staff('POST', `/${orderId}/changes`, {
      body: { kind: 'remove', order_item_id: second!.id, reason: 'other' },
      key: newKey(),
    });
    expect(last).toMatchObject({ status: 409, body: { error: { code: 'order_change_empties_order' } } });
    const subjects = await queryRows<{ subject: string }>(
      store.database,
      sql`select payload->>'subject' as subject from jobs where kind = 'mail.send' and payload->>'to' = ${email}
          and payload->>'template' = 'order-change'`,
    );
    expect(subjects.map((row) => row.subject)).toEqual([`Aruu: заказ №${orderId} изменён`]);
  });

  it('recomputes the promo code on the new goods without its minimum, and says so', async () => {
    const tokens = await registerShopper(store.app);
    const products = await queryRows<{ id: number; price: number }>(
      store.database,
      sql`select v.id, v.price from variations v join products p on p.id = v.product_id
          where v.stock >= 5 and v.price between 100000 and 200000 and p.published and not v.hidden
          order by random() limit 2`,
    );
    const code = `CHANGE${Date.now()}`;
    const both = products[0]!.price + products[1]!.price;
    await queryRows(
      store.database,
      sql`insert into promo_codes (code, kind, value, min_order) values (${code}, 'percent', 10, ${both})`,
    );
    const { order_id: orderId } = await placeOrder(store.app, tokens, {
      lines: products.map((row) => ({ variationId: row.id })),
      form: { ...aigerim, email: 'promo.change@example.kg', promo_code: code },
    });
    const { lines } = await stored(orderId);
    expect((await stored(orderId)).parts.discount).toBe(Math.floor(both / 10));
    const made = await change(orderId, { kind: 'remove', order_item_id: lines[0]!.id, reason: 'out_of_stock' });
    const { parts } = await stored(orderId);
    expect(parts.discount).toBe(Math.floor(lines[1]!.unit_price / 10));
    expect(made.money.promo_note).toBe('minimum_waived');
    expect(parts).toMatchObject(priced([lines[1]!], parts));
  });

  it('answers a repeated key with the same change and refuses it with another body', async () => {
    const { orderId, lines } = await cardOrder();
    const body = { kind: 'remove', order_item_id: lines[0]!.id, reason: 'out_of_stock' };
    const key = newKey();
    const [a, b] = await Promise.all([
      staff('POST', `/${orderId}/changes`, { body, key }),
      staff('POST', `/${orderId}/changes`, { body, key }),
    ]);
    expect([a.status, b.status], a.text + b.text).toEqual([201, 201]);
    expect(OrderChange.parse(a.body).id).toBe(OrderChange.parse(b.body).id);
    const other = await staff('POST', `/${orderId}/changes`, { body: { ...body, reason: 'damaged' }, key });
    expect(other).toMatchObject({ status: 422, body: { error: { code: 'idempotency_key_reused' } } });
    // Out of stock: the unit is written off, not put back, and only once.
    expect((await movementsOf(orderId)).filter((row) => row.kind === 'order_written_off')).toEqual([
      { kind: 'order_written_off', variation_id: lines[0]!.variation_id, quantity_change: -1 },
    ]);
    const list = OrderChangeList.parse((await staff('GET', `/${orderId}/changes`)).body);
    expect(list.items).toHaveLength(1);
  });

  it('gives its held UDS points back once, to be held again on the new total at payment', async () => {
    const { orderId, tokens, lines } = await cardOrder();
    const udsCode = await store.addUdsCustomer(300);
    const applied = await store.api(tokens, 'POST', '/orders/set_uds_discount', {
      order_id: orderId,
      uds_code: udsCode,
      points: 100,
    });
    expect(applied.status, applied.text).toBe(200);
    await store.startPayment(tokens, orderId);
    expect(await store.udsBalance(udsCode)).toBe(200);
    await change(orderId, { kind: 'remove', order_item_id: lines[0]!.id, reason: 'buyer_request' });
    await store.runJobsNow(RELEASE_POINTS_JOB);
    expect(await store.udsBalance(udsCode)).toBe(300);
    await store.runJobsNow(RELEASE_POINTS_JOB);
    expect(await store.udsBalance(udsCode)).toBe(300);
    await store.payOnHostedPage(await store.startPayment(tokens, orderId), cards.success);
    expect(await store.udsBalance(udsCode)).toBe(200);
    const { parts } = await stored(orderId);
    expect(parts).toMatchObject({ status: 'pay', points_discount: 10_000 });
    const [payment] = await queryRows<{ amount: number }>(
      store.database,
      sql`select amount from payments where order_id = ${orderId} and status = 'paid'`,
    );
    expect(payment!.amount).toBe(parts.total);
  });

  it('refuses a payment started at the old total: the money goes back', async () => {
    const { orderId, tokens, lines } = await cardOrder();
    const paymentUrl = await store.startPayment(tokens, orderId);
    await change(orderId, { kind: 'remove', order_item_id: lines[0]!.id, reason: 'damaged' });
    await store.payOnHostedPage(paymentUrl, cards.success);
    const [payment] = await queryRows<{ status: string }>(
      store.database,
      sql`select status from payments where order_id = ${orderId}`,
    );
    expect(payment!.status).toBe('refunding');
    expect((await store.orderOf(tokens, orderId)).status).toBe('processed');
  });
});

describe('a change racing the payment', () => {
  it('ends with the money back exactly once whichever commits first', async () => {
    const { orderId, tokens, lines, order } = await cardOrder();
    const paymentUrl = await store.startPayment(tokens, orderId);
    const [made] = await Promise.all([
      change(orderId, { kind: 'remove', order_item_id: lines[0]!.id, reason: 'buyer_request' }),
      store.payOnHostedPage(paymentUrl, cards.success),
    ]);
    const { parts } = await stored(orderId);
    const oldTotal = Math.round(order.totals.total * 100);
    const [payment] = await queryRows<{ status: string; amount: number }>(
      store.database,
      sql`select status, amount from payments where order_id = ${orderId}`,
    );
    const refunds = OrderRefunds.parse((await staff('GET', `/${orderId}/refunds`)).body).refunds;
    if (parts.status === 'pay') {
      // Paid first: the change made the paid order cheaper, and the difference goes back once.
      expect(payment).toEqual({ status: 'paid', amount: oldTotal });
      expect(refunds).toMatchObject([{ reason: 'order_changed', amount: som(oldTotal - parts.total) }]);
      expect(made.refund_id).toBe(refunds[0]!.id);
    } else {
      // Changed first: the payment at the old total could not be taken and goes back whole.
      expect(parts.status).toBe('processed');
      expect(payment).toEqual({ status: 'refunding', amount: oldTotal });
      expect(refunds).toEqual([]);
    }
  });
});

describe('a proposal', () => {
  it('is answered by the buyer through the link: accepted, the new line priced at today’s price and reserved', async () => {
    const { orderId, email, lines } = await cardOrder();
    const variation = await otherVariation(orderId);
    const stockBefore = await stockOf(variation.id);
    const made = await change(orderId, { kind: 'add', variation_id: variation.id, quantity: 2, reason: 'other' });
    expect(made).toMatchObject({ state: 'proposed', needs_consent: true, kind: 'add' });
    expect(made.answer_by).not.toBeNull();
    // Nothing moved yet.
    expect(await stockOf(variation.id)).toBe(stockBefore);
    expect((await stored(orderId)).lines).toHaveLength(2);

    const token = await mailedToken(email);
    const page = BuyerOrderChange.parse((await link('GET', token)).body);
    expect(page).toMatchObject({ order_id: orderId, state: 'proposed', paid: false, can_pay_difference: false });
    expect(page.after.lines.at(-1)).toMatchObject({
      variation_id: variation.id,
      quantity: 2,
      unit_price: som(variation.price),
    });

    const accepted = await link('POST', token, '/decide', { choice: 'accept' });
    expect(accepted.status, accepted.text).toBe(200);
    expect(BuyerOrderChange.parse(accepted.body).state).toBe('applied');
    const { lines: now, parts } = await stored(orderId);
    expect(now.at(-1)).toMatchObject({ variation_id: variation.id, unit_price: variation.price, quantity: 2 });
    expect(parts).toMatchObject(priced(now, parts));
    expect(now).toHaveLength(lines.length + 1);
    expect(await stockOf(variation.id)).toBe(stockBefore - 2);

    // A reduction of that line is the shop's at once: cheaper, the damaged unit written off.
    const newLine = now.at(-1)!;
    const reduced = await change(orderId, {
      kind: 'reduce',
      order_item_id: newLine.id,
      quantity: 1,
      reason: 'damaged',
    });
    expect(reduced).toMatchObject({ state: 'applied', needs_consent: false });
    const afterReduce = await stored(orderId);
    expect(afterReduce.lines.at(-1)).toMatchObject({ id: newLine.id, quantity: 1 });
    expect(afterReduce.parts).toMatchObject(priced(afterReduce.lines, afterReduce.parts));
    expect(await stockOf(variation.id)).toBe(stockBefore - 2);
    expect((await movementsOf(orderId)).filter((row) => row.variation_id === variation.id)).toEqual([
      { kind: 'order_reserved', variation_id: variation.id, quantity_change: -2 },
      { kind: 'order_written_off', variation_id: variation.id, quantity_change: -1 },
    ]);
    const notBelow = await staff('POST', `/${orderId}/changes`, {
      body: { kind: 'reduce', order_item_id: newLine.id, quantity: 1, reason: 'other' },
      key: newKey(),
    });
    expect(notBelow.status).toBe(400);

    // The same answer again answers the same state; another is too late.
    expect((await link('POST', token, '/decide', { choice: 'accept' })).status).toBe(200);
    const other = await link('POST', token, '/decide', { choice: 'cancel_order' });
    expect(other).toMatchObject({ status: 409, body: { error: { code: 'order_change_closed' } } });
    expect((await stored(orderId)).lines).toHaveLength(3);
  });

  it('has its line removed instead when the buyer chooses so, and one open proposal per line', async () => {
    const { orderId, email, lines } = await cardOrder();
    const [first] = lines;
    const variation = await otherVariation(orderId);
    const body = { kind: 'replace', order_item_id: first!.id, variation_id: variation.id, quantity: 1 };
    await change(orderId, { ...body, reason: 'out_of_stock' });
    const again = await staff('POST', `/${orderId}/changes`, { body: { ...body, reason: 'other' }, key: newKey() });
    expect(again).toMatchObject({ status: 409, body: { error: { code: 'order_change_pending' } } });

    const decided = await link('POST', await mailedToken(email), '/decide', { choice: 'remove_line' });
    expect(decided.status, decided.text).toBe(200);
    expect(BuyerOrderChange.parse(decided.body).state).toBe('line_removed');
    const { lines: left } = await stored(orderId);
    expect(left.map((line) => line.id)).toEqual([lines[1]!.id]);
    // Out of stock: written off; the replacement was never reserved.
    expect((await movementsOf(orderId)).filter((row) => row.variation_id === variation.id)).toEqual([]);
  });

  it('replaces a line once accepted: its units back on the shelf, the new ones reserved', async () => {
    const { orderId, email, lines } = await cardOrder();
    const [first, second] = lines;
    const variation = await otherVariation(orderId);
    const [oldBefore, newBefore] = [await stockOf(first!.variation_id), await stockOf(variation.id)];
    await change(orderId, {
      kind: 'replace',
      order_item_id: first!.id,
      variation_id: variation.id,
      quantity: 3,
      reason: 'buyer_request',
    });
    const decided = await link('POST', await mailedToken(email), '/decide', { choice: 'accept' });
    expect(decided.status, decided.text).toBe(200);
    const { lines: now, parts } = await stored(orderId);
    expect(now.map((line) => [line.variation_id, line.quantity])).toEqual([
      [second!.variation_id, 1],
      [variation.id, 3],
    ]);
    expect(parts).toMatchObject(priced(now, parts));
    expect(await stockOf(first!.variation_id)).toBe(oldBefore + 1);
    expect(await stockOf(variation.id)).toBe(newBefore - 3);
  });

  it('lets the buyer cancel the unpaid order instead, and is closed for answers once the order is', async () => {
    const { orderId, email, tokens } = await cardOrder();
    const variation = await otherVariation(orderId);
    await change(orderId, { kind: 'add', variation_id: variation.id, quantity: 1, reason: 'other' });
    const token = await mailedToken(email);
    const cancelled = await link('POST', token, '/decide', { choice: 'cancel_order' });
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(BuyerOrderChange.parse(cancelled.body)).toMatchObject({
      state: 'order_cancelled',
      order_status: 'cancelled',
    });
    expect((await store.orderOf(tokens, orderId)).status).toBe('cancelled');

    // Another proposal on another order that was cancelled meanwhile: withdrawn, and refused.
    const next = await cardOrder();
    await change(next.orderId, {
      kind: 'add',
      variation_id: (await otherVariation(next.orderId)).id,
      quantity: 1,
      reason: 'other',
    });
    const nextToken = await mailedToken(next.email);
    expect((await store.api(next.tokens, 'DELETE', `/orders/delete/${next.orderId}`)).status).toBe(200);
    expect(BuyerOrderChange.parse((await link('GET', nextToken)).body).state).toBe('withdrawn');
    const late = await link('POST', nextToken, '/decide', { choice: 'accept' });
    expect(late).toMatchObject({ status: 409, body: { error: { code: 'order_change_closed' } } });
  });

  it('gets the shop’s default when nobody answers: the line removed, the shop and the buyer told', async () => {
    const { orderId, email, lines } = await cardOrder();
    const [first, second] = lines;
    const made = await change(orderId, {
      kind: 'replace',
      order_item_id: first!.id,
      variation_id: (await otherVariation(orderId)).id,
      quantity: 1,
      reason: 'buyer_request',
    });
    await queryRows(
      store.database,
      sql`update order_changes set answer_by = now() - interval '1 minute' where id = ${made.id}`,
    );
    await store.runJobsNow(EXPIRE_CHANGE_JOB);
    const list = OrderChangeList.parse((await staff('GET', `/${orderId}/changes`)).body);
    expect(list.items[0]).toMatchObject({ id: made.id, state: 'line_removed', decided_by: 'system' });
    expect((await stored(orderId)).lines.map((line) => line.id)).toEqual([second!.id]);
    const mails = await queryRows<{ to: string; subject: string }>(
      store.database,
      sql`select payload->>'to' as to, payload->>'subject' as subject from jobs where kind = 'mail.send'
          and payload->>'subject' like ${`%№${orderId}%`} order by id`,
    );
    expect(mails.map((mail) => mail.subject)).toEqual(
      expect.arrayContaining([
        `Aruu: товар убран из заказа №${orderId}`,
        `Заказ №${orderId}: покупатель не ответил на изменение — товар убран из заказа`,
      ]),
    );
    expect(mails.find((mail) => mail.subject.startsWith('Aruu: товар убран'))!.to).toBe(email);
  });

  it('is withdrawn by staff, and its link is no key to anything else', async () => {
    const { orderId, email } = await cardOrder();
    const made = await change(orderId, {
      kind: 'add',
      variation_id: (await otherVariation(orderId)).id,
      quantity: 1,
      reason: 'other',
    });
    const token = await mailedToken(email);
    const withdrawn = await staff('POST', `/${orderId}/changes/${made.id}/withdraw`);
    expect(withdrawn.status, withdrawn.text).toBe(200);
    expect(OrderChange.parse(withdrawn.body)).toMatchObject({ state: 'withdrawn', decided_by: 'staff' });
    expect((await link('POST', token, '/decide', { choice: 'accept' })).status).toBe(409);
    // A well-formed token that is no proposal's.
    expect((await link('GET', 'A'.repeat(43))).status).toBe(404);
    expect((await link('GET', 'short')).status).toBe(400);
  });

  it('limits the answers a link takes', async () => {
    const guessed = 'B'.repeat(43);
    for (let i = 0; i < 10; i++) {
      expect((await link('POST', guessed, '/decide', { choice: 'accept' })).status).toBe(404);
    }
    const limited = await link('POST', guessed, '/decide', { choice: 'accept' });
    expect(limited).toMatchObject({ status: 429, body: { error: { code: 'rate_limited' } } });
  });
});

describe('a paid card order', () => {
  it('made cheaper is refunded exactly the difference, once, with the UDS points part', async () => {
    const { orderId, order, lines, udsCode } = await paidCardOrder(100);
    expect(await store.udsBalance(udsCode!)).toBe(200);
    const body = { kind: 'remove', order_item_id: lines[0]!.id, reason: 'damaged' };
    const key = newKey();
    const [a, b] = await Promise.all([
      staff('POST', `/${orderId}/changes`, { body, key }),
      staff('POST', `/${orderId}/changes`, { body, key }),
    ]);
    expect([a.status, b.status], a.text + b.text).toEqual([201, 201]);
    const made = OrderChange.parse(a.body);
    const { parts } = await stored(orderId);
    const difference = Math.round(order.totals.total * 100) - parts.total;
    expect(difference).toBeGreaterThan(0);
    expect(made.money.refund?.card).toBe(som(difference));
    const refunds = OrderRefunds.parse((await staff('GET', `/${orderId}/refunds`, {})).body);
    expect(refunds.refunds).toMatchObject([{ reason: 'order_changed', amount: som(difference), state: 'pending' }]);
    expect(refunds.refunds[0]!.uds_amount).toBeGreaterThan(0);
    expect(made.refund_id).toBe(refunds.refunds[0]!.id);
    expect(made.money.refund?.points).toBe(refunds.refunds[0]!.uds_amount);
    await store.runJobsNow(EXECUTE_REFUND_JOB);
    const done = OrderRefunds.parse((await staff('GET', `/${orderId}/refunds`)).body);
    expect(done.refunds).toMatchObject([{ state: 'succeeded' }]);
    expect(done.refunded).toBe(som(difference));
    // UDS gave back the removed goods' share of the points, once.
    const balance = await store.udsBalance(udsCode!);
    expect(balance).toBeGreaterThan(200);
    expect(balance).toBeLessThan(300);
    await store.runJobsNow(EXECUTE_REFUND_JOB);
    expect(await store.udsBalance(udsCode!)).toBe(balance);
  });

  it('made dearer is paid on top by card once the buyer accepts', async () => {
    const { orderId, email, tokens } = await paidCardOrder();
    const variation = await otherVariation(orderId);
    await change(orderId, { kind: 'add', variation_id: variation.id, quantity: 1, reason: 'buyer_request' });
    const token = await mailedToken(email);
    expect((await link('POST', token, '/pay')).status).toBe(409);
    const accepted = BuyerOrderChange.parse((await link('POST', token, '/decide', { choice: 'accept' })).body);
    expect(accepted).toMatchObject({ state: 'applied', can_pay_difference: true });
    expect(accepted.money.to_pay).toBe(accepted.money.difference);
    const started = await link('POST', token, '/pay');
    expect(started.status, started.text).toBe(200);
    await store.payOnHostedPage(started.body.payment_url as string, cards.success);
    const list = OrderChangeList.parse((await staff('GET', `/${orderId}/changes`)).body);
    expect(list.items[0]!.supplement).toEqual({ amount: accepted.money.to_pay, state: 'paid' });
    expect(BuyerOrderChange.parse((await link('GET', token)).body).can_pay_difference).toBe(false);
    expect((await store.orderOf(tokens, orderId)).status).toBe('pay');
    expect((await link('POST', token, '/pay')).status).toBe(409);

    // Cancelled, the order gives back both payments, each at its own payment.
    const cancelled = await staff('POST', `/${orderId}/cancel-paid`, { body: { note: 'Buyer changed their mind' } });
    expect(cancelled.status, cancelled.text).toBe(200);
    await store.runJobsNow(EXECUTE_REFUND_JOB);
    await store.runJobsNow(EXECUTE_REFUND_JOB);
    const refunds = OrderRefunds.parse((await staff('GET', `/${orderId}/refunds`)).body);
    const paidTotal = (
      await queryRows<{ sum: number }>(
        store.database,
        sql`select sum(amount)::int as sum from payments where order_id = ${orderId} and status = 'paid'`,
      )
    )[0]!.sum;
    expect(refunds.refunds.map((refund) => refund.state)).toEqual(['succeeded', 'succeeded']);
    expect(refunds).toMatchObject({ paid: som(paidTotal), refunded: som(paidTotal), refundable: 0 });
    const atProvider = await queryRows<{ amount: number; refunded: string }>(
      store.database,
      sql`select p.amount, coalesce(sum(r.amount::numeric), 0)::text as refunded from payments p
          join sandbox_payments s on s.order_id = p.id::text
          left join sandbox_payment_refunds r on r.sandbox_payment_id = s.id
          where p.order_id = ${orderId} and p.status = 'paid' group by p.id, p.amount order by p.id`,
    );
    expect(atProvider.map((row) => Math.round(Number(row.refunded) * 100))).toEqual(
      atProvider.map((row) => row.amount),
    );
  });
});

describe('cash and bank-transfer orders', () => {
  it('take the new total as what is to be paid', async () => {
    for (const method of ['cash', 'bank_transfer'] as const) {
      const { orderId, tokens, lines } = await cardOrder();
      if (method === 'bank_transfer') {
        const saved = await store.app.inject({
          method: 'PUT',
          url: '/api/v1/users/legal_entity',
          headers: bearer(tokens),
          payload: {
            organisation_name: 'ОсОО «Өнүгүү»',
            inn: '01234567891234',
            legal_address: 'Бишкек ш., Чүй проспекти, 120',
            bank_name: 'ОАО «Бакай Банк»',
            bic: '109018',
            bank_account: '1090180000123456',
          },
        });
        expect(saved.statusCode, saved.body).toBe(200);
      }
      const placed = await store.api(tokens, 'POST', '/orders/place_offline', {
        order_id: orderId,
        payment_method: method,
      });
      expect(placed.status, placed.text).toBe(200);
      const made = await change(orderId, { kind: 'remove', order_item_id: lines[1]!.id, reason: 'other' });
      expect(made.money).toMatchObject({ refund: null, to_pay: 0 });
      const now: OrderDetail = await store.orderOf(tokens, orderId);
      const after = await stored(orderId);
      expect(after.lines).toHaveLength(1);
      expect(now.totals.total).toBe(som(priced(after.lines, after.parts).total));
    }
  });
});

describe('authorization', () => {
  it('refuses the warehouse role and shoppers', async () => {
    const { orderId, tokens, lines } = await cardOrder();
    const body = { kind: 'remove', order_item_id: lines[0]!.id, reason: 'other' };
    const asWarehouse = await staff('POST', `/${orderId}/changes`, { body, key: newKey(), tokens: warehouse });
    expect(asWarehouse.status).toBe(403);
    const asShopper = await staff('POST', `/${orderId}/changes`, { body, key: newKey(), tokens });
    expect(asShopper.status).toBe(403);
    expect((await stored(orderId)).lines).toHaveLength(2);
  });
});
