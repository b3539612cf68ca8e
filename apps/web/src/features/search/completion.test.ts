import { describe, expect, it } from 'vitest';
import { completionFor, SUGGESTION_LENGTH } from './completion';

describe('search completion', () => {
  const titles = ['Снежный крем', 'Крем для рук с маслом ши и алоэ вера', 'Кремовая пенка'];

  it('completes from the first title that starts with the typed text, in any case', () => {
    expect(completionFor('кр', titles)).toBe('крем для рук с');
    expect(completionFor('Кр', titles)).toBe('Крем для рук с');
  });

  it('never cuts a word: it ends the word being typed, then adds only whole words that fit', () => {
    expect(completionFor('Крем для рук с мас', titles)).toBe('Крем для рук с маслом');
    expect(completionFor('Крем ', titles)).toBe('Крем для рук с');
    expect(completionFor('Сыворотка для л', ['Сыворотка для лица и шеи с ниацинамидом'])).toBe('Сыворотка для лица и');
    expect(completionFor('сыв', ['Сыворотка-концентрат для лица'])).toBe('сыворотка-концентрат');
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
