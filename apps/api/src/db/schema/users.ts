import { roles } from '@aruu/contract/auth';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps } from './catalog.js';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** Trimmed and lower-cased; the login. */
    email: text('email').notNull(),
    /** argon2id (PHC string). An account closed by its owner keeps an unusable marker. */
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name'),
    nickname: text('nickname'),
    /** E.164. */
    phone: text('phone'),
    accountType: text('account_type', { enum: ['individual', 'legal'] })
      .notNull()
      .default('individual'),
    role: text('role', { enum: roles }).notNull().default('shopper'),
    /** The language of the emails the store sends this user. */
    language: text('language', { enum: ['ru', 'en', 'ky'] })
      .notNull()
      .default('ru'),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }).notNull(),
    adultConfirmedAt: timestamp('adult_confirmed_at', { withTimezone: true }).notNull(),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** Set when the owner closed the account; personal fields are anonymised then. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** Set by staff: a blocked shopper can still sign in and see their orders but cannot place one. */
    blockedAt: timestamp('blocked_at', { withTimezone: true }),
    /** Why staff blocked the shopper, and who did; null unless blocked (the audit log keeps the past ones). */
    blockedReason: text('blocked_reason'),
    blockedBy: integer('blocked_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    /** Set when an admin disables an employee's account: it cannot sign in and its sessions end. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    /**
     * When the shopper agreed to hear about their orders on WhatsApp (at checkout or in the
     * account); null: no messages. A "STOP" from their number clears it at once.
     */
    whatsappOptInAt: timestamp('whatsapp_opt_in_at', { withTimezone: true }),
    /** The shopper's UDS customer uid, linked in the account by a code from their UDS app; null: not linked. */
    udsUid: text('uds_uid'),
    ...timestamps,
  },
  (t) => [uniqueIndex('users_email_idx').on(t.email)],
);

export const addresses = pgTable('addresses', {
  id: serial('id').primaryKey(),
  /** One address per user (spec §3). */
  userId: integer('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  country: text('country').notNull().default('Kyrgyzstan'),
  city: text('city').notNull().default('Bishkek'),
  street: text('street').notNull(),
  house: text('house').notNull(),
  apartment: text('apartment'),
  ...timestamps,
});

/**
 * One signed-in device: a login starts a session, every refresh rotates its refresh token, and
 * revoking the session ends the login at once (access tokens carry the session id and are
 * checked against it).
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** logout, refresh_token_reuse, password_reset, password_change, account_closed */
    revokeReason: text('revoke_reason'),
    userAgent: text('user_agent'),
    /**
     * When the session passed the second factor (a TOTP or recovery code). Staff endpoints
     * refuse sessions without it, so a password alone never reaches the back office.
     */
    secondFactorAt: timestamp('second_factor_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index('sessions_user_idx').on(t.userId).where(sql`${t.revokedAt} is null`)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    /** sha256 of the token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when exchanged; presenting it again means it was stolen, so the session is revoked. */
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('refresh_tokens_hash_idx').on(t.tokenHash)],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('password_resets_hash_idx').on(t.tokenHash)],
);
