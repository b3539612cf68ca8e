import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { addNumberFormat, formatDateTime, formatSom } from './format';

describe('prices and dates', () => {
  it('writes som the way each language does', () => {
    expect(formatSom(1250, 'en')).toBe('1,250 som');
    expect(formatSom(1250.5, 'ru').replace(/\s/g, ' ')).toBe('1 250,5 сом');
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

  it("answers i18next's {{count, number}} with the same digits as formatNumber", async () => {
    const found = async (lng: 'ky' | 'en') => {
      const i18n = createInstance();
      await i18n.init({
        lng,
        resources: {
          ky: { catalog: { found_other: '{{count, number}} товар табылды' } },
          en: { catalog: { found_other: '{{count, number}} found' } },
        },
        interpolation: { escapeValue: false },
      });
      addNumberFormat(i18n);
      // A key of this test's own texts, not of the app's typed ones.
      const t = i18n.t as unknown as (key: string, options: object) => string;
      return t('catalog:found', { count: 3000 });
    };
    expect((await found('ky')).replace(/\s/g, ' ')).toBe('3 000 товар табылды');
    expect(await found('en')).toBe('3,000 found');
  });
});
