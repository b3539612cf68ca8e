import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { passwordResets, refreshTokens, sessions, users } from '../../db/schema/index.js';

export type RevokeReason =
  | 'logout'
  | 'refresh_token_reuse'
  | 'password_reset'
  | 'password_change'
  | 'account_closed'
  | 'account_disabled'
  | 'second_factor_reset'
  /** A shopper's account became an employee's through an invitation. */
  | 'joined_staff';

/** A new session; `secondFactor` when its sign-in passed one (staff), stamped by the database's clock. */
export async function insertSession(
  db: DbOrTx,
  userId: number,
  userAgent: string | undefined,
  { secondFactor = false } = {},
) {
  const [row] = await db
    .insert(sessions)
    .values({ userId, userAgent: userAgent?.slice(0, 300), secondFactorAt: secondFactor ? sql`now()` : null })
    .returning({ sessionId: sessions.id, secondFactorAt: sessions.secondFactorAt });
  return row!;
}

export async function insertRefreshToken(db: DbOrTx, sessionId: string, tokenHash: string, expiresAt: Date) {
  await db.insert(refreshTokens).values({ sessionId, tokenHash, expiresAt });
}

/**
 * Marks a refresh token used, atomically: of two concurrent exchanges of one token exactly
 * one gets the row back. Returns the token's state whether or not this call used it.
 */
export async function useRefreshToken(db: DbOrTx, tokenHash: string) {
  const [used] = await db
    .update(refreshTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.usedAt)))
    .returning({ sessionId: refreshTokens.sessionId, expiresAt: refreshTokens.expiresAt });
  if (used) return { state: 'fresh' as const, ...used };
  const [existing] = await db
    .select({ sessionId: refreshTokens.sessionId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash));
  return existing ? { state: 'reused' as const, sessionId: existing.sessionId } : { state: 'unknown' as const };
}

/** The session's user when the session is live and the account open and not disabled. */
export async function findLiveSession(db: DbOrTx, sessionId: string) {
  const [row] = await db
    .select({
      sessionId: sessions.id,
      userId: sessions.userId,
      role: users.role,
      secondFactorAt: sessions.secondFactorAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(eq(sessions.id, sessionId), isNull(sessions.revokedAt), isNull(users.deletedAt), isNull(users.disabledAt)),
    );
  return row;
}

export async function revokeSession(db: DbOrTx, sessionId: string, reason: RevokeReason) {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()`, revokeReason: reason, updatedAt: sql`now()` })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Every live session of the user, except `keep` (the one making the request) if given. */
export async function revokeUserSessions(db: DbOrTx, userId: number, reason: RevokeReason, keep?: string) {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()`, revokeReason: reason, updatedAt: sql`now()` })
    .where(
      and(eq(sessions.userId, userId), isNull(sessions.revokedAt), keep ? sql`${sessions.id} <> ${keep}` : undefined),
    );
}

export async function insertPasswordReset(db: DbOrTx, userId: number, tokenHash: string, expiresAt: Date) {
  await db.insert(passwordResets).values({ userId, tokenHash, expiresAt });
}

/** A reset token's row, to tell a used or expired link from one that never existed. */
export async function findPasswordReset(db: DbOrTx, tokenHash: string) {
  const [row] = await db
    .select({ usedAt: passwordResets.usedAt, expired: sql<boolean>`${passwordResets.expiresAt} <= now()` })
    .from(passwordResets)
    .where(eq(passwordResets.tokenHash, tokenHash));
  return row;
}

/** Uses a reset token once, atomically; the user id when it was valid, unused and unexpired. */
export async function usePasswordReset(db: DbOrTx, tokenHash: string): Promise<number | undefined> {
  const [row] = await db
    .update(passwordResets)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(passwordResets.tokenHash, tokenHash),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: passwordResets.userId });
  return row?.userId;
}
