import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { importedPhotos, productImages } from '../../db/schema/index.js';
import type { PhotoStore } from './photo-store.js';
import * as repo from './photos.repository.js';

export type ImportedPhotos = ReturnType<typeof createImportedPhotos>;

/**
 * The photo pipeline's port for the catalogue import: which URLs a product already took, and
 * attaching a fetched URL's bytes as a photo of the product (`variationId` null: the product's
 * own photo) or of one variation — once per product and URL, however often the file is imported.
 */
export function createImportedPhotos(deps: { db: Db; photos: PhotoStore }) {
  const { db, photos } = deps;

  /** The URLs among `urls` this product has already taken (attached, or attached and removed since). */
  async function takenUrls(productId: number, urls: string[]): Promise<Set<string>> {
    if (urls.length === 0) return new Set();
    const rows = await db
      .select({ url: importedPhotos.url })
      .from(importedPhotos)
      .where(and(eq(importedPhotos.productId, productId), inArray(importedPhotos.url, urls)));
    return new Set(rows.map((row) => row.url));
  }

  /**
   * Processes the bytes (slow, outside any transaction; throws the pipeline's refusal), then in one
   * short transaction claims the URL for the product and adds the photo as the product's last one,
   * unless the product already shows this very picture in that place. False when the URL was
   * claimed meanwhile or the product is gone.
   */
  async function attach(target: { productId: number; variationId: number | null; url: string; bytes: Buffer }) {
    const image = await photos.store(target.bytes);
    return db.transaction(async (tx) => {
      if (!(await repo.lockProduct(tx, target.productId))) return false;
      const [claimed] = await tx
        .insert(importedPhotos)
        .values({ productId: target.productId, url: target.url, imageHash: image.hash })
        .onConflictDoNothing()
        .returning({ id: importedPhotos.id });
      if (!claimed) return false;
      const [shown] = await tx
        .select({ id: productImages.id })
        .from(productImages)
        .where(
          and(
            eq(productImages.productId, target.productId),
            eq(productImages.imageHash, image.hash),
            target.variationId === null
              ? isNull(productImages.variationId)
              : eq(productImages.variationId, target.variationId),
          ),
        );
      const photoId =
        shown?.id ??
        (await repo.insertProductPhoto(tx, {
          productId: target.productId,
          variationId: target.variationId,
          imageHash: image.hash,
        }));
      await tx.update(importedPhotos).set({ productImageId: photoId }).where(eq(importedPhotos.id, claimed.id));
      return true;
    });
  }

  return { takenUrls, attach };
}
