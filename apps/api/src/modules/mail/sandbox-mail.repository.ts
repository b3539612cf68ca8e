import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sandboxMails } from '../../db/schema/index.js';
import type { MailMessage } from './mail-message.js';

export type SandboxMail = typeof sandboxMails.$inferSelect;

export async function insertSandboxMail(db: Db, message: MailMessage): Promise<void> {
  const { to, subject, text, html } = message;
  await db.insert(sandboxMails).values({ to, subject, text, html });
}

/** Newest first; `to` matches whatever its case. */
export function listSandboxMails(db: Db, options: { to?: string; limit: number }): Promise<SandboxMail[]> {
  return db
    .select()
    .from(sandboxMails)
    .where(options.to ? eq(sql`lower(${sandboxMails.to})`, options.to.toLowerCase()) : undefined)
    .orderBy(desc(sandboxMails.id))
    .limit(options.limit);
}

export async function findSandboxMail(db: Db, id: number): Promise<SandboxMail | undefined> {
  const [mail] = await db.select().from(sandboxMails).where(eq(sandboxMails.id, id));
  return mail;
}
