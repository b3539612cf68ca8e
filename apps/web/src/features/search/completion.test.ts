import { describe, expect, it } from 'vitest';
import { completionFor, phrasesFor, QUERY_SUGGESTIONS, SUGGESTION_LENGTH } from './completion';

describe('search completion', () => {
  const titles = ['Снежный крем', 'Крем для рук с маслом ши и алоэ вера', 'Кремовая пенка'];

  it('completes from the first title that starts with the typed text, in any case', () => {
    expect(completionFor('кр', titles)).toBe('крем для рук');
    expect(completionFor('Кр', titles)).toBe('Крем для рук');
  });

  it('never cuts a word: it ends the word being typed, then adds only whole words that fit', () => {
    expect(completionFor('Крем для рук с мас', titles)).toBe('Крем для рук с маслом');
    expect(completionFor('Крем ', titles)).toBe('Крем для рук');
    expect(completionFor('Сыворотка для л', ['Сыворотка для лица и шеи с ниацинамидом'])).toBe('Сыворотка для лица');
    expect(completionFor('сыв', ['Сыворотка-концентрат для лица'])).toBe('сыворотка-концентрат');
  });

  it('never ends on a dangling preposition or conjunction, in any of the three languages', () => {
    const shampoo = ['Шампунь для волос с кератином и маслом арганы'];
    expect(completionFor('шамп', shampoo)).toBe('шампунь для волос');
    expect(completionFor('Шампунь для волос с', shampoo)).toBe('Шампунь для волос с кератином');
    expect(completionFor('Шампунь для волос с к', shampoo)).toBe('Шампунь для волос с кератином');
    expect(completionFor('Шампунь для', shampoo)).toBe('Шампунь для волос');
    expect(completionFor('Крем со', ['Крем со скваланом'])).toBe('Крем со скваланом');
    expect(completionFor('бет', ['Бет үчүн крем жана сыворотка'])).toBe('бет үчүн крем');
    expect(completionFor('Сабын', ['Сабын менен шампунь'])).toBe('Сабын менен шампунь');
    expect(completionFor('hand', ['Hand cream with argan oil'])).toBe('hand cream');
    expect(completionFor('Cream for', ['Cream for hands, with shea'])).toBe('Cream for hands,');
  });

  it('takes the shortest whole phrase when nothing fits the suggestion length', () => {
    const titles = ['Восстанавливающий бальзам для волос'];
    expect(completionFor('вос', titles)).toBe('восстанавливающий');
    expect(completionFor('Восстанавливающий ', titles)).toBe('Восстанавливающий бальзам');
  });

  it('is at most the suggestion length, without a trailing space', () => {
    const completion = completionFor('к', ['Крем для рук с маслом ши']);
    expect(completion?.length).toBeLessThanOrEqual(SUGGESTION_LENGTH);
    expect(completion?.endsWith(' ')).toBe(false);
  });

  it('offers nothing for empty text, leading spaces, no prefix match or nothing to add', () => {
    expect(completionFor('', titles)).toBeUndefined();
    expect(completionFor('  кр', titles)).toBeUndefined();
    expect(completionFor('пенка', titles)).toBeUndefined();
    expect(completionFor('Снежный крем', titles)).toBeUndefined();
  });

  it('suggests nothing more once the typed text is longer than a suggestion', () => {
    const typed = 'Крем для рук с маслом';
    expect(completionFor(typed, titles)).toBeUndefined();
  });
});

describe('query suggestions', () => {
  it('suggests a phrase from each title in which a word starts with the text, once each, keeping the typed case', () => {
    const titles = [
      'Крем для рук с маслом ши',
      'Снежный крем для лица',
      'крем для рук с экстрактом алоэ',
      'Пенка кремовая',
      'Экран от солнца',
    ];
    expect(phrasesFor('кр', titles)).toEqual(['крем для рук', 'крем для лица', 'кремовая']);
    expect(phrasesFor('Крем д', titles)).toEqual(['Крем для рук', 'Крем для лица']);
  });

  it('suggests nothing for blank text, nothing that only repeats it, and at most a few', () => {
    expect(phrasesFor('  ', ['Крем'])).toEqual([]);
    expect(phrasesFor('крем', ['Крем', 'Крем'])).toEqual([]);
    const many = ['a1', 'a2', 'a3', 'a4', 'a5', 'a6'].map((word) => `${word} cream`);
    expect(phrasesFor('a', many)).toHaveLength(QUERY_SUGGESTIONS);
  });
});
