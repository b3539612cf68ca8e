import { AuthTokens, User } from '@aruu/contract/auth';
import { ErrorResponse } from '@aruu/contract/errors';
import { parseOptions, verify } from '@node-rs/argon2';
import { SignJWT } from 'jose';
import { describe, expect, it, vi } from 'vitest';
import {
  bearer,
  registerShopper,
  registration,
  STRONG_PASSWORD,
  uniqueEmail,
  uniqueIp,
} from '../../../test/accounts.js';
import { TEST_JWT_SECRET, useTestApp } from '../../../test/test-app.js';

// The real argon2, with its verifications recorded: they show that a login spends the same work
// whether the email exists or not.
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const argon2 = await importOriginal<typeof import('@node-rs/argon2')>();
  return { ...argon2, verify: vi.fn(argon2.verify) };
});

const ctx = useTestApp();

function post(url: string, payload: unknown, headers: Record<string, string> = {}, remoteAddress = uniqueIp()) {
  return ctx.app.inject({ method: 'POST', url: `/api/v1${url}`, payload: payload as object, headers, remoteAddress });
}

async function me(tokens: { access_token: string }) {
  return ctx.app.inject({ url: '/api/v1/users/me', headers: bearer(tokens) });
}

function errorOf(response: { json(): unknown }) {
  return ErrorResponse.parse(response.json()).error;
}

describe('the account journey', () => {
  it('registers, reads the profile, refreshes, and logs out', async () => {
    const email = uniqueEmail();
    const registered = await post('/auth/register', registration({ email: `  ${email.toUpperCase()} ` }));
    expect(registered.statusCode).toBe(201);
    const tokens = AuthTokens.parse(registered.json());
    expect(tokens.user.email).toBe(email);
    expect(tokens.user.phone).toBe('+996555123456');
    expect(tokens.user.role).toBe('shopper');
    expect(tokens.expires_in).toBe(900);

    const profile = User.parse((await me(tokens)).json());
    expect(profile.id).toBe(tokens.user.id);

    const loggedIn = AuthTokens.parse((await post('/auth/login', { email, password: STRONG_PASSWORD })).json());
    const refreshed = await post('/auth/refresh', { refresh_token: loggedIn.refresh_token });
    expect(refreshed.statusCode).toBe(200);
    const rotated = AuthTokens.parse(refreshed.json());
    expect(rotated.refresh_token).not.toBe(loggedIn.refresh_token);
    expect((await me(rotated)).statusCode).toBe(200);

    expect((await post('/auth/logout', {}, bearer(rotated))).statusCode).toBe(200);
    expect((await me(rotated)).statusCode).toBe(401);
    expect((await post('/auth/refresh', { refresh_token: rotated.refresh_token })).statusCode).toBe(401);
    // The other login (from registration) is untouched.
    expect((await me(tokens)).statusCode).toBe(200);
  });

  it('refuses a second account for the same email, whatever its case', async () => {
    const email = uniqueEmail();
    await registerShopper(ctx.app, { email });
    const again = await post('/auth/register', registration({ email: email.toUpperCase() }));
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).code).toBe('email_taken');
  });
});

describe('registration validation', () => {
  it.each([
    ['a missing first name', { first_name: undefined }, 'first_name', 'required'],
    ['an empty email', { email: '' }, 'email', 'required'],
    ['a malformed email', { email: 'aizada@' }, 'email', 'invalid_email'],
    ['a missing phone', { phone: undefined }, 'phone', 'required'],
    ['an invalid phone', { phone: '12345' }, 'phone', 'invalid_phone'],
    ['a short password', { password: 'Ab1!xyz', password_confirmation: 'Ab1!xyz' }, 'password', 'password_too_short'],
    [
      'an overlong password',
      { password: 'x'.repeat(129), password_confirmation: 'x'.repeat(129) },
      'password',
      'password_too_long',
    ],
    [
      'different confirmation',
      { password_confirmation: `${STRONG_PASSWORD}!` },
      'password_confirmation',
      'passwords_mismatch',
    ],
    ['terms not accepted', { accept_terms: false }, 'accept_terms', 'must_accept_terms'],
    ['no 18+ confirmation', { confirm_adult: undefined }, 'confirm_adult', 'must_be_adult'],
    ['an unknown account type', { account_type: 'company' }, 'account_type', 'invalid_value'],
  ])('refuses %s', async (_label, overrides, field, code) => {
    const response = await post('/auth/register', registration(overrides as never));
    expect(response.statusCode).toBe(400);
    const error = errorOf(response);
    expect(error.code).toBe('validation_failed');
    expect(error.fields?.[field]?.code, JSON.stringify(error.fields)).toBe(code);
    expect(error.fields?.[field]?.message.length).toBeGreaterThan(0);
  });

  it('refuses one of the most common passwords', async () => {
    const response = await post(
      '/auth/register',
      registration({ password: 'password1', password_confirmation: 'password1' }),
    );
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fields?.password?.code).toBe('password_too_common');
  });

  it('understands phone numbers with and without the country code', async () => {
    for (const phone of ['+996 700 123 456', '0700123456', '700 12 34 56']) {
      const tokens = await registerShopper(ctx.app, { phone });
      expect(tokens.user.phone).toBe('+996700123456');
    }
    const foreign = await registerShopper(ctx.app, { phone: '+7 912 345 67 89' });
    expect(foreign.user.phone).toBe('+79123456789');
  });

  it('refuses fields a shopper may not set', async () => {
    const response = await post('/auth/register', {
      ...registration(),
      role: 'admin',
      email_verified_at: '2026-01-01',
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fields?.role?.code).toBe('unknown_field');
    expect(errorOf(response).fields?.email_verified_at?.code).toBe('unknown_field');
  });
});

