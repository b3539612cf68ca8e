import { randomBytes } from 'node:crypto';
import type { LoginRequest } from '@aruu/contract/auth';
import type { ReauthenticationBody, StaffSession } from '@aruu/contract/staff-auth';
import type { Db, DbOrTx } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import { recordAudit } from '../audit/audit.js';
import type { AuthService } from '../auth/auth.service.js';
import type { PasswordHasher } from '../auth/passwords.js';
import { hashOpaqueToken } from '../auth/tokens.js';
import * as users from '../users/staff-accounts.js';
import { CHALLENGE_TTL_SECONDS, type ChallengeStage, type ChallengeTokens } from './challenge-tokens.js';
import * as repo from './staff.repository.js';
import { toStaffMe } from './staff-view.js';
import type { TotpBox } from './totp.js';

const RECOVERY_CODE_COUNT = 10;

const invalidCredentials = () => new AppError('unauthorized', 'invalid_credentials', 'Incorrect username or password');
const invalidChallenge = () =>
  new AppError('unauthorized', 'invalid_token', 'The sign-in has expired, enter your password again');
const invalidCode = () => new AppError('unauthorized', 'invalid_second_factor', 'The code is wrong or already used');
// Not 401: the session is fine, and the staff app ends the session on a 401.
const reauthenticationFailed = () =>
  new AppError('invalid_data', 'reauthentication_failed', 'The password or the code is wrong');

/** Ten codes of 50 random bits each, as `abcde-fghij` (base32, so no 0/O or 1/l to confuse). */
function newRecoveryCodes(): string[] {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz234567';
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const code = [...randomBytes(10)].map((byte) => alphabet[byte & 31]).join('');
    return `${code.slice(0, 5)}-${code.slice(5)}`;
  });
}
/** Recovery codes carry 50 random bits, so a fast hash stores them as safely as a slow one would. */
const hashRecoveryCode = (code: string) => hashOpaqueToken(code.replace('-', ''));

export type StaffAuthService = ReturnType<typeof createStaffAuthService>;

/**
 * Staff sign-in in two steps: the password gives a challenge token, and the challenge with a
 * TOTP code (or a recovery code) gives a session marked as having passed the second factor.
 * The first sign-in enrols the authenticator on the way.
 */
