import { describe, expect, it } from 'vitest';
import { messages as ru } from './app/locales/ru';
import type { Translate } from './shared/i18n/text-keys';
import { translate } from './shared/i18n/translate';
import { messages as staffRu } from './staff/app/locales/ru';

/**
 * Each `@ts-expect-error` below is checked by `npm run typecheck`: a key that is not in the Russian
 * texts must stay a type error (src/i18n-texts.d.ts), in both apps.
 */
describe('text keys checked by tsc', () => {
  const catalog: Translate<['catalog']> = (key, values) => translate(ru, 'ru', 'catalog', key, values);
  const checkout: Translate<readonly ['checkout', 'errors']> = (key, values) =>
    translate(ru, 'ru', 'checkout', key, values);
  const staff: Translate<['staffOrders']> = (key, values) => translate(staffRu, 'ru', 'staffOrders', key, values);

  it('takes the keys of the texts, plural ones by their base, with values', () => {
    expect(catalog('heading.results', { text: 'крем' })).toBe('Результаты по запросу «крем»');
    expect(catalog('heading.found', { count: 5 }).replace(/\s/g, ' ')).toBe('Найдено 5 товаров');
    expect(catalog('heading.found_one', { count: 1 })).toBe('Найден 1 товар');
    expect(checkout('errors:network')).toBe(ru.errors.network);
    expect(checkout('checkout:terms')).toBe(ru.checkout.terms);
    expect(staff('title')).toBe(staffRu.staffOrders.title);
  });

  it('refuses a key that is not there', () => {
    // @ts-expect-error: no such key
    expect(catalog('heading.nothing')).toBe('heading.nothing');
    // @ts-expect-error: a namespace's object, not a text
    expect(catalog('heading')).toBe('heading');
    // @ts-expect-error: a namespace this `t` was not given
    expect(catalog('checkout:terms')).toBe(ru.checkout.terms);
    // @ts-expect-error: no such key in a prefixed namespace
    expect(checkout('errors:nothing')).toBe('nothing');
    // @ts-expect-error: the storefront's `t` of a staff namespace
    expect(checkout('staffOrders:title')).toBe('title');
  });

  it('refuses values of the wrong kind', () => {
    // @ts-expect-error: count is a number
    expect(catalog('heading.found', { count: '5' })).toContain('5');
    // @ts-expect-error: a value is a string or a number
    expect(catalog('heading.results', { text: {} })).toContain('Результаты');
  });
});
