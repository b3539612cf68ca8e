import { randomBytes } from 'node:crypto';
import { ErrorResponse } from '@aruu/contract/errors';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { registerShopper, STRONG_PASSWORD, uniqueEmail } from '../../../test/accounts.js';
import { useTestApp } from '../../../test/test-app.js';
import { REDIS_KEY_PREFIX } from '../rate-limit/redis-rate-limit-store.js';
import { DEVICE_COOKIE } from './device-trust.js';

/**
 * Login limits count wrong passwords: 5 per account and address in 15 minutes, 50 per account
 * from anywhere in an hour, 30 per address across accounts in 15 minutes. Run on both stores the
 * store can keep them in; Redis is shared with other test runs, so every address and account
 * here is random and the keys are removed afterwards.
 */
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const runTag = randomBytes(4).toString('hex');
const addressesUsed: string[] = [];

/** A documentation-range IPv6 address no other run will use. */
function randomAddress(): string {
  const address = `2001:db8:${runTag.slice(0, 4)}:${runTag.slice(4)}::${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}`;
  addressesUsed.push(address);
  return address;
}

afterAll(async () => {
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
  try {
    const accountKeys = await redis.keys(`${REDIS_KEY_PREFIX}*login-fail-*${runTag}*`);
    const addressKeys = addressesUsed.map((address) => `${REDIS_KEY_PREFIX}login-fail-ip:${address}`);
    // A browser's count is keyed by its random id, which no other run can meet; it expires by itself.
    await redis.del(...accountKeys, ...addressKeys);
  } finally {
    redis.disconnect();
  }
});

