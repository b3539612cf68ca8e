import { describe, expect, it } from 'vitest';
import { formsPattern, isFormOf, queryWords } from './word-forms.js';

describe('queryWords', () => {
  it('stems Russian words with an ending, in the normal form', () => {
    expect(queryWords('Кремы')).toEqual([{ word: 'kremi', stem: 'krem' }]);
    expect(queryWords('увлажняющая маска')).toEqual([
      { word: 'uvlazhniaiushaia', stem: 'uvlazhnia' },
      { word: 'maska', stem: 'mask' },
    ]);
    expect(queryWords('BB-кремы')).toEqual([{ word: 'bb' }, { word: 'kremi', stem: 'krem' }]);
  });

  it('leaves short, Latin and Kyrgyz words and words without an ending as typed', () => {
    expect(queryWords('губ')).toEqual([{ word: 'gub' }]);
    expect(queryWords('kremy maski')).toEqual([{ word: 'kremi' }, { word: 'maski' }]);
    expect(queryWords('көлөкөсү')).toEqual([{ word: 'kolokosu' }]);
    // Taken for Russian, "жеңил" would lose "ил" as a verb ending.
    expect(queryWords('жеңил')).toEqual([{ word: 'zhenil' }]);
    expect(queryWords('крем')).toEqual([{ word: 'krem' }]);
  });
});

describe('isFormOf', () => {
  it('accepts a stem followed by a Russian noun or adjective ending only', () => {
    expect(isFormOf('maska', 'mask')).toBe(true);
    expect(isFormOf('maski', 'mask')).toBe(true);
    expect(isFormOf('krem', 'krem')).toBe(true);
    expect(isFormOf('uvlazhniaiushii', 'uvlazhnia')).toBe(true);
    expect(isFormOf('maskara', 'mask')).toBe(false);
    expect(isFormOf('kremovie', 'krem')).toBe(false);
    expect(isFormOf('kremderi', 'krem')).toBe(false);
    expect(isFormOf('shampundar', 'shampun')).toBe(false);
  });
});

describe('formsPattern', () => {
  const words = [
    { stem: 'krem', word: 'krem' },
    { stem: 'krem', word: 'kremi' },
    { stem: 'krem', word: 'kremovie' },
    { stem: 'mask', word: 'maskara' },
  ];

  it('matches whole forms of the stemmed words, the words as typed as they are', () => {
    expect(formsPattern(queryWords('кремы'), words)).toEqual({
      anywhere: '(^| )(krem|kremi)( |$)',
      titleStart: '^(krem|kremi)( |$)',
      stems: ['krem'],
    });
    expect(formsPattern(queryWords('кремы для ру'), words)).toEqual({
      anywhere: '(^| )(krem|kremi) dlia ru',
      titleStart: '^(krem|kremi) dlia ru',
      stems: ['krem'],
    });
  });

  it('is nothing when the forms match nothing new or a word has no form', () => {
    expect(formsPattern(queryWords('кремовые'), words)).toBeUndefined();
    expect(formsPattern(queryWords('маски'), words)).toBeUndefined();
    expect(formsPattern(queryWords('кремы маски'), words)).toBeUndefined();
  });
});
