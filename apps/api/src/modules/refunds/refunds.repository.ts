import { and, asc, desc, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { outer } from '../../db/outer-column.js';
import {
  orderEvents,
  orderItems,
  orderReturnItems,
  orderReturns,
  orders,
  payments,
  refunds,
} from '../../db/schema/index.js';

export type RefundRow = typeof refunds.$inferSelect;
export type ReturnRow = typeof orderReturns.$inferSelect;

/**
 * The order's card payment that went through, if any: refunds go back to it. Not a change's
 * difference paid on top (`supplement`), which is its own payment at the provider.
 */
export async function paidPayment(db: DbOrTx, orderId: number) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'paid'), eq(payments.purpose, 'order')));
  return row;
}

/** When the buyer received the order, if they have. */
export async function deliveredAt(db: DbOrTx, orderId: number): Promise<Date | null> {
  const [row] = await db
    .select({ at: orderEvents.createdAt })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.status, 'delivered')))
    .orderBy(desc(orderEvents.id))
    .limit(1);
  return row?.at ?? null;
}

/** The differences of changes the buyer paid on top by card (`supplement` payments): each refunded on its own. */
export function paidSupplements(db: DbOrTx, orderId: number) {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'paid'), eq(payments.purpose, 'supplement')))
    .orderBy(asc(payments.id));
}

/** The paid card payment a refund goes back to, if it is the order's and paid. */
export async function paidPaymentOf(db: DbOrTx, orderId: number, paymentId: number) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.id, paymentId), eq(payments.orderId, orderId), eq(payments.status, 'paid')));
  return row;
}

/** Card refunds of the order (of one of its payments, if named) that are on their way or done, in tyiyn. */
export async function committedRefunds(db: DbOrTx, orderId: number, paymentId?: number): Promise<number> {
  const [row] = await db
    .select({ sum: sql<number>`coalesce(sum(${refunds.amount}), 0)::int` })
    .from(refunds)
    .where(
      and(
        eq(refunds.orderId, orderId),
        paymentId === undefined ? undefined : eq(refunds.paymentId, paymentId),
        inArray(refunds.state, ['pending', 'succeeded']),
      ),
    );
  return row?.sum ?? 0;
}

/** The parts of the order's UDS purchase refunded or on their way back (`uds_amount`), in tyiyn. */
export async function committedUdsRefunds(db: DbOrTx, orderId: number): Promise<number> {
  const [row] = await db
    .select({ sum: sql<number>`coalesce(sum(${refunds.udsAmount}), 0)::int` })
    .from(refunds)
    .where(and(eq(refunds.orderId, orderId), inArray(refunds.state, ['pending', 'succeeded'])));
  return row?.sum ?? 0;
}

/**
 * The parts of the order's UDS purchase its changes gave up (`uds_amount` of its `order_changed`
 * refunds, whatever became of them): no longer carried by the order's lines, which later refunds
 * share what is left of (decision 086).
 */
export async function purchaseGivenUpByChanges(db: DbOrTx, orderId: number): Promise<number> {
  const [row] = await db
    .select({ sum: sql<number>`coalesce(sum(${refunds.udsAmount}), 0)::int` })
    .from(refunds)
    .where(and(eq(refunds.orderId, orderId), eq(refunds.reason, 'order_changed')));
  return row?.sum ?? 0;
}

export function listRefunds(db: DbOrTx, orderId: number) {
  return db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(asc(refunds.id));
}

export async function findRefund(db: DbOrTx, id: number): Promise<RefundRow | undefined> {
  const [row] = await db.select().from(refunds).where(eq(refunds.id, id));
  return row;
}

export async function lockRefund(db: DbOrTx, id: number): Promise<RefundRow | undefined> {
  const [row] = await db.select().from(refunds).where(eq(refunds.id, id)).for('update');
  return row;
}

export async function findRefundByKey(db: DbOrTx, orderId: number, key: string): Promise<RefundRow | undefined> {
  const [row] = await db
    .select()
    .from(refunds)
    .where(and(eq(refunds.orderId, orderId), eq(refunds.idempotencyKey, key)));
  return row;
}

export async function insertRefund(db: DbOrTx, refund: typeof refunds.$inferInsert): Promise<RefundRow> {
  const [row] = await db.insert(refunds).values(refund).returning();
  return row!;
}

