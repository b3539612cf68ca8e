import { index, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * What the Telegram Bot API simulator (`apps/demo/src/sandbox/telegram`) was asked to send, under
 * /_sandbox/telegram while SANDBOX is on: delivered messages, and those it refused (so its page
 * shows a flood-control refusal as the bot saw it).
 */
export const sandboxTelegramMessages = pgTable(
  'sandbox_telegram_messages',
  {
    /** Telegram's `message_id` of a delivered message. */
    id: serial('id').primaryKey(),
    chatId: text('chat_id').notNull(),
    text: text('text').notNull(),
    parseMode: text('parse_mode'),
    /** `delivered`, or the refusal's `error_code` and description as the bot received them. */
    outcome: text('outcome', { enum: ['delivered', 'refused'] }).notNull(),
    refusal: jsonb('refusal'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sandbox_telegram_messages_chat_idx').on(t.chatId, t.id)],
);
