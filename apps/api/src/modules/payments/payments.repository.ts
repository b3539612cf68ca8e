import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { payments } from '../../db/schema/index.js';

export type PaymentRow = typeof payments.$inferSelect;

export async function insertPayment(db: DbOrTx, orderId: number, amount: number): Promise<PaymentRow> {
  const [row] = await db.insert(payments).values({ orderId, provider: 'freedom_pay', amount }).returning();
  return row!;
}

export async function setProviderPaymentId(db: DbOrTx, id: number, providerPaymentId: string) {
  await db.update(payments).set({ providerPaymentId, updatedAt: sql`now()` }).where(eq(payments.id, id));
}

/** Locks the payment for the callback's transaction: duplicate callbacks queue here. */
export async function lockPayment(db: DbOrTx, id: number): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id)).for('update');
  return row;
}

export async function settlePayment(db: DbOrTx, id: number, status: 'paid' | 'failed', callback: unknown) {
  await db.update(payments).set({ status, callback, updatedAt: sql`now()` }).where(eq(payments.id, id));
}