export function createStaffAuthService(deps: {
  db: Db;
  auth: AuthService;
  passwords: PasswordHasher;
  challenges: ChallengeTokens;
  totp: TotpBox;
}) {
  const { db, auth, passwords, challenges, totp } = deps;

  /** An account that may sign in to the staff area: open, not disabled, not a shopper's. */
  const mayWorkHere = (user: users.UserRow | undefined): user is users.UserRow =>
    user !== undefined && user.role !== 'shopper' && user.disabledAt === null;

  async function signIn(body: LoginRequest) {
    const user = await users.findUserByEmail(db, body.email);
    const valid = user
      ? await passwords.verify(user.passwordHash, body.password)
      : await passwords.verifyAgainstDecoy(body.password);
    if (!valid || !mayWorkHere(user)) throw invalidCredentials();
    const enrolled = (await repo.findTotp(db, user.id))?.confirmedAt;
    const stage: ChallengeStage = enrolled ? 'verify' : 'enrol';
    return {
      challenge_token: await challenges.sign({ userId: user.id, stage }),
      next: stage,
      expires_in: CHALLENGE_TTL_SECONDS,
    };
  }

  /**
   * The challenge's account, when the challenge is valid for `stage` and the account may still
   * sign in (it may have been disabled since the password step).
   */
  async function challenged(token: string, stage: ChallengeStage) {
    const challenge = await challenges.verify(token);
    if (!challenge || challenge.stage !== stage) throw invalidChallenge();
    const user = await users.findUserById(db, challenge.userId);
    if (!mayWorkHere(user)) throw invalidChallenge();
    return user;
  }

  async function startEnrolment(user: users.UserRow) {
    const secret = totp.newSecret();
    // A confirmed authenticator is never replaced here; an admin's reset removes it first.
    if (!(await repo.savePendingTotp(db, user.id, totp.encrypt(secret)))) throw invalidChallenge();
    return { secret, otpauth_uri: totp.uri(secret, user.email) };
  }

  async function session(tx: DbOrTx, user: users.UserRow, userAgent: string | undefined): Promise<StaffSession> {
    const { sessionEndsAt, ...tokens } = await auth.startStaffSession(tx, user, userAgent);
    return {
      ...tokens,
      session_expires_at: sessionEndsAt.toISOString(),
      staff: toStaffMe(user, await repo.countRecoveryCodesLeft(tx, user.id)),
    };
  }

  /** The code's time step, when the code is right for the account's authenticator now. */
  async function codeStep(userId: number, code: string, confirmed: boolean) {
    const row = await repo.findTotp(db, userId);
    if (!row || (row.confirmedAt !== null) !== confirmed) throw invalidChallenge();
    const step = totp.stepOf(totp.decrypt(row.secretEncrypted), code);
    if (step === null) throw invalidCode();
    return step;
  }

  async function confirmEnrolment(user: users.UserRow, code: string, userAgent?: string) {
    const step = await codeStep(user.id, code, false);
    const codes = newRecoveryCodes();
    return db.transaction(async (tx) => {
      if (!(await repo.useTotpStep(tx, user.id, step, true))) throw invalidCode();
      await repo.replaceRecoveryCodes(tx, user.id, codes.map(hashRecoveryCode));
      await recordAudit(tx, {
        actorId: user.id,
        action: 'staff.second_factor_enrolled',
        objectType: 'user',
        objectId: user.id,
        before: { second_factor_enrolled: false },
        after: { second_factor_enrolled: true },
      });
      return { ...(await session(tx, user, userAgent)), recovery_codes: codes };
    });
  }

  async function verify(user: users.UserRow, code: string, userAgent?: string) {
    const step = await codeStep(user.id, code, true);
    return db.transaction(async (tx) => {
      // A code already used (replayed, or seen over a shoulder) is refused like a wrong one.
      if (!(await repo.useTotpStep(tx, user.id, step, false))) throw invalidCode();
      return session(tx, user, userAgent);
    });
  }

  /**
   * A recovery code stands in for the authenticator, so its use is audited: a sign-in nobody
   * expected (a lost phone, a stolen sheet of codes) shows in the audit trail by name.
   */
  async function recover(
    user: users.UserRow,
    recoveryCode: string,
    context: { userAgent?: string; requestId: string },
  ) {
    return db.transaction(async (tx) => {
      if (!(await repo.useRecoveryCode(tx, user.id, hashRecoveryCode(recoveryCode)))) throw invalidCode();
      const signedIn = await session(tx, user, context.userAgent);
      const left = signedIn.staff.recovery_codes_left;
      await recordAudit(tx, {
        actorId: user.id,
        action: 'staff.signed_in_with_recovery_code',
        objectType: 'user',
        objectId: user.id,
        before: { recovery_codes_left: left + 1 },
        after: { recovery_codes_left: left },
        requestId: context.requestId,
      });
      return signedIn;
    });
  }

  async function me(userId: number) {
    const user = await users.findUserById(db, userId);
    if (!user) throw new AppError('unauthorized', 'invalid_token', 'The session has ended, log in again');
    return toStaffMe(user, await repo.countRecoveryCodesLeft(db, userId));
  }

  /**
   * Ten new recovery codes replace the old ones. They open the account without the phone, so a
   * session alone (a token copied from an unlocked computer) must not get them: the password and
   * a current code are asked again, and one answer refuses either, so neither is confirmed alone.
   */
  async function renewRecoveryCodes(actor: { actorId: number; requestId: string }, proof: ReauthenticationBody) {
    const user = await users.findUserById(db, actor.actorId);
    const passwordRight = user ? await passwords.verify(user.passwordHash, proof.password) : false;
    const authenticator = await repo.findTotp(db, actor.actorId);
    const step = authenticator?.confirmedAt
      ? totp.stepOf(totp.decrypt(authenticator.secretEncrypted), proof.code)
      : null;
    if (!passwordRight || step === null) throw reauthenticationFailed();
    const codes = newRecoveryCodes();
    await db.transaction(async (tx) => {
      // The code is spent like a sign-in's: one seen over a shoulder cannot be used again.
      if (!(await repo.useTotpStep(tx, actor.actorId, step, false))) throw reauthenticationFailed();
      const left = await repo.countRecoveryCodesLeft(tx, actor.actorId);
      await repo.replaceRecoveryCodes(tx, actor.actorId, codes.map(hashRecoveryCode));
      await recordAudit(tx, {
        ...actor,
        action: 'staff.recovery_codes_renewed',
        objectType: 'user',
        objectId: actor.actorId,
        before: { recovery_codes_left: left },
        after: { recovery_codes_left: codes.length },
      });
    });
    return { recovery_codes: codes };
  }

  const signOut = (sessionId: string) => auth.logout(sessionId);

  return { signIn, challenged, startEnrolment, confirmEnrolment, verify, recover, me, renewRecoveryCodes, signOut };
}
