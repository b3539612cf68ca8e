import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { orders, whatsappMessages } from '../../db/schema/index.js';

export type WhatsappMessageRow = typeof whatsappMessages.$inferSelect;
export type WhatsappStatus = WhatsappMessageRow['status'];
/** What the Cloud API's status webhooks may say of a message we sent. */
export type DeliveryStatus = 'sent' | 'delivered' | 'read' | 'failed';

/** Who an order's messages go to, in which language. */
export async function orderRecipient(db: DbOrTx, orderId: number) {
  const [row] = await db
    .select({ userId: orders.userId, phone: orders.phone, language: orders.language })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row;
}

export async function hasMessage(db: DbOrTx, orderId: number, template: string): Promise<boolean> {
  const [row] = await db
    .select({ id: whatsappMessages.id })
    .from(whatsappMessages)
    .where(and(eq(whatsappMessages.orderId, orderId), eq(whatsappMessages.template, template)))
    .limit(1);
  return row !== undefined;
}

export async function insertMessage(db: DbOrTx, message: typeof whatsappMessages.$inferInsert) {
  const [row] = await db.insert(whatsappMessages).values(message).returning();
  return row!;
}

export async function findMessage(db: DbOrTx, id: number): Promise<WhatsappMessageRow | undefined> {
  const [row] = await db.select().from(whatsappMessages).where(eq(whatsappMessages.id, id));
  return row;
}

/** The queued message the Cloud API accepted: it has its `wamid` and counts as sent. */
export async function markAccepted(db: DbOrTx, id: number, wamid: string) {
  await db
    .update(whatsappMessages)
    .set({ wamid, status: 'sent', sentAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(whatsappMessages.id, id), eq(whatsappMessages.status, 'queued')));
}

/** A queued message that will never be sent: refused for good (`failed`) or no longer wanted (`skipped`). */
export async function markUnsent(db: DbOrTx, id: number, status: 'failed' | 'skipped', error: string) {
  await db
    .update(whatsappMessages)
    .set({ status, error, ...(status === 'failed' ? { failedAt: sql`now()` } : {}), updatedAt: sql`now()` })
    .where(and(eq(whatsappMessages.id, id), eq(whatsappMessages.status, 'queued')));
}

/**
 * The statuses a message may move to `status` from: only forwards (sent → delivered → read), and
 * failed only before it was delivered. Webhooks come in any order and more than once
 * (https://developers.facebook.com/documentation/business-messaging/whatsapp/webhooks/reference/messages/status),
 * so a late `sent` after `read` changes nothing.
 */
const movesFrom: Record<DeliveryStatus, WhatsappStatus[]> = {
  sent: ['queued'],
  delivered: ['queued', 'sent'],
  read: ['queued', 'sent', 'delivered'],
  failed: ['queued', 'sent'],
};
const stampOf = { sent: 'sentAt', delivered: 'deliveredAt', read: 'readAt', failed: 'failedAt' } as const;

/** Applies a status webhook to the message with that `wamid`; false when it moved nothing. */
export async function applyStatus(
  db: DbOrTx,
  update: { wamid: string; status: DeliveryStatus; at: Date; error?: string },
): Promise<boolean> {
  const moved = await db
    .update(whatsappMessages)
    .set({
      status: update.status,
      [stampOf[update.status]]: update.at,
      ...(update.error ? { error: update.error } : {}),
      updatedAt: sql`now()`,
    })
    .where(and(eq(whatsappMessages.wamid, update.wamid), inArray(whatsappMessages.status, movesFrom[update.status])))
    .returning({ id: whatsappMessages.id });
  return moved.length > 0;
}

/** The accounts we have written to at a number (E.164 digits). */
export async function usersMessagedAt(db: DbOrTx, phone: string): Promise<number[]> {
  const rows = await db
    .selectDistinct({ userId: whatsappMessages.userId })
    .from(whatsappMessages)
    .where(eq(whatsappMessages.phone, phone));
  return rows.map((row) => row.userId);
}
