import { describe, expect, it } from 'vitest';
import { dateTimeFormat } from './date-formats.js';

describe('dateTimeFormat', () => {
  it('builds one formatter per locale and options, and formats as a new one would', () => {
    const options: Intl.DateTimeFormatOptions = { timeZone: 'Asia/Bishkek', hour: '2-digit', hourCycle: 'h23' };
    const first = dateTimeFormat('en-CA', options);
    expect(dateTimeFormat('en-CA', { ...options })).toBe(first);
    expect(dateTimeFormat('ru-RU', options)).not.toBe(first);
    expect(dateTimeFormat('en-CA', { ...options, timeZone: 'UTC' })).not.toBe(first);
    const noonInUtc = new Date('2026-11-30T12:00:00Z');
    expect(first.format(noonInUtc)).toBe('18');
    expect(dateTimeFormat('en-CA', { ...options, timeZone: 'UTC' }).format(noonInUtc)).toBe('12');
  });
});
