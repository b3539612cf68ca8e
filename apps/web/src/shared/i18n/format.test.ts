import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDayRange, formatShopDateTime, formatSom } from './format';
import { translate } from './translate';

describe('prices and dates', () => {
  it('writes som the way each language does', () => {
    expect(formatSom(1250, 'en')).toBe('1,250 som');
    expect(formatSom(1250.5, 'ru').replace(/\s/g, ' ')).toBe('1 250,50 сом');
    expect(formatSom(4425.8, 'en')).toBe('4,425.80 som');
    expect(formatSom(1250, 'ky').replace(/\s/g, ' ')).toBe('1 250 сом');
  });

  it('writes a date and time with the year', () => {
    const iso = '2026-11-23T09:05:00.000Z';
    for (const language of ['en', 'ru', 'ky'] as const) expect(formatDateTime(iso, language)).toMatch(/2026/);
  });

  // Node knows Kyrgyz and Debian's Chromium does not: the server's render of a page and the
  // browser's must still write the same text, or hydration fails.
  it("writes Kyrgyz without the runtime's Kyrgyz data", () => {
    expect(formatDateTime('2026-11-23T09:05:00.000Z', 'ky')).toMatch(/^23-ноябрь 2026-ж\., \d\d:05$/);
  });

  it("writes the shop's date and time in Bishkek (UTC+6), whatever the reader's time zone", () => {
    // 20:30 UTC on the 23rd is 02:30 on the 24th in Bishkek.
    const iso = '2026-11-23T20:30:00.000Z';
    expect(formatShopDateTime(iso, 'ky')).toBe('24-ноябрь 2026-ж., 02:30');
    expect(formatShopDateTime(iso, 'en')).toMatch(/24 Nov 2026.*02:30/);
    expect(formatShopDateTime(iso, 'ru')).toMatch(/24 нояб\. 2026.*02:30/);
  });

  it('answers {{count, number}} in a text with the same digits as formatNumber', () => {
    const found = (language: 'ky' | 'en', text: string) =>
      translate({ catalog: { found_other: text } }, language, 'common', 'catalog:found', { count: 3000 });
    expect(found('ky', '{{count, number}} товар табылды').replace(/\s/g, ' ')).toBe('3 000 товар табылды');
    expect(found('en', '{{count, number}} found')).toBe('3,000 found');
  });

  it('writes a delivery window as days of a month in each language', () => {
    const plain = (text: string) => text.replace(/\s/g, ' ');
    // Intl puts thin spaces around the dash in English.
    expect(plain(formatDayRange('2026-12-03', '2026-12-05', 'en'))).toMatch(/^3 ?– ?5 December$/);
    expect(plain(formatDayRange('2026-12-03', '2026-12-05', 'ru'))).toMatch(/^3 ?– ?5 декабря$/);
    expect(formatDayRange('2026-12-03', '2026-12-05', 'ky')).toBe('3–5-декабрь');
    expect(formatDayRange('2026-11-30', '2026-12-02', 'ky')).toBe('30-ноябрь – 2-декабрь');
    expect(plain(formatDayRange('2026-12-04', '2026-12-04', 'ru'))).toBe('4 декабря');
  });
});
