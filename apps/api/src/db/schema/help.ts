import { languages } from '@aruu/contract/common';
import { pgTable, serial, text } from 'drizzle-orm/pg-core';
import { timestamps } from './catalog.js';

/**
 * Questions from the contacts page's help form. Two tables rather than one with a `kind`: the
 * two forms ask for different things (a message and an optional email here, a required email
 * there), and each table's NOT NULLs say exactly what its form guarantees.
 */
export const helpRequests = pgTable('help_requests', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  /** E.164. */
  phone: text('phone').notNull(),
  email: text('email'),
  message: text('message').notNull(),
  /** The language the shopper wrote in, so the shop answers in it. */
  language: text('language', { enum: languages }).notNull(),
  ...timestamps,
});

/** Requests for a free consultation from the about page (spec §3). */
export const consultationRequests = pgTable('consultation_requests', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  /** E.164. */
  phone: text('phone').notNull(),
  email: text('email').notNull(),
  language: text('language', { enum: languages }).notNull(),
  ...timestamps,
});
