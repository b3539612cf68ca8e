import type { Language } from '@aruu/contract/common';
import type { Db } from '../../db/client.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import * as repo from './recently-viewed.repository.js';

export type RecentlyViewedService = ReturnType<typeof createRecentlyViewedService>;

/**
 * Recently viewed products: in the account for a signed-in shopper (a guest's list, kept on the
 * device, is merged in on sign-in through `record`), and the cards of a guest's list by their ids.
 */
export function createRecentlyViewedService(deps: { db: Db; catalog: CatalogService }) {
  const { db, catalog } = deps;

  async function cards(userId: number, lang: Language) {
    return catalog.cardsByIds(await repo.recentProductIds(db, userId), lang);
  }

  /** Records the views and answers the account's list as it now is. */
  async function record(userId: number, productIds: number[], lang: Language) {
    await repo.recordViews(db, userId, productIds);
    return cards(userId, lang);
  }

  const guestCards = (productIds: number[], lang: Language) => catalog.cardsByIds([...new Set(productIds)], lang);

  return { cards, record, guestCards };
}
