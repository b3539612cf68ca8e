import type { Language } from '@aruu/contract/common';
import type { OrderStatus } from '@aruu/contract/orders';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { orderEvents, orderItems, orders, products, variations } from '../../db/schema/index.js';
import type { Actor } from './order-status.js';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type NewOrderItem = typeof orderItems.$inferInsert;
export type OrderEventRow = typeof orderEvents.$inferSelect;

export async function insertOrder(db: DbOrTx, order: typeof orders.$inferInsert): Promise<OrderRow> {
  const [row] = await db.insert(orders).values(order).returning();
  return row!;
}

/**
 * Writes order lines, each with its variation's cost at this moment (`unit_cost`): read in the
 * same transaction, so the margin of a sale is the one of the day it was sold.
 */
export async function insertItems(db: DbOrTx, items: Array<Omit<NewOrderItem, 'unitCost'>>) {
  if (items.length === 0) return;
  const costs = await db
    .select({ id: variations.id, cost: variations.cost })
    .from(variations)
    .where(inArray(variations.id, [...new Set(items.map((item) => item.variationId))]));
  const costOf = new Map(costs.map((row) => [row.id, row.cost]));
  await db
    .insert(orderItems)
    .values(items.map((item) => ({ ...item, unitCost: costOf.get(item.variationId) ?? null })));
}

export async function insertEvent(
  db: DbOrTx,
  orderId: number,
  status: OrderStatus,
  actor: Actor,
  note?: string | null,
) {
  await db.insert(orderEvents).values({ orderId, status, actor, note: note ?? null });
}

export async function findOrderByAccessToken(db: DbOrTx, hash: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.accessTokenHash, hash));
  return row;
}

/** A new link for a taken order: the previous token no longer finds it. */
export async function setAccessTokenHash(db: DbOrTx, orderId: number, hash: string) {
  await db.update(orders).set({ accessTokenHash: hash, updatedAt: sql`now()` }).where(eq(orders.id, orderId));
}

/** The order if it belongs to the user; someone else's is as absent as a missing one. */
export async function findUserOrder(db: DbOrTx, userId: number, orderId: number): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  return row;
}

export async function findOrder(db: DbOrTx, orderId: number): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  return row;
}

/** Locks the order row for a status change inside a transaction. */
export async function lockOrder(db: DbOrTx, orderId: number): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return row;
}

export async function setStatus(db: DbOrTx, orderId: number, status: OrderStatus) {
  await db.update(orders).set({ status, updatedAt: sql`now()` }).where(eq(orders.id, orderId));
}

export function listUserOrders(db: DbOrTx, userId: number) {
  return db
    .select({
      order: orders,
      // Spelled out with its table: inside the subquery a bare "id" would be order_items.id.
      itemCount: sql<number>`(select coalesce(sum(oi.quantity), 0)::int from ${orderItems} oi where oi.order_id = ${orders}.id)`,
    })
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id));
}

export function listItems(db: DbOrTx, orderIds: number[]) {
  return db
    .select()
    .from(orderItems)
    .where(inArray(orderItems.orderId, orderIds.length ? orderIds : [-1]))
    .orderBy(asc(orderItems.orderId), asc(orderItems.id));
}

const titleIn = { ru: products.titleRu, en: products.titleEn, ky: products.titleKy } as const;
const variationNameIn = { ru: variations.nameRu, en: variations.nameEn, ky: variations.nameKy } as const;

/**
 * The orders' lines named as the catalogue names them now in `lang` (issue 29: a document or a page
 * speaks one language, while a line's snapshot keeps the language of the day it was ordered). The
 * snapshot stays where the product is gone or its translation is empty; prices are always the snapshot's.
 */
export async function listItemsIn(db: DbOrTx, orderIds: number[], lang: Language): Promise<OrderItemRow[]> {
  const rows = await db
    .select({ item: orderItems, title: titleIn[lang], variationName: variationNameIn[lang] })
    .from(orderItems)
    .leftJoin(variations, eq(variations.id, orderItems.variationId))
    .leftJoin(products, eq(products.id, variations.productId))
    .where(inArray(orderItems.orderId, orderIds.length ? orderIds : [-1]))
    .orderBy(asc(orderItems.orderId), asc(orderItems.id));
  return rows.map(({ item, title, variationName }) => named(item, title, variationName));
}

const named = (item: OrderItemRow, title: string | null, variationName: string | null): OrderItemRow => ({
  ...item,
  title: title?.trim() || item.title,
  variationName: variationName?.trim() || item.variationName,
});

export function listEvents(db: DbOrTx, orderId: number) {
  return db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(asc(orderEvents.id));
}

