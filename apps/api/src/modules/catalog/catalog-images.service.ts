import type { Language } from '@aruu/contract/common';
import type { Db } from '../../db/client.js';
import * as repo from './catalog.repository.js';

export type CatalogImagesService = ReturnType<typeof createCatalogImagesService>;

/** What the generated product and banner images show; undefined for an id that names nothing. */
export function createCatalogImagesService(deps: { db: Db }) {
  const { db } = deps;

  /** With a variation: the picture in its shade (undefined when the product has no such variation). */
  function productImage(id: number, variationId?: number) {
    return repo.findProductImageFacts(db, id, variationId);
  }

  function bannerImage(id: number, lang: Language) {
    return repo.findBannerImageFacts(db, id, lang);
  }

  return { productImage, bannerImage };
}
