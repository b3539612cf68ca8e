import { randomUUID } from 'node:crypto';
import { AuthTokens } from '@aruu/contract/auth';
import { ErrorResponse } from '@aruu/contract/errors';
import { PaymentUrl } from '@aruu/contract/payments';
import { OrderAccess, OrderEntryCustomerList, SentCustomerLink, TakenOrder } from '@aruu/contract/staff-order-entry';
import { StaffOrderDetail } from '@aruu/contract/staff-orders';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerShopper, STRONG_PASSWORD, uniqueEmail, uniqueIp } from '../../../test/accounts.js';
import { type CheckoutStore, cards, startCheckoutStore } from '../../../test/checkout-store.js';
import { type SignedInStaff, signInStaff } from '../../../test/staff.js';
import { queryRows } from '../../../test/test-app.js';

/**
 * Orders staff take for a customer, over real HTTP (`test/checkout-store.ts`): the card payment
 * goes through the Freedom Pay simulator, which calls the store back at its result URL.
 */
let store: CheckoutStore;
let manager: SignedInStaff;
let warehouse: SignedInStaff;
const BISHKEK = 5444;

beforeAll(async () => {
  store = await startCheckoutStore();
  manager = await signInStaff(store, 'manager');
  warehouse = await signInStaff(store, 'warehouse');
});
afterAll(async () => {
  await store?.close();
});

type Caller = { access_token: string } | undefined;

async function call(
  who: Caller,
  method: 'GET' | 'POST',
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) {
  const response = await store.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { ...(who ? bearer(who) : {}), ...headers },
    ...(payload === undefined ? {} : { payload: payload as object }),
    remoteAddress: uniqueIp(),
  });
  const body: unknown = response.body ? response.json() : null;
  return { status: response.statusCode, body, text: response.body, headers: response.headers };
}

const take = (body: unknown, key: string = randomUUID(), who: Caller = manager) =>
  call(who, 'POST', '/staff/orders', body, { 'idempotency-key': key });

const errorOf = (response: { body: unknown }) => ErrorResponse.parse(response.body).error;

/** Two variations with stock to spare, 500–3,000 som each, not used by another test. */
const used = new Set<number>();
async function twoVariations() {
  const rows = await queryRows<{ id: number }>(
    store.database,
    sql`select id from variations v where stock >= 10 and price between 50000 and 300000
        and exists (select 1 from products p where p.id = v.product_id and p.published) and not v.hidden
        order by id limit 40`,
  );
  const fresh = rows.filter((row) => !used.has(row.id)).slice(0, 2);
  for (const row of fresh) used.add(row.id);
  return fresh.map((row) => row.id) as [number, number];
}

const stockOf = async (variationId: number) =>
  (await queryRows<{ stock: number }>(store.database, sql`select stock from variations where id = ${variationId}`))[0]!
    .stock;

const tokenOf = (link: string) => link.slice(link.lastIndexOf('/') + 1);

function newCustomer(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Нурайым Асанова',
    phone: '0700 123 456',
    email: uniqueEmail('taken'),
    language: 'ky',
    consent: true,
    ...overrides,
  };
}

/** A taken order of two variations; `body` replaces the defaults it names (a courier to Bishkek, by card). */
async function orderFor(body: Record<string, unknown>) {
  const [first, second] = await twoVariations();
  const response = await take({
    lines: [
      { variation_id: first, quantity: 1 },
      { variation_id: second, quantity: 2 },
    ],
    delivery: { method: 'courier', city_code: BISHKEK, address: 'Чүй проспекти 120, 5-кв.' },
    channel: 'instagram',
    payment_method: 'card',
    ...body,
  });
  expect(response.status, response.text).toBe(201);
  return { order: TakenOrder.parse(response.body), variations: [first, second] as const };
}

async function linkMails(email: string) {
  return queryRows<{ payload: { to: string; data: { lang: string; linkUrl: string; orderId: number } } }>(
    store.database,
    sql`select payload from jobs where kind = 'mail.send' and payload->>'template' = 'order-link'
        and payload->>'to' = ${email} order by id`,
  );
}

