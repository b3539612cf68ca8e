import { languages } from '@aruu/contract/common';
import { staffRoles } from '@aruu/contract/staff-access';
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * An employee's TOTP authenticator (RFC 6238). The secret is stored encrypted (AES-256-GCM with
 * TOTP_ENCRYPTION_KEY), so a database dump alone does not yield second factors.
 */
export const staffTotp = pgTable('staff_totp', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** base64url(iv | tag | ciphertext) of the base32 secret. */
  secretEncrypted: text('secret_encrypted').notNull(),
  /** Null while enrolment waits for the first code; only a confirmed authenticator signs in. */
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  /**
   * The last time step a code was accepted for: a code is refused unless its step is later, so
   * a code seen over a shoulder or replayed from a log cannot be used again.
   */
  lastUsedStep: integer('last_used_step'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Single-use codes for a lost phone: ten per enrolment, shown once, stored as sha256. */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('staff_recovery_codes_hash_idx').on(t.userId, t.codeHash)],
);

/** An admin's invitation: a single-use, expiring link to set a password and join the staff. */
export const staffInvites = pgTable(
  'staff_invites',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name'),
    role: text('role', { enum: staffRoles }).notNull(),
    /** The language of the invitation email and of the account. */
    language: text('language', { enum: languages }).notNull(),
    /** sha256 of the link's token. */
    tokenHash: text('token_hash').notNull(),
    invitedBy: integer('invited_by')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when accepted; the account it created. */
    usedAt: timestamp('used_at', { withTimezone: true }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Set when an admin withdrew it before it was accepted; the link then says so. */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('staff_invites_token_idx').on(t.tokenHash),
    index('staff_invites_open_idx').on(t.email).where(sql`${t.usedAt} is null`),
  ],
);
