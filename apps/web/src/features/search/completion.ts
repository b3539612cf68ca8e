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

/** The "queries" group under the search box lists at most this many phrases. */
export const QUERY_SUGGESTIONS = 4;

/**
 * The phrases to suggest as searches: from each title (in the answer's order) in which a word
 * starts with what was typed, that word on as a completion would run (whole words, not ending on
 * a dangling one), each phrase once and only when it adds something to the typed text.
 */
export function phrasesFor(typed: string, titles: readonly string[]): string[] {
  const text = typed.trimStart();
  if (text.trim() === '') return [];
  const lower = text.toLocaleLowerCase();
  const phrases = new Map<string, string>();
  for (const title of titles) {
    const at = wordStartOf(title.toLocaleLowerCase(), lower);
    if (at === -1) continue;
    const rest = title.slice(at);
    const phrase = text + rest.slice(text.length, phraseEnd(rest, text.length));
    if (phrase.trim().length > text.trim().length) phrases.set(phrase.toLocaleLowerCase(), phrase);
    if (phrases.size === QUERY_SUGGESTIONS) break;
  }
  return [...phrases.values()];
}

/** Where in `title` a word starts with `text` (both lower-case), or -1. */
function wordStartOf(title: string, text: string): number {
  for (let at = title.indexOf(text); at !== -1; at = title.indexOf(text, at + 1)) {
    if (at === 0 || /\s/.test(title[at - 1] ?? '')) return at;
  }
  return -1;
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
