import type { Language } from '@aruu/contract/common';
import type { OrderStatus } from '@aruu/contract/orders';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { localized } from '../../db/localized.js';
import { orderEvents, orderItems, orders, products, variations } from '../../db/schema/index.js';
import type { Actor } from './order-status.js';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;

/** Cart lines with what an order snapshots: title, variation name, image and today's price. */
export interface OrderLine {
  variation_id: number;
  product_id: number;
  quantity: number;
  unit_price: number;
  title: string;
  variation_name: string;
  image: string;
}

export async function cartLinesForOrder(db: DbOrTx, userId: number, lang: Language): Promise<OrderLine[]> {
  // Ordered by variation so that concurrent orders lock stock rows in the same order (no deadlock).
  const result = await db.execute(sql`
    select c.variation_id, ${variations.productId} as product_id, c.quantity, ${variations.price} as unit_price, ${localized({ ru: products.titleRu, en: products.titleEn, ky: products.titleKy }, lang)} as title,
           ${localized({ ru: variations.nameRu, en: variations.nameEn, ky: variations.nameKy }, lang)} as variation_name, ${products.imageUrl} as image
    from cart_items c
    join ${variations} on ${variations.id} = c.variation_id
    join ${products} on ${products.id} = ${variations.productId}
    where c.user_id = ${userId}
    order by c.variation_id`);
  return (result as unknown as { rows: OrderLine[] }).rows;
}

/**
 * Takes `quantity` units out of stock unless fewer are left, in one conditional UPDATE: the row
 * lock makes concurrent buyers (in any process) queue on the variation, so a unit is sold once.
 */
export async function takeStock(db: DbOrTx, variationId: number, quantity: number): Promise<boolean> {
  const rows = await db
    .update(variations)
    .set({ stock: sql`${variations.stock} - ${quantity}`, updatedAt: sql`now()` })
    .where(and(eq(variations.id, variationId), sql`${variations.stock} >= ${quantity}`))
    .returning({ id: variations.id });
  return rows.length === 1;
}

export async function returnStock(db: DbOrTx, orderId: number) {
  const items = await db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.variationId));
  for (const item of items) {
    await db
      .update(variations)
      .set({ stock: sql`${variations.stock} + ${item.quantity}`, updatedAt: sql`now()` })
      .where(eq(variations.id, item.variationId));
  }
}

export async function insertOrder(db: DbOrTx, order: typeof orders.$inferInsert): Promise<OrderRow> {
  const [row] = await db.insert(orders).values(order).returning();
  return row!;
}

export async function insertItems(db: DbOrTx, items: Array<typeof orderItems.$inferInsert>) {
  if (items.length > 0) await db.insert(orderItems).values(items);
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

export function listEvents(db: DbOrTx, orderId: number) {
  return db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(asc(orderEvents.id));
}

export function orderedProducts(db: DbOrTx, userId: number) {
  return db
    .select({ item: orderItems, orderedAt: orders.createdAt })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), asc(orderItems.id));
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
  },
) {
  await db
    .update(orders)
    .set({
      deliveryMethod: delivery.method,
      deliveryFee: delivery.feeTyiyn,
      deliveryCityCode: delivery.cityCode,
      deliveryCity: delivery.city,
      pickupShopId: delivery.shopId,
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
