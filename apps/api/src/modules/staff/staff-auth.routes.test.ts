import { AuthTokens } from '@aruu/contract/auth';
import { ErrorResponse } from '@aruu/contract/errors';
import { EnrolledStaffSession, StaffChallenge, StaffMe, StaffSession, TotpEnrolment } from '@aruu/contract/staff-auth';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bearer, registerShopper, STRONG_PASSWORD, uniqueIp } from '../../../test/accounts.js';
import { enrolStaff, signInStaff, staffChallenge, staffPost, totpCode } from '../../../test/staff.js';
import { queryRows, testConfig, useTestApp } from '../../../test/test-app.js';
import { buildApp } from '../../app.js';
import { DEVICE_COOKIE } from '../auth/device-trust.js';
import { createPasswordHasher } from '../auth/passwords.js';
import { ensureAdmin } from './first-admin.js';

const ctx = useTestApp();
afterEach(() => vi.useRealTimers());

const errorOf = (response: { json(): unknown }) => ErrorResponse.parse(response.json()).error;
const me = (tokens: { access_token: string }) => ctx.app.inject({ url: '/api/v1/staff/me', headers: bearer(tokens) });

/** A manager registered but never signed in to the staff area. */
async function newManager() {
  const account = await registerShopper(ctx.app);
  await queryRows(ctx.database, sql`update users set role = 'manager' where id = ${account.user.id}`);
  return account.user;
}

const verify = async (email: string, code: string) => {
  const challenge = await staffChallenge(ctx, email);
  expect(challenge.next).toBe('verify');
  return staffPost(ctx, '/staff/auth/verify', { challenge_token: challenge.challenge_token, code });
};

describe('enrolling an authenticator on the first sign-in', () => {
  it('gives a secret and its QR URI, confirms with a code, and shows ten recovery codes once', async () => {
    const user = await newManager();
    const challenge = await staffChallenge(ctx, user.email);
    expect(challenge.next).toBe('enrol');
    expect(challenge.expires_in).toBe(300);

    const started = await staffPost(ctx, '/staff/auth/enrolment', { challenge_token: challenge.challenge_token });
    expect(started.statusCode).toBe(200);
    const { secret, otpauth_uri } = TotpEnrolment.parse(started.json());
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(otpauth_uri);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.pathname).toContain(encodeURIComponent(user.email));
    expect(uri.searchParams.get('issuer')).toBe('Aruu');
    expect(uri.searchParams.get('secret')).toBe(secret);

    const stored = await queryRows<{ secret_encrypted: string; confirmed_at: Date | null }>(
      ctx.database,
      sql`select secret_encrypted, confirmed_at from staff_totp where user_id = ${user.id}`,
    );
    expect(stored).toHaveLength(1);
    expect(stored[0]!.confirmed_at).toBeNull();
    expect(stored[0]!.secret_encrypted).not.toContain(secret);
    expect(Buffer.from(stored[0]!.secret_encrypted, 'base64url').toString('latin1')).not.toContain(secret);

    const confirm = (code: string) =>
      staffPost(ctx, '/staff/auth/enrolment/confirm', { challenge_token: challenge.challenge_token, code });
    const wrong = await confirm(totpCode(secret, 5));
    expect(wrong.statusCode).toBe(401);
    expect(errorOf(wrong).code).toBe('invalid_second_factor');
    expect((await confirm('12345')).statusCode).toBe(400);

    const confirmed = await confirm(totpCode(secret).replace(/^(\d{3})/, '$1 '));
    expect(confirmed.statusCode).toBe(200);
    const session = EnrolledStaffSession.parse(confirmed.json());
    expect(session.recovery_codes).toHaveLength(10);
    expect(new Set(session.recovery_codes).size).toBe(10);
    for (const code of session.recovery_codes) expect(code).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
    expect(session.staff).toMatchObject({ id: user.id, role: 'manager', recovery_codes_left: 10 });
    expect(session.staff.permissions).toContain('payments.refund');
    expect(session.staff.permissions).not.toContain('staff.manage');

    const stored_codes = await queryRows<{ code_hash: string }>(
      ctx.database,
      sql`select code_hash from staff_recovery_codes where user_id = ${user.id}`,
    );
    expect(stored_codes).toHaveLength(10);
    expect(stored_codes.some((row) => session.recovery_codes.some((code) => row.code_hash.includes(code)))).toBe(false);

    const profile = await me(session);
    expect(profile.statusCode).toBe(200);
    expect(StaffMe.parse(profile.json()).email).toBe(user.email);
    // Enrolled: the next sign-in asks for a code, and enrolment is not offered again.
    const next = await staffChallenge(ctx, user.email);
    expect(next.next).toBe('verify');
    const again = await staffPost(ctx, '/staff/auth/enrolment', { challenge_token: next.challenge_token });
    expect(errorOf(again).code).toBe('invalid_token');
  });

  it('keeps shoppers and wrong passwords out of the staff area', async () => {
    const shopper = await registerShopper(ctx.app);
    const asShopper = await staffPost(ctx, '/staff/auth/sign-in', {
      email: shopper.user.email,
      password: STRONG_PASSWORD,
    });
    expect(asShopper.statusCode).toBe(401);
    expect(errorOf(asShopper).code).toBe('invalid_credentials');
    const user = await newManager();
    const wrong = await staffPost(ctx, '/staff/auth/sign-in', { email: user.email, password: 'not-the-password' });
    expect(errorOf(wrong).code).toBe('invalid_credentials');
  });
});

