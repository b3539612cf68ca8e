import { describe, expect, it } from 'vitest';
import { formatDateTime, formatSom } from './format';

describe('prices and dates', () => {
  // Node's ICU knows every locale; the fallback for browsers without Kyrgyz data is covered in
  // the browser tests, which run in Debian's Chromium.
  it('writes som the way each language does', () => {
    expect(formatSom(1250, 'en')).toBe('1,250 som');
    expect(formatSom(1250.5, 'ru').replace(/\s/g, ' ')).toBe('1 250,5 сом');
    expect(formatSom(1250, 'ky').replace(/\s/g, ' ')).toBe('1 250 сом');
  });

  it('writes a date and time with the year', () => {
    const iso = '2026-11-23T09:05:00.000Z';
    for (const language of ['en', 'ru', 'ky'] as const) expect(formatDateTime(iso, language)).toMatch(/2026/);
  });
});
