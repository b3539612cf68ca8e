import type { ReviewHoldReason } from '@aruu/contract/reviews';

/**
 * Obscene words in the shop's three languages, as word beginnings (`stems`: every inflection
 * and derivation starts with them) and as whole words (`words`: short roots that begin innocent
 * words too — "сукно", "көтөр", "dickens"). Lists kept short on purpose: a hit only holds the review
 * for a moderator, who decides (docs/decisions/035-review-moderation-checks.md).
 */
const stems = [
  // ru
  'хуй',
  'хуе',
  'хуя',
  'хуи',
  'пизд',
  'ебат',
  'ебан',
  'ебал',
  'ебуч',
  'ебло',
  'заеб',
  'выеб',
  'наеб',
  'отъеб',
  'уеб',
  'проеб',
  'долбоеб',
  'бляд',
  'блят',
  'мудак',
  'мудил',
  'пидор',
  'пидар',
  'залуп',
  'гандон',
  'шлюх',
  'сучк',
  // ky
  'сигей',
  'сикей',
  'сиккен',
  'сигип',
  'жалап',
  'амыңд',
  // en
  'fuck',
  'motherfuck',
  'shit',
  'bullshit',
  'cunt',
  'bitch',
  'asshole',
  'whore',
  'slut',
  'bastard',
];
const words = new Set([
  'бля',
  'сука',
  'суки',
  'суке',
  'суку',
  'сукой',
  'говно',
  'көт',
  'көтүң',
  'амың',
  'dick',
  'dicks',
  'fag',
]);

/** Addresses and domain names: shoppers' links are advertising or worse, never a review. */
const link =
  /(?:https?:\/\/|www\.|t\.me\/|\b[\p{L}\d-]+\.(?:com|ru|kg|net|org|info|io|me|biz|shop|store|site|online|top|xyz|ly|su|kz|uz)\b)/iu;

/**
 * A phone number: 9 to 13 digits, optionally after `+`, in groups separated by one or two of
 * space, dash, dot or brackets ("+996 555 123 456", "0555123456", "8 (777) 123-45-67"). Sizes
 * ("50 мл", "SPF 50"), years and prices have far fewer digits in one run.
 */
const phone = /(?<![\p{L}\d])\+?\d(?:[\s\-.()]{0,2}\d){8,12}(?![\p{L}\d])/u;

/**
 * Marketplaces, messengers and selling words: a review that sends shoppers elsewhere or offers
 * goods. Whole words (`marketWords`) and word beginnings (`marketStems`, for inflections such as
 * "инстаграме", "ватсапу"), read as `wordsOf` reads them; `@handle` is matched on the raw text.
 */
const marketWords = new Set(['olx', 'олх', 'ozon', 'озон', 'insta', 'инста', 'продам', 'продаю', 'сатам', 'сатабыз']);
const marketStems = [
  'lalafo',
  'лалафо',
  'wildberr',
  'вайлдберр',
  'валдберр',
  'instagram',
  'инстаграм',
  'whatsapp',
  'ватсап',
  'вотсап',
  'вацап',
  'telegram',
  'телеграм',
];
const handle = /(?<![\p{L}\d._])@[\p{L}\d_.]{3,}/u;

/** Lower case, `ё` as `е`, and Latin letters that look Cyrillic read as Cyrillic inside Cyrillic words. */
function wordsOf(text: string): string[] {
  const lookalikes: Record<string, string> = { a: 'а', e: 'е', o: 'о', p: 'р', c: 'с', y: 'у', x: 'х', k: 'к', m: 'м' };
  return (
    text
      .toLowerCase()
      .replaceAll('ё', 'е')
      .match(/[\p{L}]+/gu) ?? []
  ).map((word) =>
    /[а-яңөү]/.test(word) ? word.replace(/[aeopcyxkm]/g, (letter) => lookalikes[letter] ?? letter) : word,
  );
}

function hasAny(text: string, whole: Set<string>, beginnings: string[]): boolean {
  return wordsOf(text).some((word) => whole.has(word) || beginnings.some((stem) => word.startsWith(stem)));
}

/** Why a review's text must wait for a moderator's eye; empty when nothing was found. */
export function holdReasonsOf(text: string): ReviewHoldReason[] {
  const reasons: ReviewHoldReason[] = [];
  if (hasAny(text, words, stems)) reasons.push('profanity');
  if (link.test(text)) reasons.push('link');
  if (phone.test(text)) reasons.push('phone');
  if (handle.test(text) || hasAny(text, marketWords, marketStems)) reasons.push('marketplace');
  return reasons;
}
