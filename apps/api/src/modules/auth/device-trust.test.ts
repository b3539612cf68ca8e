import fastifyCookie from '@fastify/cookie';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDeviceTrust, DEVICE_COOKIE } from './device-trust.js';

const DAY_MS = 24 * 60 * 60 * 1000;
let now = Date.UTC(2026, 0, 1);
const devices = createDeviceTrust({ secret: 'device-trust-test-secret-0123456789abcdef', now: () => now });

/** `remember` and `recognise` behind two routes, with the cookie plugin the store uses. */
const app = Fastify();
beforeAll(async () => {
  await app.register(fastifyCookie);
  app.post('/remember/:email', async (request, reply) => {
    devices.remember(request, reply, (request.params as { email: string }).email);
    return {};
  });
  app.get('/recognise/:email', async (request) => ({
    id: devices.recognise(request, (request.params as { email: string }).email) ?? null,
  }));
});
afterAll(() => app.close());

async function remember(email: string, cookie = '') {
  const response = await app.inject({ method: 'POST', url: `/remember/${email}`, headers: { cookie } });
  const set = response.cookies.find((each) => each.name === DEVICE_COOKIE)!;
  expect(set).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/v1/' });
  return `${DEVICE_COOKIE}=${set.value}`;
}

const recognised = async (email: string, cookie: string) =>
  ((await app.inject({ url: `/recognise/${email}`, headers: { cookie } })).json() as { id: string | null }).id;

describe('known browsers', () => {
  it('recognise the accounts signed in from the browser, and no other', async () => {
    const first = await remember('aizada@example.kg');
    const both = await remember('bakyt@example.kg', first);
    expect(await recognised('aizada@example.kg', both)).toEqual(expect.any(String));
    expect(await recognised('bakyt@example.kg', both)).toEqual(expect.any(String));
    expect(await recognised('chynara@example.kg', both)).toBeNull();
    // Under another key (another store, a rotated JWT_SECRET) the tokens are nobody's.
    const elsewhere = createDeviceTrust({ secret: 'another-secret-entirely-0123456789abcdef', now: () => now });
    const request = { cookies: { [DEVICE_COOKIE]: both.slice(DEVICE_COOKIE.length + 1) } } as never;
    expect(devices.recognise(request, 'aizada@example.kg')).toEqual(expect.any(String));
    expect(elsewhere.recognise(request, 'aizada@example.kg')).toBeUndefined();
  });

  it('keep the last five accounts, and forget them after 180 days', async () => {
    let cookie = '';
    for (const name of ['a', 'b', 'c', 'd', 'e', 'f']) cookie = await remember(`${name}@example.kg`, cookie);
    expect(await recognised('a@example.kg', cookie)).toBeNull();
    expect(await recognised('f@example.kg', cookie)).not.toBeNull();
    expect(await recognised('b@example.kg', cookie)).not.toBeNull();
    now += 181 * DAY_MS;
    expect(await recognised('f@example.kg', cookie)).toBeNull();
    // Signing in again trusts the browser anew, and drops what expired.
    const renewed = await remember('f@example.kg', cookie);
    expect(renewed.split('~')).toHaveLength(1);
    expect(await recognised('f@example.kg', renewed)).not.toBeNull();
  });
});
