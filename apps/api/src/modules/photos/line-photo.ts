import { photoOf, type StoredImage } from '@aruu/contract/photo-variants';
import { inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { outer } from '../../db/outer-column.js';
import { images, orderItems, productImages } from '../../db/schema/index.js';

/**
 * The picture of an order line or any other line naming a variation of a product: the variation's
 * own photo (a shade's) if it has one, else the product's main photo; null without photos. One
 * index probe per line, as a JSON value of the stored image. The line's columns must name their
 * table (`outer(orderItems.productId)`, db/outer-column.ts): a bare "product_id" would be product_images' own.
 */
export function linePhoto(variationId: SQL, productId: SQL) {
  return sql<StoredImage | null>`(select json_build_object('hash', ${images.hash}, 'width', ${images.width},
      'height', ${images.height}, 'widths', ${images.widths}, 'placeholder', ${images.placeholder})
    from ${productImages} join ${images} on ${images.hash} = ${productImages.imageHash}
    where ${productImages.productId} = ${productId}
    order by ${productImages.variationId} is not distinct from ${variationId} desc, ${productImages.position},
      ${productImages.id}
    limit 1)`;
}

/**
 * Each order line's picture, by order item id, for the shopper's and the staff's order answers.
 * Its own query, not a join of the lines' query: the lines are also read inside the order's
 * transactions, where the pictures are not needed.
 */
export async function orderLinePhotos(db: DbOrTx, orderIds: number[]) {
  const rows = await db
    .select({ id: orderItems.id, photo: linePhoto(outer(orderItems.variationId), outer(orderItems.productId)) })
    .from(orderItems)
    .where(inArray(orderItems.orderId, orderIds.length ? orderIds : [-1]));
  return new Map(rows.map((row) => [row.id, row.photo]));
}

/** A line's photo for an answer, described by the line's own title (catalogue alt texts may have changed since). */
export const linePhotoOf = (image: StoredImage | null | undefined, title: string) =>
  image ? photoOf(image, title) : null;
