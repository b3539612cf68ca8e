/** Spec §9: a suggestion is at most 20 characters. */
export const SUGGESTION_LENGTH = 20;

/**
 * Prepositions and conjunctions a phrase cannot end on ("шампунь для волос с" says nothing yet):
 * a completion runs on to the next word rather than stop after one of them.
 */
const danglingWords = new Set([
  // ru
  'с',
  'со',
  'в',
  'во',
  'для',
  'и',
  'или',
  'на',
  'от',
  'по',
  'без',
  'из',
  'к',
  // ky
  'менен',
  'үчүн',
  'жана',
  // en
  'for',
  'with',
  'and',
  'or',
  'of',
  'to',
  'in',
]);

/**
 * The inline completion of spec §2: the first title that starts with what was typed (ignoring
 * case), in whole words — the word being typed, then as many more as fit the suggestion length —
 * never ending on a dangling preposition or conjunction, and only when it adds something. The
 * typed characters keep the shopper's own case; only the rest comes from the title.
 */
export function completionFor(typed: string, titles: readonly string[]): string | undefined {
  if (typed.trim() === '' || typed !== typed.trimStart()) return undefined;
  const lower = typed.toLocaleLowerCase();
  const title = titles.find((candidate) => candidate.toLocaleLowerCase().startsWith(lower));
  if (!title) return undefined;
  const suggestion = title.slice(0, phraseEnd(title, typed.length));
  return suggestion.length > typed.length ? typed + suggestion.slice(typed.length) : undefined;
}

/**
 * Where a suggestion ends: after a whole word (the one being typed at least) that is not a
 * dangling one; the longest such phrase within the suggestion length, else the shortest.
 */
function phraseEnd(title: string, typedLength: number): number {
  const ends = [...title.matchAll(/\S+/g)]
    .filter((word) => !danglingWords.has(word[0].toLocaleLowerCase().replace(/\P{L}+$/u, '')))
    .map((word) => word.index + word[0].length)
    .filter((end) => end >= typedLength);
  const fitting = ends.filter((end) => end <= SUGGESTION_LENGTH);
  return fitting.at(-1) ?? ends[0] ?? typedLength;
}
