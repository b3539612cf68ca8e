// The rehearsal's clients: shoppers checking out through Caddy, staff uploading through one
// instance, and a tally of every request with what failed.
import { request } from 'node:http';
import { Secret, TOTP } from 'otpauth';

export const PASSWORD = 'Rehearsal-Rose-Cream-2026';

/** Every request the rehearsal makes through Caddy, and those that failed (a 5xx, a refusal it did not expect, or no answer). */
export function createTally() {
  return {
    requests: 0,
    failures: [],
    statuses: {},
    record(status) {
      this.requests += 1;
      this.statuses[status] = (this.statuses[status] ?? 0) + 1;
    },
    fail(label, status, detail) {
      this.failures.push(`${label}: ${status} ${String(detail).slice(0, 300)}`);
    },
  };
}

/**
 * One HTTP call, counted: answers { status, json }, and notes a failure when the status is not
 * one of `expected`. `forwardedFor` stands for the client's address on direct calls to an
 * instance (it trusts one proxy hop, as behind Caddy).
 */
export async function call(
  tally,
  origin,
  method,
  path,
  { body, token, expected = [200, 201], forwardedFor, from } = {},
) {
  const label = `${method} ${path.replace(/\d+/g, ':id')}`;
  let status = 0;
  let text = '';
  try {
    const send = from ? (url, init) => fetchFrom(from, url, init) : fetch;
    const response = await send(`${origin}${path}`, {
      method,
      redirect: 'manual',
      headers: {
        ...(body === undefined || body instanceof URLSearchParams || body instanceof FormData
          ? {}
          : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
      },
      body:
        body === undefined || body instanceof URLSearchParams || body instanceof FormData || Buffer.isBuffer(body)
          ? body
          : JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
    status = response.status;
    text = await response.text();
    if (tally) tally.record(status);
    if (!expected.includes(status) && tally) tally.fail(label, status, text);
    return { status, text, json: parse(text), headers: response.headers };
  } catch (error) {
    if (tally) {
      tally.record('no answer');
      tally.fail(label, 'no answer', error.cause?.code ?? error.message);
    }
    return { status: 0, text: '', json: undefined };
  }
}

/**
 * A plain-HTTP request from a loopback address of the caller's own (`127.0.1.x`): Caddy sees each
 * shopper at an address of its own, as the shop's per-address limits expect of real shoppers
 * (fetch cannot choose its source address). Answers what the rehearsal reads of a Response.
 */
function fetchFrom(localAddress, url, { method, headers, body, signal }) {
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { method, headers, localAddress, signal }, (incoming) => {
      const chunks = [];
      incoming.on('data', (chunk) => chunks.push(chunk));
      incoming.on('error', reject);
      incoming.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        resolve({ status: incoming.statusCode, headers: new Headers(incoming.headers), text: async () => text });
      });
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

function parse(text) {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** A shopper's account, made on an instance directly from an address of its own (registration is limited per address). */
export async function registerShopper(origin, index) {
  const email = `rehearsal.${index}.${Date.now()}@example.kg`;
  const registered = await call(undefined, origin, 'POST', '/api/v1/auth/register', {
    forwardedFor: `198.51.100.${index + 1}`,
    body: {
      first_name: `Shopper ${index}`,
      email,
      password: PASSWORD,
      password_confirmation: PASSWORD,
      phone: '0555 123 456',
      accept_terms: true,
      confirm_adult: true,
    },
  });
  if (registered.status !== 201) throw new Error(`registration: ${registered.status} ${registered.text}`);
  // Its checkouts come from a loopback address of its own (fetchFrom), as real shoppers from theirs.
  return { email, token: registered.json.access_token, address: `127.0.1.${index + 1}` };
}

/**
 * One whole purchase through Caddy, as the storefront makes it: cart, order, pickup, the payment
 * page and card form at the payment simulator (which then calls the store back through Caddy),
 * and the paid order.
 */
export async function checkout(tally, origin, shopper, variationId) {
  const api = (method, path, body) =>
    call(tally, origin, method, `/api/v1${path}`, { body, token: shopper.token, from: shopper.address });
  const added = await api('POST', '/carts/add_product', { variation_id: variationId, quantity: 1 });
  if (added.status !== 200) return false;
  const order = await api('POST', '/orders/create_from_cart', {
    customer_name: 'Aizada',
    phone: '+996 555 123 456',
    email: shopper.email,
    address: 'Manas 40',
    accept_terms: true,
  });
  if (order.status !== 201) return false;
  const orderId = order.json.order_id;
  await api('POST', '/orders/set_delivery', { order_id: orderId, delivery: { method: 'pickup', shop_id: 'vefa' } });
  const payment = await api('POST', '/payments/get_payment_url', { order_id: orderId });
  if (payment.status !== 200) return false;
  const paymentUrl = new URL(payment.json.payment_url);
  await call(tally, paymentUrl.origin, 'GET', `${paymentUrl.pathname}${paymentUrl.search}`);
  const paid = await call(tally, paymentUrl.origin, 'POST', '/_sandbox/payments/pay', {
    expected: [302, 303],
    body: new URLSearchParams({
      customer: paymentUrl.searchParams.get('customer'),
      card_number: '4111 1111 1111 1111',
      expiry: '12/39',
      cvc: '123',
      name: 'AIZADA',
    }),
  });
  if (paid.status !== 302 && paid.status !== 303) return false;
  const settled = await api('GET', `/orders/${orderId}`);
  if (settled.json?.paid !== true) tally.fail(`order ${orderId}`, settled.status, `not paid: ${settled.json?.status}`);
  return settled.json?.paid === true;
}

/**
 * Below the shop's 20 orders an hour per account (decision 051): a shopper past it keeps the load
 * up by reading the catalogue and its cart, as shoppers between purchases do.
 */
const ORDERS_PER_SHOPPER = 15;

/** Shoppers buying in a loop until `running()` turns false; resolves to the number of paid orders. */
export async function checkoutLoad(tally, origin, shoppers, variations, running) {
  let paid = 0;
  await Promise.all(
    shoppers.map(async (shopper, index) => {
      for (let round = 0; running(); round++) {
        if (round >= ORDERS_PER_SHOPPER) {
          await browse(tally, origin, shopper);
          continue;
        }
        const variation = variations[(index * 7 + round) % variations.length];
        if (await checkout(tally, origin, shopper, variation)) paid += 1;
      }
    }),
  );
  return paid;
}

async function browse(tally, origin, shopper) {
  const options = { token: shopper.token, from: shopper.address, expected: [200] };
  await call(tally, origin, 'GET', '/api/v1/products/new?page=1&page_size=20', options);
  await call(tally, origin, 'GET', '/api/v1/carts', options);
}

/** The admin signed in to the staff app on an instance: password, authenticator enrolment, first code. */
export async function signInAdmin(origin, email, password) {
  const post = async (path, body) => {
    const answer = await call(undefined, origin, 'POST', `/api/v1${path}`, { body, forwardedFor: '203.0.113.9' });
    if (answer.status !== 200) throw new Error(`${path}: ${answer.status} ${answer.text}`);
    return answer.json;
  };
  const { challenge_token: challenge } = await post('/staff/auth/sign-in', { email, password });
  const { secret } = await post('/staff/auth/enrolment', { challenge_token: challenge });
  const code = new TOTP({ secret: Secret.fromBase32(secret) }).generate();
  const session = await post('/staff/auth/enrolment/confirm', { challenge_token: challenge, code });
  return session.access_token;
}
