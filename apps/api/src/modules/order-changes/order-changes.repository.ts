import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { orderChanges } from '../../db/schema/index.js';

export type OrderChangeRow = typeof orderChanges.$inferSelect;

export async function insertChange(db: DbOrTx, change: typeof orderChanges.$inferInsert): Promise<OrderChangeRow> {
  const [row] = await db.insert(orderChanges).values(change).returning();
  return row!;
}

export async function updateChange(db: DbOrTx, id: number, changes: Partial<typeof orderChanges.$inferInsert>) {
  const [row] = await db.update(orderChanges).set(changes).where(eq(orderChanges.id, id)).returning();
  return row!;
}

export async function findByKey(db: DbOrTx, orderId: number, key: string): Promise<OrderChangeRow | undefined> {
  const [row] = await db
    .select()
    .from(orderChanges)
    .where(and(eq(orderChanges.orderId, orderId), eq(orderChanges.idempotencyKey, key)));
  return row;
}

export async function findChange(db: DbOrTx, id: number): Promise<OrderChangeRow | undefined> {
  const [row] = await db.select().from(orderChanges).where(eq(orderChanges.id, id));
  return row;
}

export async function findByTokenHash(db: DbOrTx, tokenHash: string): Promise<OrderChangeRow | undefined> {
  const [row] = await db.select().from(orderChanges).where(eq(orderChanges.tokenHash, tokenHash));
  return row;
}

/** Locked after its order (every writer locks the order first). */
export async function lockChange(db: DbOrTx, id: number): Promise<OrderChangeRow | undefined> {
  const [row] = await db.select().from(orderChanges).where(eq(orderChanges.id, id)).for('update');
  return row;
}

export function listChanges(db: DbOrTx, orderId: number) {
  return db.select().from(orderChanges).where(eq(orderChanges.orderId, orderId)).orderBy(desc(orderChanges.id));
}

/** The order's proposals still waiting for the buyer. */
export function openProposals(db: DbOrTx, orderId: number) {
  return db
    .select()
    .from(orderChanges)
    .where(and(eq(orderChanges.orderId, orderId), eq(orderChanges.state, 'proposed')));
}
