import { IDEMPOTENCY_KEY_HEADER } from '@aruu/contract/idempotency';
import { OrderRefunds, Refund } from '@aruu/contract/staff-refunds';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerShopper } from '../../../test/accounts.js';
import { type CheckoutStore, cards, startCheckoutStore, type Tokens } from '../../../test/checkout-store.js';
import { startHoldingProxy } from '../../../test/holding-proxy.js';
import { signInStaff } from '../../../test/staff.js';
import { queryRows } from '../../../test/test-app.js';
import { RELEASE_POINTS_JOB } from '../loyalty/points-holds.js';
import { EXECUTE_REFUND_JOB, REFUND_ATTEMPTS } from './refunds.service.js';

/**
 * Refunds and returns over real HTTP: the store's Freedom Pay adapter reaches the payment
 * simulator through a proxy that can fail a request, its UDS adapter the UDS simulator; staff act
 * through the API as a manager with a staff session.
 */
let store: CheckoutStore;
let proxy: Awaited<ReturnType<typeof startHoldingProxy>>;
let manager: Tokens;

beforeAll(async () => {
  store = await startCheckoutStore({
    freedomPayUrl: async (origin) => {
      proxy = await startHoldingProxy(origin);
      return `${proxy.url}/_sandbox/payments`;
    },
  });
  manager = await signInStaff({ app: store.app, database: store.database }, 'manager');
});
afterAll(async () => {
  await store?.close();
  await proxy?.close();
});

async function staff(
  method: 'GET' | 'POST',
  url: string,
  options: { body?: unknown; key?: string; tokens?: Tokens | undefined } = {},
) {
  const tokens = 'tokens' in options ? options.tokens : manager;
  const response = await store.app.inject({
    method,
    url: `/api/v1/staff/orders${url}`,
    headers: { ...(tokens ? bearer(tokens) : {}), ...(options.key ? { [IDEMPOTENCY_KEY_HEADER]: options.key } : {}) },
    ...(options.body === undefined ? {} : { payload: options.body as object }),
  });
  return { status: response.statusCode, body: response.json() as Record<string, unknown>, text: response.body };
}

const overview = async (orderId: number) => OrderRefunds.parse((await staff('GET', `/${orderId}/refunds`)).body);
const executeRefunds = () => store.runJobsNow(EXECUTE_REFUND_JOB);

/** A new shopper's order paid by card, optionally with UDS points of a fresh UDS customer. */
async function paidOrder(options: { points?: number; language?: 'ru' | 'en' | 'ky' } = {}) {
  const tokens = await registerShopper(store.app);
  const order = await store.orderReadyToPay(tokens);
  let udsCode: string | undefined;
  if (options.points) {
    udsCode = await store.addUdsCustomer(300);
    const applied = await store.api(tokens, 'POST', '/orders/set_uds_discount', {
      order_id: order.order_id,
      uds_code: udsCode,
      points: options.points,
    });
    expect(applied.status, applied.text).toBe(200);
  }
  await store.payOnHostedPage(await store.startPayment(tokens, order.order_id), cards.success);
  const email = `buyer.${order.order_id}@example.kg`;
  await queryRows(
    store.database,
    sql`update orders set email = ${email}, language = ${options.language ?? 'ru'} where id = ${order.order_id}`,
  );
  const paid = await store.orderOf(tokens, order.order_id);
  expect(paid.status).toBe('pay');
  return { tokens, orderId: order.order_id, email, udsCode, order: paid };
}

/** The buyer received it `daysAgo` days ago. */
async function delivered(orderId: number, daysAgo: number) {
  await queryRows(
    store.database,
    sql`with moved as (update orders set status = 'delivered' where id = ${orderId} returning id)
        insert into order_events (order_id, status, actor, created_at)
        select id, 'delivered', 'staff', now() - ${daysAgo}::int * interval '1 day' from moved`,
  );
}

