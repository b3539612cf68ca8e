import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { orders } from './orders.js';
import { users } from './users.js';

/** Where a message is: ours until the Cloud API accepts it, then what its status webhooks say. */
export const whatsappMessageStatuses = ['queued', 'sent', 'delivered', 'read', 'failed', 'skipped'] as const;

/**
 * One WhatsApp template message about an order to its buyer (the whatsapp module): queued with its
 * job in the order's transaction, sent by the job, moved on by the Cloud API's status webhooks.
 */
export const whatsappMessages = pgTable(
  'whatsapp_messages',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The order's phone in E.164 digits without the "+", as the Cloud API's `to` and `wa_id`. */
    phone: text('phone').notNull(),
    template: text('template').notNull(),
    /** The template's language code as sent (`ru`, `en`, `ky_KG`). */
    language: text('language').notNull(),
    /** The template's body parameters, in order. */
    params: jsonb('params').$type<string[]>().notNull(),
    /** The Cloud API's message id (`wamid.…`) once it accepted the message. */
    wamid: text('wamid'),
    status: text('status', { enum: whatsappMessageStatuses }).notNull().default('queued'),
    /** Why it failed or was skipped: the API's code and message, or our reason. */
    error: text('error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    readAt: timestamp('read_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('whatsapp_messages_wamid_idx').on(t.wamid),
    index('whatsapp_messages_order_idx').on(t.orderId),
    index('whatsapp_messages_phone_idx').on(t.phone),
  ],
);
