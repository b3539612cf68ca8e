/**
 * Kyrgyz joins the dative ending to the word, and its form follows the last spoken word: its last
 * vowel (а, ы, у → га; о → го; е, и → ге; ө, ү → гө) and its last sound (к- after a voiceless
 * consonant). A number is spoken, so `500гө` (беш жүз), `120га` (жүз жыйырма), `14:35ке` (отуз
 * беш), `21:00гө` (нөл-нөл). A fixed ending after `{{value}}` would be wrong for most values.
 */

/** The spoken word of each unit, ten, and of the larger orders, by which the ending is chosen. */
const units = ['нөл', 'бир', 'эки', 'үч', 'төрт', 'беш', 'алты', 'жети', 'сегиз', 'тогуз'];
const tens = ['', 'он', 'жыйырма', 'отуз', 'кырк', 'элүү', 'алтымыш', 'жетимиш', 'сексен', 'токсон'];

function lastSpokenWord(n: number): string {
  if (n % 10 !== 0 || n === 0) return units[n % 10] as string;
  if (n % 100 !== 0) return tens[(n % 100) / 10] as string;
  if (n % 1000 !== 0) return 'жүз';
  if (n % 1_000_000 !== 0) return 'миң';
  return 'миллион';
}

const vowelEnding: Record<string, string> = {
  а: 'а',
  ы: 'а',
  я: 'а',
  о: 'о',
  у: 'а',
  ю: 'а',
  ё: 'о',
  е: 'е',
  и: 'е',
  э: 'е',
  ө: 'ө',
  ү: 'ө',
};
const voiceless = new Set(['к', 'п', 'с', 'т', 'ф', 'х', 'ц', 'ч', 'ш', 'щ']);

function dativeEnding(word: string): string {
  const letters = [...word.toLowerCase()].filter((c) => /\p{L}/u.test(c));
  const vowel = [...letters].reverse().find((c) => c in vowelEnding);
  const last = letters.at(-1) ?? '';
  const consonant = voiceless.has(last) ? 'к' : 'г';
  return consonant + (vowel ? vowelEnding[vowel] : 'а');
}

/** Latin names (`Asia Mall`) are read with the vowel they are spoken with. */
const latinVowelEnding: Record<string, string> = { a: 'а', o: 'о', u: 'а', y: 'а', e: 'е', i: 'е' };
const latinVoiceless = new Set(['k', 'p', 's', 't', 'f', 'h', 'c', 'x']);

/** The ablative (from where): д/т after a voiced/voiceless last sound, the vowel by harmony, then н. */
function ablativeEnding(word: string): string {
  const letters = [...word.toLowerCase()].filter((c) => /\p{L}/u.test(c));
  const vowel = [...letters].reverse().find((c) => c in vowelEnding || c in latinVowelEnding) ?? '';
  const last = letters.at(-1) ?? '';
  const consonant = voiceless.has(last) || latinVoiceless.has(last) ? 'т' : 'д';
  return `${consonant}${vowelEnding[vowel] ?? latinVowelEnding[vowel] ?? 'а'}н`;
}

/** `ЦУМ` → `ЦУМдан`, `Онлайн кампа` → `Онлайн кампадан`, `Бишкек` → `Бишкектен`, `Asia Mall` → `Asia Mallдан`. */
export function withKyrgyzAblative(text: string): string {
  const trimmed = text.trimEnd();
  const digits = /(\d[\d\s\u00a0\u202f]*)$/u.exec(trimmed)?.[1];
  const word =
    digits === undefined ? (trimmed.split(/\s+/).at(-1) ?? '') : lastSpokenWord(Number(digits.replace(/\D/g, '')));
  return trimmed + ablativeEnding(word);
}

/** `500` → `500гө`, `14:05` → `14:05ке`, `1 250 сом` → `1 250 сомго`. */
export function withKyrgyzDative(text: string): string {
  const trimmed = text.trimEnd();
  const digits = /(\d[\d\s\u00a0\u202f]*)$/u.exec(trimmed)?.[1];
  if (digits === undefined) return trimmed + dativeEnding(trimmed.split(/\s+/).at(-1) ?? '');
  // After a colon (a time) the minutes are read on their own, and `00` as нөл-нөл.
  return trimmed + dativeEnding(lastSpokenWord(Number(digits.replace(/\D/g, ''))));
}
