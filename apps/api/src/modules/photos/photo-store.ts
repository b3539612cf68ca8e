import type { StoredImage } from '@aruu/contract/photo-variants';
import type { Db } from '../../db/client.js';
import { photoHash, processPhoto } from './photo-pipeline.js';
import type { PhotoStorage } from './photo-storage.js';
import * as repo from './photos.repository.js';

export type PhotoStore = ReturnType<typeof createPhotoStore>;

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

  return { store, open: (name: string) => storage.get(name) };
}
