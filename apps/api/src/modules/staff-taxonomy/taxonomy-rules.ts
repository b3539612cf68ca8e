import type { FieldErrorCode } from '@aruu/contract/errors';
import { fieldErrorMessages } from '@aruu/contract/errors';
import type { Tx } from '../../db/client.js';
import { violatedUniqueConstraint } from '../../db/unique-violation.js';
import { AppError } from '../../http/app-error.js';
import { buildSearchText } from '../catalog/search-text.js';
import * as repo from './staff-taxonomy.repository.js';

/** What the brand, category and picks services share: refusals, order checks, search text. */

export type Actor = { actorId: number; requestId?: string };

export const fieldRefusal = (kind: 'invalid_data' | 'conflict', field: string, reason: FieldErrorCode) => {
  const message = fieldErrorMessages[reason];
  return new AppError(kind, kind === 'conflict' ? 'conflict' : 'validation_failed', message, {
    [field]: { code: reason, message },
  });
};
export const slugTaken = () => fieldRefusal('conflict', 'slug', 'slug_taken');
export const inUse = (what: string) =>
  new AppError('conflict', 'taxonomy_in_use', `${what} is still in use: hide it instead of deleting it`);
export const notLeaf = (why: string) => new AppError('conflict', 'category_not_leaf', why);

/** A unique slug index refusing the write is the one answer to "that slug is taken", also under a race. */
export async function refuseTakenSlug<T>(constraint: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (violatedUniqueConstraint(error) === constraint) throw slugTaken();
    throw error;
  }
}

export const sameOrder = (a: number[], b: number[]) => a.length === b.length && a.every((id, i) => id === b[i]);
export const sameSet = (a: number[], b: number[]) =>
  a.length === b.length && [...a].sort().join() === [...b].sort().join();

/**
 * Product search text carries the brand's and the leaf category's names: a rename rewrites it
 * for their products in the same transaction, so search finds them by the new name at once.
 */
export async function refreshSearchTexts(tx: Tx, where: { brandId: number } | { categoryId: number }) {
  const sources = await repo.searchSourcesOf(tx, where);
  await repo.setSearchTexts(
    tx,
    sources.map((p) => ({
      id: p.id,
      text: buildSearchText({
        titles: [p.titleRu, p.titleEn, p.titleKy],
        brand: p.brand,
        categories: [p.categoryRu, p.categoryEn, p.categoryKy],
      }),
    })),
  );
}
