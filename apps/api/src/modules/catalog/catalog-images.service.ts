import type { Language } from '@aruu/contract/common';
import type { Db } from '../../db/client.js';
import * as repo from './catalog.repository.js';
import { shapeForCategorySlug } from './seed/catalogue-data.js';

export type CatalogImagesService = ReturnType<typeof createCatalogImagesService>;

/** What the generated product and banner images show; undefined for an id that names nothing. */
export function createCatalogImagesService(deps: { db: Db }) {
  const { db } = deps;

  /** With a variation: the picture in its shade (undefined when the product has no such variation). */
  async function productImage(id: number, variationId?: number) {
    const facts = await repo.findProductImageFacts(db, id, variationId);
    return facts && { ...facts, shape: shapeForCategorySlug(facts.categorySlug) };
  }

  function bannerImage(id: number, lang: Language) {
    return repo.findBannerImageFacts(db, id, lang);
  }

  return { productImage, bannerImage };
}
