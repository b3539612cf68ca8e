import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { addresses, stockAlerts, users } from '../../db/schema/index.js';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type AddressRow = typeof addresses.$inferSelect;

/** Only open accounts; a closed one is gone for every purpose but accounting. */
const isOpen = isNull(users.deletedAt);

export async function findUserById(db: DbOrTx, id: number): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), isOpen));
  return row;
}

export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.email, email), isOpen));
  return row;
}

/** Inserts unless the email is taken; undefined means it was. */
export async function insertUser(db: DbOrTx, user: NewUser): Promise<UserRow | undefined> {
  const [row] = await db.insert(users).values(user).onConflictDoNothing({ target: users.email }).returning();
  return row;
}

export async function updateUser(db: DbOrTx, id: number, changes: Partial<NewUser>): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(and(eq(users.id, id), isOpen))
    .returning();
  return row;
}

/** Sets the password only while the account has `marker` for one; undefined when it has a password already. */
export async function setPasswordInPlaceOf(
  db: DbOrTx,
  id: number,
  marker: string,
  passwordHash: string,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ passwordHash, updatedAt: sql`now()` })
    .where(and(eq(users.id, id), eq(users.passwordHash, marker), isOpen))
    .returning();
  return row;
}

/**
 * Closing an account erases what identifies the person; the row stays because orders point at
 * it and accounting keeps them. The email is freed for a new registration.
 */
export async function anonymiseUser(db: DbOrTx, id: number): Promise<void> {
  await db
    .update(users)
    .set({
      email: `closed-${id}@deleted.invalid`,
      passwordHash: '!closed',
      firstName: 'Closed account',
      lastName: null,
      nickname: null,
      phone: null,
      whatsappOptInAt: null,
      udsUid: null,
      deletedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, id));
  await db.delete(addresses).where(eq(addresses.userId, id));
  // Their back-in-stock alerts would otherwise still mail the address the account no longer has.
  await db.delete(stockAlerts).where(eq(stockAlerts.userId, id));
}

export async function findAddress(db: DbOrTx, userId: number): Promise<AddressRow | undefined> {
  const [row] = await db.select().from(addresses).where(eq(addresses.userId, userId));
  return row;
}

/** Inserts unless the user already has an address; undefined means they had. */
export async function insertAddress(
  db: DbOrTx,
  address: typeof addresses.$inferInsert,
): Promise<AddressRow | undefined> {
  const [row] = await db
    .insert(addresses)
    .values(address)
    .onConflictDoNothing({ target: addresses.userId })
    .returning();
  return row;
}

export async function updateAddress(
  db: DbOrTx,
  userId: number,
  changes: Partial<typeof addresses.$inferInsert>,
): Promise<AddressRow | undefined> {
  const [row] = await db
    .update(addresses)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(addresses.userId, userId))
    .returning();
  return row;
}

/** Staff blocked this shopper from placing orders (the back office's customers page). */
/** Opted in keeps the first agreement's time; opted out forgets it. */
export async function setWhatsappOptIn(db: DbOrTx, userId: number, optedIn: boolean) {
  await db
    .update(users)
    .set({ whatsappOptInAt: optedIn ? sql`coalesce(${users.whatsappOptInAt}, now())` : null })
    .where(and(eq(users.id, userId), isOpen));
}

export async function isWhatsappOptedIn(db: DbOrTx, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ at: users.whatsappOptInAt })
    .from(users)
    .where(and(eq(users.id, userId), isOpen));
  return row?.at != null;
}

/** `phone` in E.164 digits without the "+", as WhatsApp names a number. */
export async function clearWhatsappOptIns(db: DbOrTx, who: { userIds: number[]; phone: string }) {
  const byId = who.userIds.length > 0 ? inArray(users.id, who.userIds) : undefined;
  await db
    .update(users)
    .set({ whatsappOptInAt: null })
    .where(or(byId, eq(users.phone, `+${who.phone}`)));
}

export async function findUdsUid(db: DbOrTx, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ udsUid: users.udsUid })
    .from(users)
    .where(and(eq(users.id, userId), isOpen));
  return row?.udsUid ?? null;
}

export async function setUdsUid(db: DbOrTx, userId: number, udsUid: string | null) {
  await db
    .update(users)
    .set({ udsUid, updatedAt: sql`now()` })
    .where(and(eq(users.id, userId), isOpen));
}

export async function isBlocked(db: DbOrTx, userId: number): Promise<boolean> {
  const [row] = await db.select({ blockedAt: users.blockedAt }).from(users).where(eq(users.id, userId));
  return row?.blockedAt != null;
}