describe('an order taken for a new customer, paid by card through the link', () => {
  it('goes from taken to paid by the link, then to delivered, and the customer sets a password once', async () => {
    const [first, second] = await twoVariations();
    const before = [await stockOf(first), await stockOf(second)];
    const customer = newCustomer();
    const response = await take({
      customer: { new: customer },
      lines: [
        { variation_id: first, quantity: 1 },
        { variation_id: second, quantity: 2 },
      ],
      delivery: { method: 'courier', city_code: BISHKEK, address: 'Чүй проспекти 120, 5-кв.' },
      comment: 'Кечинде алып келиңиз',
      channel: 'instagram',
      payment_method: 'card',
    });
    expect(response.status, response.text).toBe(201);
    const order = TakenOrder.parse(response.body);
    expect(order).toMatchObject({
      status: 'processed',
      channel: 'instagram',
      taken_by: { id: manager.userId },
      language: 'ky',
      payment_method: 'card',
      paid_at: null,
      comment: 'Кечинде алып келиңиз',
      customer: { name: 'Нурайым Асанова', phone: '+996700123456', email: customer.email },
      address: { address: 'Чүй проспекти 120, 5-кв.' },
      delivery: { method: 'courier', city_code: BISHKEK },
    });
    expect(order.customer_link).toMatch(new RegExp(`^${store.origin}/order-access/[A-Za-z0-9_-]{43}$`));
    // The customer reads their mail later than a shopper pays at the checkout: a day, by default.
    const [window] = await queryRows<{ hours: number }>(
      store.database,
      sql`select round(extract(epoch from expires_at - created_at) / 3600)::int as hours from orders
          where id = ${order.order_id}`,
    );
    expect(window!.hours).toBe(24);
    expect(order.items.map((item) => [item.variation_id, item.quantity])).toEqual([
      [first, 1],
      [second, 2],
    ]);
    expect([await stockOf(first), await stockOf(second)]).toEqual([before[0]! - 1, before[1]! - 2]);

    // Only the token's hash is kept; the customer is mailed the link in the order's language.
    const [stored] = await queryRows<{ access_token_hash: string; password_hash: string }>(
      store.database,
      sql`select o.access_token_hash, u.password_hash from orders o join users u on u.id = o.user_id
          where o.id = ${order.order_id}`,
    );
    expect(stored!.access_token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored!.access_token_hash).not.toContain(tokenOf(order.customer_link));
    expect(stored!.password_hash).toBe('!unset');
    const [mail, ...more] = await linkMails(customer.email);
    expect(more).toEqual([]);
    expect(mail!.payload.data).toMatchObject({ lang: 'ky', linkUrl: order.customer_link, orderId: order.order_id });
    const audit = await queryRows<{ action: string; actor_id: number; after: Record<string, unknown> }>(
      store.database,
      sql`select action, actor_id, after from audit_entries where object_type = 'order' and object_id = ${String(order.order_id)}`,
    );
    expect(audit).toEqual([
      {
        action: 'order.taken',
        actor_id: manager.userId,
        after: expect.objectContaining({ channel: 'instagram', new_customer: true, payment_method: 'card' }),
      },
    ]);

    // The customer opens the link: their order, to pay and with a password to set.
    const token = tokenOf(order.customer_link);
    const opened = OrderAccess.parse((await call(undefined, 'GET', `/order-access/${token}`)).body);
    expect(opened).toMatchObject({
      order_id: order.order_id,
      status: 'processed',
      paid: false,
      can_pay: true,
      can_set_password: true,
    });
    expect(opened.totals.total).toBe(order.totals.total);

    const started = await call(undefined, 'POST', `/order-access/${token}/pay`);
    expect(started.status, started.text).toBe(200);
    const landing = await store.payOnHostedPage(PaymentUrl.parse(started.body).payment_url, cards.success);
    expect(landing).toBe(`${order.customer_link}?payment=success`);
    const paid = OrderAccess.parse((await call(undefined, 'GET', `/order-access/${token}`)).body);
    expect(paid).toMatchObject({ status: 'pay', paid: true, can_pay: false });
    expect((await call(undefined, 'POST', `/order-access/${token}/pay`)).status).toBe(409);

    // No password opens the account before the customer sets one (`!unset` is no hash).
    const early = await call(undefined, 'POST', '/auth/login', { email: customer.email, password: '!unset' });
    expect(early.status).toBe(401);
    // A password, once; then the customer signs in with their email.
    const set = await call(undefined, 'POST', `/order-access/${token}/password`, { password: STRONG_PASSWORD });
    expect(set.status, set.text).toBe(204);
    const again = await call(undefined, 'POST', `/order-access/${token}/password`, { password: `${STRONG_PASSWORD}!` });
    expect(again.status).toBe(409);
    expect(errorOf(again).code).toBe('password_already_set');
    const login = await call(undefined, 'POST', '/auth/login', { email: customer.email, password: STRONG_PASSWORD });
    expect(login.status, login.text).toBe(200);
    const tokens = AuthTokens.parse(login.body);
    expect((await call(tokens, 'GET', `/orders/${order.order_id}`)).status).toBe(200);
    expect(OrderAccess.parse((await call(undefined, 'GET', `/order-access/${token}`)).body).can_set_password).toBe(
      false,
    );

    // The same state machine and board as any order.
    for (const status of ['assembly', 'delivery', 'delivered']) {
      const moved = await call(warehouse, 'POST', `/staff/orders/${order.order_id}/fulfil`, { status });
      expect(moved.status, moved.text).toBe(200);
    }
    const board = await call(manager, 'GET', '/staff/orders?channel=instagram&page_size=100');
    expect(JSON.stringify(board.body)).toContain(`"order_id":${order.order_id},`);
    const site = await call(manager, 'GET', '/staff/orders?channel=site&page_size=100');
    expect(JSON.stringify(site.body)).not.toContain(`"order_id":${order.order_id},`);
    const delivered = StaffOrderDetail.parse((await call(manager, 'GET', `/staff/orders/${order.order_id}`)).body);
    expect(delivered).toMatchObject({ status: 'delivered', channel: 'instagram', taken_by: { id: manager.userId } });
  });
});