export async function updateRefund(db: DbOrTx, id: number, changes: Partial<typeof refunds.$inferInsert>) {
  const [row] = await db
    .update(refunds)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(refunds.id, id))
    .returning();
  return row!;
}

/**
 * Another refund of the order being carried out right now (since less than `staleMs`): refunds
 * of one order go to the providers one at a time, so the providers' totals can be reconciled.
 */
export async function anotherExecuting(db: DbOrTx, orderId: number, refundId: number, staleMs: number) {
  const [row] = await db
    .select({ id: refunds.id })
    .from(refunds)
    .where(
      and(
        eq(refunds.orderId, orderId),
        ne(refunds.id, refundId),
        isNotNull(refunds.executingSince),
        sql`${refunds.executingSince} > now() - ${staleMs}::integer * interval '1 millisecond'`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * What the store knows went back, other refunds than this one: to the refund's card payment (each
 * payment is refunded at the provider on its own), and to UDS for the order (one purchase).
 */
export async function knownRefunded(db: DbOrTx, refund: Pick<RefundRow, 'id' | 'orderId' | 'paymentId'>) {
  const [row] = await db
    .select({
      card: sql<number>`coalesce(sum(${refunds.amount}) filter (where ${refunds.cardRefundedAt} is not null and ${refunds.paymentId} = ${refund.paymentId}), 0)::int`,
      uds: sql<number>`coalesce(sum(${refunds.udsAmount}) filter (where ${refunds.udsRefundedAt} is not null), 0)::int`,
    })
    .from(refunds)
    .where(and(eq(refunds.orderId, refund.orderId), ne(refunds.id, refund.id)));
  return { card: row?.card ?? 0, uds: row?.uds ?? 0 };
}

/** The order's lines with how many of each came back already. */
export async function itemsWithReturned(db: DbOrTx, orderId: number) {
  return db
    .select({
      id: orderItems.id,
      variationId: orderItems.variationId,
      title: orderItems.title,
      variationName: orderItems.variationName,
      unitPrice: orderItems.unitPrice,
      quantity: orderItems.quantity,
      returned: sql<number>`coalesce((select sum(${orderReturnItems.quantity}) from ${orderReturnItems} where ${orderReturnItems.orderItemId} = ${outer(orderItems.id)}), 0)::int`,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
}

export async function findReturnByKey(db: DbOrTx, orderId: number, key: string): Promise<ReturnRow | undefined> {
  const [row] = await db
    .select()
    .from(orderReturns)
    .where(and(eq(orderReturns.orderId, orderId), eq(orderReturns.idempotencyKey, key)));
  return row;
}

export async function insertReturn(
  db: DbOrTx,
  entry: typeof orderReturns.$inferInsert,
  items: Array<{ orderItemId: number; quantity: number }>,
): Promise<ReturnRow> {
  const [row] = await db.insert(orderReturns).values(entry).returning();
  await db.insert(orderReturnItems).values(items.map((item) => ({ ...item, returnId: row!.id })));
  return row!;
}

export function listReturns(db: DbOrTx, orderId: number) {
  return db.select().from(orderReturns).where(eq(orderReturns.orderId, orderId)).orderBy(asc(orderReturns.id));
}

export function listReturnItems(db: DbOrTx, returnIds: number[]) {
  if (returnIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      returnId: orderReturnItems.returnId,
      orderItemId: orderReturnItems.orderItemId,
      quantity: orderReturnItems.quantity,
      title: orderItems.title,
      variationName: orderItems.variationName,
    })
    .from(orderReturnItems)
    .innerJoin(orderItems, eq(orderItems.id, orderReturnItems.orderItemId))
    .where(inArray(orderReturnItems.returnId, returnIds))
    .orderBy(asc(orderReturnItems.orderItemId));
}

/**
 * A buyer's returns for reasons other than defects, over all their orders (spec §6: at 5 the
 * shop may refuse their orders).
 */
export async function returnsCounts(db: DbOrTx, userIds: number[]): Promise<Map<number, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: orders.userId, count: sql<number>`count(*)::int` })
    .from(orderReturns)
    .innerJoin(orders, eq(orders.id, orderReturns.orderId))
    .where(and(inArray(orders.userId, userIds), ne(orderReturns.reason, 'defect')))
    .groupBy(orders.userId);
  return new Map(rows.map((row) => [row.userId, row.count]));
}