async function orderLines(orderId: number) {
  return queryRows<{ id: number; variation_id: number; unit_price: number; stock: number }>(
    store.database,
    sql`select i.id, i.variation_id, i.unit_price, v.stock from order_items i join variations v on v.id = i.variation_id
        where i.order_id = ${orderId} order by i.id`,
  );
}

/** What the payment simulator refunded of the order's payment, in tyiyn, and its status. */
async function atProvider(orderId: number) {
  const [row] = await queryRows<{ status: string; refunds: string[] }>(
    store.database,
    sql`select s.status, coalesce(array_agg(r.amount order by r.id) filter (where r.id is not null), '{}') as refunds
        from payments p join sandbox_payments s on s.order_id = p.id::text
        left join sandbox_payment_refunds r on r.sandbox_payment_id = s.id
        where p.order_id = ${orderId} and p.status = 'paid' group by s.status`,
  );
  return row!;
}

async function mailsTo(email: string) {
  const rows = await queryRows<{ subject: string }>(
    store.database,
    sql`select payload->>'subject' as subject from jobs where kind = 'mail.send' and payload->>'to' = ${email} order by id`,
  );
  return rows.map((row) => row.subject.replaceAll('\u00a0', ' '));
}

async function auditOf(orderId: number) {
  return queryRows<{ action: string; after: Record<string, unknown> }>(
    store.database,
    sql`select action, after from audit_entries where object_type = 'order' and object_id = ${String(orderId)} order by id`,
  );
}

const som = (tyiyn: number) => tyiyn / 100;

/** The order's stock movements: kind, variation, change and whether an employee made it. */
async function movementsOf(orderId: number) {
  return queryRows<{ kind: string; variation_id: number; quantity_change: number; by_staff: boolean }>(
    store.database,
    sql`select kind, variation_id, quantity_change, actor_id is not null as by_staff from stock_movements
        where order_id = ${orderId} order by id`,
  );
}

describe('cancelling a paid order', () => {
  it('refunds the card in full, gives the UDS points and the goods back, and mails the buyer in their language', async () => {
    const { orderId, email, udsCode, order } = await paidOrder({ points: 100, language: 'ky' });
    expect(await store.udsBalance(udsCode!)).toBe(200);
    const stockBefore = await orderLines(orderId);

    const cancelled = await staff('POST', `/${orderId}/cancel-paid`, { body: { note: 'Сатып алуучу баш тартты' } });
    expect(cancelled.status, cancelled.text).toBe(200);
    const pending = OrderRefunds.parse(cancelled.body);
    expect(pending.refunds).toMatchObject([
      { reason: 'order_cancelled', state: 'pending', amount: order.totals.total },
    ]);
    expect(pending).toMatchObject({ paid: order.totals.total, pending: order.totals.total, refundable: 0 });
    expect((await orderLines(orderId)).map((line) => line.stock)).toEqual(stockBefore.map((line) => line.stock + 1));
    // Taken and given back variation by variation, in id order (as the rows are locked).
    const byVariation = [...stockBefore].sort((a, b) => a.variation_id - b.variation_id);
    expect(await movementsOf(orderId)).toEqual([
      ...byVariation.map((line) => ({
        kind: 'order_reserved',
        variation_id: line.variation_id,
        quantity_change: -1,
        by_staff: false,
      })),
      ...byVariation.map((line) => ({
        kind: 'order_released',
        variation_id: line.variation_id,
        quantity_change: 1,
        by_staff: true,
      })),
    ]);

    await executeRefunds();
    await store.runJobsNow(RELEASE_POINTS_JOB);
    const done = await overview(orderId);
    expect(done.refunds).toMatchObject([{ state: 'succeeded', attempts: 1, last_error: null }]);
    expect(done).toMatchObject({ order_cancelled: true, refunded: order.totals.total, pending: 0, refundable: 0 });
    expect(await atProvider(orderId)).toEqual({ status: 'revoked', refunds: [order.totals.total.toFixed(2)] });
    expect(await store.udsBalance(udsCode!)).toBe(300);
    expect((await mailsTo(email)).at(-1)).toMatch(new RegExp(`^Aruu: №${orderId} буйрутма боюнча .* сом кайтарылды$`));
    expect(await auditOf(orderId)).toMatchObject([
      { action: 'order.status_changed', after: { status: 'cancelled', refund: order.totals.total } },
    ]);
  });

  it('is refused for an unpaid order, which the orders board cancels', async () => {
    const tokens = await registerShopper(store.app);
    const order = await store.orderReadyToPay(tokens);
    const refused = await staff('POST', `/${order.order_id}/cancel-paid`, { body: { note: 'x' } });
    expect(refused).toMatchObject({ status: 409, body: { error: { code: 'order_not_paid' } } });
    expect((await store.orderOf(tokens, order.order_id)).status).toBe('processed');
    expect(await auditOf(order.order_id)).toEqual([]);
  });
});