describe('an order taken for an existing customer, in cash', () => {
  it('finds the customer by their phone, places the order for cash, and staff mark it paid', async () => {
    const shopper = await registerShopper(store.app, { phone: '+996 555 987 321', language: 'ru' });
    const found = await call(manager, 'GET', '/staff/order-entry/customers?q=0555%2098-73-21');
    expect(found.status, found.text).toBe(200);
    expect(OrderEntryCustomerList.parse(found.body).items).toEqual([
      expect.objectContaining({ user_id: shopper.user.id, email: shopper.user.email, language: 'ru', blocked: false }),
    ]);
    const byEmail = OrderEntryCustomerList.parse(
      (await call(manager, 'GET', `/staff/order-entry/customers?q=${encodeURIComponent(shopper.user.email)}`)).body,
    );
    expect(byEmail.items.map((item) => item.user_id)).toEqual([shopper.user.id]);

    const { order } = await orderFor({
      customer: { user_id: shopper.user.id },
      delivery: { method: 'pickup', shop_id: 'tsum' },
      channel: 'phone',
      payment_method: 'cash',
    });
    expect(order).toMatchObject({
      status: 'processed',
      channel: 'phone',
      payment_method: 'cash',
      language: 'ru',
      customer: { user_id: shopper.user.id, email: shopper.user.email },
      delivery: { method: 'pickup', shop_id: 'tsum' },
    });
    // Taken and placed for cash by staff, at once: the shop assembles it without waiting for a payment.
    expect(order.timeline.map((event) => `${event.status}:${event.actor}:${event.note}`)).toEqual([
      'processed:staff:null',
      'processed:staff:awaiting_cash',
    ]);
    const opened = OrderAccess.parse(
      (await call(undefined, 'GET', `/order-access/${tokenOf(order.customer_link)}`)).body,
    );
    expect(opened).toMatchObject({ payment_method: 'cash', can_pay: false, can_set_password: false });
    // A customer with an account: the link sets no password.
    const password = await call(undefined, 'POST', `/order-access/${tokenOf(order.customer_link)}/password`, {
      password: STRONG_PASSWORD,
    });
    expect(errorOf(password).code).toBe('password_already_set');

    const marked = await call(manager, 'POST', `/staff/orders/${order.order_id}/mark-paid`, {});
    expect(marked.status, marked.text).toBe(200);
    expect(StaffOrderDetail.parse(marked.body)).toMatchObject({ status: 'pay', paid_at: expect.any(String) });
  });

  it('refuses a blocked customer, and a bank transfer without company details', async () => {
    const shopper = await registerShopper(store.app);
    const transfer = await take({
      customer: { user_id: shopper.user.id },
      lines: [{ variation_id: (await twoVariations())[0], quantity: 1 }],
      delivery: { method: 'pickup', shop_id: 'tsum' },
      channel: 'whatsapp',
      payment_method: 'bank_transfer',
    });
    expect(transfer.status).toBe(422);
    expect(errorOf(transfer).code).toBe('legal_entity_required');
    await queryRows(store.database, sql`update users set blocked_at = now() where id = ${shopper.user.id}`);
    const blocked = await take({
      customer: { user_id: shopper.user.id },
      lines: [{ variation_id: (await twoVariations())[0], quantity: 1 }],
      delivery: { method: 'pickup', shop_id: 'tsum' },
      channel: 'shop',
      payment_method: 'cash',
    });
    expect(blocked.status).toBe(403);
    expect(errorOf(blocked).code).toBe('customer_blocked');
  });
});

