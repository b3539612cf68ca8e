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

/**
 * The part of a purchase's total (tyiyn, a refund's `partialAmount`) whose refund gives back
 * exactly `points` of the points it spent. UDS gives back the refunded share of the points,
 * rounded down (UDS-SPEC "Numbers and Rounding"), so the part is rounded up: its share is then
 * `points` and less than a hundredth more, as a purchase's points (1 som each) are at most its
 * total. Exact integer arithmetic: the product of points and tyiyn may pass float precision.
 */
export function purchasePartForPoints(purchase: { totalTyiyn: number; points: number }, points: number): number {
  assertTyiyn(purchase.totalTyiyn);
  if (!Number.isSafeInteger(points) || points <= 0 || points > purchase.points) {
    throw new RangeError(`points to give back must be whole and at most the ${purchase.points} spent, got ${points}`);
  }
  const spent = BigInt(purchase.points);
  return Number((BigInt(points) * BigInt(purchase.totalTyiyn) + spent - 1n) / spent);
}

/**
 * The whole points UDS gives back when `part` tyiyn of a purchase's total is refunded: the
 * refunded share of the points it spent, rounded down as UDS rounds them, then to whole points
 * (what an order counts). `purchasePartForPoints` asks for exactly that many back.
 */
export function pointsForPart(purchase: { totalTyiyn: number; points: number }, part: number): number {
  assertTyiyn(purchase.totalTyiyn);
  assertTyiyn(part);
  if (purchase.totalTyiyn <= 0 || part <= 0) return 0;
  const share = (BigInt(purchase.points) * BigInt(Math.min(part, purchase.totalTyiyn))) / BigInt(purchase.totalTyiyn);
  return Number(share);
}
