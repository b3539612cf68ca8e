/**
 * An amount of som as people type it — "1 250,50", "1250.5", "1 250 сом" — read into integer
 * tyiyn without floating point: the digits are taken as text. Null when it is not an amount
 * (letters, three decimals, several separators, nothing at all).
 */
export function parseSomText(text: string): number | null {
  const compact = text
    .trim()
    .replace(/\s*(сом|som|c|с)\.?$/iu, '')
    // Spaces (also no-break and thin) and apostrophes group thousands.
    .replace(/[\s\u00a0\u202f']/g, '');
  const match = /^(\d+)(?:[.,](\d{1,2}))?$/.exec(compact);
  if (!match) return null;
  const whole = match[1] as string;
  const fraction = (match[2] ?? '').padEnd(2, '0');
  const tyiyn = Number(whole) * 100 + Number(fraction);
  return Number.isSafeInteger(tyiyn) ? tyiyn : null;
}

/** Tyiyn as the staff app writes them in a field: "1250.50", "1250" for whole som. */
export function formatSomInput(tyiyn: number): string {
  const whole = Math.floor(tyiyn / 100);
  const rest = tyiyn % 100;
  return rest === 0 ? String(whole) : `${whole}.${String(rest).padStart(2, '0')}`;
}

/** The languages the shop writes in (the contract's `Language`, repeated to keep this file free of zod). */
type MoneyLanguage = 'ru' | 'ky' | 'en';

const NO_BREAK_SPACE = '\u00a0';

/**
 * How money is written to people — storefront, staff app, mails, invoice, Telegram, the payment
 * page: whole som without a fraction ("4 426 сом", "4,426 som"), two digits of tyiyn only when
 * there are some ("1 250,50 сом", "1,250.50 som"; a percent discount can leave tyiyn). Russian
 * and Kyrgyz group thousands with a space and write a decimal comma; English groups with a comma
 * and writes a decimal point. Built from integers, not Intl, so every runtime writes the same
 * text (browsers without Kyrgyz locale data, Node, PDF) and no float ever shows as "335,8".
 * Russian and Kyrgyz group with a no-break space (as Intl does), so digits never wrap apart.
 */
export function formatMoney(tyiyn: number, language: MoneyLanguage): string {
  return `${formatMoneyNumber(tyiyn, language)} ${language === 'en' ? 'som' : 'сом'}`;
}

/** The figure of `formatMoney` without the word, for a table whose column says "сом". */
export function formatMoneyNumber(tyiyn: number, language: MoneyLanguage): string {
  if (!Number.isSafeInteger(tyiyn)) throw new RangeError(`Not an amount of tyiyn: ${tyiyn}`);
  const sign = tyiyn < 0 ? '−' : '';
  const magnitude = Math.abs(tyiyn);
  const whole = String(Math.floor(magnitude / 100));
  const rest = magnitude % 100;
  const english = language === 'en';
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, english ? ',' : NO_BREAK_SPACE);
  const fraction = rest === 0 ? '' : `${english ? '.' : ','}${String(rest).padStart(2, '0')}`;
  return `${sign}${grouped}${fraction}`;
}

/** The same for an amount the API speaks in som (`335.8`), read to whole tyiyn first. */
export function formatSomAmount(som: number, language: MoneyLanguage): string {
  return formatMoney(Math.round(som * 100), language);
}