describe('npm run seed:admin', () => {
  it('makes the first admin, who enrols on the first sign-in, and lets a locked-out admin back in', async () => {
    const email = `owner.${Date.now()}@example.kg`;
    const passwords = createPasswordHasher(testConfig());
    expect(await ensureAdmin(ctx.database.db, email, await passwords.hash(STRONG_PASSWORD))).toBe('created');
    expect((await staffChallenge(ctx, email)).next).toBe('enrol');

    const enrolled = await enrolStaff(ctx, email);
    await queryRows(ctx.database, sql`update users set disabled_at = now() where id = ${enrolled.staff.id}`);
    const NEW = 'Karakol-Snow-Path-19';
    expect(await ensureAdmin(ctx.database.db, email, await passwords.hash(NEW))).toBe('promoted');
    expect((await me(enrolled)).statusCode).toBe(401);
    expect((await staffChallenge(ctx, email, NEW)).next).toBe('enrol');
  });
});

describe('signing in with a code', () => {
  it('accepts a code once: a replayed or older code is refused', async () => {
    const staff = await signInStaff(ctx, 'warehouse');
    // The enrolment used this step's code; the next step's is fresh.
    const next = totpCode(staff.secret, 1);
    const first = await verify(staff.email, next);
    expect(first.statusCode).toBe(200);
    const session = StaffSession.parse(first.json());
    expect(session.staff.role).toBe('warehouse');
    expect((await me(session)).statusCode).toBe(200);

    const replayed = await verify(staff.email, next);
    expect(replayed.statusCode).toBe(401);
    expect(errorOf(replayed).code).toBe('invalid_second_factor');
    // A code older than the last one used is refused, even inside the window.
    expect(errorOf(await verify(staff.email, totpCode(staff.secret, -1))).code).toBe('invalid_second_factor');
    // Half a minute later the authenticator shows a new code, which is accepted.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 30_000 });
    expect((await verify(staff.email, totpCode(staff.secret, 1))).statusCode).toBe(200);
  });

  it('accepts only a challenge as a challenge and only an access token as a bearer', async () => {
    const staff = await signInStaff(ctx, 'manager');
    const challenge = await staffChallenge(ctx, staff.email);
    const asBearer = await me({ access_token: challenge.challenge_token });
    expect(asBearer.statusCode).toBe(401);
    const asChallenge = await staffPost(ctx, '/staff/auth/verify', {
      challenge_token: staff.access_token,
      code: totpCode(staff.secret),
    });
    expect(errorOf(asChallenge).code).toBe('invalid_token');
  });

  it('ends the staff session a shift after sign-in, however often it is refreshed', async () => {
    const staff = await signInStaff(ctx, 'manager');
    const endsAt = new Date(staff.session_expires_at).getTime();
    expect(endsAt - Date.now()).toBeGreaterThan(12 * 3_600_000 - 60_000);
    expect(endsAt - Date.now()).toBeLessThanOrEqual(12 * 3_600_000);

    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 11 * 3_600_000 });
    const refreshed = await staffPost(ctx, '/auth/refresh', { refresh_token: staff.refresh_token });
    expect(refreshed.statusCode).toBe(200);
    const tokens = AuthTokens.parse(refreshed.json());
    const [latest] = await queryRows<{ expires_at: Date }>(
      ctx.database,
      sql`select expires_at from refresh_tokens order by id desc limit 1`,
    );
    expect(new Date(latest!.expires_at).getTime()).toBe(endsAt);

    vi.setSystemTime(endsAt + 1000);
    expect((await staffPost(ctx, '/auth/refresh', { refresh_token: tokens.refresh_token })).statusCode).toBe(401);
  });
});

const renew = (tokens: { access_token: string }, payload?: object) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/staff/me/recovery-codes',
    headers: bearer(tokens),
    ...(payload ? { payload } : {}),
  });

