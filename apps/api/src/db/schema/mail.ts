import { pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The sandbox mailbox: without SMTP_URL the store "sends" mail here, and `/_sandbox/mail` shows
 * it to whoever runs the store locally. Rows are never updated, so there is no updated_at.
 */
export const sandboxMails = pgTable('sandbox_mails', {
  id: serial('id').primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
