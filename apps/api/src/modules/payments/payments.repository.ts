import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { payments } from '../../db/schema/index.js';

export type PaymentRow = typeof payments.$inferSelect;

export async function insertPayment(db: DbOrTx, orderId: number, amount: number): Promise<PaymentRow> {
  const [row] = await db.insert(payments).values({ orderId, provider: 'freedom_pay', amount }).returning();
  return row!;
}

/** An attempt to pay the difference of a change that made a paid order dearer (modules/order-changes). */
export async function insertSupplement(
  db: DbOrTx,
  input: { orderId: number; orderChangeId: number; amount: number },
): Promise<PaymentRow> {
  const [row] = await db
    .insert(payments)
    .values({ ...input, provider: 'freedom_pay', purpose: 'supplement' })
    .returning();
  return row!;
}

/** The attempts to pay the changes' differences, oldest first. */
export function supplementsOf(db: DbOrTx, orderChangeIds: number[]) {
  return db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.purpose, 'supplement'),
        inArray(payments.orderChangeId, orderChangeIds.length > 0 ? orderChangeIds : [-1]),
      ),
    )
    .orderBy(asc(payments.id));
}

export async function setProviderPaymentId(db: DbOrTx, id: number, providerPaymentId: string) {
  await db.update(payments).set({ providerPaymentId, updatedAt: sql`now()` }).where(eq(payments.id, id));
}

export async function findPayment(db: DbOrTx, id: number): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id));
  return row;
}

/** Locks the payment for settling: a callback and the reconciliation job queue here, and settle once. */
export async function lockPayment(db: DbOrTx, id: number): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id)).for('update');
  return row;
}

/** An attempt that never reached the provider. */
export async function failPayment(db: DbOrTx, id: number, record: unknown) {
  await db
    .update(payments)
    .set({ status: 'failed', callback: record, updatedAt: sql`now()` })
    .where(eq(payments.id, id));
}

export async function settlePayment(
  db: DbOrTx,
  id: number,
  settlement: { status: 'paid' | 'failed' | 'refunding'; settledBy: 'callback' | 'reconciliation'; record: unknown },
) {
  await db
    .update(payments)
    .set({
      status: settlement.status,
      settledBy: settlement.settledBy,
      callback: settlement.record,
      updatedAt: sql`now()`,
    })
    .where(eq(payments.id, id));
}

/** refunding → refunded once; false when another run recorded it first. */
export async function markRefunded(db: DbOrTx, id: number, refund: unknown): Promise<boolean> {
  const rows = await db
    .update(payments)
    .set({ status: 'refunded', refund, refundedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(payments.id, id), eq(payments.status, 'refunding')))
    .returning({ id: payments.id });
  return rows.length > 0;
}
