import type {
  AuthTokens,
  ForgotPasswordRequest,
  LoginRequest,
  RegisterRequest,
  ResetLinkState,
  ResetPasswordRequest,
  Role,
  User,
} from '@aruu/contract/auth';
import type { Language } from '@aruu/contract/common';
import { pagePath } from '@aruu/contract/pages';
import type { Db, DbOrTx } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import type { JobQueue } from '../jobs/job-queue.js';
import { enqueueMail } from '../mail/mail-jobs.js';
import { mailOf } from '../mail/mail-templates.js';
import * as repo from './auth.repository.js';
import { isCommonPassword, type PasswordHasher } from './passwords.js';
import { hashOpaqueToken, newOpaqueToken, type TokenSigner } from './tokens.js';

export interface AuthSettings {
  refreshTokenTtlDays: number;
  /** A staff session (one that passed the second factor) ends this long after its sign-in. */
  staffSessionHours: number;
  passwordResetTtlMinutes: number;
  /** Origin of the storefront, for the link in the reset email. */
  publicUrl: string;
}

export type AuthService = ReturnType<typeof createAuthService>;

/** An open user account, as far as signing in needs it. */
export interface Account {
  id: number;
  email: string;
  passwordHash: string;
  firstName: string;
  role: Role;
  language: Language;
  /** The account as the API shows it, answered with the tokens. */
  profile: User;
  /** Set when an admin disabled the employee: no sign-in. */
  disabledAt: Date | null;
}

/**
 * The user accounts auth signs in to. The users module keeps them (`users/accounts.ts`, handed
 * in by app.ts), so auth does not depend on users, which depends on auth for sessions.
 */
