import { describe, expect, it } from 'vitest';
import { roundUpToWholeSom, somAmountToTyiynRoundedUp } from './cdek-amount.js';

describe('somAmountToTyiynRoundedUp', () => {
  it.each([
    [61.07, 6107],
    [0.29, 29],
    [1.005, 101],
    [250, 25000],
    [250.001, 25001],
    [0, 0],
  ])('%s som → %s tyiyn', (som, tyiyn) => {
    expect(somAmountToTyiynRoundedUp(som)).toBe(tyiyn);
  });

  it('refuses what is not an amount', () => {
    expect(() => somAmountToTyiynRoundedUp(-1)).toThrow(RangeError);
    expect(() => somAmountToTyiynRoundedUp(Number.NaN)).toThrow(RangeError);
  });
});

describe('roundUpToWholeSom', () => {
  it.each([
    [33580, 33600],
    [33501, 33600],
    [33600, 33600],
    [1, 100],
    [0, 0],
  ])('%s tyiyn → %s tyiyn', (tyiyn, whole) => {
    expect(roundUpToWholeSom(tyiyn)).toBe(whole);
  });

  it('refuses what is not a whole number of tyiyn', () => {
    expect(() => roundUpToWholeSom(1.5)).toThrow(RangeError);
    expect(() => roundUpToWholeSom(-100)).toThrow(RangeError);
  });
});
