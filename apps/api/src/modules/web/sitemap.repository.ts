import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { productDetails, products } from '../../db/schema/index.js';

/**
 * Every product page with when it last changed, in id order: one scan of narrow rows joined
 * by primary key (a price or stock change touches products.updated_at through the variations
 * trigger). The inner join matches exactly the products whose page exists; drafts have none.
 */
export function listProductPages(db: DbOrTx): Promise<Array<{ id: number; modifiedAt: Date }>> {
  return db
    .select({
      id: products.id,
      modifiedAt:
        sql<Date>`greatest(${products.updatedAt}, ${products.releasedAt}, ${productDetails.updatedAt})`.mapWith(
          products.updatedAt,
        ),
    })
    .from(products)
    .innerJoin(productDetails, eq(productDetails.productId, products.id))
    .where(eq(products.published, true))
    .orderBy(asc(products.id));
}