export interface Accounts {
  /** Undefined when the email is taken. */
  create(tx: DbOrTx, registration: RegisterRequest, passwordHash: string): Promise<Account | undefined>;
  findByEmail(db: DbOrTx, email: string): Promise<Account | undefined>;
  findById(db: DbOrTx, id: number): Promise<Account | undefined>;
  setPasswordHash(tx: DbOrTx, id: number, passwordHash: string): Promise<Account | undefined>;
  /** Sets the password of an account that has none yet; undefined when it has one. */
  setFirstPasswordHash(tx: DbOrTx, id: number, passwordHash: string): Promise<Account | undefined>;
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

export function refuseCommonPassword(password: string, field = 'password') {
  if (isCommonPassword(password)) {
    throw new AppError('invalid_data', 'validation_failed', 'Invalid data', {
      [field]: { code: 'password_too_common', message: 'This password is too common, choose another one' },
    });
  }
}

export function createAuthService(deps: {
  db: Db;
  accounts: Accounts;
  signer: TokenSigner;
  passwords: PasswordHasher;
  queue: JobQueue;
  settings: AuthSettings;
}) {
  const { db, accounts, signer, passwords, queue, settings } = deps;

  /** A new session with its first refresh token, and an access token for it. */
  async function startSession(tx: DbOrTx, user: Account, userAgent?: string): Promise<AuthTokens> {
    return issueTokens(tx, user, await repo.insertSession(tx, user.id, userAgent));
  }

  /**
   * A session that has passed the second factor, the only kind staff endpoints accept. It ends
   * `staffSessionHours` after now, however often it is refreshed.
   */
  async function startStaffSession(tx: DbOrTx, user: Pick<Account, 'id' | 'role'>, userAgent?: string) {
    const session = await repo.insertSession(tx, user.id, userAgent, { secondFactor: true });
    // The column is set for this kind of session; the database stamped it.
    const endsAt = staffSessionEnd(session.secondFactorAt!);
    return { ...(await newTokens(tx, user, session)), sessionEndsAt: endsAt };
  }

  const staffSessionEnd = (secondFactorAt: Date) =>
    new Date(secondFactorAt.getTime() + settings.staffSessionHours * HOUR_MS);

  type SessionRef = { sessionId: string; secondFactorAt: Date | null };

  async function issueTokens(tx: DbOrTx, user: Account, session: SessionRef): Promise<AuthTokens> {
    return { ...(await newTokens(tx, user, session)), user: user.profile };
  }

  async function newTokens(tx: DbOrTx, user: Pick<Account, 'id' | 'role'>, session: SessionRef) {
    const refresh = newOpaqueToken();
    const shopperEnd = Date.now() + settings.refreshTokenTtlDays * DAY_MS;
    const end = session.secondFactorAt
      ? Math.min(shopperEnd, staffSessionEnd(session.secondFactorAt).getTime())
      : shopperEnd;
    const sessionId = session.sessionId;
    await repo.insertRefreshToken(tx, sessionId, refresh.hash, new Date(end));
    const accessToken = await signer.sign({ userId: user.id, sessionId, role: user.role });
    return {
      access_token: accessToken,
      refresh_token: refresh.token,
      expires_in: signer.ttlSeconds,
      token_type: 'Bearer' as const,
    };
  }

  async function register(body: RegisterRequest, userAgent?: string) {
    refuseCommonPassword(body.password);
    const passwordHash = await passwords.hash(body.password);
    return db.transaction(async (tx) => {
      const user = await accounts.create(tx, body, passwordHash);
      if (!user) {
        throw new AppError('conflict', 'email_taken', 'An account with this email already exists', {
          email: { code: 'email_taken', message: 'An account with this email already exists' },
        });
      }
      return startSession(tx, user, userAgent);
    });
  }

  async function login(body: LoginRequest, userAgent?: string) {
    const user = await accounts.findByEmail(db, body.email);
    const valid = user
      ? await passwords.verify(user.passwordHash, body.password)
      : await passwords.verifyAgainstDecoy(body.password);
    // A disabled employee is told no more than a stranger is.
    if (!user || !valid || user.disabledAt) {
      throw new AppError('unauthorized', 'invalid_credentials', 'Incorrect username or password');
    }
    return db.transaction((tx) => startSession(tx, user, userAgent));
  }

  /**
   * Exchanges a refresh token for a new pair. A token that was already exchanged is evidence
   * of theft (only one party can hold the latest token), so its whole session is revoked.
   */
  async function refresh(refreshToken: string): Promise<AuthTokens> {
    const invalid = new AppError('unauthorized', 'invalid_refresh_token', 'The session has ended, log in again');
    const outcome = await db.transaction(async (tx) => {
      const used = await repo.useRefreshToken(tx, hashOpaqueToken(refreshToken));
      if (used.state === 'unknown') return null;
      if (used.state === 'reused') {
        await repo.revokeSession(tx, used.sessionId, 'refresh_token_reuse');
        return null;
      }
      if (used.expiresAt.getTime() <= Date.now()) return null;
      const session = await repo.findLiveSession(tx, used.sessionId);
      const user = session && (await accounts.findById(tx, session.userId));
      if (!user) return null;
      return issueTokens(tx, user, session);
    });
    if (!outcome) throw invalid;
    return outcome;
  }

  async function logout(sessionId: string) {
    await repo.revokeSession(db, sessionId, 'logout');
  }

  async function forgotPassword(body: ForgotPasswordRequest) {
    const user = await accounts.findByEmail(db, body.email);
    // Spec §8 names this message, so the form can tell a shopper they mistyped their email.
    if (!user) throw new AppError('not_found', 'email_not_found', 'User with this email not found');
    const reset = newOpaqueToken();
    const language: Language = body.language ?? user.language;
    const mail = mailOf('password-reset', {
      lang: language,
      name: user.firstName,
      resetUrl: `${settings.publicUrl}${pagePath('resetPassword', reset.token)}`,
      validMinutes: settings.passwordResetTtlMinutes,
    });
    await db.transaction(async (tx) => {
      const expiresAt = new Date(Date.now() + settings.passwordResetTtlMinutes * 60_000);
      await repo.insertPasswordReset(tx, user.id, reset.hash, expiresAt);
      await enqueueMail(queue, tx, { to: user.email, ...mail });
    });
  }

  /** Sets the new password and ends every login of the user, wherever it is. */
  /** Sets the password a reset link was sent for; answers the account's email. */
  async function resetPassword(body: ResetPasswordRequest): Promise<string> {
    refuseCommonPassword(body.password);
    const passwordHash = await passwords.hash(body.password);
    const email = await db.transaction(async (tx) => {
      const userId = await repo.usePasswordReset(tx, hashOpaqueToken(body.token));
      if (userId === undefined) return undefined;
      const user = await accounts.setPasswordHash(tx, userId, passwordHash);
      if (!user) return undefined;
      await repo.revokeUserSessions(tx, userId, 'password_reset');
      return user.email;
    });
    if (!email) throw new AppError('invalid_data', 'invalid_reset_token', 'This reset link is invalid or has expired');
    return email;
  }

  /**
   * The first password of an account staff made for a customer (order-entry's link); then they
   * sign in with their email and it. False when the account has a password already.
   */
  async function setFirstPassword(userId: number, password: string): Promise<boolean> {
    refuseCommonPassword(password);
    const passwordHash = await passwords.hash(password);
    return db.transaction(async (tx) => (await accounts.setFirstPasswordHash(tx, userId, passwordHash)) !== undefined);
  }

  /** Whether the email names an employee's account (their sign-in has stricter limits). */
  async function isStaffAccount(email: string): Promise<boolean> {
    const user = await accounts.findByEmail(db, email);
    return user !== undefined && user.role !== 'shopper';
  }

  /** What the reset page should show for this token: the form, or why the link no longer works. */
  async function resetLinkState(token: string): Promise<ResetLinkState> {
    const reset = await repo.findPasswordReset(db, hashOpaqueToken(token));
    if (!reset) return { state: 'unknown' };
    if (reset.usedAt) return { state: 'used' };
    return { state: reset.expired ? 'expired' : 'valid' };
  }

  return {
    register,
    login,
    refresh,
    logout,
    forgotPassword,
    setFirstPassword,
    resetPassword,
    resetLinkState,
    startStaffSession,
    isStaffAccount,
  };
}
