import type { RegisterBody } from '@aruu/contract/auth';
import { IDEMPOTENCY_KEY_HEADER } from '@aruu/contract/idempotency';
import type { StaffRole } from '@aruu/contract/staff-access';
import { EnrolledStaffSession, StaffChallenge, TotpEnrolment } from '@aruu/contract/staff-auth';
import { sql } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import type { App } from '../src/app.js';
import { bearer, registerShopper, STRONG_PASSWORD, uniqueIp } from './accounts.js';
import { queryRows, type TestContext } from './test-app.js';

/**
 * The code the employee's authenticator shows `stepsFromNow` 30-second steps from now. The
 * server accepts the step before and after its own, each once per account, in increasing order.
 */
export function totpCode(secret: string, stepsFromNow = 0): string {
  return new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + stepsFromNow * 30_000 });
}

export async function staffPost(ctx: TestContext, url: string, payload: object, headers: Record<string, string> = {}) {
  return ctx.app.inject({ method: 'POST', url: `/api/v1${url}`, payload, headers, remoteAddress: uniqueIp() });
}

/** The password step of a staff sign-in. */
export async function staffChallenge(ctx: TestContext, email: string, password = STRONG_PASSWORD) {
  const response = await staffPost(ctx, '/staff/auth/sign-in', { email, password });
  if (response.statusCode !== 200) throw new Error(`staff sign-in failed: ${response.statusCode} ${response.body}`);
  return StaffChallenge.parse(response.json());
}

export type SignedInStaff = EnrolledStaffSession & { email: string; secret: string; userId: number };

/**
 * The first staff sign-in of an account that has a staff role: password, enrolment of an
 * authenticator, its first code. The code is the current step's, the middle of the server's
 * window: it is still accepted if a step boundary passes before the server checks it (the
 * previous step's code, at the window's edge, was refused then). The next step's code
 * (`totpCode(secret, 1)`) is left for the test's own sign-in.
 */
export async function enrolStaff(ctx: TestContext, email: string, password = STRONG_PASSWORD) {
  const challenge = await staffChallenge(ctx, email, password);
  const enrolment = await staffPost(ctx, '/staff/auth/enrolment', { challenge_token: challenge.challenge_token });
  const { secret } = TotpEnrolment.parse(enrolment.json());
  const confirmed = await staffPost(ctx, '/staff/auth/enrolment/confirm', {
    challenge_token: challenge.challenge_token,
    code: totpCode(secret),
  });
  if (confirmed.statusCode !== 200) throw new Error(`enrolment failed: ${confirmed.statusCode} ${confirmed.body}`);
  return { ...EnrolledStaffSession.parse(confirmed.json()), secret };
}

/**
 * A new employee in `role`, signed in the way the staff app does it the first time; `profile`
 * names them where a test reads who did something.
 */
export async function signInStaff(
  ctx: TestContext,
  role: StaffRole,
  profile: Partial<RegisterBody> = {},
): Promise<SignedInStaff> {
  const account = await registerShopper(ctx.app, profile);
  await queryRows(ctx.database, sql`update users set role = ${role} where id = ${account.user.id}`);
  return { ...(await enrolStaff(ctx, account.user.email)), email: account.user.email, userId: account.user.id };
}

/**
 * A call to staff's order endpoints (`/api/v1/staff/orders…`) as `employee`, with an
 * `Idempotency-Key` when given one: the status, the JSON (when any) and the text of the answer.
 */
export async function staffOrdersCall(
  app: Pick<App, 'inject'>,
  employee: { access_token: string },
  method: 'GET' | 'POST',
  url: string,
  options: { body?: object; key?: string } = {},
) {
  const response = await app.inject({
    method,
    url: `/api/v1/staff/orders${url}`,
    headers: { ...bearer(employee), ...(options.key ? { [IDEMPOTENCY_KEY_HEADER]: options.key } : {}) },
    ...(options.body ? { payload: options.body } : {}),
  });
  return { status: response.statusCode, body: response.json() as unknown, text: response.body };
}
