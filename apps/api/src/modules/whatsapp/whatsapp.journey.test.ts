import { randomUUID } from 'node:crypto';
import { User } from '@aruu/contract/auth';
import { ErrorResponse } from '@aruu/contract/errors';
import {
  SANDBOX_RETRY_AFTER_SECONDS,
  sandboxWhatsappNumbers,
} from '@aruu/demo/sandbox/whatsapp/whatsapp-sandbox-protocol';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerShopper } from '../../../test/accounts.js';
import { type CheckoutStore, cards, startCheckoutStore, type Tokens } from '../../../test/checkout-store.js';
import { eventually } from '../../../test/eventually.js';
import { signInStaff } from '../../../test/staff.js';
import { queryRows } from '../../../test/test-app.js';
import { SANDBOX_WHATSAPP } from '../../config/config.js';
import { createWhatsappClient, WhatsappError } from './whatsapp-client.js';
import { webhookSignature } from './whatsapp-webhook.js';

// The store on a port with WhatsApp on, its adapter talking to the Cloud API simulator
// (apps/demo/src/sandbox/whatsapp) over real HTTP; the simulator delivers signed webhooks back.
let store: CheckoutStore;

beforeAll(async () => {
  store = await startCheckoutStore({ env: { ...SANDBOX_WHATSAPP } });
});
afterAll(async () => {
  await store?.close();
});

const client = (accessToken: string = SANDBOX_WHATSAPP.WHATSAPP_ACCESS_TOKEN) =>
  createWhatsappClient({
    graphUrl: `${store.origin}/_sandbox/whatsapp`,
    apiVersion: 'v23.0',
    accessToken,
    phoneNumberId: SANDBOX_WHATSAPP.WHATSAPP_PHONE_NUMBER_ID,
  });

async function refusal(work: Promise<unknown>): Promise<WhatsappError> {
  const error = await work.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(WhatsappError);
  return error as WhatsappError;
}

interface MessageRow {
  id: number;
  template: string;
  language: string;
  phone: string;
  params: string[];
  status: string;
  wamid: string | null;
  error: string | null;
}
const messagesOf = (orderId: number) =>
  queryRows<MessageRow>(
    store.database,
    sql`select id, template, language, phone, params, status, wamid, error from whatsapp_messages where order_id = ${orderId} order by id`,
  );
const sendJobsOf = (messageId: number) =>
  queryRows<{ due_in_ms: number; done: boolean; attempts: number }>(
    store.database,
    sql`select (extract(epoch from (run_at - updated_at)) * 1000)::int as due_in_ms, done_at is not null as done, attempts
        from jobs where kind = 'whatsapp.send' and (payload->>'messageId')::int = ${messageId}`,
  );

async function profile(tokens: Tokens) {
  const response = await store.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: bearer(tokens) });
  return User.parse(response.json());
}

/** A paid card order by a new shopper at `phone`; `optIn` ticks checkout's WhatsApp box. */
async function paidOrder(phone: string, optIn: boolean, delivery?: unknown) {
  const tokens = await registerShopper(store.app);
  const order = await store.orderReadyToPay(tokens, delivery, { phone, whatsapp_opt_in: optIn });
  await store.payOnHostedPage(await store.startPayment(tokens, order.order_id), cards.success);
  await eventually(async () => expect((await store.orderOf(tokens, order.order_id)).status).toBe('pay'));
  return { tokens, orderId: order.order_id };
}

async function deliver(body: object) {
  const response = await fetch(`${store.origin}/_sandbox/whatsapp/deliver`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { store_status: number }).store_status;
}

describe('the Cloud API adapter against the simulator', () => {
  it('sends a template and gets its wamid; a wrong shape, token or number is refused with the Graph error', async () => {
    const sent = await client().sendTemplate({
      to: '996555123456',
      template: 'order_handed_to_courier',
      language: 'ky_KG',
      params: ['Айгерим', '12', 'https://aruu.kg/orders/12'],
    });
    expect(sent.wamid).toMatch(/^wamid\./);

    const wrongCount = await refusal(
      client().sendTemplate({ to: '996555123456', template: 'order_placed', language: 'ru', params: ['a'] }),
    );
    expect(wrongCount).toMatchObject({ status: 400, code: 132000, permanent: true, rateLimited: false });
    const unknown = await refusal(
      client().sendTemplate({
        to: '996555123456',
        template: 'order_placed',
        language: 'ky',
        params: ['a', 'b', 'c', 'd'],
      }),
    );
    expect(unknown).toMatchObject({ code: 132001, permanent: true });
    const token = await refusal(client('a-wrong-access-token-for-the-test').phoneNumber());
    expect(token).toMatchObject({ status: 401, code: 190 });
    expect(await client().phoneNumber()).toEqual({
      displayPhoneNumber: '+996 555 000 000',
      verifiedName: 'Aruu sandbox',
    });
  });
});

