import { describe, expect, it } from 'vitest';
import { common as en } from './locales/en';
import { common as ky } from './locales/ky';
import { common as ru } from './locales/ru';

function keys(messages: object, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? keys(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

function values(messages: object): string[] {
  return Object.values(messages).flatMap((value) =>
    typeof value === 'object' && value !== null ? values(value) : [value],
  );
}

describe('interface texts', () => {
  it('exist with the same keys in en, ky and ru', () => {
    expect(keys(en).sort()).toEqual(keys(ru).sort());
    expect(keys(ky).sort()).toEqual(keys(ru).sort());
  });

  it('are never empty', () => {
    for (const messages of [en, ky, ru]) expect(values(messages).every((text) => text.trim().length > 0)).toBe(true);
  });
});
