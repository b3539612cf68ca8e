import type { DbOrTx } from '../../db/client.js';
import type { Accounts } from '../auth/auth.service.js';
import { addressParts } from './address-line.js';
import { toUser } from './user-view.js';
import * as repo from './users.repository.js';

const toAccount = (row: repo.UserRow | undefined) => row && { ...row, profile: toUser(row) };

/** The user accounts auth signs in to (its `Accounts` port). */
export function createAccounts(): Accounts {
  return {
    async create(tx, registration, passwordHash) {
      const now = new Date();
      return toAccount(
        await repo.insertUser(tx, {
          email: registration.email,
          passwordHash,
          firstName: registration.first_name,
          lastName: registration.last_name ?? null,
          phone: registration.phone,
          accountType: registration.account_type,
          language: registration.language,
          termsAcceptedAt: now,
          adultConfirmedAt: now,
        }),
      );
    },
    findByEmail: async (db, email) => toAccount(await repo.findUserByEmail(db, email)),
    findById: async (db, id) => toAccount(await repo.findUserById(db, id)),
    setPasswordHash: async (tx, id, passwordHash) => toAccount(await repo.updateUser(tx, id, { passwordHash })),
  };
}

/** A shopper the staff blocked may not order (checkout asks before anything is reserved). */
export const isBlockedCustomer = (db: DbOrTx, userId: number) => repo.isBlocked(db, userId);

/**
 * The order's city and address kept as the account's one address (spec §3), replacing the one it
 * had: the next checkout starts from it. In the caller's transaction.
 */
export async function rememberAddress(
  tx: DbOrTx,
  userId: number,
  input: { country: string; city: string; line: string },
) {
  const address = { country: input.country, city: input.city, ...addressParts(input.line) };
  const inserted = await repo.insertAddress(tx, { userId, ...address });
  if (!inserted) await repo.updateAddress(tx, userId, address);
}

/** The shopper agreed to hear about their orders on WhatsApp (checkout's box). In the caller's transaction. */
export async function optInToWhatsapp(tx: DbOrTx, userId: number) {
  await repo.setWhatsappOptIn(tx, userId, true);
}

/** Whether the shopper still wants WhatsApp messages: asked again when each one is sent. */
export const whatsappOptedIn = (db: DbOrTx, userId: number) => repo.isWhatsappOptedIn(db, userId);

/**
 * A "STOP" from a WhatsApp number: the accounts we wrote to at that number, and any whose
 * profile phone it is, hear nothing more until they opt in again.
 */
export async function optOutOfWhatsapp(tx: DbOrTx, who: { userIds: number[]; phone: string }) {
  await repo.clearWhatsappOptIns(tx, who);
}