/** Everything the user has ordered, newest first, named in `lang` as `listItemsIn` names lines. */
export async function orderedProducts(db: DbOrTx, userId: number, lang: Language) {
  const rows = await db
    .select({
      item: orderItems,
      orderedAt: orders.createdAt,
      title: titleIn[lang],
      variationName: variationNameIn[lang],
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .leftJoin(variations, eq(variations.id, orderItems.variationId))
    .leftJoin(products, eq(products.id, variations.productId))
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), asc(orderItems.id));
  return rows.map(({ item, orderedAt, title, variationName }) => ({
    item: named(item, title, variationName),
    orderedAt,
  }));
}

export async function setDelivery(
  db: DbOrTx,
  orderId: number,
  delivery: {
    method: 'courier' | 'pickup';
    feeTyiyn: number;
    cityCode: number | null;
    city: string | null;
    shopId: string | null;
    tariff: { code: number; name: string; daysMin: number; daysMax: number } | null;
    /** A street address given with the choice (an order placed for pickup, now for courier). */
    address?: string | undefined;
  },
) {
  await db
    .update(orders)
    .set({
      ...(delivery.address ? { address: delivery.address } : {}),
      deliveryMethod: delivery.method,
      deliveryFee: delivery.feeTyiyn,
      deliveryCityCode: delivery.cityCode,
      deliveryCity: delivery.city,
      pickupShopId: delivery.shopId,
      cdekTariffCode: delivery.tariff?.code ?? null,
      cdekTariffName: delivery.tariff?.name ?? null,
      deliveryDaysMin: delivery.tariff?.daysMin ?? null,
      deliveryDaysMax: delivery.tariff?.daysMax ?? null,
      updatedAt: sql`now()`,
    })
    .where(eq(orders.id, orderId));
  await refreshTotal(db, orderId);
}

/** Points applied to the order (0 removes them), with the code and customer they are spent with. */
export async function setUdsPoints(
  db: DbOrTx,
  orderId: number,
  points: number,
  customer: { code: string; customerUid: string } | undefined,
) {
  await db
    .update(orders)
    .set({
      udsPoints: points,
      udsCode: points > 0 ? (customer?.code ?? null) : null,
      udsCustomerUid: points > 0 ? (customer?.customerUid ?? null) : null,
      pointsDiscount: points * 100,
      updatedAt: sql`now()`,
    })
    .where(eq(orders.id, orderId));
  await refreshTotal(db, orderId);
}

/** An order's lines after a change by staff: some removed, some at a new quantity (modules/order-changes). */
export async function reviseItems(
  db: DbOrTx,
  orderId: number,
  revision: { removeIds: number[]; quantities: Array<{ id: number; quantity: number }> },
) {
  if (revision.removeIds.length > 0) {
    await db.delete(orderItems).where(and(eq(orderItems.orderId, orderId), inArray(orderItems.id, revision.removeIds)));
  }
  for (const line of revision.quantities) {
    await db
      .update(orderItems)
      .set({ quantity: line.quantity })
      .where(and(eq(orderItems.orderId, orderId), eq(orderItems.id, line.id)));
  }
}

/** The order's price parts after its lines changed (points as whole points); the total follows. */
export async function setPriceParts(
  db: DbOrTx,
  orderId: number,
  parts: { subtotal: number; discount: number; deliveryFee: number; udsPoints: number },
) {
  await db
    .update(orders)
    .set({
      subtotal: parts.subtotal,
      discount: parts.discount,
      deliveryFee: parts.deliveryFee,
      udsPoints: parts.udsPoints,
      pointsDiscount: parts.udsPoints * 100,
      updatedAt: sql`now()`,
    })
    .where(eq(orders.id, orderId));
  await refreshTotal(db, orderId);
}

/** The total follows from its parts; computed where they are stored, after any of them changed. */
async function refreshTotal(db: DbOrTx, orderId: number) {
  await db
    .update(orders)
    .set({
      total: sql`greatest(0, ${orders.subtotal} + ${orders.deliveryFee} - ${orders.discount} - ${orders.pointsDiscount})`,
    })
    .where(eq(orders.id, orderId));
}

export async function markPaid(db: DbOrTx, orderId: number) {
  await db.update(orders).set({ paidAt: sql`now()`, updatedAt: sql`now()` }).where(eq(orders.id, orderId));
}

/** The unpaid order stays payable until `expiresAt`. */
export async function setExpiresAt(db: DbOrTx, orderId: number, expiresAt: Date) {
  await db.update(orders).set({ expiresAt, updatedAt: sql`now()` }).where(eq(orders.id, orderId));
}

/** The buyer will pay in cash or by bank transfer; a bank transfer's invoice lapses at `payBy`. */
export async function setPaymentMethod(
  db: DbOrTx,
  orderId: number,
  method: 'cash' | 'bank_transfer',
  payBy: Date | null,
) {
  await db
    .update(orders)
    .set({ paymentMethod: method, ...(payBy && { expiresAt: payBy }), updatedAt: sql`now()` })
    .where(eq(orders.id, orderId));
}
