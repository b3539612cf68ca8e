import type { ExchangeRunFilters, ExchangeRunType, ExchangeStatusChange } from '@aruu/contract/staff-exchange';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  type ExchangeRunFile,
  exchangeOrderExports,
  exchangeRuns,
  exchangeSettings,
  legalEntities,
  orderItems,
  orders,
  type SentOrder,
  users,
  variations,
} from '../../db/schema/index.js';

export type SettingsRow = typeof exchangeSettings.$inferSelect;
export type RunRow = typeof exchangeRuns.$inferSelect;

export async function findSettings(db: DbOrTx): Promise<SettingsRow | undefined> {
  const [row] = await db.select().from(exchangeSettings).where(eq(exchangeSettings.id, 1));
  return row;
}

export async function saveSettings(
  db: DbOrTx,
  values: Pick<SettingsRow, 'enabled' | 'login' | 'mapping' | 'updatedBy'> & { passwordHash?: string },
): Promise<SettingsRow> {
  const [row] = await db
    .insert(exchangeSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: exchangeSettings.id, set: { ...values, updatedAt: sql`now()` } })
    .returning();
  return row!;
}

export async function insertRun(db: DbOrTx, type: ExchangeRunType, tokenHash: string, expiresAt: Date) {
  const [row] = await db.insert(exchangeRuns).values({ type, tokenHash, expiresAt }).returning();
  return row!;
}

/** The run whose session cookie hashes to `tokenHash`, while it lasts; each call moves its end on. */
export async function touchRun(db: DbOrTx, tokenHash: string, expiresAt: Date): Promise<RunRow | undefined> {
  const [row] = await db
    .update(exchangeRuns)
    .set({ expiresAt })
    .where(and(eq(exchangeRuns.tokenHash, tokenHash), sql`${exchangeRuns.expiresAt} > now()`))
    .returning();
  return row;
}

export async function findRun(db: DbOrTx, id: number): Promise<RunRow> {
  const [row] = await db.select().from(exchangeRuns).where(eq(exchangeRuns.id, id));
  return row!;
}

/** Ends every open session at once: the account it signed in with changed. */
export async function endSessions(db: DbOrTx): Promise<void> {
  await db.update(exchangeRuns).set({ expiresAt: sql`now()` }).where(sql`${exchangeRuns.expiresAt} > now()`);
}

/** The run, locked for the caller's transaction: one call of a session changes it at a time. */
export async function lockRun(db: DbOrTx, id: number): Promise<RunRow> {
  const [row] = await db.select().from(exchangeRuns).where(eq(exchangeRuns.id, id)).for('update');
  return row!;
}

export async function updateRun(
  db: DbOrTx,
  id: number,
  changes: Partial<Omit<RunRow, 'id' | 'type' | 'tokenHash' | 'startedAt'>>,
): Promise<void> {
  await db.update(exchangeRuns).set(changes).where(eq(exchangeRuns.id, id));
}

export async function finishRun(db: DbOrTx, id: number, result: 'succeeded' | 'failed', reason: string | null) {
  await db.update(exchangeRuns).set({ result, reason, finishedAt: sql`now()` }).where(eq(exchangeRuns.id, id));
}

export async function listRuns(db: DbOrTx, filters: ExchangeRunFilters) {
  const where = filters.type ? eq(exchangeRuns.type, filters.type) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(exchangeRuns)
      .where(where)
      .orderBy(desc(exchangeRuns.startedAt), desc(exchangeRuns.id))
      .limit(filters.page_size)
      .offset((filters.page - 1) * filters.page_size),
    db.select({ value: count() }).from(exchangeRuns).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** Of the runs `ids`, those whose session ended more than `days` ago (or that are gone): their files may go. */
export async function endedBefore(db: DbOrTx, ids: number[], days: number): Promise<number[]> {
  if (ids.length === 0) return [];
  const live = await db
    .select({ id: exchangeRuns.id })
    .from(exchangeRuns)
    .where(
      and(inArray(exchangeRuns.id, ids), sql`${exchangeRuns.expiresAt} >= now() - make_interval(days => ${days})`),
    );
  const kept = new Set(live.map((row) => row.id));
  return ids.filter((id) => !kept.has(id));
}

/**
 * Orders the accounting system has not confirmed at their present version, oldest change first.
 * A card order not paid yet is the buyer's still (it may lapse): it goes out once paid.
 */
export async function ordersToSend(db: DbOrTx, limit: number) {
  return db
    .select({
      order: orders,
      version: sql<string>`to_char(${orders.updatedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
      accountType: users.accountType,
      legal: legalEntities,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .leftJoin(legalEntities, eq(legalEntities.userId, orders.userId))
    .leftJoin(exchangeOrderExports, eq(exchangeOrderExports.orderId, orders.id))
    .where(
      and(
        sql`(${exchangeOrderExports.orderId} is null or ${orders.updatedAt} > ${exchangeOrderExports.exportedVersion})`,
        sql`not (${orders.paymentMethod} = 'card' and ${orders.paidAt} is null)`,
      ),
    )
    .orderBy(orders.updatedAt, orders.id)
    .limit(limit);
}

export type OrderToSend = Awaited<ReturnType<typeof ordersToSend>>[number];

export function itemsOf(db: DbOrTx, orderIds: number[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      orderId: orderItems.orderId,
      sku: variations.sku,
      externalId: variations.externalId,
      title: orderItems.title,
      variationName: orderItems.variationName,
      unitPrice: orderItems.unitPrice,
      quantity: orderItems.quantity,
    })
    .from(orderItems)
    .innerJoin(variations, eq(variations.id, orderItems.variationId))
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(orderItems.orderId, orderItems.id);
}

export type ItemToSend = Awaited<ReturnType<typeof itemsOf>>[number];

/** The versions `sale/success` confirms: an order changed since then goes out again. */
export async function confirmExports(db: DbOrTx, sent: SentOrder[]): Promise<void> {
  if (sent.length === 0) return;
  await db
    .insert(exchangeOrderExports)
    .values(sent.map((order) => ({ orderId: order.id, exportedVersion: sql`${order.version}::timestamptz` })))
    .onConflictDoUpdate({
      target: exchangeOrderExports.orderId,
      set: {
        exportedVersion: sql`greatest(${exchangeOrderExports.exportedVersion}, excluded.exported_version)`,
        confirmedAt: sql`now()`,
      },
    });
}

export type { ExchangeRunFile, ExchangeStatusChange, SentOrder };
