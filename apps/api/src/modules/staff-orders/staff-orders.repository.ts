import { type OrderStatus, orderStatuses } from '@aruu/contract/orders';
import type { StaffOrderFilters } from '@aruu/contract/staff-orders';
import { storeInfo } from '@aruu/contract/store-info';
import { and, asc, desc, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import {
  orderItems,
  orderNotes,
  orderStatusTallies,
  orders,
  payments,
  promoCodes,
  promoRedemptions,
  udsHolds,
  users,
  variations,
} from '../../db/schema/index.js';
import { atLocationCondition } from './order-locations.js';
import { orderNumberIn, searchCondition } from './order-search.js';

/** The board's filters but the status: the status tabs count within them. */
export type BoardFilters = Omit<StaffOrderFilters, 'status' | 'sort' | 'page' | 'page_size'>;

const dayStart = (day: string) => sql`(${day}::date)::timestamp at time zone ${storeInfo.timeZone}`;

function filterConditions(filters: BoardFilters): SQL[] {
  const conditions: (SQL | undefined)[] = [
    filters.delivery ? eq(orders.deliveryMethod, filters.delivery) : undefined,
    filters.paid === 'true' ? isNotNull(orders.paidAt) : filters.paid === 'false' ? isNull(orders.paidAt) : undefined,
    filters.payment_method ? eq(orders.paymentMethod, filters.payment_method) : undefined,
    filters.channel ? eq(orders.channel, filters.channel) : undefined,
    filters.from ? sql`${orders.createdAt} >= ${dayStart(filters.from)}` : undefined,
    filters.to ? sql`${orders.createdAt} < ${dayStart(filters.to)} + interval '1 day'` : undefined,
    filters.city ? sql`lower(coalesce(${orders.deliveryCity}, ${orders.city})) = lower(${filters.city})` : undefined,
    filters.q ? searchCondition(filters.q) : undefined,
    filters.location ? atLocationCondition(filters.location) : undefined,
  ];
  return conditions.filter((condition) => condition !== undefined);
}

const sorts = {
  newest: [desc(orders.createdAt), desc(orders.id)],
  oldest: [asc(orders.createdAt), asc(orders.id)],
  total_desc: [desc(orders.total), desc(orders.id)],
  total_asc: [asc(orders.total), asc(orders.id)],
} as const;

/** A search that names an order number lists that order before the phones that contain it. */
function exactMatchFirst(query: string | undefined): SQL[] {
  const number = query === undefined ? undefined : orderNumberIn(query);
  return number === undefined ? [] : [sql`${orders.id} = ${number} desc`];
}

export function listOrders(db: DbOrTx, filters: StaffOrderFilters) {
  const conditions = filterConditions(filters);
  if (filters.status) conditions.push(eq(orders.status, filters.status));
  return db
    .select({
      order: {
        id: orders.id,
        status: orders.status,
        createdAt: orders.createdAt,
        customerName: orders.customerName,
        phone: orders.phone,
        email: orders.email,
        city: sql<string>`coalesce(${orders.deliveryCity}, ${orders.city})`,
        deliveryMethod: orders.deliveryMethod,
        paymentMethod: orders.paymentMethod,
        channel: orders.channel,
        paidAt: orders.paidAt,
        total: orders.total,
      },
      // Spelled out with its table: inside the subquery a bare "id" would be order_items.id.
      itemCount: sql<number>`(select coalesce(sum(oi.quantity), 0)::int from ${orderItems} oi where oi.order_id = ${orders}.id)`,
    })
    .from(orders)
    .where(and(...conditions))
    .orderBy(...exactMatchFirst(filters.q), ...sorts[filters.sort])
    .limit(filters.page_size)
    .offset((filters.page - 1) * filters.page_size);
}

/** Orders per status under the filters; every status present, zero when none. */
export async function countByStatus(db: DbOrTx, filters: BoardFilters): Promise<Record<OrderStatus, number>> {
  const rows = await db
    .select({ status: orders.status, count: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(...filterConditions(filters)))
    .groupBy(orders.status);
  return everyStatus(rows);
}

function everyStatus(rows: { status: OrderStatus; count: number }[]): Record<OrderStatus, number> {
  const counts = Object.fromEntries(orderStatuses.map((status) => [status, 0])) as Record<OrderStatus, number>;
  for (const row of rows) counts[row.status] = row.count;
  return counts;
}

/**
 * Tally rows beyond which a reader folds them into one per status: a few hundred rows sum in well
 * under a millisecond, and folding that often keeps the table that small.
 */
const FOLD_TALLIES_AFTER = 256;
/** The advisory lock that lets one reader at a time fold the tallies (any other skips it). */
const FOLD_TALLIES_LOCK = sql`hashtext('order_status_tallies_fold')`;

/**
 * Every order per status, from the tallies the orders table's trigger keeps (migration
 * `order_status_tallies_triggers`): exact in the caller's transaction, a few hundred rows to
 * sum instead of every order to count.
 */
export async function statusCounts(db: DbOrTx): Promise<Record<OrderStatus, number>> {
  const rows = await db
    .select({
      status: orderStatusTallies.status,
      count: sql<number>`sum(${orderStatusTallies.delta})::int`,
      marks: sql<number>`count(*)::int`,
    })
    .from(orderStatusTallies)
    .groupBy(orderStatusTallies.status);
  if (rows.reduce((sum, row) => sum + row.marks, 0) > FOLD_TALLIES_AFTER) await foldTallies(db);
  return everyStatus(rows);
}

/**
 * Replaces the tally rows with one per status holding their sum, in one statement: rows that
 * writers add meanwhile are not yet visible to it and stay, so no order is lost or counted twice.
 */
function foldTallies(db: DbOrTx) {
  return db.transaction(async (tx) => {
    const result = await tx.execute(sql`select pg_try_advisory_xact_lock(${FOLD_TALLIES_LOCK}) as taken`);
    const [lock] = (result as unknown as { rows: { taken: boolean }[] }).rows;
    if (!lock?.taken) return;
    await tx.execute(sql`
      with taken as (delete from ${orderStatusTallies} returning status, delta)
      insert into ${orderStatusTallies} (status, delta)
      select status, sum(delta)::int from taken group by status having sum(delta) <> 0`);
  });
}

export type OrderWithBuyer = NonNullable<Awaited<ReturnType<typeof findOrderWithBuyer>>>;

const taker = alias(users, 'taker');

/** The order with its buyer's block and, for an order staff took, the name of who took it. */
export async function findOrderWithBuyer(db: DbOrTx, orderId: number) {
  const [row] = await db
    .select({
      order: orders,
      blockedAt: users.blockedAt,
      takerName: sql<string | null>`nullif(concat_ws(' ', ${taker.firstName}, ${taker.lastName}), '')`,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .leftJoin(taker, eq(taker.id, orders.takenBy))
    .where(eq(orders.id, orderId));
  return row;
}

/** The variations' SKUs (an order line's snapshot has none; SKUs do not change). */
export async function skusOf(db: DbOrTx, variationIds: number[]) {
  const rows = await db
    .select({ id: variations.id, sku: variations.sku })
    .from(variations)
    .where(inArray(variations.id, variationIds.length ? variationIds : [-1]));
  return new Map(rows.map((row) => [row.id, row.sku]));
}

export function paymentAttempts(db: DbOrTx, orderId: number) {
  return db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(asc(payments.id));
}

export function pointsHolds(db: DbOrTx, orderId: number) {
  return db.select().from(udsHolds).where(eq(udsHolds.orderId, orderId)).orderBy(asc(udsHolds.id));
}

export async function promoCodeOf(db: DbOrTx, orderId: number): Promise<string | null> {
  const [row] = await db
    .select({ code: promoCodes.code })
    .from(promoRedemptions)
    .innerJoin(promoCodes, eq(promoCodes.id, promoRedemptions.promoCodeId))
    .where(eq(promoRedemptions.orderId, orderId));
  return row?.code ?? null;
}

export function listNotes(db: DbOrTx, orderId: number) {
  return db
    .select({ note: orderNotes, authorFirstName: users.firstName, authorLastName: users.lastName })
    .from(orderNotes)
    .innerJoin(users, eq(users.id, orderNotes.authorId))
    .where(eq(orderNotes.orderId, orderId))
    .orderBy(asc(orderNotes.id));
}

export async function insertNote(db: DbOrTx, note: { orderId: number; authorId: number; text: string }) {
  const [row] = await db.insert(orderNotes).values(note).returning();
  return row!;
}

export async function authorName(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId));
  return row ? fullName(row.firstName, row.lastName) : '';
}

export const fullName = (first: string, last: string | null) => (last ? `${first} ${last}` : first);

/**
 * Orders in assembly, oldest first: the order they were paid in is the order they are packed in;
 * with a location's code, those of that location (`atLocationCondition`).
 */
export function ordersInAssembly(db: DbOrTx, location?: string) {
  return db
    .select({
      id: orders.id,
      customerName: orders.customerName,
      deliveryMethod: orders.deliveryMethod,
      pickupShopId: orders.pickupShopId,
    })
    .from(orders)
    .where(and(eq(orders.status, 'assembly'), location ? atLocationCondition(location) : undefined))
    .orderBy(asc(orders.createdAt), asc(orders.id));
}