describe('the Cloud API simulator', () => {
  const send = (body: object) =>
    fetch(`${store.origin}/_sandbox/whatsapp/v23.0/${SANDBOX_WHATSAPP.WHATSAPP_PHONE_NUMBER_ID}/messages`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${SANDBOX_WHATSAPP.WHATSAPP_ACCESS_TOKEN}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify(body),
    });
  const template = { name: 'order_handed_to_courier', language: { code: 'en' }, components: [] };

  it('refuses the wrong shapes with the documented Graph error object', async () => {
    for (const [body, code] of [
      [{ to: '996555123456', type: 'template', template }, 100],
      [{ messaging_product: 'whatsapp', type: 'template', template }, 131008],
      [
        { messaging_product: 'whatsapp', to: '996555123456', type: 'template', template: { name: 'order_placed' } },
        131008,
      ],
      [{ messaging_product: 'whatsapp', to: '996555123456', type: 'template', template }, 132000],
    ] as const) {
      const response = await send(body);
      expect(response.status).toBe(400);
      const answer = (await response.json()) as { error: { code: number; type: string; fbtrace_id: string } };
      expect(answer.error).toMatchObject({ code, type: 'OAuthException', fbtrace_id: expect.any(String) });
    }
  });

  it('lists what was sent on its page, whose buttons deliver statuses to the store', async () => {
    const { wamid } = await client().sendTemplate({
      to: '996555765432',
      template: 'order_payment_link',
      language: 'ru',
      params: ['Айгерим', '77', 'https://pay.example/77'],
    });
    const page = await fetch(`${store.origin}/_sandbox/whatsapp`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('+996555765432');
    expect(html).toContain('order_payment_link');
    expect(html).toContain('https://pay.example/77');
    expect(html).toContain(`value="${wamid}"`);

    const button = await fetch(`${store.origin}/_sandbox/whatsapp/deliver-form`, {
      method: 'POST',
      body: new URLSearchParams({ wamid, status: 'delivered' }),
      redirect: 'manual',
    });
    expect(button.status).toBe(303);
    const [row] = await queryRows<{ status: string }>(
      store.database,
      sql`select status from sandbox_whatsapp_messages where wamid = ${wamid}`,
    );
    expect(row!.status).toBe('delivered');
  });
});

