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
