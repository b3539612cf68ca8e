import { describe, expect, it } from 'vitest';
import { buildSearchText, normalizeForSearch } from './search-text.js';

describe('normalizeForSearch', () => {
  it('meets Cyrillic and Latin spellings in one form', () => {
    expect(normalizeForSearch('krem')).toBe(normalizeForSearch('Крем'));
    expect(normalizeForSearch('Krem')).toBe(normalizeForSearch('крем'));
    expect(normalizeForSearch('Шампунь')).toBe(normalizeForSearch('shampun'));
    expect(normalizeForSearch('COSRX')).toBe(normalizeForSearch('Косркс'));
    expect(normalizeForSearch('Vitamin C')).toBe(normalizeForSearch('витамин С'));
    expect(normalizeForSearch('Тёплый йогурт')).toBe('teplii iogurt');
  });

  it('handles Kyrgyz letters and strips accents and punctuation', () => {
    expect(normalizeForSearch('Өңдөгүч')).toBe('ondoguch');
    expect(normalizeForSearch('Crème-gel  BIO!')).toBe('kreme gel bio');
  });
});

describe('buildSearchText', () => {
  it('keeps titles and brand as separate parts, each normalised', () => {
    expect(
      buildSearchText({
        titles: ['Крем для лица', 'Face Cream', 'Бет үчүн крем'],
        brand: 'Krem Lab',
        categories: ['Уход'],
      }),
    ).toBe('krem dlia litsa | fase kream | bet uchun krem | krem lab | uhod');
  });
});
