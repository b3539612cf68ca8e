import type { Language } from '@aruu/contract/common';
import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { stockAlerts } from '../../db/schema/index.js';

export type StockAlertRow = typeof stockAlerts.$inferSelect;

/** The alert, unless the address already has one for the variation: then nothing, and false. */
export async function insertAlert(
  db: DbOrTx,
  alert: { variationId: number; email: string; language: Language; userId: number | null },
): Promise<boolean> {
  const rows = await db.insert(stockAlerts).values(alert).onConflictDoNothing().returning({ id: stockAlerts.id });
  return rows.length > 0;
}

/** Which of these variations someone waits for. */
export async function variationsWithAlerts(db: DbOrTx, variationIds: number[]): Promise<number[]> {
  const rows = await db
    .selectDistinct({ variationId: stockAlerts.variationId })
    .from(stockAlerts)
    .where(inArray(stockAlerts.variationId, variationIds));
  return rows.map((row) => row.variationId);
}

/** Ends the variation's alerts and answers them: a concurrent taker gets each row once. */
export function takeAlerts(db: DbOrTx, variationId: number): Promise<StockAlertRow[]> {
  return db.delete(stockAlerts).where(eq(stockAlerts.variationId, variationId)).returning();
}

export async function deleteAlertsOf(db: DbOrTx, email: string) {
  await db.delete(stockAlerts).where(eq(stockAlerts.email, email));
}
