import { describe, expect, it } from 'vitest';
import { formatMoney, formatMoneyNumber, formatSomAmount, formatSomInput, parseSomText } from './som-text.js';

describe('parseSomText', () => {
  it('reads amounts as people type them into whole tyiyn', () => {
    expect(parseSomText('1 250,50 сом')).toBe(125050);
    expect(parseSomText('1250.5')).toBe(125050);
    expect(parseSomText('1\u00a0250')).toBe(125000);
    expect(parseSomText(' 0,01 ')).toBe(1);
    expect(parseSomText('19.99')).toBe(1999);
    expect(parseSomText('1 000 000 som')).toBe(100000000);
  });

  it('refuses what is not an amount', () => {
    for (const text of ['', 'abc', '12,345', '1.2.3', '-5', '1e3', '12,5,0', 'сом']) {
      expect(parseSomText(text), text).toBeNull();
    }
  });

  it('writes tyiyn back as a field value that parses to the same amount', () => {
    for (const tyiyn of [1, 99, 100, 125050, 2_147_483_647]) {
      expect(parseSomText(formatSomInput(tyiyn))).toBe(tyiyn);
    }
    expect(formatSomInput(125050)).toBe('1250.50');
    expect(formatSomInput(125000)).toBe('1250');
  });
});

describe('formatMoney', () => {
  const plain = (text: string) => text.replace(/\u00a0/g, ' ');

  it('writes whole som without a fraction in each language', () => {
    expect(plain(formatMoney(442600, 'ru'))).toBe('4 426 сом');
    expect(plain(formatMoney(442600, 'ky'))).toBe('4 426 сом');
    expect(plain(formatMoney(442600, 'en'))).toBe('4,426 som');
    expect(plain(formatMoney(100000000, 'ru'))).toBe('1 000 000 сом');
    expect(plain(formatMoney(0, 'en'))).toBe('0 som');
    expect(plain(formatMoney(99900, 'ky'))).toBe('999 сом');
  });

  it('writes tyiyn as two digits, only when there are some', () => {
    expect(plain(formatMoney(442580, 'ru'))).toBe('4 425,80 сом');
    expect(plain(formatMoney(125005, 'ky'))).toBe('1 250,05 сом');
    expect(plain(formatMoney(442580, 'en'))).toBe('4,425.80 som');
  });

  it('groups Russian and Kyrgyz digits with a no-break space; a minus sign, not a hyphen', () => {
    expect(formatMoney(442600, 'ru')).toBe('4\u00a0426 сом');
    expect(formatMoney(-20000, 'ru')).toBe('−200 сом');
  });

  it('reads the API’s som to whole tyiyn before writing', () => {
    expect(plain(formatSomAmount(4425.8, 'ru'))).toBe('4 425,80 сом');
    expect(plain(formatSomAmount(0.29, 'en'))).toBe('0.29 som');
    expect(plain(formatSomAmount(1190, 'en'))).toBe('1,190 som');
  });

  it('writes the figure alone for a table whose column names the currency', () => {
    expect(plain(formatMoneyNumber(442600, 'ru'))).toBe('4 426');
    expect(plain(formatMoneyNumber(-10050, 'ru'))).toBe('−100,50');
  });

  it('refuses what is not a whole number of tyiyn', () => {
    expect(() => formatMoney(1.5, 'ru')).toThrow(RangeError);
  });
});
