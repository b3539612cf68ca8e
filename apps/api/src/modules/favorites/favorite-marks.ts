import type { Db } from '../../db/client.js';
import type { Personalize } from '../../http/response-cache.js';
import type { Identify } from '../auth/authenticate.js';
import * as repo from './favorites.repository.js';

/** Adds `is_favorite` to a product page or to every card of a list. */
function markFavorites(answer: unknown, favorites: Set<number>): unknown {
  if (typeof answer !== 'object' || answer === null) return answer;
  const record = answer as { id?: unknown; items?: unknown };
  if (Array.isArray(record.items)) {
    return {
      ...record,
      items: record.items.map((item: { id: number }) => ({ ...item, is_favorite: favorites.has(item.id) })),
    };
  }
  return typeof record.id === 'number' ? { ...record, is_favorite: favorites.has(record.id) } : answer;
}

/**
 * The catalogue cache's hook for personal answers (product pages and cards): a signed-in
 * viewer's hearts marked on the shared answer; anonymous viewers get the shared answer.
 */
export function createFavoriteMarks(deps: { db: Db; identify: Identify }): Personalize {
  return async (request) => {
    const viewer = await deps.identify(request);
    if (!viewer) return undefined;
    const favorites = new Set(await repo.favoriteProductIds(deps.db, viewer.userId));
    return (shared) => markFavorites(shared, favorites);
  };
}
