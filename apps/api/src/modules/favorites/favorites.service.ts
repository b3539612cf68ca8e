import type { Language } from '@aruu/contract/common';
import type { Db } from '../../db/client.js';
import { notFound } from '../../http/app-error.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import * as repo from './favorites.repository.js';

export type FavoritesService = ReturnType<typeof createFavoritesService>;

/** A shopper's hearted products. */
export function createFavoritesService(deps: { db: Db; catalog: CatalogService }) {
  const { db, catalog } = deps;

  const productIds = (userId: number) => repo.favoriteProductIds(db, userId);

  async function cards(userId: number, lang: Language) {
    return catalog.cardsByIds(await productIds(userId), lang);
  }

  async function mark(userId: number, productId: number) {
    if (!(await repo.addFavorite(db, userId, productId))) throw notFound('Product');
  }

  const unmark = (userId: number, productId: number) => repo.removeFavorite(db, userId, productId);

  return { productIds, cards, mark, unmark };
}
