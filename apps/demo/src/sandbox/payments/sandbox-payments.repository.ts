import type { Db, DbOrTx } from '@aruu/api/db/client';
import { sandboxPaymentRefunds, sandboxPayments } from '@aruu/api/db/schema';
import { decimalToTyiyn, tyiynToDecimal } from '@aruu/api/modules/payments/freedom-pay/amount';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';

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

export type SandboxPaymentRefund = typeof sandboxPaymentRefunds.$inferSelect;

export const tyiynOf = (decimal: string) => decimalToTyiyn(decimal) ?? 0;

/** A payment's refunds, oldest first. */
export function listRefunds(db: DbOrTx, sandboxPaymentId: number): Promise<SandboxPaymentRefund[]> {
  return db
    .select()
    .from(sandboxPaymentRefunds)
    .where(eq(sandboxPaymentRefunds.sandboxPaymentId, sandboxPaymentId))
    .orderBy(asc(sandboxPaymentRefunds.id));
}

/** paid → declined once: the store answered `rejected` to a callback that allowed it, so the provider gives the money back. */
export async function rejectPayment(db: Db, id: number): Promise<void> {
  await db
    .update(sandboxPayments)
    .set({ status: 'declined', updatedAt: sql`now()` })
    .where(and(eq(sandboxPayments.id, id), eq(sandboxPayments.status, 'paid')));
}

/** What has been refunded of a payment so far, in tyiyn. */
export async function refundedTyiyn(db: DbOrTx, sandboxPaymentId: number): Promise<number> {
  const rows = await db
    .select({ amount: sandboxPaymentRefunds.amount })
    .from(sandboxPaymentRefunds)
    .where(eq(sandboxPaymentRefunds.sandboxPaymentId, sandboxPaymentId));
  return rows.reduce((sum, row) => sum + tyiynOf(row.amount), 0);
}

export type RefundOutcome =
  | { ok: true; payment: SandboxPayment }
  | { ok: false; reason: 'not_refundable' | 'exceeds_remaining' };

/**
 * Refunds `amountTyiyn` of a paid payment, or all that is left of it (`'rest'`), with the
 * payment locked so that refunds sent at once never give back more than was paid. The payment
 * becomes `revoked` when nothing is left.
 */
export function refundPayment(db: Db, id: number, amountTyiyn: number | 'rest'): Promise<RefundOutcome> {
  return db.transaction(async (tx) => {
    const [payment] = await tx.select().from(sandboxPayments).where(eq(sandboxPayments.id, id)).for('update');
    if (payment?.status !== 'paid') return { ok: false, reason: 'not_refundable' };
    const remaining = tyiynOf(payment.amount) - (await refundedTyiyn(tx, id));
    const amount = amountTyiyn === 'rest' ? remaining : amountTyiyn;
    if (amount <= 0 || amount > remaining) return { ok: false, reason: 'exceeds_remaining' };
    await tx.insert(sandboxPaymentRefunds).values({ sandboxPaymentId: id, amount: tyiynToDecimal(amount) });
    if (amount < remaining) return { ok: true, payment };
    const [revoked] = await tx
      .update(sandboxPayments)
      .set({ status: 'revoked', revokedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(sandboxPayments.id, id))
      .returning();
    return { ok: true, payment: revoked! };
  });
}

/** The newest payments with their refunds, for the simulator's page. */
export async function listRecentPayments(db: Db, limit: number) {
  const payments = await db.select().from(sandboxPayments).orderBy(desc(sandboxPayments.id)).limit(limit);
  const refunds = payments.length
    ? await db
        .select()
        .from(sandboxPaymentRefunds)
        .where(
          inArray(
            sandboxPaymentRefunds.sandboxPaymentId,
            payments.map((payment) => payment.id),
          ),
        )
        .orderBy(asc(sandboxPaymentRefunds.id))
    : [];
  return payments.map((payment) => ({
    payment,
    refunds: refunds.filter((refund) => refund.sandboxPaymentId === payment.id),
  }));
}