describe.each([
  ['PostgreSQL', {}],
  ['Redis', { REDIS_URL: redisUrl }],
])('login limits kept in %s', (_store, env: Record<string, string>) => {
  const ctx = useTestApp(env);

  const login = (email: string, password: string, remoteAddress: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password }, remoteAddress });

  async function owner() {
    const { user } = await registerShopper(ctx.app, { email: uniqueEmail(`owner-${runTag}`) });
    return user.email;
  }

  async function statusesOf(attempts: Array<Promise<{ statusCode: number }>>) {
    return (await Promise.all(attempts)).map((response) => response.statusCode);
  }

  const count = (statuses: number[], status: number) => statuses.filter((each) => each === status).length;

  it('lets the owner in from their address while an attacker elsewhere is limited', async () => {
    const email = await owner();
    const [attacker, home] = [randomAddress(), randomAddress()];
    const guesses = [];
    for (let i = 0; i < 5; i++) guesses.push((await login(email, `wrong-guess-${i}`, attacker)).statusCode);
    expect(guesses).toEqual([401, 401, 401, 401, 401]);

    const limited = await login(email, 'wrong-guess-5', attacker);
    expect(limited.statusCode).toBe(429);
    expect(ErrorResponse.parse(limited.json()).error.code).toBe('rate_limited');
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // Refused before the password is looked at: even the right one does not get in from there.
    expect((await login(email, STRONG_PASSWORD, attacker)).statusCode).toBe(429);

    expect((await login(email, STRONG_PASSWORD, home)).statusCode).toBe(200);
    // The attacker's address stays limited after the owner's success elsewhere.
    expect((await login(email, 'wrong-guess-6', attacker)).statusCode).toBe(429);
  });

  it('does not count successful logins', async () => {
    const email = await owner();
    const address = randomAddress();
    for (let i = 0; i < 7; i++) expect((await login(email, STRONG_PASSWORD, address)).statusCode).toBe(200);
    // All five failures of the window are still there to be made.
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await login(email, `typo-${i}`, address)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it("clears an address's failures on that account when the password is right", async () => {
    const email = await owner();
    const address = randomAddress();
    for (let i = 0; i < 4; i++) expect((await login(email, `typo-${i}`, address)).statusCode).toBe(401);
    expect((await login(email, STRONG_PASSWORD, address)).statusCode).toBe(200);
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await login(email, `typo-again-${i}`, address)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('lets no burst of concurrent guesses past the limit of one address on one account', async () => {
    const email = await owner();
    const address = randomAddress();
    const statuses = await statusesOf(Array.from({ length: 12 }, (_, i) => login(email, `burst-${i}`, address)));
    expect(count(statuses, 401)).toBe(5);
    expect(count(statuses, 429)).toBe(7);
  });

  it('stops a guess at one account distributed over many addresses at 50 failures an hour', async () => {
    const email = await owner();
    const addresses = Array.from({ length: 55 }, randomAddress);
    const statuses = await statusesOf(addresses.map((address, i) => login(email, `distributed-${i}`, address)));
    expect(count(statuses, 401)).toBe(50);
    expect(count(statuses, 429)).toBe(5);
    const capped = await login(email, STRONG_PASSWORD, randomAddress());
    expect(capped.statusCode).toBe(429);
    expect(Number(capped.headers['retry-after'])).toBeLessThanOrEqual(60 * 60);
  });

  /** The device cookie a successful sign-in answered, as the browser sends it back. */
  function deviceCookieOf(response: { cookies: Array<{ name: string; value: string }> }) {
    const cookie = response.cookies.find((each) => each.name === DEVICE_COOKIE);
    expect(cookie, 'the sign-in set the device cookie').toBeDefined();
    return `${DEVICE_COOKIE}=${cookie!.value}`;
  }

  const loginFrom = (email: string, password: string, remoteAddress: string, cookie?: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email, password },
      remoteAddress,
      headers: cookie ? { cookie } : {},
    });

  it('lets the owner in from a browser they signed in from while a guess spread over 11 addresses locks the account', async () => {
    const email = await owner();
    const home = randomAddress();
    const browser = deviceCookieOf(await loginFrom(email, STRONG_PASSWORD, home));

    const guesses = Array.from({ length: 11 }, randomAddress).flatMap((address) =>
      Array.from({ length: 5 }, (_, i) => loginFrom(email, `distributed-${i}`, address)),
    );
    const statuses = await statusesOf(guesses);
    expect(count(statuses, 401)).toBe(50);
    expect(count(statuses, 429)).toBe(5);
    // Any browser the account never signed in from is refused for the rest of the hour…
    expect((await loginFrom(email, STRONG_PASSWORD, home)).statusCode).toBe(429);
    // …but the owner's own is counted on its own, wherever it is now.
    const owners = await loginFrom(email, STRONG_PASSWORD, randomAddress(), browser);
    expect(owners.statusCode).toBe(200);
    // Another account's browser, or a forged one, is no help to the guesser.
    const stranger = deviceCookieOf(await loginFrom(await owner(), STRONG_PASSWORD, randomAddress()));
    for (const cookie of [stranger, `${DEVICE_COOKIE}=zzzz.aaaaaaaaaaaaaaaa.bbbbbbbbbbbbbbbbbbbbbb`]) {
      expect((await loginFrom(email, 'distributed-guess', randomAddress(), cookie)).statusCode).toBe(429);
    }
  });

  it("limits a known browser's wrong passwords on its own count, and a right one clears it", async () => {
    const email = await owner();
    const browser = deviceCookieOf(await loginFrom(email, STRONG_PASSWORD, randomAddress()));
    const typos = [];
    for (let i = 0; i < 4; i++) typos.push((await loginFrom(email, `typo-${i}`, randomAddress(), browser)).statusCode);
    expect(typos).toEqual([401, 401, 401, 401]);
    expect((await loginFrom(email, STRONG_PASSWORD, randomAddress(), browser)).statusCode).toBe(200);
    const statuses = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await loginFrom(email, `again-${i}`, randomAddress(), browser)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    // The account's other browsers are not refused for it.
    expect((await loginFrom(email, STRONG_PASSWORD, randomAddress())).statusCode).toBe(200);
  });

  it('stops one address guessing many accounts at 30 failures, counting only the failures', async () => {
    const address = randomAddress();
    const email = await owner();
    const statuses = [];
    for (let i = 0; i < 30; i++) {
      statuses.push((await login(uniqueEmail(`sprayed-${runTag}`), 'Password-123', address)).statusCode);
      // Someone behind the same address signing in rightly, between the guesses.
      if (i % 10 === 0) expect((await login(email, STRONG_PASSWORD, address)).statusCode).toBe(200);
    }
    expect(statuses).toEqual(Array(30).fill(401));
    expect((await login(uniqueEmail(`sprayed-${runTag}`), 'Password-123', address)).statusCode).toBe(429);
    expect((await login(uniqueEmail(`sprayed-${runTag}`), 'Password-123', randomAddress())).statusCode).toBe(401);
  });
});
