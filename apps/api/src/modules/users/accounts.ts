import type { Language } from '@aruu/contract/common';
import type { DbOrTx } from '../../db/client.js';
import type { Accounts } from '../auth/auth.service.js';
import { addressParts } from './address-line.js';
import { toUser } from './user-view.js';
import * as repo from './users.repository.js';

/**
 * The password of an account staff made for a customer they took an order for, until the
 * customer sets one through the order's link: like a closed account's `!closed`, no password
 * matches it (argon2 refuses it as a hash), and a reset by email works as for any account.
 */
export const NO_PASSWORD_YET = '!unset';

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
    setFirstPasswordHash: async (tx, id, passwordHash) =>
      toAccount(await repo.setPasswordInPlaceOf(tx, id, NO_PASSWORD_YET, passwordHash)),
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

/** A customer staff take an order for (phone, Instagram, WhatsApp, a shop), as they gave their details. */
export interface TakenCustomer {
  name: string;
  phone: string;
  email: string;
  language: Language;
}

/**
 * The account of a customer staff take an order for, in the order's transaction: no password
 * yet (`NO_PASSWORD_YET`), and the consent the customer gave on the channel (to the offer and to
 * the processing of their data, which staff confirm) as the account's acceptance of the terms.
 * The adult confirmation the registration form asks for separately takes the same time: the
 * column is required, and the offer the customer agreed to is for adults. Undefined when the
 * email has an account.
 */
export async function createTakenCustomer(tx: DbOrTx, customer: TakenCustomer, consentAt: Date) {
  return repo.insertUser(tx, {
    email: customer.email,
    passwordHash: NO_PASSWORD_YET,
    firstName: customer.name,
    phone: customer.phone,
    language: customer.language,
    termsAcceptedAt: consentAt,
    adultConfirmedAt: consentAt,
  });
}

/** The open account with its language and block; undefined for a missing or closed one. */
export const findAccount = (db: DbOrTx, userId: number) => repo.findUserById(db, userId);