describe('recovery codes', () => {
  it('are renewed only with the password and a current code again, never with the session alone', async () => {
    const staff = await signInStaff(ctx, 'manager');
    const codesOf = () =>
      queryRows<{ code_hash: string }>(
        ctx.database,
        sql`select code_hash from staff_recovery_codes where user_id = ${staff.userId} order by code_hash`,
      );
    const before = await codesOf();
    const code = totpCode(staff.secret, 1);

    expect((await renew(staff)).statusCode).toBe(400);
    // A wrong password with a right code, and the reverse, get one answer: neither is confirmed alone.
    for (const proof of [
      { password: 'Not-The-Password-1', code },
      { password: STRONG_PASSWORD, code: totpCode(staff.secret, 10) },
    ]) {
      const refused = await renew(staff, proof);
      expect(refused.statusCode).toBe(400);
      expect(errorOf(refused).code).toBe('reauthentication_failed');
    }
    expect(await codesOf()).toEqual(before);

    expect((await renew(staff, { password: STRONG_PASSWORD, code })).statusCode).toBe(200);
    expect(await codesOf()).not.toEqual(before);
    // The code is spent, as at sign-in.
    const replayed = await renew(staff, { password: STRONG_PASSWORD, code });
    expect(errorOf(replayed).code).toBe('reauthentication_failed');
  });

  it("counts wrong answers with the sign-in's wrong codes", async () => {
    const staff = await signInStaff(ctx, 'manager');
    const wrong = { password: 'Not-The-Password-1', code: totpCode(staff.secret, 1) };
    for (let i = 0; i < 5; i++) expect((await renew(staff, wrong)).statusCode).toBe(400);
    const refused = await renew(staff, { password: STRONG_PASSWORD, code: totpCode(staff.secret, 1) });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('each signs in once, and renewing them retires the old ones', async () => {
    const staff = await signInStaff(ctx, 'admin');
    const recover = async (recoveryCode: string) => {
      const challenge = await staffChallenge(ctx, staff.email);
      return staffPost(ctx, '/staff/auth/recover', {
        challenge_token: challenge.challenge_token,
        recovery_code: recoveryCode,
      });
    };
    const [first, second] = staff.recovery_codes as [string, string];
    const recovered = await recover(first.toUpperCase().replace('-', ' '));
    expect(recovered.statusCode).toBe(200);
    expect(StaffSession.parse(recovered.json()).staff.recovery_codes_left).toBe(9);
    const reused = await recover(first);
    expect(reused.statusCode).toBe(401);
    expect(errorOf(reused).code).toBe('invalid_second_factor');

    const renewed = await renew(recovered.json(), { password: STRONG_PASSWORD, code: totpCode(staff.secret, 1) });
    expect(renewed.statusCode).toBe(200);
    const fresh = (renewed.json() as { recovery_codes: string[] }).recovery_codes;
    expect(fresh).toHaveLength(10);
    expect((await recover(second)).statusCode).toBe(401);
    expect((await recover(fresh[0]!)).statusCode).toBe(200);
  });

  it('records each recovery-code sign-in in the audit trail, and a refused code records nothing', async () => {
    const staff = await signInStaff(ctx, 'manager');
    const recoveries = () =>
      queryRows<{ actor_id: number; object_id: string; before: unknown; after: unknown; request_id: string | null }>(
        ctx.database,
        sql`select actor_id, object_id, before, after, request_id from audit_entries
            where action = 'staff.signed_in_with_recovery_code' and actor_id = ${staff.userId} order by id`,
      );
    const challenge = await staffChallenge(ctx, staff.email);
    const used = await staffPost(ctx, '/staff/auth/recover', {
      challenge_token: challenge.challenge_token,
      recovery_code: staff.recovery_codes[0],
    });
    expect(used.statusCode).toBe(200);
    const [entry, ...more] = await recoveries();
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      actor_id: staff.userId,
      object_id: String(staff.userId),
      before: { recovery_codes_left: 10 },
      after: { recovery_codes_left: 9 },
    });
    expect(entry?.request_id).toEqual(expect.any(String));

    const again = await staffChallenge(ctx, staff.email);
    const reused = await staffPost(ctx, '/staff/auth/recover', {
      challenge_token: again.challenge_token,
      recovery_code: staff.recovery_codes[0],
    });
    expect(reused.statusCode).toBe(401);
    expect(await recoveries()).toHaveLength(1);
  });
});

