/**
 * One normal form for everything search compares: product text when it is stored and the
 * shopper's query when it arrives. Cyrillic (Russian and Kyrgyz letters) is transliterated
 * to Latin and a few Latin spellings are folded together, so `krem`, `крем` and `Krem` meet
 * in the same form and trigram similarity can absorb the remaining typos.
 */
export const cyrillicToLatin: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'i',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'h',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'sh',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
  ң: 'n',
  ө: 'o',
  ү: 'u',
  і: 'i',
  ә: 'a',
  ғ: 'g',
  қ: 'k',
  һ: 'h',
};

/**
 * Latin spellings that a Russian speaker's transliteration does not distinguish. (й and ё need
 * no entry above: NFKD splits them into и/е and an accent, which is dropped.)
 */
const latinFolds: Array<[RegExp, string]> = [
  // "Vitamin C" is typed as Latin C or Cyrillic С alike; the latter reads as s.
  [/\bc\b/g, 's'],
  [/ph/g, 'f'],
  [/kh/g, 'h'],
  [/ck/g, 'k'],
  [/c(?=[eiy])/g, 's'],
  [/c(?!h)/g, 'k'],
  [/q/g, 'k'],
  [/w/g, 'v'],
  [/x/g, 'ks'],
  [/j/g, 'zh'],
  [/y/g, 'i'],
];

export function normalizeForSearch(text: string): string {
  let result = '';
  for (const char of text.toLowerCase().normalize('NFKD')) {
    const latin = cyrillicToLatin[char];
    if (latin !== undefined) result += latin;
    else if (/[a-z0-9]/.test(char)) result += char;
    else if (/[\p{M}]/u.test(char))
      continue; // accents stripped by NFKD: é → e
    else result += ' ';
  }
  for (const [pattern, replacement] of latinFolds) result = result.replace(pattern, replacement);
  return result.replace(/\s+/g, ' ').trim();
}

/** Separates the parts of a product's search text so that "a part starts with …" is a LIKE. */
export const SEARCH_PART_SEPARATOR = ' | ';

/** The product's title in each language comes first, in this many parts. */
export const SEARCH_TITLE_PARTS = 3;

/**
 * The stored search text of a product: its titles in ru, en and ky (always three parts, so a
 * query can be matched against "the start of a title"), its brand, then category names. Each
 * part is normalised on its own.
 */
export function buildSearchText(parts: {
  titles: [ru: string, en: string, ky: string];
  brand: string;
  categories: string[];
}): string {
  return [...parts.titles, parts.brand, ...parts.categories].map(normalizeForSearch).join(SEARCH_PART_SEPARATOR);
}