describe('login', () => {
  it('compares the password exactly as typed', async () => {
    const { user } = await registerShopper(ctx.app);
    expect((await post('/auth/login', { email: user.email, password: `${STRONG_PASSWORD} ` })).statusCode).toBe(401);
    expect((await post('/auth/login', { email: user.email, password: STRONG_PASSWORD.toLowerCase() })).statusCode).toBe(
      401,
    );
    expect(
      (await post('/auth/login', { email: ` ${user.email.toUpperCase()}`, password: STRONG_PASSWORD })).statusCode,
    ).toBe(200);
  });

  it('answers a wrong password and an unknown email alike, after the same argon2 work', async () => {
    const { user } = await registerShopper(ctx.app);
    const verifications = vi.mocked(verify);
    const attempt = async (email: string) => {
      verifications.mockClear();
      const response = await post('/auth/login', { email, password: 'Wrong-Password-123' });
      expect(verifications).toHaveBeenCalledOnce();
      return { response, cost: parseOptions(verifications.mock.calls[0]![0]) };
    };
    const wrong = await attempt(user.email);
    const unknown = await attempt(uniqueEmail('nobody'));
    for (const { response } of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(errorOf(response)).toEqual({ code: 'invalid_credentials', message: 'Incorrect username or password' });
    }
    // One verification each, against hashes of the same parameters: the same time, without timing
    // a busy machine.
    expect(unknown.cost).toEqual(wrong.cost);
  });
});

describe('tokens', () => {
  it('detects reuse of a rotated refresh token and ends that login', async () => {
    const tokens = await registerShopper(ctx.app);
    const first = AuthTokens.parse((await post('/auth/refresh', { refresh_token: tokens.refresh_token })).json());
    const replay = await post('/auth/refresh', { refresh_token: tokens.refresh_token });
    expect(replay.statusCode).toBe(401);
    expect(errorOf(replay).code).toBe('invalid_refresh_token');
    // The thief's replay revoked the family: the legitimate new tokens are dead too.
    expect((await post('/auth/refresh', { refresh_token: first.refresh_token })).statusCode).toBe(401);
    expect((await me(first)).statusCode).toBe(401);
  });

  it('lets exactly one of two concurrent refreshes through', async () => {
    const tokens = await registerShopper(ctx.app);
    const results = await Promise.all([
      post('/auth/refresh', { refresh_token: tokens.refresh_token }),
      post('/auth/refresh', { refresh_token: tokens.refresh_token }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 401]);
  });

  it('refuses missing, malformed, tampered and expired access tokens', async () => {
    const tokens = await registerShopper(ctx.app);
    expect((await ctx.app.inject({ url: '/api/v1/users/me' })).statusCode).toBe(401);
    expect((await me({ access_token: 'not-a-jwt' })).statusCode).toBe(401);
    const [header, payload, signature] = tokens.access_token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const forgedPayload = Buffer.from(JSON.stringify({ ...claims, role: 'admin' })).toString('base64url');
    expect((await me({ access_token: `${header}.${forgedPayload}.${signature}` })).statusCode).toBe(401);
    const key = new TextEncoder().encode(TEST_JWT_SECRET);
    const expired = await new SignJWT({ sid: claims.sid, role: claims.role })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.sub)
      .setIssuer('aruu')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(key);
    const response = await me({ access_token: expired });
    expect(response.statusCode).toBe(401);
    expect(errorOf(response).code).toBe('invalid_token');
    const otherKey = await new SignJWT({ sid: claims.sid, role: claims.role })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.sub)
      .setIssuer('aruu')
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode('another-secret-another-secret-another-secret'));
    expect((await me({ access_token: otherKey })).statusCode).toBe(401);
  });
});

describe('abuse controls', () => {
  // Login limits have a file of their own: login-limits.test.ts.
  it('limits registrations per address', async () => {
    const ip = uniqueIp();
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await post('/auth/register', registration(), {}, ip)).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });
});
