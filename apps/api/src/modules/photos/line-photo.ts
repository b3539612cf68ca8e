import { photoOf, type StoredImage } from '@aruu/contract/photo-variants';
import { type SQL, sql } from 'drizzle-orm';
import { images, productImages } from '../../db/schema/index.js';

/**
 * The picture of an order line or any other line naming a variation of a product: the variation's
 * own photo (a shade's) if it has one, else the product's main photo; null without photos. One
 * index probe per line, as a JSON value of the stored image. The line's columns must name their
 * table (`sql\`${orderItems}.product_id\``): a bare "product_id" would be product_images' own.
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

/** A line's photo for an answer, described by the line's own title (catalogue alt texts may have changed since). */
export const linePhotoOf = (image: StoredImage | null | undefined, title: string) =>
  image ? photoOf(image, title) : null;