describe('rate limits', () => {
  it('refuses a sixth wrong code within a quarter-hour, even a right one then', async () => {
    const staff = await signInStaff(ctx, 'manager');
    const challenge = await staffChallenge(ctx, staff.email);
    const attempt = (code: string) =>
      staffPost(ctx, '/staff/auth/verify', { challenge_token: challenge.challenge_token, code });
    const wrong = totpCode(staff.secret, 10);
    for (let i = 0; i < 5; i++) expect((await attempt(wrong)).statusCode).toBe(401);
    const refused = await attempt(totpCode(staff.secret));
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    // Recovery codes count against the same limit.
    const recovery = await staffPost(ctx, '/staff/auth/recover', {
      challenge_token: challenge.challenge_token,
      recovery_code: staff.recovery_codes[0],
    });
    expect(recovery.statusCode).toBe(429);
  });

  const passwordFrom = (door: 'staff' | 'shop', email: string, password: string, remoteAddress: string, cookie = '') =>
    ctx.app.inject({
      method: 'POST',
      url: door === 'staff' ? '/api/v1/staff/auth/sign-in' : '/api/v1/auth/login',
      payload: { email, password },
      remoteAddress,
      headers: cookie ? { cookie } : {},
    });

  it("refuses a fourth wrong password for an employee's account from one address, at either door", async () => {
    const staff = await signInStaff(ctx, 'manager');
    const address = uniqueIp();
    const statuses = [];
    for (const door of ['shop', 'staff', 'shop', 'staff'] as const) {
      statuses.push((await passwordFrom(door, staff.email, 'Wrong-Password-1', address)).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it("locks an employee's account for new browsers after 10 wrong passwords, never the employee's own browser", async () => {
    const staff = await signInStaff(ctx, 'manager');
    const challenge = await staffChallenge(ctx, staff.email);
    const opened = await staffPost(ctx, '/staff/auth/verify', {
      challenge_token: challenge.challenge_token,
      code: totpCode(staff.secret, 1),
    });
    const device = opened.cookies.find((cookie) => cookie.name === DEVICE_COOKIE);
    expect(device?.httpOnly).toBe(true);
    const browser = `${DEVICE_COOKIE}=${device!.value}`;

    const statuses = [];
    for (const [door, times] of [
      ['shop', 3],
      ['staff', 3],
      ['shop', 3],
      ['staff', 1],
    ] as const) {
      const address = uniqueIp();
      for (let i = 0; i < times; i++) {
        statuses.push((await passwordFrom(door, staff.email, `Wrong-Password-${i}`, address)).statusCode);
      }
    }
    expect(statuses).toEqual(Array(10).fill(401));
    expect((await passwordFrom('staff', staff.email, STRONG_PASSWORD, uniqueIp())).statusCode).toBe(429);
    const own = await passwordFrom('staff', staff.email, STRONG_PASSWORD, uniqueIp(), browser);
    expect(own.statusCode).toBe(200);
    expect(StaffChallenge.parse(own.json()).next).toBe('verify');
  });

  it('does not count right codes', async () => {
    const staff = await signInStaff(ctx, 'manager');
    expect((await verify(staff.email, totpCode(staff.secret, 1))).statusCode).toBe(200);
    // Six right answers in all, one more than the wrong ones allowed.
    const challenge = await staffChallenge(ctx, staff.email);
    for (let i = 0; i < 5; i++) {
      const response = await staffPost(ctx, '/staff/auth/recover', {
        challenge_token: challenge.challenge_token,
        recovery_code: staff.recovery_codes[i],
      });
      expect(response.statusCode).toBe(200);
    }
  });
});

describe('a TOTP_ENCRYPTION_KEY that changed since the staff enrolled', () => {
  it('answers staff a stable code, never a bare 500, and tells the operator which setting', async () => {
    const staff = await signInStaff(ctx, 'manager');
    const logs: Array<{ level: number; msg: string; setting?: string }> = [];
    const other = await buildApp({
      config: testConfig({
        CATALOG_CACHE_TTL_MS: '0',
        TOTP_ENCRYPTION_KEY: 'another-key-than-the-one-staff-enrolled-with',
      }),
      database: ctx.database,
      logger: { level: 'warn', stream: { write: (line: string) => logs.push(JSON.parse(line)) } },
    });
    try {
      const elsewhere = { app: other, database: ctx.database };
      const challenge = await staffChallenge(elsewhere, staff.email);
      const response = await staffPost(elsewhere, '/staff/auth/verify', {
        challenge_token: challenge.challenge_token,
        code: totpCode(staff.secret, 1),
      });
      expect(response.statusCode, response.body).toBe(409);
      expect(errorOf(response).code).toBe('second_factor_unreadable');
      expect(logs.filter((line) => line.level >= 50)).toEqual([
        expect.objectContaining({
          setting: 'TOTP_ENCRYPTION_KEY',
          msg: expect.stringContaining('TOTP_ENCRYPTION_KEY'),
        }),
      ]);
    } finally {
      await other.close();
    }
  });
});
