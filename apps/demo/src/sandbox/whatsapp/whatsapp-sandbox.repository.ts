import type { Db } from '@aruu/api/db/client';
import { sandboxWhatsappMessages } from '@aruu/api/db/schema';
import { count, desc, eq } from 'drizzle-orm';

export type SandboxWhatsappMessage = typeof sandboxWhatsappMessages.$inferSelect;

export async function insertMessage(db: Db, message: typeof sandboxWhatsappMessages.$inferInsert) {
  const [row] = await db.insert(sandboxWhatsappMessages).values(message).returning();
  return row!;
}

/** Every attempt to the number, refused ones included. */
export async function countMessages(db: Db, to: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(sandboxWhatsappMessages).where(eq(sandboxWhatsappMessages.to, to));
  return row?.n ?? 0;
}

export async function findByWamid(db: Db, wamid: string): Promise<SandboxWhatsappMessage | undefined> {
  const [row] = await db.select().from(sandboxWhatsappMessages).where(eq(sandboxWhatsappMessages.wamid, wamid));
  return row;
}

export async function setStatus(db: Db, id: number, status: string) {
  await db.update(sandboxWhatsappMessages).set({ status }).where(eq(sandboxWhatsappMessages.id, id));
}

export function listMessages(db: Db, options: { to?: string; limit: number }): Promise<SandboxWhatsappMessage[]> {
  return db
    .select()
    .from(sandboxWhatsappMessages)
    .where(options.to === undefined ? undefined : eq(sandboxWhatsappMessages.to, options.to))
    .orderBy(desc(sandboxWhatsappMessages.id))
    .limit(options.limit);
}
