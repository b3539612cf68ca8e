import { languages } from '@aruu/contract/common';
import { requestStatuses } from '@aruu/contract/staff-requests';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { timestamps } from './catalog.js';
import { users } from './users.js';

/** Where a request stands in the staff's inbox (both forms' tables carry it). */
const inbox = () => ({
  status: text('status', { enum: requestStatuses }).notNull().default('new'),
  /** The employee working on it; null while nobody has taken it. */
  assigneeId: integer('assignee_id').references(() => users.id),
});

/**
 * Questions from the contacts page's help form. Two tables rather than one with a `kind`: the
 * two forms ask for different things (a message and an optional email here, a required email
 * there), and each table's NOT NULLs say exactly what its form guarantees.
 */
export const helpRequests = pgTable(
  'help_requests',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** E.164. */
    phone: text('phone').notNull(),
    email: text('email'),
    message: text('message').notNull(),
    /** The language the shopper wrote in, so the shop answers in it. */
    language: text('language', { enum: languages }).notNull(),
    ...inbox(),
    ...timestamps,
  },
  (t) => [index('help_requests_inbox_idx').on(t.status, t.createdAt.desc())],
);

/** Requests for a free consultation from the about page (spec §3). */
export const consultationRequests = pgTable(
  'consultation_requests',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** E.164. */
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    language: text('language', { enum: languages }).notNull(),
    ...inbox(),
    ...timestamps,
  },
  (t) => [index('consultation_requests_inbox_idx').on(t.status, t.createdAt.desc())],
);

/**
 * The staff's side of a request's thread: internal notes and the replies emailed to the
 * requester. Exactly one of the two request columns is set, so each entry keeps a real foreign
 * key to its request.
 */
export const requestThreadEntries = pgTable(
  'request_thread_entries',
  {
    id: serial('id').primaryKey(),
    helpRequestId: integer('help_request_id').references(() => helpRequests.id),
    consultationRequestId: integer('consultation_request_id').references(() => consultationRequests.id),
    type: text('type', { enum: ['note', 'reply'] }).notNull(),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'request_thread_entries_one_request',
      sql`(${t.helpRequestId} is null) <> (${t.consultationRequestId} is null)`,
    ),
    index('request_thread_entries_help_idx').on(t.helpRequestId),
    index('request_thread_entries_consultation_idx').on(t.consultationRequestId),
  ],
);