describe('refunds', () => {
  it('refunds a double-submitted request once, and refuses the key with another amount', async () => {
    const { orderId } = await paidOrder();
    const body = { amount: 100.5, note: 'Помятая упаковка' };
    const [first, second] = await Promise.all([
      staff('POST', `/${orderId}/refunds`, { body, key: 'refund-1' }),
      staff('POST', `/${orderId}/refunds`, { body, key: 'refund-1' }),
    ]);
    expect([first.status, second.status], first.text + second.text).toEqual([201, 201]);
    expect(Refund.parse(second.body).id).toBe(Refund.parse(first.body).id);
    const other = await staff('POST', `/${orderId}/refunds`, { body: { ...body, amount: 99 }, key: 'refund-1' });
    expect(other).toMatchObject({ status: 422, body: { error: { code: 'idempotency_key_reused' } } });

    await executeRefunds();
    // A retried job finds it done at the provider and does not send it again.
    await queryRows(
      store.database,
      sql`update refunds set state = 'pending', card_refunded_at = null where order_id = ${orderId}`,
    );
    await queryRows(
      store.database,
      sql`update jobs set done_at = null where kind = ${EXECUTE_REFUND_JOB} and payload->>'refundId' = ${String(Refund.parse(first.body).id)}`,
    );
    await executeRefunds();
    expect(await atProvider(orderId)).toEqual({ status: 'paid', refunds: ['100.50'] });
    expect((await overview(orderId)).refunds).toMatchObject([{ state: 'succeeded', amount: 100.5 }]);
  });

  it('never refunds more than was paid, even when two staff refund at once', async () => {
    const { orderId, order } = await paidOrder();
    const total = Math.round(order.totals.total * 100);
    const sixty = som(Math.floor(total * 0.6));
    const [a, b] = await Promise.all([
      staff('POST', `/${orderId}/refunds`, { body: { amount: sixty, note: 'a' }, key: 'a' }),
      staff('POST', `/${orderId}/refunds`, { body: { amount: sixty, note: 'b' }, key: 'b' }),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    expect([a, b].find((answer) => answer.status === 409)!.body).toMatchObject({
      error: { code: 'refund_exceeds_paid' },
    });
    const rest = som(total - Math.floor(total * 0.6));
    expect((await staff('POST', `/${orderId}/refunds`, { body: { amount: rest, note: 'c' }, key: 'c' })).status).toBe(
      201,
    );
    const more = await staff('POST', `/${orderId}/refunds`, { body: { amount: 0.01, note: 'd' }, key: 'd' });
    expect(more).toMatchObject({ status: 409, body: { error: { code: 'refund_exceeds_paid' } } });
    // Refunds of one order go to the provider one at a time: the second waits its turn (either may
    // go first), then goes.
    await executeRefunds();
    expect((await overview(orderId)).refunds.map((refund) => refund.state).sort()).toEqual(['pending', 'succeeded']);
    await executeRefunds();
    expect(await overview(orderId)).toMatchObject({
      order_cancelled: false,
      refunded: order.totals.total,
      refundable: 0,
    });
    expect((await atProvider(orderId)).status).toBe('revoked');
  });

  it('retries a refund the provider failed to answer, showing why meanwhile', async () => {
    const { orderId } = await paidOrder();
    expect((await staff('POST', `/${orderId}/refunds`, { body: { amount: 50, note: 'x' }, key: 'k' })).status).toBe(
      201,
    );
    // The provider is down for as long as the first run lasts: a run that outlasts the retry's
    // 2-second backoff tries again within it (runDueJobs runs whatever comes due), and fails too.
    const endOutage = proxy.startOutage('POST', /revoke\.php/);
    await executeRefunds();
    endOutage();
    const waiting = await overview(orderId);
    expect(waiting.refunds).toMatchObject([{ state: 'pending' }]);
    const tried = waiting.refunds[0]!.attempts;
    expect(tried).toBeGreaterThanOrEqual(1);
    expect(waiting.refunds[0]!.last_error).toContain('HTTP 503');
    expect(await atProvider(orderId)).toEqual({ status: 'paid', refunds: [] });

    await executeRefunds();
    expect((await overview(orderId)).refunds).toMatchObject([
      { state: 'succeeded', attempts: tried + 1, last_error: null },
    ]);
    expect(await atProvider(orderId)).toEqual({ status: 'paid', refunds: ['50.00'] });
  });

  it('fails a refund whose provider total disagrees, for staff to see and send again', async () => {
    const { orderId } = await paidOrder();
    const created = await staff('POST', `/${orderId}/refunds`, { body: { amount: 20, note: 'x' }, key: 'k' });
    const refundId = Refund.parse(created.body).id;
    // Someone refunded at the provider's cabinet meanwhile: the store must not guess.
    await queryRows(
      store.database,
      sql`insert into sandbox_payment_refunds (sandbox_payment_id, amount)
          select s.id, '5.00' from payments p join sandbox_payments s on s.order_id = p.id::text
          where p.order_id = ${orderId} and p.status = 'paid'`,
    );
    await executeRefunds();
    const failed = await overview(orderId);
    expect(failed.refunds).toMatchObject([{ state: 'failed' }]);
    expect(failed.refunds[0]!.last_error).toContain('the provider reports 5 som refunded');
    expect(failed).toMatchObject({ pending: 0, refunded: 0 });

    const retried = await staff('POST', `/${orderId}/refunds/${refundId}/retry`);
    expect(retried.status, retried.text).toBe(200);
    expect(Refund.parse(retried.body).state).toBe('pending');
    expect((await staff('POST', `/${orderId}/refunds/${refundId}/retry`)).body).toMatchObject({
      error: { code: 'refund_not_retryable' },
    });
    expect((await auditOf(orderId)).map((entry) => entry.action)).toEqual(['refund.created']);
  });
});

describe('two refunds of one order', () => {
  /** A paid order the buyer received two days ago, with a goodwill refund of 10 som on its way. */
  async function receivedWithGoodwill() {
    const { orderId, email } = await paidOrder({ language: 'en' });
    await delivered(orderId, 2);
    const goodwill = await staff('POST', `/${orderId}/refunds`, {
      body: { amount: 10, note: 'The parcel came late' },
      key: 'goodwill',
    });
    expect(goodwill.status, goodwill.text).toBe(201);
    return { orderId, email };
  }

  /** Records the return of the order's first item: its refund goes on its way; answers the refund's amount. */
  async function returnFirstItem(orderId: number) {
    const [line] = await orderLines(orderId);
    const returned = await staff('POST', `/${orderId}/returns`, {
      body: { items: [{ order_item_id: line!.id, quantity: 1 }], reason: 'proper_quality', restock: true },
      key: 'return',
    });
    expect(returned.status, returned.text).toBe(201);
    return (returned.body.refund as { amount: number }).amount;
  }

  const refundJobs = (orderId: number) =>
    queryRows<{ last_error: string | null; open: boolean }>(
      store.database,
      sql`select j.last_error, j.done_at is null and j.failed_at is null as open from jobs j
          join refunds r on r.id = (j.payload->>'refundId')::int
          where j.kind = ${EXECUTE_REFUND_JOB} and r.order_id = ${orderId} order by r.id`,
    );
  const refundMails = async (email: string) =>
    (await mailsTo(email)).filter((subject) => subject.includes(' refunded for order #'));

  it('sends one when both are due in one pass; the other waits its turn, goes on its retry, and each is refunded once', async () => {
    const { orderId, email } = await receivedWithGoodwill();
    const returnAmount = await returnFirstItem(orderId);

    // Both jobs are due: the queue runs them side by side, and refunds of one order go one at a time.
    // The provider holds the first refund's answer until the other job has been turned away, so the
    // two overlap however fast the first would otherwise finish.
    const firstRevoke = proxy.holdNextRequest('POST', /revoke\.php/);
    const pass = store.app.jobs.runDueJobs();
    await firstRevoke.arrived;
    await expect
      .poll(async () => (await refundJobs(orderId)).find((job) => job.open && job.last_error)?.last_error)
      .toMatch(/waits its turn/);
    firstRevoke.release();
    await pass;
    const first = await overview(orderId);
    expect(first.refunds.map((refund) => refund.state).sort()).toEqual(['pending', 'succeeded']);
    const waiting = first.refunds.find((refund) => refund.state === 'pending')!;
    // Never sent: no try counted, nothing to tell staff; its job is open, to run again shortly.
    expect(waiting).toMatchObject({ attempts: 0, last_error: null });
    expect((await refundJobs(orderId)).find((job) => job.open)?.last_error).toMatch(/waits its turn/);
    expect((await atProvider(orderId)).refunds).toHaveLength(1);

    await executeRefunds();
    const done = await overview(orderId);
    expect(done.refunds).toMatchObject([
      { reason: 'manual', state: 'succeeded', attempts: 1, last_error: null },
      { reason: 'return', state: 'succeeded', attempts: 1, last_error: null },
    ]);
    expect(done).toMatchObject({ pending: 0, refunded: som(1000 + Math.round(returnAmount * 100)) });
    expect((await atProvider(orderId)).refunds.sort()).toEqual(['10.00', returnAmount.toFixed(2)].sort());
    expect(await refundMails(email)).toHaveLength(2);
  });

  it('lets one wait for as long as another worker sends the other, using none of its tries, then sends it once', async () => {
    const { orderId, email } = await receivedWithGoodwill();
    // The first worker sends the goodwill refund, and the provider takes its time over it.
    const slowRevoke = proxy.holdNextRequest('POST', /revoke\.php/);
    const firstWorker = store.app.jobs.runDueJobs();
    await slowRevoke.arrived;
    const returnAmount = await returnFirstItem(orderId);

    // Meanwhile a second worker takes the return's refund up more times than a refund is tried.
    for (let run = 0; run <= REFUND_ATTEMPTS; run++) await executeRefunds();
    expect((await overview(orderId)).refunds).toMatchObject([
      { reason: 'manual', state: 'pending', attempts: 1 },
      { reason: 'return', state: 'pending', attempts: 0, last_error: null },
    ]);
    expect((await refundJobs(orderId)).map((job) => job.open)).toEqual([true, true]);

    slowRevoke.release();
    await firstWorker;
    await executeRefunds();
    expect((await overview(orderId)).refunds).toMatchObject([
      { reason: 'manual', state: 'succeeded', attempts: 1 },
      { reason: 'return', state: 'succeeded', attempts: 1 },
    ]);
    expect((await atProvider(orderId)).refunds.sort()).toEqual(['10.00', returnAmount.toFixed(2)].sort());
    expect(await refundMails(email)).toHaveLength(2);
  });
});

describe('returns', () => {
  it('refunds half of a proper-quality item within 7 days, restocks it and gives back its share of the points', async () => {
    const { orderId, udsCode, email } = await paidOrder({ points: 100, language: 'en' });
    await delivered(orderId, 3);
    const [line] = await orderLines(orderId);
    const items = [{ order_item_id: line!.id, quantity: 1 }];
    const quote = await staff('POST', `/${orderId}/returns/quote`, { body: { items, reason: 'proper_quality' } });
    expect(quote.status, quote.text).toBe(200);
    expect(quote.body).toMatchObject({ percent: 50, rule: 'within_30_days', within_return_window: true });
    const balance = await store.udsBalance(udsCode!);

    const created = await staff('POST', `/${orderId}/returns`, {
      body: { items, reason: 'proper_quality', restock: true },
      key: 'return-1',
    });
    expect(created.status, created.text).toBe(201);
    expect(created.body).toMatchObject({
      return: {
        rule_percent: 50,
        amount: quote.body.amount,
        restock: true,
        items: [{ order_item_id: line!.id, quantity: 1 }],
      },
      refund: { reason: 'return', state: 'pending', amount: quote.body.amount },
    });
    expect((await orderLines(orderId))[0]!.stock).toBe(line!.stock + 1);
    expect((await movementsOf(orderId)).at(-1)).toEqual({
      kind: 'returned',
      variation_id: line!.variation_id,
      quantity_change: 1,
      by_staff: true,
    });

    await executeRefunds();
    const done = await overview(orderId);
    expect(done.refunds).toMatchObject([{ state: 'succeeded' }]);
    expect(done.items[0]).toMatchObject({ returned: 1 });
    expect(await atProvider(orderId)).toEqual({ status: 'paid', refunds: [(quote.body.amount as number).toFixed(2)] });
    expect(await store.udsBalance(udsCode!)).toBeGreaterThan(balance);
    expect((await mailsTo(email)).at(-1)).toMatch(new RegExp(`refunded for order #${orderId}$`));
    expect(await auditOf(orderId)).toMatchObject([
      { action: 'return.created', after: { rule_percent: 50, amount: quote.body.amount, override_note: null } },
    ]);
  });

  it('takes a proper-quality item back after 7 days only with an override, whose note is required', async () => {
    const { orderId } = await paidOrder();
    await delivered(orderId, 10);
    const [line] = await orderLines(orderId);
    const body = { items: [{ order_item_id: line!.id, quantity: 1 }], reason: 'proper_quality', restock: false };
    expect(await staff('POST', `/${orderId}/returns`, { body, key: 'late' })).toMatchObject({
      status: 409,
      body: { error: { code: 'return_window_passed' } },
    });
    const noNote = await staff('POST', `/${orderId}/returns`, {
      body: { ...body, override: { amount: 10, note: ' ' } },
      key: 'late',
    });
    expect(noNote).toMatchObject({
      status: 400,
      body: { error: { fields: { 'override.note': { code: 'required' } } } },
    });

    const overridden = await staff('POST', `/${orderId}/returns`, {
      body: { ...body, override: { amount: 10, note: 'Постоянный покупатель' } },
      key: 'late',
    });
    expect(overridden.status, overridden.text).toBe(201);
    expect(overridden.body).toMatchObject({
      return: { amount: 10, override_note: 'Постоянный покупатель' },
      refund: { amount: 10 },
    });
    expect((await orderLines(orderId))[0]!.stock).toBe(line!.stock);
    expect(await auditOf(orderId)).toMatchObject([
      { action: 'return.created', after: { amount: 10, override_note: 'Постоянный покупатель' } },
    ]);
  });

  it('gives a defective item back in full, never more units than were ordered, and flags a buyer at 5 returns', async () => {
    const { orderId, tokens } = await paidOrder();
    await delivered(orderId, 45);
    const [line] = await orderLines(orderId);
    const items = [{ order_item_id: line!.id, quantity: 1 }];
    const quote = await staff('POST', `/${orderId}/returns/quote`, { body: { items, reason: 'defect' } });
    expect(quote.body).toMatchObject({ percent: 100, rule: 'defect', within_return_window: true });
    expect(
      (await staff('POST', `/${orderId}/returns`, { body: { items, reason: 'defect', restock: false }, key: 'a' }))
        .status,
    ).toBe(201);
    expect(
      await staff('POST', `/${orderId}/returns`, { body: { items, reason: 'defect', restock: false }, key: 'b' }),
    ).toMatchObject({
      status: 409,
      body: { error: { code: 'return_exceeds_ordered' } },
    });

    const userId = (await store.api(tokens, 'GET', '/users/me')).body as { id: number };
    const before = await overview(orderId);
    expect(before).toMatchObject({ customer_returns: 0, customer_flagged: false });
    for (let n = 0; n < 5; n++) {
      await queryRows(
        store.database,
        sql`insert into order_returns (order_id, reason, restock, rule_amount, rule_percent, amount, idempotency_key, created_by)
            values (${orderId}, 'proper_quality', false, 0, 0, 0, ${`seed-${n}`}, ${userId.id})`,
      );
    }
    expect(await overview(orderId)).toMatchObject({ customer_returns: 5, customer_flagged: true });
  });
});

describe('who may', () => {
  it('lets only staff with payments.refund see or make refunds', async () => {
    const { orderId, tokens } = await paidOrder();
    expect((await staff('GET', `/${orderId}/refunds`, { tokens: undefined })).status).toBe(401);
    expect((await staff('GET', `/${orderId}/refunds`, { tokens })).status).toBe(403);
    const warehouse = await signInStaff({ app: store.app, database: store.database }, 'warehouse');
    expect((await staff('GET', `/${orderId}/refunds`, { tokens: warehouse })).status).toBe(403);
    const body = { amount: 1, note: 'x' };
    expect((await staff('POST', `/${orderId}/refunds`, { body, key: 'w', tokens: warehouse })).status).toBe(403);
    expect((await staff('POST', `/${orderId}/cancel-paid`, { body: { note: 'x' }, tokens: warehouse })).status).toBe(
      403,
    );
    expect((await staff('GET', '/999999/refunds')).status).toBe(404);
  });
});

describe('a refund whose worker stopped', () => {
  it('tells staff the worker stopped and since when, until another takes it up and sends it once', async () => {
    const { orderId } = await paidOrder();
    const created = await staff('POST', `/${orderId}/refunds`, { body: { amount: 10, note: 'x' }, key: 'stopped' });
    expect(created.status, created.text).toBe(201);
    const refundId = Refund.parse(created.body).id;
    expect((await overview(orderId)).refunds[0]!.worker_stopped_at).toBeNull();
    // Claimed by a process that then died: no renewal for 40 s, its lease still runs.
    const job = sql`kind = ${EXECUTE_REFUND_JOB} and payload->>'refundId' = ${String(refundId)}`;
    await queryRows(
      store.database,
      sql`update jobs set attempts = 1, locked_until = now() + interval '20 seconds', updated_at = now() - interval '40 seconds' where ${job}`,
    );
    const waiting = (await overview(orderId)).refunds[0]!;
    expect(waiting.state).toBe('pending');
    expect(Date.parse(waiting.worker_stopped_at!)).toBeLessThan(Date.now() - 30_000);
    await queryRows(store.database, sql`update jobs set locked_until = now() - interval '1 second' where ${job}`);
    await executeRefunds();
    const sent = (await overview(orderId)).refunds[0]!;
    expect(sent).toMatchObject({ state: 'succeeded', worker_stopped_at: null });
  });
});
