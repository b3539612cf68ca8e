import { somToTyiyn } from '../../lib/money.js';

/**
 * UDS amounts are decimals with two places in the company currency (KGS), and 1 point is 1 som.
 * The store counts integer tyiyn; these are the crossings.
 */

/** `123456` tyiyn → `"1234.56"`, by integer arithmetic (no float formatting). */
export function tyiynToUdsDecimal(tyiyn: number): string {
  assertTyiyn(tyiyn);
  const sign = tyiyn < 0 ? '-' : '';
  const abs = Math.abs(tyiyn);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** For JSON bodies: the same decimal as a number (`1234.56`). */
export function tyiynToUdsNumber(tyiyn: number): number {
  return Number(tyiynToUdsDecimal(tyiyn));
}

/** A UDS amount (two decimals at most) → tyiyn; rounding only removes binary floating-point noise. */
export function udsAmountToTyiyn(amount: number): number {
  return somToTyiyn(amount);
}

/** UDS points may only be rounded down: 299.99 points are 299 whole points. Sign is kept. */
export function udsPointsToWhole(points: number): number {
  const tyiyn = udsAmountToTyiyn(points);
  return Math.sign(tyiyn) * Math.trunc(Math.abs(tyiyn) / 100);
}

function assertTyiyn(value: number) {
  if (!Number.isSafeInteger(value)) throw new RangeError(`an amount in tyiyn must be an integer, got ${value}`);
}
