import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { sandboxPayments } from '../../../db/schema/index.js';

export type SandboxPayment = typeof sandboxPayments.$inferSelect;
export type NewSandboxPayment = Omit<typeof sandboxPayments.$inferInsert, 'id' | 'status' | 'createdAt' | 'updatedAt'>;

export async function insertSandboxPayment(db: Db, payment: NewSandboxPayment): Promise<SandboxPayment> {
  const [row] = await db.insert(sandboxPayments).values(payment).returning();
  return row!;
}

export async function findByCustomer(db: Db, customer: string): Promise<SandboxPayment | undefined> {
  const [row] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.customer, customer));
  return row;
}

/** By payment id, or else the newest payment for the order id. */
export async function findForStatus(
  db: Db,
  merchantId: string,
  { paymentId, orderId }: { paymentId?: string; orderId?: string },
): Promise<SandboxPayment | undefined> {
  const key = paymentId ? eq(sandboxPayments.paymentId, paymentId) : eq(sandboxPayments.orderId, orderId ?? '');
  const [row] = await db
    .select()
    .from(sandboxPayments)
    .where(and(key, eq(sandboxPayments.merchantId, merchantId)))
    .orderBy(desc(sandboxPayments.id))
    .limit(1);
  return row;
}

/** pending → paid|declined once; a second completion (double submit) gets undefined. */
export async function completePayment(
  db: Db,
  id: number,
  status: 'paid' | 'declined',
): Promise<SandboxPayment | undefined> {
  const [row] = await db
    .update(sandboxPayments)
    .set({ status, updatedAt: sql`now()` })
    .where(and(eq(sandboxPayments.id, id), eq(sandboxPayments.status, 'pending')))
    .returning();
  return row;
}

export async function recordCallback(db: Db, id: number, callback: unknown): Promise<void> {
  await db.update(sandboxPayments).set({ callback, updatedAt: sql`now()` }).where(eq(sandboxPayments.id, id));
}

/** paid → revoked once; undefined for a payment that is not (or no longer) paid. */
export async function revokePayment(db: Db, id: number): Promise<SandboxPayment | undefined> {
  const [row] = await db
    .update(sandboxPayments)
    .set({ status: 'revoked', revokedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(sandboxPayments.id, id), eq(sandboxPayments.status, 'paid')))
    .returning();
  return row;
}