describe('taking an order', () => {
  it('makes one order of a key sent twice, taking the stock once', async () => {
    const [variation] = await twoVariations();
    const before = await stockOf(variation);
    const body = {
      customer: { new: newCustomer() },
      lines: [{ variation_id: variation, quantity: 3 }],
      delivery: { method: 'pickup', shop_id: 'tsum' },
      channel: 'phone',
      payment_method: 'card',
    };
    const key = randomUUID();
    const first = await take(body, key);
    const second = await take(body, key);
    expect(first.status, first.text).toBe(201);
    expect(second.status).toBe(201);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(TakenOrder.parse(second.body).order_id).toBe(TakenOrder.parse(first.body).order_id);
    expect(await stockOf(variation)).toBe(before - 3);
    const orders = await queryRows<{ count: number }>(
      store.database,
      sql`select count(*)::int as count from order_items where variation_id = ${variation}
          and order_id in (select id from orders where taken_by = ${manager.userId})`,
    );
    expect(orders[0]!.count).toBe(1);
  });

  it('answers each invalid field by its path', async () => {
    const [variation] = await twoVariations();
    const valid = {
      customer: { new: newCustomer() },
      lines: [{ variation_id: variation, quantity: 1 }],
      delivery: { method: 'courier', city_code: BISHKEK, address: 'Манаса 40' },
      channel: 'phone',
      payment_method: 'card',
    };
    const fieldsOf = async (body: unknown) => {
      const response = await take(body);
      expect(response.status, response.text).toBe(400);
      return Object.fromEntries(
        Object.entries(errorOf(response).fields ?? {}).map(([key, value]) => [key, value.code]),
      );
    };
    expect(await fieldsOf({ ...valid, lines: [] })).toEqual({ lines: 'required' });
    expect(
      await fieldsOf({
        ...valid,
        lines: [
          { variation_id: variation, quantity: 1 },
          { variation_id: variation, quantity: 2 },
        ],
      }),
    ).toEqual({ lines: 'invalid_value' });
    expect(await fieldsOf({ ...valid, lines: [{ variation_id: variation, quantity: 0 }] })).toEqual({
      'lines.0.quantity': 'invalid_value',
    });
    expect(await fieldsOf({ ...valid, customer: { new: newCustomer({ phone: '12' }) } })).toEqual({
      'customer.new.phone': 'invalid_phone',
    });
    expect(await fieldsOf({ ...valid, customer: { new: newCustomer({ consent: false }) } })).toEqual({
      'customer.new.consent': 'must_accept_terms',
    });
    expect(await fieldsOf({ ...valid, customer: { new: newCustomer({ email: 'not-an-email' }) } })).toEqual({
      'customer.new.email': 'invalid_email',
    });
    expect(await fieldsOf({ ...valid, customer: {} })).toEqual({ customer: 'required' });
    expect(await fieldsOf({ ...valid, customer: { user_id: 2_000_000_000 } })).toEqual({
      'customer.user_id': 'invalid_value',
    });
    expect(await fieldsOf({ ...valid, customer: { user_id: 1, new: newCustomer() } })).toEqual({
      customer: 'invalid_value',
    });
    expect(await fieldsOf({ ...valid, delivery: { method: 'courier', city_code: BISHKEK } })).toEqual({
      'delivery.address': 'required',
    });
    expect(await fieldsOf({ ...valid, channel: 'site' })).toEqual({ channel: 'invalid_value' });
    expect(await fieldsOf({ ...valid, payment_method: 'points' })).toEqual({ payment_method: 'invalid_value' });
    expect(await fieldsOf({ ...valid, lines: [{ variation_id: 2_000_000_000, quantity: 1 }] })).toEqual({
      'lines.0.variation_id': 'invalid_value',
    });

    const withoutKey = await call(manager, 'POST', '/staff/orders', valid);
    expect(withoutKey.status).toBe(400);
    const taken = await registerShopper(store.app);
    const sameEmail = await take({ ...valid, customer: { new: newCustomer({ email: taken.user.email }) } });
    expect(sameEmail.status).toBe(409);
    expect(errorOf(sameEmail)).toMatchObject({
      code: 'email_taken',
      fields: { 'customer.new.email': { code: 'email_taken' } },
    });
  });

  it('is a manager’s: the warehouse is refused', async () => {
    const { order } = await orderFor({ customer: { new: newCustomer() } });
    const [variation] = await twoVariations();
    const refused = await take(
      {
        customer: { new: newCustomer() },
        lines: [{ variation_id: variation, quantity: 1 }],
        delivery: { method: 'pickup', shop_id: 'tsum' },
        channel: 'shop',
        payment_method: 'cash',
      },
      randomUUID(),
      warehouse,
    );
    expect(refused.status).toBe(403);
    expect((await call(warehouse, 'GET', '/staff/order-entry/customers?q=0700')).status).toBe(403);
    expect((await call(warehouse, 'POST', `/staff/orders/${order.order_id}/send-link`)).status).toBe(403);
  });
});

