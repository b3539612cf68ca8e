import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { favorites, products } from '../../db/schema/index.js';

/** Idempotent; false when the product does not exist or is a draft (shoppers cannot see it). */
export async function addFavorite(db: DbOrTx, userId: number, productId: number): Promise<boolean> {
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.published, true)));
  if (!product) return false;
  await db.insert(favorites).values({ userId, productId }).onConflictDoNothing();
  return true;
}

export async function removeFavorite(db: DbOrTx, userId: number, productId: number): Promise<void> {
  await db.delete(favorites).where(and(eq(favorites.userId, userId), eq(favorites.productId, productId)));
}

/** The user's favourite product ids, most recently added first. */
export async function favoriteProductIds(db: DbOrTx, userId: number): Promise<number[]> {
  const rows = await db
    .select({ productId: favorites.productId })
    .from(favorites)
    .where(eq(favorites.userId, userId))
    .orderBy(desc(favorites.createdAt), desc(favorites.productId));
  return rows.map((row) => row.productId);
}
