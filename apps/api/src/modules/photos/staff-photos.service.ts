import { photoOf } from '@aruu/contract/photo-variants';
import type { ProductPhotos, StaffPhoto, UpdatePhotoBody } from '@aruu/contract/staff-photos';
import type { Db } from '../../db/client.js';
import { isForeignKeyViolation } from '../../db/unique-violation.js';
import { AppError, notFound } from '../../http/app-error.js';
import { recordAudit } from '../audit/audit.js';
import { type PhotoStore, photoAlreadyAdded } from './photo-store.js';
import * as repo from './photos.repository.js';

type Actor = { actorId: number; requestId?: string };

function staffPhoto(row: repo.ProductPhotoRow): StaffPhoto {
  const { alt: _alt, ...photo } = photoOf(row.image, '');
  return {
    ...photo,
    id: row.id,
    variation_id: row.variationId,
    alt_ru: row.altRu,
    alt_en: row.altEn,
    alt_ky: row.altKy,
  };
}

/** What the audit trail keeps of a photo: enough to tell which one, and what it said. */
const auditView = (row: repo.ProductPhotoRow) => ({
  photo_id: row.id,
  image: row.image.hash,
  variation_id: row.variationId,
  position: row.position,
  alt_ru: row.altRu,
  alt_en: row.altEn,
  alt_ky: row.altKy,
});

const unknownVariation = () =>
  new AppError('invalid_data', 'validation_failed', 'Invalid data', {
    variation_id: { code: 'invalid_value', message: 'This variation is not one of the product’s' },
  });

/** Parses the optional `variation_id` form field of an upload. */
function variationIdField(value: string | undefined): number | null {
  if (value === undefined || value === '') return null;
  if (!/^[1-9]\d{0,9}$/.test(value) || Number(value) > 2_147_483_647) throw unknownVariation();
  return Number(value);
}

export type StaffPhotosService = ReturnType<typeof createStaffPhotosService>;

export function createStaffPhotosService(deps: { db: Db; photos: PhotoStore }) {
  const { db, photos } = deps;

  async function list(productId: number): Promise<ProductPhotos> {
    const title = await repo.findProductTitle(db, productId);
    if (title === undefined) throw notFound('Product');
    const [variations, rows] = await Promise.all([
      repo.listVariationNames(db, productId),
      repo.listProductPhotos(db, productId),
    ]);
    return { product_id: productId, title, variations, photos: rows.map(staffPhoto) };
  }

  async function checkVariation(productId: number, variationId: number | null | undefined) {
    if (variationId == null) return;
    if (!(await repo.variationBelongsTo(db, productId, variationId))) throw unknownVariation();
  }

  /** Processes the file first (slow, outside any transaction), then adds it as the last photo. */
  async function upload(productId: number, bytes: Buffer, fields: Record<string, string>, actor: Actor) {
    if ((await repo.findProductTitle(db, productId)) === undefined) throw notFound('Product');
    const variationId = variationIdField(fields.variation_id);
    await checkVariation(productId, variationId);
    // Checked before the slow processing, and again under the product's lock (`addPhoto`).
    if (await repo.findPhotoByImage(db, productId, photos.hashOf(bytes))) throw photoAlreadyAdded();
    let photoId: number;
    try {
      photoId = await addPhoto(productId, variationId, await photos.store(bytes), actor);
    } catch (error) {
      // The picture was already stored, and its last photo was deleted (and the image released)
      // between `store` and the insert: store it again, now from the bytes, and add it once more.
      if (!isForeignKeyViolation(error)) throw error;
      const image = await photos.store(bytes);
      // Failing again, it is the variation that went meanwhile.
      photoId = await addPhoto(productId, variationId, image, actor).catch((again: unknown) => {
        throw isForeignKeyViolation(again) ? unknownVariation() : again;
      });
    }
    return staffPhoto((await repo.findProductPhoto(db, productId, photoId))!);
  }

  function addPhoto(productId: number, variationId: number | null, image: { hash: string }, actor: Actor) {
    return db.transaction(async (tx) => {
      if (!(await repo.lockProduct(tx, productId))) throw notFound('Product');
      if (await repo.findPhotoByImage(tx, productId, image.hash)) throw photoAlreadyAdded();
      const id = await repo.insertProductPhoto(tx, { productId, variationId, imageHash: image.hash });
      const added = await repo.findProductPhoto(tx, productId, id);
      await recordAudit(tx, {
        ...actor,
        action: 'product.photo_added',
        objectType: 'product',
        objectId: productId,
        before: null,
        after: auditView(added!),
      });
      return id;
    });
  }

  async function update(productId: number, photoId: number, body: UpdatePhotoBody, actor: Actor) {
    await checkVariation(productId, body.variation_id);
    await db.transaction(async (tx) => {
      if (!(await repo.lockProduct(tx, productId))) throw notFound('Product');
      const before = await repo.findProductPhoto(tx, productId, photoId);
      if (!before) throw notFound('Photo');
      await repo.updateProductPhoto(tx, photoId, {
        altRu: body.alt_ru,
        altEn: body.alt_en,
        altKy: body.alt_ky,
        variationId: body.variation_id,
      });
      const after = await repo.findProductPhoto(tx, productId, photoId);
      await recordAudit(tx, {
        ...actor,
        action: 'product.photo_updated',
        objectType: 'product',
        objectId: productId,
        before: auditView(before),
        after: auditView(after!),
      });
    });
    return staffPhoto((await repo.findProductPhoto(db, productId, photoId))!);
  }

  /** Takes the complete new order, so two editors cannot interleave into a half-sorted gallery. */
  async function reorder(productId: number, photoIds: number[], actor: Actor) {
    await db.transaction(async (tx) => {
      if (!(await repo.lockProduct(tx, productId))) throw notFound('Product');
      const current = await repo.listProductPhotos(tx, productId);
      const known = new Set(current.map((row) => row.id));
      if (
        photoIds.length !== known.size ||
        new Set(photoIds).size !== photoIds.length ||
        !photoIds.every((id) => known.has(id))
      ) {
        throw new AppError('invalid_data', 'validation_failed', 'Invalid data', {
          photo_ids: { code: 'invalid_value', message: 'List every photo of the product exactly once' },
        });
      }
      for (const [position, id] of photoIds.entries()) await repo.setPhotoPosition(tx, id, position);
      await recordAudit(tx, {
        ...actor,
        action: 'product.photos_reordered',
        objectType: 'product',
        objectId: productId,
        before: { photo_ids: current.map((row) => row.id) },
        after: { photo_ids: photoIds },
      });
    });
    return list(productId);
  }

  /** Removes the photo from the product, and its files once nothing else (a banner, another photo) shows them. */
  async function remove(productId: number, photoId: number, actor: Actor) {
    const hash = await db.transaction(async (tx) => {
      if (!(await repo.lockProduct(tx, productId))) throw notFound('Product');
      const before = await repo.findProductPhoto(tx, productId, photoId);
      if (!before) throw notFound('Photo');
      await repo.deleteProductPhoto(tx, photoId);
      await recordAudit(tx, {
        ...actor,
        action: 'product.photo_removed',
        objectType: 'product',
        objectId: productId,
        before: auditView(before),
        after: null,
      });
      return before.image.hash;
    });
    await photos.release([hash]);
  }

  return { list, upload, update, reorder, remove };
}
