import { and, eq, lte, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { idempotencyKeys } from '../../db/schema/index.js';

/** Whose key, for which operation. */
export interface KeyScope {
  userId: number;
  endpoint: string;
  key: string;
}

export interface KeyClaim extends KeyScope {
  fingerprint: string;
  claimToken: string;
}

export interface StoredKey {
  fingerprint: string;
  state: 'in_flight' | 'completed';
  responseStatus: number | null;
  responseBody: unknown;
  /** The in-flight claim outlived its lease (judged by the database's clock, as claims are). */
  leaseEnded: boolean;
}

const inMs = (ms: number) => sql`now() + ${Math.round(ms)}::integer * interval '1 millisecond'`;

const scoped = ({ userId, endpoint, key }: KeyScope) =>
  and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.endpoint, endpoint), eq(idempotencyKeys.key, key));

/** A claim may still complete or release its row only while it holds the row's token. */
const heldBy = (claim: KeyClaim) =>
  and(scoped(claim), eq(idempotencyKeys.claimToken, claim.claimToken), eq(idempotencyKeys.state, 'in_flight'));

/**
 * Claims the key for this request in one statement: a new key is inserted; a key that expired,
 * or whose in-flight claim outlived its lease (the request that held it is presumed lost), is
 * taken over. True when this request now holds the key. Concurrent claims of one key serialise
 * on its row, so exactly one of them wins; a key some transaction is completing is waited for.
 */
export async function claimKey(
  db: Db,
  claim: KeyClaim,
  { leaseMs, retentionMs }: { leaseMs: number; retentionMs: number },
): Promise<boolean> {
  const existing = idempotencyKeys;
  const rows = await db
    .insert(idempotencyKeys)
    .values({
      ...claim,
      state: 'in_flight',
      lockedUntil: inMs(leaseMs),
      expiresAt: inMs(retentionMs),
    })
    .onConflictDoUpdate({
      target: [idempotencyKeys.userId, idempotencyKeys.endpoint, idempotencyKeys.key],
      set: {
        fingerprint: sql`excluded.fingerprint`,
        state: 'in_flight',
        claimToken: sql`excluded.claim_token`,
        lockedUntil: sql`excluded.locked_until`,
        responseStatus: null,
        responseBody: null,
        createdAt: sql`now()`,
        expiresAt: sql`excluded.expires_at`,
      },
      setWhere: or(
        lte(existing.expiresAt, sql`now()`),
        and(eq(existing.state, 'in_flight'), lte(existing.lockedUntil, sql`now()`)),
      ),
    })
    .returning({ claimToken: idempotencyKeys.claimToken });
  return rows[0]?.claimToken === claim.claimToken;
}

export async function findKey(db: Db, scope: KeyScope): Promise<StoredKey | undefined> {
  const [row] = await db
    .select({
      fingerprint: idempotencyKeys.fingerprint,
      state: idempotencyKeys.state,
      responseStatus: idempotencyKeys.responseStatus,
      responseBody: idempotencyKeys.responseBody,
      leaseEnded: sql<boolean>`coalesce(${idempotencyKeys.lockedUntil} <= now(), false)`,
    })
    .from(idempotencyKeys)
    .where(and(scoped(scope), sql`${idempotencyKeys.expiresAt} > now()`));
  return row;
}

/**
 * Stores the answer, in the transaction that commits the operation's effect. False when the
 * claim was lost (its lease ended and another request took the key over): the caller must then
 * roll back, so that only the new holder's operation takes effect.
 */
export async function completeKey(
  tx: DbOrTx,
  claim: KeyClaim,
  response: { status: number; body: unknown },
): Promise<boolean> {
  const rows = await tx
    .update(idempotencyKeys)
    .set({ state: 'completed', lockedUntil: null, responseStatus: response.status, responseBody: response.body })
    .where(heldBy(claim))
    .returning({ key: idempotencyKeys.key });
  return rows.length > 0;
}

/**
 * Extends the lease of a claim its request still holds, while the request runs. A lease that has
 * lapsed is not revived: another request may have taken the key over, or may be about to.
 */
export async function renewKey(db: Db, claim: KeyClaim, leaseMs: number): Promise<boolean> {
  const rows = await db
    .update(idempotencyKeys)
    .set({ lockedUntil: inMs(leaseMs) })
    .where(and(heldBy(claim), sql`${idempotencyKeys.lockedUntil} > now()`))
    .returning({ key: idempotencyKeys.key });
  return rows.length > 0;
}

/** Frees the key after an operation that failed (and so changed nothing): a retry runs afresh. */
export async function releaseKey(db: Db, claim: KeyClaim): Promise<void> {
  await db.delete(idempotencyKeys).where(heldBy(claim));
}

/** Deletes up to `limit` expired keys; SKIP LOCKED passes over rows a request is claiming. */
export async function deleteExpiredKeys(db: Db, limit: number): Promise<number> {
  const expired = sql`${idempotencyKeys.expiresAt} <= now()`;
  const batch = db
    .select({ userId: idempotencyKeys.userId, endpoint: idempotencyKeys.endpoint, key: idempotencyKeys.key })
    .from(idempotencyKeys)
    .where(expired)
    .limit(limit)
    .for('update', { skipLocked: true });
  const deleted = await db
    .delete(idempotencyKeys)
    .where(
      and(sql`(${idempotencyKeys.userId}, ${idempotencyKeys.endpoint}, ${idempotencyKeys.key}) in ${batch}`, expired),
    )
    .returning({ key: idempotencyKeys.key });
  return deleted.length;
}
