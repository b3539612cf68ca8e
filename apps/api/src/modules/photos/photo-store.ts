import type { StoredImage } from '@aruu/contract/photo-variants';
import type { Db } from '../../db/client.js';
import { isForeignKeyViolation } from '../../db/unique-violation.js';
import { AppError } from '../../http/app-error.js';
import { type PhotoFormat, photoFileName, photoFormats, photoHash, processPhoto } from './photo-pipeline.js';
import type { PhotoStorage } from './photo-storage.js';
import * as repo from './photos.repository.js';

export type PhotoStore = ReturnType<typeof createPhotoStore>;

/**
 * The same picture (by content hash) again on one product or one review. Refused rather than
 * answered with the photo already there: the uploader learns their upload added nothing, and
 * why the gallery did not grow (issue 29, item 16).
 */
export const photoAlreadyAdded = () =>
  new AppError('conflict', 'photo_already_added', 'This picture is already among the photos');
/** The daily sweep of images nothing shows any more. */
export const SWEEP_PHOTOS_JOB = 'photos.sweep';

/**
 * The photo pipeline's port for every module that takes pictures (product photos, banners, the
 * import's photo-URL column): checks and processes an upload once, keeps the variants in the
 * storage and the image in the database, and answers the stored image.
 */
export function createPhotoStore(deps: { db: Db; storage: PhotoStorage }) {
  const { db, storage } = deps;

  async function alreadyStored(hash: string): Promise<StoredImage | undefined> {
    const image = await repo.findImage(db, hash);
    if (!image) return undefined;
    const widest = Math.max(...image.widths);
    // The row is written after the files; a missing file means someone removed it: make them again.
    return (await storage.exists(`${hash}-${widest}.jpg`)) ? image : undefined;
  }

  async function store(bytes: Buffer): Promise<StoredImage> {
    const known = await alreadyStored(photoHash(bytes));
    if (known) return known;
    const processed = await processPhoto(bytes);
    for (const variant of processed.variants) await storage.put(variant.name, variant.data);
    const image = {
      hash: processed.hash,
      width: processed.width,
      height: processed.height,
      widths: processed.widths,
      placeholder: processed.placeholder,
    };
    await repo.insertImage(db, { ...image, sourceBytes: bytes.length });
    return image;
  }

  /**
   * Removes the images among `hashes` that no photo or banner shows any more: the row, then the
   * files (a crash in between leaves files without a row, which the next upload of the same
   * picture overwrites). Call it after the transaction that dropped the references has committed,
   * so a rolled-back change never loses a file. Content-hash names mean two photos may share one
   * image; it stays while either shows it.
   */
  async function release(hashes: Iterable<string>): Promise<number> {
    let removed = 0;
    for (const hash of new Set(hashes)) {
      const widths = await repo.deleteUnreferencedImage(db, hash).catch((error: unknown) => {
        if (isForeignKeyViolation(error)) return undefined;
        throw error;
      });
      if (!widths) continue;
      for (const width of widths)
        for (const format of Object.keys(photoFormats) as PhotoFormat[])
          await storage.remove(photoFileName(hash, width, format));
      removed += 1;
    }
    return removed;
  }

  /** Removes every image nothing shows (the daily sweep: deletes whose release was cut short). */
  async function sweep(): Promise<number> {
    return release(await repo.listUnreferencedImages(db));
  }

  return {
    store,
    release,
    sweep,
    open: (name: string) => storage.get(name),
    /** The content hash an upload is stored under (SHA-256 of its bytes): the same picture, the same hash. */
    hashOf: photoHash,
  };
}
