import { describe, expect, it } from 'vitest';
import {
  pointsForPart,
  purchasePartForPoints,
  tyiynToUdsDecimal,
  tyiynToUdsNumber,
  udsAmountToTyiyn,
  udsPointsToWhole,
} from './uds-amounts.js';

describe('UDS amounts', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [123_405, '1234.05'],
    [100_000, '1000.00'],
    [-29, '-0.29'],
  ])('%i tyiyn → %s', (tyiyn, decimal) => {
    expect(tyiynToUdsDecimal(tyiyn)).toBe(decimal);
    expect(tyiynToUdsNumber(tyiyn)).toBe(Number(decimal));
  });

  it('refuses fractional tyiyn', () => {
    expect(() => tyiynToUdsDecimal(1.5)).toThrow(RangeError);
  });

  it('reads decimals back to tyiyn and points down to whole units', () => {
    expect(udsAmountToTyiyn(0.29)).toBe(29);
    expect(udsAmountToTyiyn(1234.05)).toBe(123_405);
    expect(udsPointsToWhole(299.99)).toBe(299);
    expect(udsPointsToWhole(300)).toBe(300);
    expect(udsPointsToWhole(-120)).toBe(-120);
    expect(udsPointsToWhole(0.1 + 0.2 + 299.7)).toBe(300);
  });

  it('finds the part of a purchase whose refund gives back exactly the points asked, as UDS rounds them', () => {
    // UDS's rule, as its simulator applies it: the refunded share of the spent points, rounded down (in tyiyn).
    const pointsBack = (purchase: { totalTyiyn: number; points: number }, part: number) =>
      Math.floor((purchase.points * 100 * part) / purchase.totalTyiyn);
    const purchases = [
      { totalTyiyn: 300_000, points: 300 },
      { totalTyiyn: 123_457, points: 617 },
      { totalTyiyn: 99_999, points: 999 },
      { totalTyiyn: 50_000, points: 500 },
      { totalTyiyn: 987_654_321, points: 49_383 },
    ];
    for (const purchase of purchases) {
      for (const points of [1, 2, 7, Math.floor(purchase.points / 3), purchase.points - 1, purchase.points]) {
        const part = purchasePartForPoints(purchase, points);
        expect(pointsBack(purchase, part), `${points} of ${purchase.points}`).toBe(points * 100);
        expect(part).toBeLessThanOrEqual(purchase.totalTyiyn);
      }
      expect(purchasePartForPoints(purchase, purchase.points)).toBe(purchase.totalTyiyn);
    }
    expect(() => purchasePartForPoints({ totalTyiyn: 100_000, points: 100 }, 101)).toThrow(RangeError);
    expect(() => purchasePartForPoints({ totalTyiyn: 100_000, points: 100 }, 0)).toThrow(RangeError);
  });

  it('counts the whole points UDS gives back for a part of a purchase, and that part is asked for no more', () => {
    const pointsBack = (purchase: { totalTyiyn: number; points: number }, part: number) =>
      Math.floor((purchase.points * 100 * part) / purchase.totalTyiyn);
    // 7 som of goods out of 333 som bought with 101 points: UDS would give back 2.12 points; 2 are whole.
    const odd = { totalTyiyn: 33_300, points: 101 };
    expect(pointsForPart(odd, 700)).toBe(2);
    expect(purchasePartForPoints(odd, 2)).toBe(660);
    expect(pointsBack(odd, 660)).toBe(200);
    expect(pointsForPart({ totalTyiyn: 1_000_000, points: 1000 }, 500_000)).toBe(500);
    const purchases = [odd, { totalTyiyn: 123_457, points: 617 }, { totalTyiyn: 987_654_321, points: 49_383 }];
    for (const purchase of purchases) {
      for (const part of [1, 99, 700, 12_345, Math.floor(purchase.totalTyiyn / 3), purchase.totalTyiyn]) {
        const points = pointsForPart(purchase, part);
        expect(points, `${part} of ${purchase.totalTyiyn}`).toBe(Math.floor(pointsBack(purchase, part) / 100));
        if (points > 0) expect(purchasePartForPoints(purchase, points)).toBeLessThanOrEqual(part);
      }
    }
    expect(pointsForPart(odd, 0)).toBe(0);
    expect(pointsForPart(odd, 10 * odd.totalTyiyn)).toBe(odd.points);
    expect(() => pointsForPart(odd, 1.5)).toThrow(RangeError);
  });
});