describe('order messages on WhatsApp', () => {
  it('sends the placed message to an opted-in buyer and follows its statuses forwards only', async () => {
    const { tokens, orderId } = await paidOrder('+996 555 700 111', true);
    expect((await profile(tokens)).whatsapp_opt_in).toBe(true);
    const [queued] = await messagesOf(orderId);
    expect(queued).toMatchObject({ template: 'order_placed', language: 'ru', phone: '996555700111', status: 'queued' });
    expect(queued!.params[1]).toBe(String(orderId));

    await store.runJobsNow('whatsapp.send');
    const [sent] = await messagesOf(orderId);
    expect(sent).toMatchObject({ status: 'sent', wamid: expect.stringMatching(/^wamid\./) });

    expect(await deliver({ wamid: sent!.wamid, status: 'delivered' })).toBe(200);
    expect((await messagesOf(orderId))[0]!.status).toBe('delivered');
    // A late "sent" after "delivered" changes nothing; "read" moves it on.
    expect(await deliver({ wamid: sent!.wamid, status: 'sent' })).toBe(200);
    expect((await messagesOf(orderId))[0]!.status).toBe('delivered');
    expect(await deliver({ wamid: sent!.wamid, status: 'read' })).toBe(200);
    expect((await messagesOf(orderId))[0]!.status).toBe('read');
    expect(await deliver({ wamid: sent!.wamid, status: 'failed' })).toBe(200);
    expect((await messagesOf(orderId))[0]!.status).toBe('read');
  });

  it('queues nothing for a buyer who did not opt in', async () => {
    const { tokens, orderId } = await paidOrder('+996 555 700 222', false);
    expect((await profile(tokens)).whatsapp_opt_in).toBe(false);
    expect(await messagesOf(orderId)).toEqual([]);
  });

  it('refuses a forged webhook with 401 and changes nothing', async () => {
    const { orderId } = await paidOrder('+996 555 700 333', true);
    await store.runJobsNow('whatsapp.send');
    const [sent] = await messagesOf(orderId);
    expect(await deliver({ wamid: sent!.wamid, status: 'read', forge: true })).toBe(401);
    expect(await deliver({ from: '996555700333', text: 'STOP', forge: true })).toBe(401);
    expect((await messagesOf(orderId))[0]!.status).toBe('sent');

    const body = JSON.stringify({ object: 'whatsapp_business_account', entry: [] });
    const unsigned = await store.app.inject({
      method: 'POST',
      url: '/api/v1/whatsapp/webhook',
      headers: { 'content-type': 'application/json' },
      payload: body,
    });
    expect(unsigned.statusCode).toBe(401);
    expect(ErrorResponse.parse(unsigned.json()).error.code).toBe('whatsapp_signature_invalid');
    const signed = await store.app.inject({
      method: 'POST',
      url: '/api/v1/whatsapp/webhook',
      headers: {
        'content-type': 'application/json',
        'x-hub-signature-256': webhookSignature(body, SANDBOX_WHATSAPP.WHATSAPP_APP_SECRET),
      },
      payload: body,
    });
    expect(signed.statusCode).toBe(200);
  });

  it('answers the subscription handshake only with the verify token', async () => {
    const handshake = (token: string) =>
      store.app.inject({
        method: 'GET',
        url: '/api/v1/whatsapp/webhook',
        query: { 'hub.mode': 'subscribe', 'hub.verify_token': token, 'hub.challenge': '1158201444' },
      });
    const good = await handshake(SANDBOX_WHATSAPP.WHATSAPP_VERIFY_TOKEN);
    expect(good.statusCode).toBe(200);
    expect(good.body).toBe('1158201444');
    const bad = await handshake('not-the-verify-token');
    expect(bad.statusCode).toBe(403);
    expect(ErrorResponse.parse(bad.json()).error.code).toBe('whatsapp_verify_token_invalid');
  });

  it('opts the number out at once on ТОКТОТ, and drops a message queued before it', async () => {
    const { tokens, orderId } = await paidOrder('+996 555 700 444', true);
    expect(await deliver({ from: '996555700444', text: ' токтот ' })).toBe(200);
    expect((await profile(tokens)).whatsapp_opt_in).toBe(false);
    await store.runJobsNow('whatsapp.send');
    expect((await messagesOf(orderId))[0]).toMatchObject({ status: 'skipped', wamid: null, error: 'opted_out' });
  });

  it('honours an opt-out in the account at send time', async () => {
    const { tokens, orderId } = await paidOrder('+996 555 700 555', true);
    const off = await store.app.inject({
      method: 'PATCH',
      url: '/api/v1/users/me',
      headers: bearer(tokens),
      payload: { whatsapp_opt_in: false },
    });
    expect(User.parse(off.json()).whatsapp_opt_in).toBe(false);
    await store.runJobsNow('whatsapp.send');
    expect((await messagesOf(orderId))[0]!.status).toBe('skipped');

    const on = await store.app.inject({
      method: 'PATCH',
      url: '/api/v1/users/me',
      headers: bearer(tokens),
      payload: { whatsapp_opt_in: true },
    });
    expect(User.parse(on.json()).whatsapp_opt_in).toBe(true);
  });

  it('retries a rate-limited message after its Retry-After, and records a permanent refusal as failed', async () => {
    const limited = await paidOrder(`+${sandboxWhatsappNumbers.rateLimited}`, true);
    const [queued] = await messagesOf(limited.orderId);
    await store.runJobsNow('whatsapp.send');
    expect((await messagesOf(limited.orderId))[0]!.status).toBe('queued');
    const [job] = await sendJobsOf(queued!.id);
    // The simulator asked for 30 s, far past the first backoff (2 s): the retry waits that long.
    expect(job).toMatchObject({ done: false, attempts: 1 });
    expect(job!.due_in_ms).toBeGreaterThanOrEqual(SANDBOX_RETRY_AFTER_SECONDS * 1000);
    await store.runJobsNow('whatsapp.send');
    expect((await messagesOf(limited.orderId))[0]).toMatchObject({ status: 'sent', wamid: expect.any(String) });

    const refused = await paidOrder(`+${sandboxWhatsappNumbers.notAllowed}`, true);
    await store.runJobsNow('whatsapp.send');
    const [failed] = await messagesOf(refused.orderId);
    expect(failed).toMatchObject({ status: 'failed', wamid: null });
    expect(failed!.error).toContain('131030');
  });

  it('tells the buyer when staff hand the order to the courier or have it ready in the shop, once each', async () => {
    const staff = await signInStaff(store, 'warehouse');
    const fulfil = async (orderId: number, status: string) => {
      const response = await store.api(staff, 'POST', `/staff/orders/${orderId}/fulfil`, { status });
      expect(response.status, response.text).toBe(200);
    };
    const courier = await paidOrder('+996 555 700 666', true);
    await fulfil(courier.orderId, 'assembly');
    await fulfil(courier.orderId, 'delivery');
    const pickup = await paidOrder('+996 555 700 777', true, { method: 'pickup', shop_id: 'tsum' });
    await fulfil(pickup.orderId, 'assembly');
    await fulfil(pickup.orderId, 'ready');
    await store.runJobsNow('whatsapp.send');

    const courierMessages = await messagesOf(courier.orderId);
    expect(courierMessages.map((each) => [each.template, each.status])).toEqual([
      ['order_placed', 'sent'],
      ['order_handed_to_courier', 'sent'],
    ]);
    const pickupMessages = await messagesOf(pickup.orderId);
    expect(pickupMessages.map((each) => each.template)).toEqual(['order_placed', 'order_ready_for_pickup']);
    expect(pickupMessages[1]!.params[2]).toMatch(/ЦУМ|TSUM/i);
  });
});

