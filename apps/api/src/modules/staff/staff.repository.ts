import { and, asc, count, eq, gt, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { staffInvites, staffRecoveryCodes, staffTotp, users } from '../../db/schema/index.js';

export type StaffInviteRow = typeof staffInvites.$inferSelect;

export async function findTotp(db: DbOrTx, userId: number) {
  const [row] = await db.select().from(staffTotp).where(eq(staffTotp.userId, userId));
  return row;
}

/** A new authenticator waiting for its first code; replaces one that never got it. */
export async function savePendingTotp(db: DbOrTx, userId: number, secretEncrypted: string) {
  const [row] = await db
    .insert(staffTotp)
    .values({ userId, secretEncrypted })
    .onConflictDoUpdate({
      target: staffTotp.userId,
      set: { secretEncrypted, createdAt: sql`now()`, lastUsedStep: null },
      setWhere: isNull(staffTotp.confirmedAt),
    })
    .returning({ userId: staffTotp.userId });
  return row !== undefined;
}

/**
 * Accepts a code's time step once: the step must be later than the last one accepted for the
 * account. One UPDATE decides, so two requests racing with one code cannot both pass.
 * `confirming` accepts it for an authenticator still waiting for its first code, and confirms it.
 */
export async function useTotpStep(db: DbOrTx, userId: number, step: number, confirming: boolean) {
  const [row] = await db
    .update(staffTotp)
    .set({ lastUsedStep: step, ...(confirming ? { confirmedAt: sql`now()` } : {}) })
    .where(
      and(
        eq(staffTotp.userId, userId),
        confirming ? isNull(staffTotp.confirmedAt) : isNotNull(staffTotp.confirmedAt),
        or(isNull(staffTotp.lastUsedStep), lt(staffTotp.lastUsedStep, step)),
      ),
    )
    .returning({ userId: staffTotp.userId });
  return row !== undefined;
}

export async function replaceRecoveryCodes(db: DbOrTx, userId: number, codeHashes: string[]) {
  await db.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, userId));
  await db.insert(staffRecoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
}

/** Uses a recovery code once, atomically; true when it was the account's and unused. */
export async function useRecoveryCode(db: DbOrTx, userId: number, codeHash: string) {
  const [row] = await db
    .update(staffRecoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(staffRecoveryCodes.userId, userId),
        eq(staffRecoveryCodes.codeHash, codeHash),
        isNull(staffRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: staffRecoveryCodes.id });
  return row !== undefined;
}

export async function countRecoveryCodesLeft(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({ left: count() })
    .from(staffRecoveryCodes)
    .where(and(eq(staffRecoveryCodes.userId, userId), isNull(staffRecoveryCodes.usedAt)));
  return row?.left ?? 0;
}

/** Forgets the authenticator and its recovery codes: the next sign-in enrols again. */
export async function deleteSecondFactor(db: DbOrTx, userId: number) {
  await db.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, userId));
  const deleted = await db.delete(staffTotp).where(eq(staffTotp.userId, userId)).returning({ id: staffTotp.userId });
  return deleted.length > 0;
}

const isStaff = and(ne(users.role, 'shopper'), isNull(users.deletedAt));

const memberColumns = {
  user: users,
  secondFactorEnrolled: sql<boolean>`${staffTotp.confirmedAt} is not null`,
};

export async function listStaff(db: DbOrTx) {
  return db
    .select(memberColumns)
    .from(users)
    .leftJoin(staffTotp, eq(staffTotp.userId, users.id))
    .where(isStaff)
    .orderBy(asc(users.firstName), asc(users.id));
}

/** An employee, locked for the change about to be made to them. */
export async function findStaffMemberForUpdate(db: DbOrTx, userId: number) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), isStaff))
    .for('update');
  return row;
}

export async function findStaffMember(db: DbOrTx, userId: number) {
  const [row] = await db
    .select(memberColumns)
    .from(users)
    .leftJoin(staffTotp, eq(staffTotp.userId, users.id))
    .where(and(eq(users.id, userId), isStaff));
  return row;
}

/**
 * Locks every active admin, in id order, and answers their ids. A change that may remove an
 * admin takes these locks first: two admins demoting each other at once are serialised, and
 * the second sees the first's change.
 */
export async function lockActiveAdmins(db: DbOrTx): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), isNull(users.disabledAt), isNull(users.deletedAt)))
    .orderBy(asc(users.id))
    .for('update');
  return rows.map((row) => row.id);
}

export async function insertInvite(db: DbOrTx, invite: typeof staffInvites.$inferInsert) {
  const [row] = await db.insert(staffInvites).values(invite).returning();
  return row!;
}

/** Not accepted, not withdrawn, not expired: the link still works. */
const inviteIsOpen = and(
  isNull(staffInvites.usedAt),
  isNull(staffInvites.revokedAt),
  gt(staffInvites.expiresAt, sql`now()`),
);

export async function listOpenInvites(db: DbOrTx) {
  return db.select().from(staffInvites).where(inviteIsOpen).orderBy(asc(staffInvites.createdAt));
}

/** Uses an invitation once, atomically: the invitation when it was valid and still open. */
export async function useInvite(db: DbOrTx, tokenHash: string) {
  const [row] = await db
    .update(staffInvites)
    .set({ usedAt: sql`now()` })
    .where(and(eq(staffInvites.tokenHash, tokenHash), inviteIsOpen))
    .returning();
  return row;
}

/** Withdraws an open invitation, atomically; undefined when it is not open (any more). */
export async function revokeInvite(db: DbOrTx, inviteId: number) {
  const [row] = await db
    .update(staffInvites)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(staffInvites.id, inviteId), inviteIsOpen))
    .returning();
  return row;
}

export async function findInvite(db: DbOrTx, inviteId: number) {
  const [row] = await db.select().from(staffInvites).where(eq(staffInvites.id, inviteId));
  return row;
}

export async function findInviteByToken(db: DbOrTx, tokenHash: string) {
  const [row] = await db.select().from(staffInvites).where(eq(staffInvites.tokenHash, tokenHash));
  return row;
}

export async function linkInviteToUser(db: DbOrTx, inviteId: number, userId: number) {
  await db.update(staffInvites).set({ userId }).where(eq(staffInvites.id, inviteId));
}
