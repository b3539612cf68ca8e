import { adjectiveEndings, nounEndings, participleSuffixes, stemRussian } from './russian-stem.js';
import { normalizeForSearch } from './search-text.js';

/** Words shorter than this are matched as typed: their stems would match too much. */
export const STEMMED_LENGTH = 4;

/** A word of the query in its normal form and, for a Russian word with an ending, its stem there. */
export interface QueryWord {
  word: string;
  stem?: string;
}

/** A query's other forms as regular expressions over the search text, and the stems they hold. */
export interface WordForms {
  anywhere: string;
  titleStart: string;
  stems: string[];
}

/**
 * What may follow a stem in a catalogue word for the word to be a form of the query's word: ''
 * or a Russian noun or adjective ending (an adjective's after a participle suffix too, so that
 * "увлажняющая" and "увлажняющий" share "увлажня"), in the normal form. "маски" thus meets
 * "maska" and "maski", not "maskara"; "кремы" meets "krem", not "kremovie".
 */
const formEndings = new Set(
  [
    '',
    ...nounEndings,
    ...adjectiveEndings,
    ...[...participleSuffixes.afterAOrYa, ...participleSuffixes.any].flatMap((suffix) =>
      adjectiveEndings.map((ending) => suffix + ending),
    ),
  ].map(normalizeForSearch),
);

const russianWord = /^[а-яё]+$/;

/**
 * The query's words as `normalizeForSearch` makes them, each Russian word of at least
 * `STEMMED_LENGTH` letters with its stem. Only words of Russian letters alone are stemmed: a
 * Latin word, or one with a Kyrgyz letter (ң, ө, ү), is matched as typed.
 */
export function queryWords(raw: string): QueryWord[] {
  const text = normalizeForSearch(raw);
  const tokens = raw
    .toLowerCase()
    .normalize('NFC')
    .split(/[^\p{L}\p{N}\p{M}]+/u)
    .map((token) => ({ token, word: normalizeForSearch(token) }))
    .filter(({ word }) => word !== '');
  // A token that is not one word of the normal form (letters it drops or splits) stems nothing.
  if (tokens.some(({ word }) => word.includes(' ')) || tokens.map(({ word }) => word).join(' ') !== text)
    return text ? text.split(' ').map((word) => ({ word })) : [];
  return tokens.map(({ token, word }) => {
    if (token.length < STEMMED_LENGTH || !russianWord.test(token)) return { word };
    const stem = stemRussian(token);
    return stem === token ? { word } : { word, stem: normalizeForSearch(stem) };
  });
}

/** Whether the catalogue's `word` is a form of a query word with this `stem`. */
export function isFormOf(word: string, stem: string): boolean {
  return word.startsWith(stem) && formEndings.has(word.slice(stem.length));
}

/**
 * The query with each stemmed word as any of its forms among `catalogueWords` (those starting with
 * its stem), as POSIX regular expressions over the search text — `anywhere` from the start of a
 * word, `titleStart` at the start of a title part — or undefined when the forms add no match to
 * the query as typed (every form contains the word typed, or a word has no form at all). A stemmed
 * word is a whole word; a word as typed keeps matching inside a word, as the query as typed does.
 */
export function formsPattern(
  words: QueryWord[],
  catalogueWords: Array<{ stem: string; word: string }>,
): WordForms | undefined {
  let addsMatches = false;
  const parts: string[] = [];
  for (const { word, stem } of words) {
    if (stem === undefined) {
      parts.push(word);
      continue;
    }
    const forms = catalogueWords.filter((row) => row.stem === stem && isFormOf(row.word, stem)).map((row) => row.word);
    if (forms.length === 0) return undefined;
    if (forms.some((form) => !form.includes(word))) addsMatches = true;
    parts.push(`(${[...new Set(forms)].sort().join('|')})`);
  }
  if (!addsMatches) return undefined;
  const end = words.at(-1)?.stem === undefined ? '' : '( |$)';
  const core = parts.join(' ') + end;
  const stems = words.flatMap(({ stem }) => (stem === undefined ? [] : [stem]));
  return { anywhere: `(^| )${core}`, titleStart: `^${core}`, stems };
}
