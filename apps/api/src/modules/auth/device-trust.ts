import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Browsers an account has signed in from ("device cookies", OWASP's answer to lockouts an
 * attacker can cause: https://owasp.org/www-community/Slow_Down_Online_Guessing_Attacks_with_Device_Cookies).
 * A sign-in that succeeds leaves the browser a token bound to the account's email; a later
 * password attempt that carries one is counted on that browser's own limit, not the account's, so
 * guesses from everywhere else cannot lock the owner out of a browser they have used before.
 *
 * The token is `<expiry>.<id>.<mac>` — days since the epoch in base 36, 12 random bytes, and an
 * HMAC of both with the email (so nothing is stored and a token is worth nothing for another
 * account). One httpOnly cookie holds the tokens of the last few accounts signed in from the browser.
 */
export const DEVICE_COOKIE = 'aruu_device';
/** Both sign-in doors are under it: `/auth/login` and `/staff/auth/sign-in`. */
const COOKIE_PATH = '/api/v1/';
const TRUST_DAYS = 180;
/** Accounts remembered per browser (a shared computer in a shop). */
const MAX_ACCOUNTS = 5;
const DAY_MS = 24 * 60 * 60 * 1000;

export function createDeviceTrust(options: { secret: string; now?: () => number }) {
  const key = createHmac('sha256', options.secret).update('aruu-device-trust').digest();
  const now = options.now ?? Date.now;
  const today = () => Math.floor(now() / DAY_MS);
  const mac = (email: string, expiry: string, id: string) =>
    createHmac('sha256', key).update(`${email}\n${expiry}\n${id}`).digest().subarray(0, 16);

  /** The token's device id when it is unexpired and was issued for `email`. */
  function idFor(token: string, email: string): string | undefined {
    const [expiry, id, signature, ...rest] = token.split('.');
    if (!expiry || !id || !signature || rest.length > 0) return undefined;
    if (Number.parseInt(expiry, 36) < today()) return undefined;
    const given = Buffer.from(signature, 'base64url');
    const expected = mac(email, expiry, id);
    return given.length === expected.length && timingSafeEqual(given, expected) ? id : undefined;
  }

  const tokensOf = (request: FastifyRequest) =>
    (request.cookies[DEVICE_COOKIE] ?? '').split('~').filter(Boolean).slice(0, MAX_ACCOUNTS);

  /** The id of this browser for `email`, when the account has signed in from it before. */
  function recognise(request: FastifyRequest, email: string): string | undefined {
    for (const token of tokensOf(request)) {
      const id = idFor(token, email);
      if (id) return id;
    }
    return undefined;
  }

  /**
   * Marks the browser as one `email` signed in from: a fresh token first, the other accounts'
   * tokens after it (their own, expired or foreign ones dropped), at most MAX_ACCOUNTS.
   */
  function remember(request: FastifyRequest, reply: FastifyReply, email: string) {
    const expiry = (today() + TRUST_DAYS).toString(36);
    const id = randomBytes(12).toString('base64url');
    const token = `${expiry}.${id}.${mac(email, expiry, id).toString('base64url')}`;
    const others = tokensOf(request).filter((each) => !idFor(each, email) && isLive(each));
    reply.setCookie(DEVICE_COOKIE, [token, ...others].slice(0, MAX_ACCOUNTS).join('~'), {
      path: COOKIE_PATH,
      httpOnly: true,
      sameSite: 'strict',
      // Secure whenever the request came over https (through `trustProxy` behind the TLS proxy).
      secure: 'auto',
      maxAge: TRUST_DAYS * 24 * 60 * 60,
    });
  }

  /** Well-formed and unexpired; whose account it is for only its own account can tell. */
  function isLive(token: string) {
    const parts = token.split('.');
    return parts.length === 3 && Number.parseInt(parts[0] ?? '', 36) >= today();
  }

  return { recognise, remember };
}
export type DeviceTrust = ReturnType<typeof createDeviceTrust>;
