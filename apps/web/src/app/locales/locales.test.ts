import { describe, expect, it } from 'vitest';
import { messages as en } from './en';
import { messages as ky } from './ky';
import { namespaces } from './namespaces';
import { messages as ru } from './ru';

function keys(messages: object, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? keys(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

function values(messages: object): unknown[] {
  return Object.values(messages).flatMap((value) =>
    typeof value === 'object' && value !== null ? values(value) : [value],
  );
}

/** `{{name}}` placeholders of a text, sorted. */
function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1] ?? '').sort();
}

function textAt(messages: object, path: string): string {
  return path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], messages) as string;
}

const languages = { en, ky, ru };

describe('interface texts', () => {
  it('have every namespace in every language', () => {
    for (const bundle of Object.values(languages)) expect(Object.keys(bundle).sort()).toEqual([...namespaces].sort());
  });

  it.each(['en', 'ky'] as const)('exist in %s with exactly the keys of ru', (language) => {
    expect(keys(languages[language]).sort()).toEqual(keys(ru).sort());
  });

  it('are never empty', () => {
    for (const bundle of Object.values(languages)) {
      for (const text of values(bundle)) {
        expect(typeof text).toBe('string');
        expect((text as string).trim().length).toBeGreaterThan(0);
      }
    }
  });

  it('use the same placeholders in every language', () => {
    for (const path of keys(ru)) {
      const expected = placeholders(textAt(ru, path));
      expect(placeholders(textAt(en, path)), `en ${path}`).toEqual(expected);
      expect(placeholders(textAt(ky, path)), `ky ${path}`).toEqual(expected);
    }
  });
});
