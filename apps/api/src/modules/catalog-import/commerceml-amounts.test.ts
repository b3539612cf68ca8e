import { describe, expect, it } from 'vitest';
import { amountOf } from './commerceml-offers.js';
import { slugOfTitle } from './commerceml-resolve.js';
import type { XmlNode } from './commerceml-xml.js';

const leaf = (name: string, text: string): XmlNode => ({ name, attributes: {}, text, children: [] });
const price = (amount: string, currency = '', type = 'retail'): XmlNode => ({
  name: 'Цена',
  attributes: {},
  text: '',
  children: [leaf('ИдТипаЦены', type), leaf('ЦенаЗаЕдиницу', amount), ...(currency ? [leaf('Валюта', currency)] : [])],
});
const refusal = (work: () => unknown) => {
  try {
    work();
  } catch (error) {
    return (error as { refusal?: unknown }).refusal;
  }
  return undefined;
};

describe('CommerceML amounts', () => {
  it('reads som by their digits into tyiyn, as 1C and МойСклад write them', () => {
    const none = new Map<string, string>();
    // Expected tyiyn written out by hand: som × 100 + tyiyn.
    expect(amountOf(price('1250.50'), none)).toBe(125_050);
    expect(amountOf(price('1 250,5'), none)).toBe(125_050);
    expect(amountOf(price('1250.5000'), none)).toBe(125_050);
    expect(amountOf(price('0.07'), none)).toBe(7);
    expect(amountOf(price('2000000.01'), none)).toBe(200_000_001);
  });

  it('refuses what is finer than a tyiyn, not a number, or not in som', () => {
    const none = new Map<string, string>();
    expect(refusal(() => amountOf(price('12.345'), none))).toEqual({
      column: 'price',
      reason: 'bad_price',
      value: '12.345',
    });
    expect(refusal(() => amountOf(price('-5'), none))).toMatchObject({ reason: 'bad_price' });
    expect(refusal(() => amountOf(price('5', 'USD'), none))).toEqual({
      column: 'price',
      reason: 'bad_currency',
      value: 'USD',
    });
    // The price type's currency counts when the price names none.
    expect(refusal(() => amountOf(price('5'), new Map([['retail', 'руб']])))).toMatchObject({ reason: 'bad_currency' });
    for (const currency of ['KGS', 'сом', 'Сом', 'som', '417']) expect(amountOf(price('5', currency), none)).toBe(500);
  });
});

describe('slugs of new products', () => {
  it('transliterates the Russian name', () => {
    expect(slugOfTitle('Крем для лица увлажняющий')).toBe('krem-dlya-litsa-uvlazhnyayushii');
    expect(slugOfTitle('Шампунь «Ёлка» для волос')).toBe('shampun-elka-dlya-volos');
    expect(slugOfTitle('Бет үчүн маска')).toBe('bet-uchun-maska');
    expect(slugOfTitle('«»')).toBe('product');
  });
});
