import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { ExchangeRunType } from '@aruu/contract/staff-exchange';
import type { Db } from '../../db/client.js';
import type { PasswordHasher } from '../auth/passwords.js';
import type { RateLimiter, RateLimitRule } from '../rate-limit/rate-limiter.js';
import * as repo from './accounting-exchange.repository.js';

/** The cookie the exchange's session rides on (the name 1C is told at `checkauth`). */
export const EXCHANGE_COOKIE = 'aruu_exchange';

/** A session lasts this long after its last call: 1C polls `import` every few seconds while a catalogue loads. */
export const SESSION_IDLE_MS = 60 * 60_000;

/**
 * Wrong exchange passwords from one address, counted like the shop's logins (decision 009): the
 * account is one, known to few, and a script guessing it is the only caller that fails often.
 */
export const exchangeSignInFailuresPerIp: RateLimitRule = {
  name: 'exchange-sign-in-fail-ip',
  limit: 10,
  windowMs: 15 * 60_000,
};

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

const sameText = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/** `Authorization: Basic …` as login and password; undefined when absent or not Basic. */
export function basicCredentials(header: string | undefined) {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header ?? '');
  if (!match) return undefined;
  const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return undefined;
  return { login: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

export type SignIn =
  | { outcome: 'signed_in'; token: string; run: repo.RunRow }
  | { outcome: 'disabled' | 'wrong_account' | 'rate_limited' };

export function createExchangeSessions(deps: { db: Db; passwords: PasswordHasher; limiter: RateLimiter }) {
  const { db, passwords, limiter } = deps;
  const expiry = () => new Date(Date.now() + SESSION_IDLE_MS);

  /** `checkauth`: the exchange account's login and password, then a new run with its session. */
  async function signIn(type: ExchangeRunType, authorization: string | undefined, ip: string): Promise<SignIn> {
    const settings = await repo.findSettings(db);
    if (!settings?.enabled || !settings.login || !settings.passwordHash) return { outcome: 'disabled' };
    // Counted before the password is checked, and given back when it proves right.
    const decision = await limiter.check(exchangeSignInFailuresPerIp, ip);
    if (!decision.allowed) return { outcome: 'rate_limited' };
    const credentials = basicCredentials(authorization);
    const right =
      credentials !== undefined && sameText(credentials.login, settings.login)
        ? await passwords.verify(settings.passwordHash, credentials.password)
        : await passwords.verifyAgainstDecoy(credentials?.password ?? '');
    if (!right) return { outcome: 'wrong_account' };
    await limiter.refund(exchangeSignInFailuresPerIp, ip);
    const token = randomBytes(32).toString('base64url');
    const run = await repo.insertRun(db, type, hashToken(token), expiry());
    return { outcome: 'signed_in', token, run };
  }

  /** The run a call's cookie belongs to, while the session lasts and the exchange is on. */
  async function resume(token: string | undefined, type: ExchangeRunType): Promise<repo.RunRow | undefined> {
    if (!token) return undefined;
    const settings = await repo.findSettings(db);
    if (!settings?.enabled) return undefined;
    const run = await repo.touchRun(db, hashToken(token), expiry());
    return run?.type === type ? run : undefined;
  }

  return { signIn, resume };
}

export type ExchangeSessions = ReturnType<typeof createExchangeSessions>;
