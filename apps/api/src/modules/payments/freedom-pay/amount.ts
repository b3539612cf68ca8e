/**
 * Freedom Pay speaks amounts as decimal strings ("1500.00"); the store keeps integer tyiyn.
 * Both directions use integer arithmetic only, so no binary floating-point value is ever money.
 */

/** 150000 → "1500.00". */
export function tyiynToDecimal(tyiyn: number): string {
  if (!Number.isSafeInteger(tyiyn) || tyiyn < 0) throw new RangeError(`Not an amount in tyiyn: ${tyiyn}`);
  const som = Math.floor(tyiyn / 100);
  return `${som}.${String(tyiyn - som * 100).padStart(2, '0')}`;
}

const decimalAmount = /^(\d{1,13})(?:\.(\d{1,2}))?$/;

/** "1500.00", "1500.5" or "1500" → tyiyn; undefined for anything else (signs, exponents, 3+ decimals). */
export function decimalToTyiyn(value: string): number | undefined {
  const match = decimalAmount.exec(value.trim());
  if (!match) return undefined;
  const som = Number.parseInt(match[1]!, 10);
  const fraction = Number.parseInt((match[2] ?? '').padEnd(2, '0'), 10);
  return som * 100 + fraction;
}