describe("the customer's link", () => {
  it('opens only its own order: an unknown token is 404, a replaced one too', async () => {
    const { order: one } = await orderFor({ customer: { new: newCustomer() } });
    const { order: two } = await orderFor({ customer: { new: newCustomer() } });
    const openedOne = OrderAccess.parse(
      (await call(undefined, 'GET', `/order-access/${tokenOf(one.customer_link)}`)).body,
    );
    const openedTwo = OrderAccess.parse(
      (await call(undefined, 'GET', `/order-access/${tokenOf(two.customer_link)}`)).body,
    );
    expect([openedOne.order_id, openedTwo.order_id]).toEqual([one.order_id, two.order_id]);

    const unknown = 'A'.repeat(43);
    expect((await call(undefined, 'GET', `/order-access/${unknown}`)).status).toBe(404);
    expect((await call(undefined, 'POST', `/order-access/${unknown}/pay`)).status).toBe(404);
    expect(
      (await call(undefined, 'POST', `/order-access/${unknown}/password`, { password: STRONG_PASSWORD })).status,
    ).toBe(404);
    expect((await call(undefined, 'GET', '/order-access/short')).status).toBe(400);

    // A new link for order one: the old one stops working, the new one opens order one only.
    const sent = await call(manager, 'POST', `/staff/orders/${one.order_id}/send-link`);
    expect(sent.status, sent.text).toBe(200);
    const { customer_link: newLink, sent_to: sentTo } = SentCustomerLink.parse(sent.body);
    expect(sentTo).toBe(one.customer.email);
    expect(newLink).not.toBe(one.customer_link);
    expect((await call(undefined, 'GET', `/order-access/${tokenOf(one.customer_link)}`)).status).toBe(404);
    expect(OrderAccess.parse((await call(undefined, 'GET', `/order-access/${tokenOf(newLink)}`)).body).order_id).toBe(
      one.order_id,
    );
    expect((await linkMails(one.customer.email)).map((mail) => mail.payload.data.linkUrl)).toEqual([
      one.customer_link,
      newLink,
    ]);
    expect((await call(manager, 'POST', '/staff/orders/999999/send-link')).status).toBe(404);
  });
});
