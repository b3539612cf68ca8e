import type { Language } from '@aruu/contract/common';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { localized } from '../../db/localized.js';
import { brands, cartItems, products, variations } from '../../db/schema/index.js';

export function listCartLines(db: DbOrTx, userId: number, lang: Language) {
  return db
    .select({
      variationId: variations.id,
      variationName: localized({ ru: variations.nameRu, en: variations.nameEn, ky: variations.nameKy }, lang),
      productId: products.id,
      title: localized({ ru: products.titleRu, en: products.titleEn, ky: products.titleKy }, lang),
      image: products.imageUrl,
      brandId: brands.id,
      brandName: brands.name,
      price: variations.price,
      stock: variations.stock,
      published: products.published,
      hidden: variations.hidden,
      quantity: cartItems.quantity,
    })
    .from(cartItems)
    .innerJoin(variations, eq(variations.id, cartItems.variationId))
    .innerJoin(products, eq(products.id, variations.productId))
    .innerJoin(brands, eq(brands.id, products.brandId))
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.variationId));
}
export type CartLineRow = Awaited<ReturnType<typeof listCartLines>>[number];

/** Cart lines with what an order snapshots: title, variation name, image and today's price (tyiyn). */
export interface OrderLine {
  variation_id: number;
  product_id: number;
  quantity: number;
  unit_price: number;
  title: string;
  variation_name: string;
  image: string;
  /** A draft's line is refused at checkout (`product_unavailable`). */
  published: boolean;
  /** A hidden variation's line is refused at checkout (`variation_unavailable`). */
  hidden: boolean;
}

export async function cartLinesForOrder(db: DbOrTx, userId: number, lang: Language): Promise<OrderLine[]> {
  const result = await db.execute(sql`
    select c.variation_id, ${variations.productId} as product_id, c.quantity, ${variations.price} as unit_price, ${localized({ ru: products.titleRu, en: products.titleEn, ky: products.titleKy }, lang)} as title,
           ${localized({ ru: variations.nameRu, en: variations.nameEn, ky: variations.nameKy }, lang)} as variation_name, ${products.imageUrl} as image,
           ${products.published} as published, ${variations.hidden} as hidden
    from cart_items c
    join ${variations} on ${variations.id} = c.variation_id
    join ${products} on ${products.id} = ${variations.productId}
    where c.user_id = ${userId}
    order by c.variation_id`);
  return (result as unknown as { rows: OrderLine[] }).rows;
}

/** One variation as an order would snapshot it at today's price (a line staff add to an order). */
export async function variationForOrder(
  db: DbOrTx,
  variationId: number,
  lang: Language,
): Promise<Omit<OrderLine, 'quantity'> | undefined> {
  const [row] = await db
    .select({
      variation_id: variations.id,
      product_id: variations.productId,
      unit_price: variations.price,
      title: localized({ ru: products.titleRu, en: products.titleEn, ky: products.titleKy }, lang),
      variation_name: localized({ ru: variations.nameRu, en: variations.nameEn, ky: variations.nameKy }, lang),
      image: products.imageUrl,
      published: products.published,
      hidden: variations.hidden,
    })
    .from(variations)
    .innerJoin(products, eq(products.id, variations.productId))
    .where(eq(variations.id, variationId));
  return row;
}

/** The goods in the cart at today's prices, in tyiyn. */
export async function cartSubtotal(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ subtotal: sql<number>`coalesce(sum(${variations.price} * ${cartItems.quantity}), 0)::int` })
    .from(cartItems)
    .innerJoin(variations, eq(variations.id, cartItems.variationId))
    .where(eq(cartItems.userId, userId));
  return row?.subtotal ?? 0;
}

/** The variation's stock, whether its product is published and whether it is hidden; undefined when there is no such variation. */
export async function variationAvailability(db: DbOrTx, variationId: number) {
  const [row] = await db
    .select({ stock: variations.stock, published: products.published, hidden: variations.hidden })
    .from(variations)
    .innerJoin(products, eq(products.id, variations.productId))
    .where(eq(variations.id, variationId));
  return row;
}

/**
 * Adds `quantity` to the line (creating it), in one statement that also checks the total
 * against stock, so two concurrent adds cannot together pass it. Undefined when they would.
 */
export async function addToLine(db: DbOrTx, userId: number, variationId: number, quantity: number) {
  const stock = sql`(select ${variations.stock} from ${variations} where ${variations.id} = ${variationId})`;
  const [row] = await db
    .insert(cartItems)
    .select(
      db
        .select({
          userId: sql`${userId}`.as('user_id'),
          variationId: sql`${variationId}`.as('variation_id'),
          quantity: sql`${quantity}`.as('quantity'),
          createdAt: sql`now()`.as('created_at'),
          updatedAt: sql`now()`.as('updated_at'),
        })
        .from(sql`(select 1) as one`)
        .where(sql`${quantity} <= ${stock}`),
    )
    .onConflictDoUpdate({
      target: [cartItems.userId, cartItems.variationId],
      set: { quantity: sql`${cartItems.quantity} + excluded.quantity`, updatedAt: sql`now()` },
      setWhere: sql`${cartItems.quantity} + excluded.quantity <= ${stock}`,
    })
    .returning({ quantity: cartItems.quantity });
  return row?.quantity;
}

/** Sets the line's quantity if it exists and stock allows; undefined otherwise. */
export async function setLineQuantity(db: DbOrTx, userId: number, variationId: number, quantity: number) {
  const [row] = await db
    .update(cartItems)
    .set({ quantity, updatedAt: sql`now()` })
    .where(
      and(
        eq(cartItems.userId, userId),
        eq(cartItems.variationId, variationId),
        sql`${quantity} <= (select ${variations.stock} from ${variations} where ${variations.id} = ${variationId})`,
      ),
    )
    .returning({ quantity: cartItems.quantity });
  return row?.quantity;
}

export async function hasLine(db: DbOrTx, userId: number, variationId: number): Promise<boolean> {
  const [row] = await db
    .select({ quantity: cartItems.quantity })
    .from(cartItems)
    .where(and(eq(cartItems.userId, userId), eq(cartItems.variationId, variationId)));
  return Boolean(row);
}

export async function removeLine(db: DbOrTx, userId: number, variationId: number) {
  await db.delete(cartItems).where(and(eq(cartItems.userId, userId), eq(cartItems.variationId, variationId)));
}

export async function clearCart(db: DbOrTx, userId: number) {
  await db.delete(cartItems).where(eq(cartItems.userId, userId));
}
