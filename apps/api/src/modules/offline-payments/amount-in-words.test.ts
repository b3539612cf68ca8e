import { describe, expect, it } from 'vitest';
import { amountInWords, somInWords } from './amount-in-words.js';
import { endOfBusinessDaysAfter } from './business-days.js';

describe('amounts in words', () => {
  it.each([
    [0, 'ноль'],
    [1, 'один'],
    [12, 'двенадцать'],
    [21, 'двадцать один'],
    [101, 'сто один'],
    [1000, 'одна тысяча'],
    [2002, 'две тысячи два'],
    [11_000, 'одиннадцать тысяч'],
    [21_500, 'двадцать одна тысяча пятьсот'],
    [1_234_567, 'один миллион двести тридцать четыре тысячи пятьсот шестьдесят семь'],
    [5_000_000, 'пять миллионов'],
  ])('%i som is «%s»', (som, words) => {
    expect(somInWords(som)).toBe(words);
  });

  it('writes the tyiyn in figures after the som', () => {
    expect(amountInWords(123_450, 'ru')).toBe('Одна тысяча двести тридцать четыре сом 50 тыйын');
    expect(amountInWords(500, 'ru')).toBe('Пять сом 00 тыйын');
  });

  it('writes them in English and Kyrgyz for an invoice in those languages', () => {
    expect(amountInWords(123_450, 'en')).toBe('One thousand two hundred thirty-four som 50 tyiyn');
    expect(amountInWords(1_100_019_00, 'en')).toBe('One million one hundred thousand nineteen som 00 tyiyn');
    expect(amountInWords(0, 'en')).toBe('Zero som 00 tyiyn');
    expect(amountInWords(123_450, 'ky')).toBe('Бир миң эки жүз отуз төрт сом 50 тыйын');
    expect(amountInWords(10_056_00, 'ky')).toBe('Он миң элүү алты сом 00 тыйын');
    expect(amountInWords(2_100_000_00, 'ky')).toBe('Эки миллион жүз миң сом 00 тыйын');
  });
});

describe('business days', () => {
  it('counts Monday to Friday in Bishkek time and ends at the close of the last day', () => {
    // Thursday 10:00 in Bishkek → 3 business days: Fri, Mon, Tue; ends Tuesday 23:59:59.999 (+06).
    expect(endOfBusinessDaysAfter(new Date('2026-11-26T04:00:00Z'), 3).toISOString()).toBe('2026-12-01T17:59:59.999Z');
    // Friday 23:30 in Bishkek is still Friday: 1 business day → Monday.
    expect(endOfBusinessDaysAfter(new Date('2026-11-27T17:30:00Z'), 1).toISOString()).toBe('2026-11-30T17:59:59.999Z');
    // Saturday 01:00 in Bishkek (Friday 19:00 UTC) counts from Saturday: 1 business day → Monday.
    expect(endOfBusinessDaysAfter(new Date('2026-11-27T19:00:00Z'), 1).toISOString()).toBe('2026-11-30T17:59:59.999Z');
  });
});
