/** Spec §9: a suggestion is at most 20 characters. */
export const SUGGESTION_LENGTH = 20;

/**
 * The inline completion of spec §2: the first title that starts with what was typed (ignoring
 * case), in whole words — the word being typed, then as many more as fit the suggestion length —
 * and only when it adds something. The typed characters keep the shopper's own case; only the
 * rest comes from the title.
 */
export function completionFor(typed: string, titles: readonly string[]): string | undefined {
  if (typed.trim() === '' || typed !== typed.trimStart()) return undefined;
  const lower = typed.toLocaleLowerCase();
  const title = titles.find((candidate) => candidate.toLocaleLowerCase().startsWith(lower));
  if (!title) return undefined;
  const suggestion = title.slice(0, wholeWordsEnd(title, typed.length));
  return suggestion.length > typed.length ? typed + suggestion.slice(typed.length) : undefined;
}

/** Where a suggestion ends: a word is never cut, even the one being typed when it runs past the length. */
function wholeWordsEnd(title: string, typedLength: number): number {
  const wordEnds = [...title.matchAll(/\S+/g)].map((word) => word.index + word[0].length);
  const typedWordEnd = wordEnds.find((end) => end >= typedLength) ?? typedLength;
  return Math.max(typedWordEnd, ...wordEnds.filter((end) => end <= SUGGESTION_LENGTH));
}
