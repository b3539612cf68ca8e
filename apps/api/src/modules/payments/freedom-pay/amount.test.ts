import { describe, expect, it } from 'vitest';
import { decimalToTyiyn, tyiynToDecimal } from './amount.js';

describe('provider amounts', () => {
  it('writes tyiyn as a decimal string with two places', () => {
    expect(tyiynToDecimal(150_000)).toBe('1500.00');
    expect(tyiynToDecimal(5)).toBe('0.05');
    expect(tyiynToDecimal(0)).toBe('0.00');
    expect(tyiynToDecimal(123_456_789)).toBe('1234567.89');
    expect(tyiynToDecimal(Number.MAX_SAFE_INTEGER)).toBe('90071992547409.91');
  });

  it('refuses what is not a whole number of tyiyn', () => {
    expect(() => tyiynToDecimal(1.5)).toThrow(RangeError);
    expect(() => tyiynToDecimal(-1)).toThrow(RangeError);
    expect(() => tyiynToDecimal(Number.NaN)).toThrow(RangeError);
  });

  it('reads decimal strings exactly, including values floats get wrong', () => {
    expect(decimalToTyiyn('1500.00')).toBe(150_000);
    expect(decimalToTyiyn('1500.5')).toBe(150_050);
    expect(decimalToTyiyn('1500')).toBe(150_000);
    expect(decimalToTyiyn('0.29')).toBe(29); // 0.29 * 100 === 28.999999999999996
    expect(decimalToTyiyn('1.13')).toBe(113);
    expect(decimalToTyiyn(' 12.30 ')).toBe(1230);
  });

  it('refuses more than two decimals and anything that is not a plain amount', () => {
    for (const value of ['1.005', '-1.00', '1e3', '', '.5', '1.', '1,50', '0x10', '12345678901234.00', 'NaN']) {
      expect(decimalToTyiyn(value), value).toBeUndefined();
    }
  });
});
