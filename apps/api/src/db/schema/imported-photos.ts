import { integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { images, productImages, products } from './catalog.js';

/**
 * Which photo URL of an import became which photo of a product: the import fetches a URL for a
 * product once, so importing the same file again adds nothing. A photo staff later remove stays
 * removed (`product_image_id` becomes null) until the file names a different URL.
 */
export const importedPhotos = pgTable(
  'imported_photos',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    /**
     * The picture the URL gave; null once no photo shows it any more and its files were removed
     * (the row stays: a photo staff removed is not brought back by importing the URL again).
     */
    imageHash: text('image_hash').references(() => images.hash, { onDelete: 'set null' }),
    productImageId: integer('product_image_id').references(() => productImages.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('imported_photos_product_url_idx').on(t.productId, t.url)],
);
