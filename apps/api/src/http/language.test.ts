import { describe, expect, it } from 'vitest';
import { languageFromHeader } from './language.js';

describe('languageFromHeader', () => {
  it.each([
    ['en-US,en;q=0.9', 'en'],
    ['de-DE,ky;q=0.8,ru;q=0.5', 'ky'],
    ['ru;q=0.3, en;q=0.7', 'en'],
    ['kir', 'ky'],
    ['fr, de', undefined],
    ['en;q=0', undefined],
    [undefined, undefined],
  ])('%s → %s', (header, expected) => {
    expect(languageFromHeader(header)).toBe(expected);
  });
});
