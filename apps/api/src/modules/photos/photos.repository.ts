import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.js';
import { outer } from '../../db/outer-column.js';
import { banners, images, productImages, products, reviewPhotos, variations } from '../../db/schema/index.js';

export type ImageRow = typeof images.$inferSelect;
export type NewImageRow = typeof images.$inferInsert;

/** Adds an image; one already stored under the same hash is the same picture and stays as it is. */
export async function insertImage(db: DbOrTx, row: NewImageRow): Promise<void> {
  await db.insert(images).values(row).onConflictDoNothing({ target: images.hash });
}

export async function findImage(db: DbOrTx, hash: string): Promise<ImageRow | undefined> {
  const [row] = await db.select().from(images).where(eq(images.hash, hash));
  return row;
}

const productPhotoColumns = {
  id: productImages.id,
  variationId: productImages.variationId,
  position: productImages.position,
  altRu: productImages.altRu,
  altEn: productImages.altEn,
  altKy: productImages.altKy,
  image: {
    hash: images.hash,
    width: images.width,
    height: images.height,
    widths: images.widths,
    placeholder: images.placeholder,
  },
};
export type ProductPhotoRow = Awaited<ReturnType<typeof listProductPhotos>>[number];

export function listProductPhotos(db: DbOrTx, productId: number) {
  return db
    .select(productPhotoColumns)
    .from(productImages)
    .innerJoin(images, eq(images.hash, productImages.imageHash))
    .where(eq(productImages.productId, productId))
    .orderBy(asc(productImages.position), asc(productImages.id));
}

export async function findProductPhoto(db: DbOrTx, productId: number, photoId: number) {
  const [row] = await db
    .select(productPhotoColumns)
    .from(productImages)
    .innerJoin(images, eq(images.hash, productImages.imageHash))
    .where(and(eq(productImages.productId, productId), eq(productImages.id, photoId)));
  return row;
}

export async function findProductTitle(db: DbOrTx, productId: number) {
  const [row] = await db.select({ title: products.titleRu }).from(products).where(eq(products.id, productId));
  return row?.title;
}

/** Locks the product row: changes to one product's photos (positions above all) happen one at a time. */
export async function lockProduct(tx: Tx, productId: number): Promise<boolean> {
  const rows = await tx.select({ id: products.id }).from(products).where(eq(products.id, productId)).for('update');
  return rows.length > 0;
}

export function listVariationNames(db: DbOrTx, productId: number) {
  return db
    .select({ id: variations.id, name: variations.nameRu })
    .from(variations)
    .where(eq(variations.productId, productId))
    .orderBy(asc(variations.position));
}

export async function variationBelongsTo(db: DbOrTx, productId: number, variationId: number): Promise<boolean> {
  const rows = await db
    .select({ id: variations.id })
    .from(variations)
    .where(and(eq(variations.id, variationId), eq(variations.productId, productId)));
  return rows.length > 0;
}

/** The product's photo showing this image (by content hash), if it has one. */
export async function findPhotoByImage(db: DbOrTx, productId: number, imageHash: string) {
  const [row] = await db
    .select({ id: productImages.id })
    .from(productImages)
    .where(and(eq(productImages.productId, productId), eq(productImages.imageHash, imageHash)))
    .limit(1);
  return row;
}

/** Appends a photo after the product's last one. */
export async function insertProductPhoto(
  tx: Tx,
  row: { productId: number; variationId: number | null; imageHash: string },
): Promise<number> {
  const [inserted] = await tx
    .insert(productImages)
    .values({
      ...row,
      position: sql`(select coalesce(max(${productImages.position}) + 1, 0) from ${productImages} where ${productImages.productId} = ${row.productId})`,
    })
    .returning({ id: productImages.id });
  return inserted!.id;
}

export async function updateProductPhoto(
  tx: Tx,
  photoId: number,
  changes: Partial<Pick<typeof productImages.$inferInsert, 'altRu' | 'altEn' | 'altKy' | 'variationId'>>,
) {
  await tx
    .update(productImages)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(productImages.id, photoId));
}

export async function setPhotoPosition(tx: Tx, photoId: number, position: number) {
  await tx.update(productImages).set({ position, updatedAt: new Date() }).where(eq(productImages.id, photoId));
}

export async function deleteProductPhoto(tx: Tx, photoId: number) {
  await tx.delete(productImages).where(eq(productImages.id, photoId));
}

/** No product photo, review photo or banner (in any language) shows the image. */
const unreferenced = sql`not exists (select 1 from ${productImages} where ${productImages.imageHash} = ${outer(images.hash)})
  and not exists (select 1 from ${reviewPhotos} where ${reviewPhotos.imageHash} = ${outer(images.hash)})
  and not exists (select 1 from ${banners} where ${outer(images.hash)} in
    (${banners.imageHashRu}, ${banners.imageHashEn}, ${banners.imageHashKy}))`;

/** Images nothing shows any more: what a sweep removes. */
export async function listUnreferencedImages(db: DbOrTx): Promise<string[]> {
  const rows = await db.select({ hash: images.hash }).from(images).where(unreferenced);
  return rows.map((row) => row.hash);
}

/**
 * Deletes the image's row if nothing shows it, and answers its widths then (undefined when it is
 * still shown or already gone). A photo or banner that takes the image at the same moment makes
 * the delete fail on the foreign key, which the caller takes as "still shown".
 */
export async function deleteUnreferencedImage(db: DbOrTx, hash: string): Promise<number[] | undefined> {
  const [row] = await db
    .delete(images)
    .where(and(eq(images.hash, hash), unreferenced))
    .returning({ widths: images.widths });
  return row?.widths;
}
