import { describe, expect, it } from 'vitest';
import { tyiynToUdsDecimal, tyiynToUdsNumber, udsAmountToTyiyn, udsPointsToWhole } from './uds-amounts.js';

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
});
