import type { Language } from '@aruu/contract/common';

// «Сумма прописью» of an invoice, in the invoice's language (the order's):
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

/** A whole number of som in Russian words (сом is masculine and does not change: «пять сом»). */
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

const english = {
  units: ['', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'],
  teens: ['ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'],
  tens: ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'],
  scales: ['', 'thousand', 'million', 'billion'],
};

/** 1–999 in English: «two hundred thirty-four». */
function englishTriad(n: number): string[] {
  const words = n >= 100 ? [english.units[Math.floor(n / 100)]!, 'hundred'] : [];
  const rest = n % 100;
  if (rest >= 10 && rest < 20) words.push(english.teens[rest - 10]!);
  else if (rest >= 20)
    words.push([english.tens[Math.floor(rest / 10)], english.units[rest % 10]].filter(Boolean).join('-'));
  else if (rest > 0) words.push(english.units[rest]!);
  return words;
}

const kyrgyz = {
  units: ['', 'бир', 'эки', 'үч', 'төрт', 'беш', 'алты', 'жети', 'сегиз', 'тогуз'],
  tens: ['', 'он', 'жыйырма', 'отуз', 'кырк', 'элүү', 'алтымыш', 'жетимиш', 'сексен', 'токсон'],
  scales: ['', 'миң', 'миллион', 'миллиард'],
};

/** 1–999 in Kyrgyz: «эки жүз отуз төрт» (a hundred alone is «жүз»). */
function kyrgyzTriad(n: number): string[] {
  const hundred = Math.floor(n / 100);
  const words = hundred === 0 ? [] : hundred === 1 ? ['жүз'] : [kyrgyz.units[hundred]!, 'жүз'];
  return [...words, kyrgyz.tens[Math.floor((n % 100) / 10)]!, kyrgyz.units[n % 10]!].filter(Boolean);
}

/** The same in English or Kyrgyz, whose scale words do not change with the number («five thousand», «беш миң»). */
function invariantInWords(som: number, zero: string, triadOf: (n: number) => string[], scaleWords: string[]) {
  if (som === 0) return zero;
  const words: string[] = [];
  let rest = som;
  for (let scale = 0; rest > 0; scale += 1) {
    const part = rest % 1000;
    rest = Math.floor(rest / 1000);
    if (part > 0) words.unshift(...triadOf(part), ...(scale > 0 ? [scaleWords[scale]!] : []));
  }
  return words.join(' ');
}

const wholeSomInWords: Record<Language, (som: number) => string> = {
  ru: somInWords,
  en: (som) => invariantInWords(som, 'zero', englishTriad, english.scales),
  ky: (som) => invariantInWords(som, 'нөл', kyrgyzTriad, kyrgyz.scales),
};

/** An amount in tyiyn as an invoice in `lang` writes it: the som in words, the tyiyn in figures. */
export function amountInWords(tyiyn: number, lang: Language): string {
  const words = wholeSomInWords[lang](Math.floor(tyiyn / 100));
  const cents = String(tyiyn % 100).padStart(2, '0');
  const [som, tyiynWord] = lang === 'en' ? ['som', 'tyiyn'] : ['сом', 'тыйын'];
  return `${words.charAt(0).toUpperCase()}${words.slice(1)} ${som} ${cents} ${tyiynWord}`;
}
