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

function hasProfanity(text: string): boolean {
  return wordsOf(text).some((word) => words.has(word) || stems.some((stem) => word.startsWith(stem)));
}

/** Why a review's text must wait for a moderator's eye; empty when nothing was found. */
export function holdReasonsOf(text: string): ReviewHoldReason[] {
  const reasons: ReviewHoldReason[] = [];
  if (hasProfanity(text)) reasons.push('profanity');
  if (link.test(text)) reasons.push('link');
  return reasons;
}
