import { normalizeForSearch } from './search-text.js';

/** Spec: a few categories and a few brands under the search box, not a second listing. */
export const SUGGESTED_NAMES = 4;

/** A category or brand with its name in the normal form search compares (`normalizeForSearch`). */
export type Named<T> = { value: T; normalized: string };

export function namedBy<T>(values: readonly T[], nameOf: (value: T) => string): Named<T>[] {
  return values.map((value) => ({ value, normalized: normalizeForSearch(nameOf(value)) }));
}

/**
 * The first few whose name has a word starting with the normalised query (so `крем` finds
 * "Кремы" and `kr` finds "Kräuterwerk"), those whose name starts with it first, otherwise in the
 * given (the shop's) order. The lists are the shop's categories and brands — a few hundred at
 * most — held in memory, so a keystroke costs no query.
 */
export function matchingNames<T>(named: readonly Named<T>[], normalizedQuery: string): T[] {
  if (!normalizedQuery) return [];
  const starting = named.filter((entry) => entry.normalized.startsWith(normalizedQuery));
  const inside = named.filter(
    (entry) => !entry.normalized.startsWith(normalizedQuery) && entry.normalized.includes(` ${normalizedQuery}`),
  );
  return [...starting, ...inside].slice(0, SUGGESTED_NAMES).map((entry) => entry.value);
}
