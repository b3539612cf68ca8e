// «Сумма прописью» of a Kyrgyz invoice, in Russian (the language of the shop's documents):
// 1 234 567,50 → «Один миллион двести тридцать четыре тысячи пятьсот шестьдесят семь сом 50 тыйын».

const units = {
  masculine: ['', 'один', 'два', 'три', 'четыре', 'пять', 'шесть', 'семь', 'восемь', 'девять'],
  feminine: ['', 'одна', 'две', 'три', 'четыре', 'пять', 'шесть', 'семь', 'восемь', 'девять'],
};
const teens = [
  'десять',
  'одиннадцать',
  'двенадцать',
  'тринадцать',
  'четырнадцать',
  'пятнадцать',
  'шестнадцать',
  'семнадцать',
  'восемнадцать',
  'девятнадцать',
];
const tens = [
  '',
  '',
  'двадцать',
  'тридцать',
  'сорок',
  'пятьдесят',
  'шестьдесят',
  'семьдесят',
  'восемьдесят',
  'девяносто',
];
const hundreds = [
  '',
  'сто',
  'двести',
  'триста',
  'четыреста',
  'пятьсот',
  'шестьсот',
  'семьсот',
  'восемьсот',
  'девятьсот',
];

type Gender = keyof typeof units;

/** Russian's three plural forms: 1 тысяча, 2 тысячи, 5 тысяч. */
function pluralForm(n: number, forms: [string, string, string]): string {
  const lastTwo = n % 100;
  const last = n % 10;
  if (lastTwo >= 11 && lastTwo <= 14) return forms[2];
  if (last === 1) return forms[0];
  if (last >= 2 && last <= 4) return forms[1];
  return forms[2];
}

/** 1–999 in words. */
function triad(n: number, gender: Gender): string[] {
  const words = [hundreds[Math.floor(n / 100)]!];
  const rest = n % 100;
  if (rest >= 10 && rest < 20) words.push(teens[rest - 10]!);
  else words.push(tens[Math.floor(rest / 10)]!, units[gender][rest % 10]!);
  return words.filter(Boolean);
}

const scales: Array<{ forms: [string, string, string]; gender: Gender }> = [
  { forms: ['', '', ''], gender: 'masculine' },
  { forms: ['тысяча', 'тысячи', 'тысяч'], gender: 'feminine' },
  { forms: ['миллион', 'миллиона', 'миллионов'], gender: 'masculine' },
  { forms: ['миллиард', 'миллиарда', 'миллиардов'], gender: 'masculine' },
];

/** A whole number of som in words (сом is masculine and does not change: «пять сом»). */
export function somInWords(som: number): string {
  if (som === 0) return 'ноль';
  const words: string[] = [];
  let rest = som;
  for (let scale = 0; rest > 0; scale += 1) {
    const part = rest % 1000;
    rest = Math.floor(rest / 1000);
    const { forms, gender } = scales[scale]!;
    if (part > 0) words.unshift(...triad(part, gender), ...(scale > 0 ? [pluralForm(part, forms)] : []));
  }
  return words.join(' ');
}

/** An amount in tyiyn as an invoice writes it: the som in words, the tyiyn in figures. */
export function amountInWords(tyiyn: number): string {
  const words = somInWords(Math.floor(tyiyn / 100));
  const cents = String(tyiyn % 100).padStart(2, '0');
  return `${words.charAt(0).toUpperCase()}${words.slice(1)} сом ${cents} тыйын`;
}
