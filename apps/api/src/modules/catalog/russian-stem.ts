/**
 * The Snowball Russian stemmer (snowballstem.org/algorithms/russian), the one behind
 * PostgreSQL's `russian` text-search configuration, written out here because search compares
 * words after `normalizeForSearch` has transliterated them, and the stemmer needs the Cyrillic
 * letters. `russian-stem.test.ts` holds it to `ts_lexize('russian_stem', …)` on the catalogue's
 * Russian words, on both databases.
 */

const vowels = new Set('аеиоуыэюя');

/** Endings that count only after а or я (which stays with the stem). */
interface EndingGroups {
  afterAOrYa: string[];
  any: string[];
}

const perfectiveGerund: EndingGroups = {
  afterAOrYa: ['в', 'вши', 'вшись'],
  any: ['ив', 'ивши', 'ившись', 'ыв', 'ывши', 'ывшись'],
};
export const adjectiveEndings = [
  'ее',
  'ие',
  'ые',
  'ое',
  'ими',
  'ыми',
  'ей',
  'ий',
  'ый',
  'ой',
  'ем',
  'им',
  'ым',
  'ом',
  'его',
  'ого',
  'ему',
  'ому',
  'их',
  'ых',
  'ую',
  'юю',
  'ая',
  'яя',
  'ою',
  'ею',
]; // prettier-ignore
export const participleSuffixes: EndingGroups = {
  afterAOrYa: ['ем', 'нн', 'вш', 'ющ', 'щ'],
  any: ['ивш', 'ывш', 'ующ'],
};
const reflexive = ['ся', 'сь'];
const verbEndings: EndingGroups = {
  afterAOrYa: ['ла', 'на', 'ете', 'йте', 'ли', 'й', 'л', 'ем', 'н', 'ло', 'но', 'ет', 'ют', 'ны', 'ть', 'ешь', 'нно'],
  any: [
    'ила',
    'ыла',
    'ена',
    'ейте',
    'уйте',
    'ите',
    'или',
    'ыли',
    'ей',
    'уй',
    'ил',
    'ыл',
    'им',
    'ым',
    'ен',
    'ило',
    'ыло',
    'ено',
    'ят',
    'ует',
    'уют',
    'ит',
    'ыт',
    'ены',
    'ить',
    'ыть',
    'ишь',
    'ую',
    'ю',
  ], // prettier-ignore
};
export const nounEndings = [
  'а',
  'ев',
  'ов',
  'ие',
  'ье',
  'е',
  'иями',
  'ями',
  'ами',
  'еи',
  'ии',
  'и',
  'ией',
  'ей',
  'ой',
  'ий',
  'й',
  'иям',
  'ям',
  'ием',
  'ем',
  'ам',
  'ом',
  'о',
  'у',
  'ах',
  'иях',
  'ях',
  'ы',
  'ь',
  'ию',
  'ью',
  'ю',
  'ия',
  'ья',
  'я',
]; // prettier-ignore
const superlative = ['ейш', 'ейше'];
const derivational = ['ост', 'ость'];

/** The longest of `endings` that ends `word` and begins at or after `limit`. */
function longestEnding(word: string, endings: string[], limit: number): string | undefined {
  let found: string | undefined;
  for (const ending of endings)
    if (word.endsWith(ending) && word.length - ending.length >= limit && ending.length > (found?.length ?? 0))
      found = ending;
  return found;
}

/**
 * `word` without the longest ending of the groups found in it from `limit` on, or undefined. As in
 * Snowball, the longest ending decides: when it belongs to the а/я group and no а or я precedes
 * it, nothing is removed.
 */
function withoutEnding(word: string, groups: EndingGroups, limit: number): string | undefined {
  const ending = longestEnding(word, [...groups.afterAOrYa, ...groups.any], limit);
  if (!ending) return undefined;
  const rest = word.slice(0, -ending.length);
  if (groups.any.includes(ending)) return rest;
  return rest.length > limit && /[ая]$/.test(rest) ? rest : undefined;
}

function withoutAdjectival(word: string, limit: number): string | undefined {
  const adjective = longestEnding(word, adjectiveEndings, limit);
  if (!adjective) return undefined;
  const rest = word.slice(0, -adjective.length);
  return withoutEnding(rest, participleSuffixes, limit) ?? rest;
}

/** Where the region starts that follows the first vowel-then-consonant from `from` on. */
function regionAfter(word: string, from: number): number {
  for (let i = from; i < word.length - 1; i++) if (vowels.has(word[i]!) && !vowels.has(word[i + 1]!)) return i + 2;
  return word.length;
}

/** The stem of one lower-case Russian word (letters а–я, ё). */
export function stemRussian(input: string): string {
  let word = input.replaceAll('ё', 'е');
  const firstVowel = [...word].findIndex((letter) => vowels.has(letter));
  if (firstVowel === -1) return word;
  const rv = firstVowel + 1;
  const r2 = regionAfter(word, regionAfter(word, 0));

  // Step 1: a perfective gerund; else (after a reflexive ending) an adjectival, verb or noun ending.
  const gerund = withoutEnding(word, perfectiveGerund, rv);
  if (gerund !== undefined) word = gerund;
  else {
    const reflexiveEnding = longestEnding(word, reflexive, rv);
    if (reflexiveEnding) word = word.slice(0, -reflexiveEnding.length);
    word =
      withoutAdjectival(word, rv) ??
      withoutEnding(word, verbEndings, rv) ??
      withoutEnding(word, { afterAOrYa: [], any: nounEndings }, rv) ??
      word;
  }
  // Step 2: a final и.
  if (word.endsWith('и') && word.length - 1 >= rv) word = word.slice(0, -1);
  // Step 3: a derivational ending wholly inside R2.
  const derived = longestEnding(word, derivational, Math.max(rv, r2));
  if (derived) word = word.slice(0, -derived.length);
  // Step 4: a superlative ending, then нн to н; or a final ь.
  const superlativeEnding = longestEnding(word, superlative, rv);
  if (superlativeEnding) word = word.slice(0, -superlativeEnding.length);
  if (word.endsWith('нн') && word.length - 2 >= rv) word = word.slice(0, -1);
  else if (!superlativeEnding && word.endsWith('ь') && word.length - 1 >= rv) word = word.slice(0, -1);
  return word;
}
