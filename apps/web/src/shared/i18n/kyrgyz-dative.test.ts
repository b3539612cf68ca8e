import { describe, expect, it } from 'vitest';
import { withKyrgyzAblative, withKyrgyzDative } from './kyrgyz-dative';
import { translate } from './translate';

describe('the Kyrgyz dative ending', () => {
  it('follows the last spoken word of a number', () => {
    expect(withKyrgyzDative('500')).toBe('500гө');
    expect(withKyrgyzDative('120')).toBe('120га');
    expect(withKyrgyzDative('1 253')).toBe('1 253кө');
    expect(withKyrgyzDative('1\u00a0000')).toBe('1\u00a0000ге');
    expect(withKyrgyzDative('40')).toBe('40ка');
    expect(withKyrgyzDative('9')).toBe('9га');
    expect(withKyrgyzDative('90')).toBe('90го');
    expect(withKyrgyzDative('10')).toBe('10го');
    expect(withKyrgyzDative('5')).toBe('5ке');
  });

  it('reads a time by its minutes, and 00 as нөл-нөл', () => {
    expect(withKyrgyzDative('21:00')).toBe('21:00гө');
    expect(withKyrgyzDative('14:35')).toBe('14:35ке');
    expect(withKyrgyzDative('23-ноябрь 2026-ж., 09:30')).toBe('23-ноябрь 2026-ж., 09:30га');
  });

  it('follows vowel harmony and a voiceless last sound in words', () => {
    expect(withKyrgyzDative('1 250 сом')).toBe('1 250 сомго');
    expect(withKyrgyzDative('Бишкек')).toBe('Бишкекке');
    expect(withKyrgyzDative('үй')).toBe('үйгө');
  });
});

describe('the dative format in texts', () => {
  it('ends a Kyrgyz value, and leaves other languages’ values as they are', () => {
    const until = {
      ky: { common: { until: '{{time, dative}} чейин' } },
      ru: { common: { until: 'до {{time, dative}}' } },
    };
    expect(translate(until.ky, 'ky', 'common', 'until', { time: '21:00' })).toBe('21:00гө чейин');
    expect(translate(until.ru, 'ru', 'common', 'until', { time: '21:00' })).toBe('до 21:00');
  });
});

describe('the Kyrgyz ablative ending (from where)', () => {
  it('follows vowel harmony and a voiceless last sound, in Cyrillic and in Latin names', () => {
    expect(withKyrgyzAblative('ЦУМ')).toBe('ЦУМдан');
    expect(withKyrgyzAblative('Онлайн кампа')).toBe('Онлайн кампадан');
    expect(withKyrgyzAblative('Вефа')).toBe('Вефадан');
    expect(withKyrgyzAblative('Бишкек')).toBe('Бишкектен');
    expect(withKyrgyzAblative('Ош')).toBe('Оштон');
    expect(withKyrgyzAblative('үй')).toBe('үйдөн');
    expect(withKyrgyzAblative('Asia Mall')).toBe('Asia Mallдан');
    expect(withKyrgyzAblative('5')).toBe('5тен');
  });

  it('is the `ablative` format of Kyrgyz texts only', () => {
    const from = { ky: { c: { from: '{{from, ablative}} алып келебиз' } }, en: { c: { from: 'from {{from}}' } } };
    expect(translate(from.ky, 'ky', 'c', 'from', { from: 'ЦУМ' })).toBe('ЦУМдан алып келебиз');
    expect(translate(from.en, 'en', 'c', 'from', { from: 'TSUM' })).toBe('from TSUM');
  });
});