describe('an order staff take for a customer', () => {
  it('sends the card order’s link to a customer who opted in, and nothing to one who did not', async () => {
    const manager = await signInStaff(store, 'manager');
    const [variation] = await queryRows<{ id: number }>(
      store.database,
      sql`select id from variations v where stock >= 5 and not hidden
          and exists (select 1 from products p where p.id = v.product_id and p.published) order by id desc limit 1`,
    );
    const takeFor = async (tokens: Tokens) => {
      const response = await store.app.inject({
        method: 'POST',
        url: '/api/v1/staff/orders',
        headers: { ...bearer(manager), 'idempotency-key': randomUUID() },
        payload: {
          customer: { user_id: (await profile(tokens)).id },
          lines: [{ variation_id: variation!.id, quantity: 1 }],
          delivery: { method: 'pickup', shop_id: 'tsum' },
          channel: 'whatsapp',
          payment_method: 'card',
        },
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json() as { order_id: number; customer_link: string };
    };
    const optedIn = await registerShopper(store.app, { phone: '+996 555 700 888' });
    await store.app.inject({
      method: 'PATCH',
      url: '/api/v1/users/me',
      headers: bearer(optedIn),
      payload: { whatsapp_opt_in: true },
    });
    const taken = await takeFor(optedIn);
    const silent = await takeFor(await registerShopper(store.app, { phone: '+996 555 700 999' }));
    await store.runJobsNow('whatsapp.send');

    const [message] = await messagesOf(taken.order_id);
    expect(message).toMatchObject({ template: 'order_payment_link', status: 'sent', phone: '996555700888' });
    expect(message!.params).toEqual([expect.any(String), String(taken.order_id), taken.customer_link]);
    expect(await messagesOf(silent.order_id)).toEqual([]);
  });
});

describe('a change staff propose to an order', () => {
  it('sends the proposal’s link to a buyer who opted in', async () => {
    const manager = await signInStaff(store, 'manager');
    const { orderId } = await paidOrder('+996 555 701 111', true);
    const [line] = await queryRows<{ id: number; variation_id: number }>(
      store.database,
      sql`select id, variation_id from order_items where order_id = ${orderId} order by id limit 1`,
    );
    const [other] = await queryRows<{ id: number }>(
      store.database,
      sql`select id from variations v where stock >= 5 and not hidden and id <> ${line!.variation_id}
          and exists (select 1 from products p where p.id = v.product_id and p.published) order by id desc limit 1`,
    );
    const response = await store.app.inject({
      method: 'POST',
      url: `/api/v1/staff/orders/${orderId}/changes`,
      headers: { ...bearer(manager), 'idempotency-key': randomUUID() },
      payload: {
        kind: 'replace',
        order_item_id: line!.id,
        variation_id: other!.id,
        quantity: 1,
        reason: 'out_of_stock',
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ state: 'proposed' });
    await store.runJobsNow('whatsapp.send');

    const proposal = (await messagesOf(orderId)).find((each) => each.template === 'order_change_proposed');
    expect(proposal).toMatchObject({ status: 'sent', phone: '996555701111' });
    expect(proposal!.params[2]).toMatch(/\/order-changes\/[\w-]{32,}$/);
  });
});
