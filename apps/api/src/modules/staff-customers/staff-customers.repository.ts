import { and, desc, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import { orderEvents, orders, users } from '../../db/schema/index.js';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** Matches a name, an email, or a phone by its digits (a leading 0 dropped, as in `0555…`). */
function searchCondition(query: string): SQL {
  const text = query.trim().toLowerCase();
  const digits = /^[+\d\s().-]+$/.test(text) ? text.replace(/\D/g, '').replace(/^0/, '') : '';
  const pattern = `%${escapeLike(text)}%`;
  return sql`(lower(${users.firstName} || ' ' || coalesce(${users.lastName}, '')) like ${pattern}
    or ${users.email} like ${pattern}
    ${digits ? sql`or regexp_replace(coalesce(${users.phone}, ''), '[^0-9]', '', 'g') like ${`%${digits}%`}` : sql``})`;
}

const shoppers = (extra: (SQL | undefined)[] = []) => and(eq(users.role, 'shopper'), isNull(users.deletedAt), ...extra);

/** Paid orders that were not cancelled: what the shopper actually spent. */
const spentSql = sql<number>`(select coalesce(sum(o.total), 0)::int from ${orders} o
  where o.user_id = ${users}.id and o.paid_at is not null and o.status <> 'cancelled')`;
const ordersCountSql = sql<number>`(select count(*)::int from ${orders} o where o.user_id = ${users}.id)`;

const customerColumns = { user: users, ordersCount: ordersCountSql, spent: spentSql };

export async function listCustomers(
  db: DbOrTx,
  filters: { q?: string; blocked?: 'true' | 'false'; page: number; page_size: number },
) {
  const where = shoppers([
    filters.q ? searchCondition(filters.q) : undefined,
    filters.blocked === 'true'
      ? isNotNull(users.blockedAt)
      : filters.blocked === 'false'
        ? isNull(users.blockedAt)
        : undefined,
  ]);
  const [rows, [count]] = await Promise.all([
    db
      .select(customerColumns)
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(filters.page_size)
      .offset((filters.page - 1) * filters.page_size),
    db.select({ total: sql<number>`count(*)::int` }).from(users).where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}

export async function findCustomer(db: DbOrTx, userId: number) {
  const [row] = await db
    .select(customerColumns)
    .from(users)
    .where(shoppers([eq(users.id, userId)]));
  return row;
}

/** Locks the shopper's row for a block or unblock. */
export async function lockCustomer(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({ id: users.id, blockedAt: users.blockedAt })
    .from(users)
    .where(shoppers([eq(users.id, userId)]))
    .for('update');
  return row;
}

/** Blocks with the reason and the staff member, or unblocks and clears both. */
export async function setBlocked(db: DbOrTx, userId: number, block: { reason: string; by: number } | null) {
  const [row] = await db
    .update(users)
    .set({
      blockedAt: block ? sql`now()` : null,
      blockedReason: block?.reason ?? null,
      blockedBy: block?.by ?? null,
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, userId))
    .returning({ blockedAt: users.blockedAt });
  return row!;
}

export function customerOrders(db: DbOrTx, userId: number) {
  return db
    .select({
      id: orders.id,
      status: orders.status,
      createdAt: orders.createdAt,
      total: orders.total,
      paidAt: orders.paidAt,
      paymentMethod: orders.paymentMethod,
    })
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id));
}

const blocker = alias(users, 'blocker');

/** The staff member who blocked the shopper, if they are blocked and the account still exists. */
export async function blockerOf(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({ id: blocker.id, firstName: blocker.firstName, lastName: blocker.lastName })
    .from(users)
    .innerJoin(blocker, eq(blocker.id, users.blockedBy))
    .where(eq(users.id, userId));
  return row;
}

/**
 * The shopper's cancelled orders counted by who cancelled each: the actor of its last
 * `cancelled` event (null for an order without one).
 */
export function cancelledOrdersByActor(db: DbOrTx, userId: number) {
  const actor = sql<'buyer' | 'staff' | 'system' | null>`(select e.actor from ${orderEvents} e
    where e.order_id = ${orders}.id and e.status = 'cancelled' order by e.id desc limit 1)`;
  return db
    .select({ actor, count: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.status, 'cancelled')))
    .groupBy(sql`1`);
}

/** The UDS account the shopper last spent points from, if any. */
export async function udsCustomerOf(db: DbOrTx, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ uid: orders.udsCustomerUid })
    .from(orders)
    .where(and(eq(orders.userId, userId), isNotNull(orders.udsCustomerUid)))
    .orderBy(desc(orders.createdAt))
    .limit(1);
  return row?.uid ?? null;
}
