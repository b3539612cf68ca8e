import { index, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * What the WhatsApp Cloud API simulator (`apps/demo/src/sandbox/whatsapp`) was asked to send, under
 * /_sandbox/whatsapp while SANDBOX is on: accepted messages with their `wamid`, and refused ones
 * with the error object the store was answered.
 */
export const sandboxWhatsappMessages = pgTable(
  'sandbox_whatsapp_messages',
  {
    id: serial('id').primaryKey(),
    wamid: text('wamid'),
    to: text('to').notNull(),
    template: text('template').notNull(),
    language: text('language').notNull(),
    params: jsonb('params').$type<string[]>().notNull(),
    outcome: text('outcome', { enum: ['accepted', 'refused'] }).notNull(),
    /** The Graph API error object of a refusal. */
    refusal: jsonb('refusal'),
    /** The last status the simulator delivered to the store's webhook (`sent`, `delivered`, `read`, `failed`). */
    status: text('status'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sandbox_whatsapp_messages_to_idx').on(t.to, t.id)],
);
