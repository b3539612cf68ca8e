import { describe, expect, it } from 'vitest';
import { translate } from './translate';

/** Texts of this test's own, shaped like the app's: plural forms with i18next's suffixes. */
const texts = {
  common: { hello: 'Hello, {{name}}', nested: { deep: 'Deep' } },
  cart: {
    items_one: '{{count}} item',
    items_few: '{{count}} items (few)',
    items_many: '{{count}} items (many)',
    items_other: '{{count}} items (other)',
    total: 'Total: {{sum}}',
    found: '{{count, number}} found',
    until: 'until {{time, dative}}',
  },
};
const t = (key: string, values?: Parameters<typeof translate>[4], language: 'ru' | 'en' | 'ky' = 'en') =>
  translate(texts, language, 'common', key, values);

describe('translate', () => {
  it('reads `ns:key` prefixes, nested keys, and the default namespace', () => {
    expect(t('nested.deep')).toBe('Deep');
    expect(t('cart:total', { sum: 5 })).toBe('Total: 5');
    expect(translate(texts, 'en', 'cart', 'total', { sum: 5 })).toBe('Total: 5');
    expect(translate(texts, 'en', 'cart', 'common:hello', { name: 'Aruu' })).toBe('Hello, Aruu');
  });

  it('answers the key of a text not there (a namespace not loaded yet), without its namespace', () => {
    expect(t('cart:nothing')).toBe('nothing');
    expect(t('account:title')).toBe('title');
    expect(t('nested')).toBe('nested');
  });

  it('puts values in as they are, without escaping (React escapes what it renders)', () => {
    expect(t('hello', { name: '<b>Tom & Jerry</b>' })).toBe('Hello, <b>Tom & Jerry</b>');
    expect(t('hello', { name: '{{name}}' })).toBe('Hello, {{name}}');
  });

  it('leaves a placeholder without a value, and writes nothing for undefined or null', () => {
    expect(t('hello')).toBe('Hello, {{name}}');
    expect(t('hello', { name: undefined })).toBe('Hello, ');
    expect(t('hello', { name: null })).toBe('Hello, ');
  });

  it('picks Russian one, few, many and other by count', () => {
    const ru = (count: number) => t('cart:items', { count }, 'ru');
    expect(ru(1)).toBe('1 item');
    expect(ru(21)).toBe('21 item');
    expect(ru(3)).toBe('3 items (few)');
    expect(ru(24)).toBe('24 items (few)');
    expect(ru(5)).toBe('5 items (many)');
    expect(ru(11)).toBe('11 items (many)');
    expect(ru(0)).toBe('0 items (many)');
    expect(ru(1.5)).toBe('1.5 items (other)');
  });

  it('picks English and Kyrgyz one and other by count', () => {
    for (const language of ['en', 'ky'] as const) {
      expect(t('cart:items', { count: 1 }, language)).toBe('1 item');
      expect(t('cart:items', { count: 3 }, language)).toBe('3 items (other)');
      expect(t('cart:items', { count: 5 }, language)).toBe('5 items (other)');
      expect(t('cart:items', { count: 0 }, language)).toBe('0 items (other)');
    }
  });

  it('reads a key without plural forms as it is, count or not', () => {
    expect(t('cart:total', { count: 2, sum: 10 })).toBe('Total: 10');
  });

  it('writes {{x, number}} the shopper’s way', () => {
    expect(t('cart:found', { count: 3000 }, 'en')).toBe('3,000 found');
    expect(t('cart:found', { count: 3000 }, 'ru').replace(/\s/g, ' ')).toBe('3 000 found');
    expect(t('cart:found', { count: 3000 }, 'ky').replace(/\s/g, ' ')).toBe('3 000 found');
  });

  it('ends {{x, dative}} with the Kyrgyz dative in Kyrgyz only', () => {
    expect(t('cart:until', { time: '14:35' }, 'ky')).toBe('until 14:35ке');
    expect(t('cart:until', { time: '14:35' }, 'ru')).toBe('until 14:35');
  });
});
