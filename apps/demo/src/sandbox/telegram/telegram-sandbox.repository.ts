import type { Db } from '@aruu/api/db/client';
import { sandboxTelegramMessages } from '@aruu/api/db/schema';
import { and, count, desc, eq } from 'drizzle-orm';

export type SandboxTelegramMessage = typeof sandboxTelegramMessages.$inferSelect;

export async function insertMessage(db: Db, message: typeof sandboxTelegramMessages.$inferInsert) {
  const [row] = await db.insert(sandboxTelegramMessages).values(message).returning();
  return row!;
}

/** Every attempt to the chat, refused ones included. */
export async function countMessages(db: Db, chatId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(sandboxTelegramMessages)
    .where(eq(sandboxTelegramMessages.chatId, chatId));
  return row?.n ?? 0;
}

export function listMessages(db: Db, options: { chatId?: string; limit: number }): Promise<SandboxTelegramMessage[]> {
  return db
    .select()
    .from(sandboxTelegramMessages)
    .where(and(options.chatId === undefined ? undefined : eq(sandboxTelegramMessages.chatId, options.chatId)))
    .orderBy(desc(sandboxTelegramMessages.id))
    .limit(options.limit);
}
