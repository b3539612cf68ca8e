import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { payments, refunds } from '../../db/schema/index.js';

/** Refunds by state: a failed one waits for staff (retry, or settle it by hand). */
export async function refundsByState(db: Db): Promise<Array<{ state: string; count: number }>> {
  return db
    .select({ state: refunds.state, count: sql<number>`count(*)`.mapWith(Number) })
    .from(refunds)
    .where(sql`${refunds.state} <> 'succeeded'`)
    .groupBy(refunds.state);
}

/**
 * Card payments still pending after `seconds`, by when the reconciliation should have settled
 * them, and how long the oldest pending one has waited.
 */
export async function pendingPayments(db: Db, seconds: number): Promise<{ tooLong: number; oldestSeconds: number }> {
  const [row] = await db
    .select({
      tooLong:
        sql<number>`count(*) filter (where ${payments.createdAt} < now() - ${seconds}::integer * interval '1 second')`.mapWith(
          Number,
        ),
      oldestSeconds: sql<number>`coalesce(extract(epoch from now() - min(${payments.createdAt})), 0)`.mapWith(Number),
    })
    .from(payments)
    .where(sql`${payments.status} = 'pending'`);
  return row ?? { tooLong: 0, oldestSeconds: 0 };
}
