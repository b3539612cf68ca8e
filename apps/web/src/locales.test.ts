import { describe, expect, it } from 'vitest';
import { messages as en } from './app/locales/en';
import { messages as ky } from './app/locales/ky';
import { namespaces } from './app/locales/namespaces';
import { messages as ru } from './app/locales/ru';
import { messages as staffEn } from './staff/app/locales/en';
import { messages as staffKy } from './staff/app/locales/ky';
import { namespaces as staffNamespaces } from './staff/app/locales/namespaces';
import { messages as staffRu } from './staff/app/locales/ru';

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

/** `{{name}}` placeholders of a text (`{{name, format}}` counts as `name`), sorted. */
function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*(?:,[^}]*)?\}\}/g)].map((match) => match[1] ?? '').sort();
}

function textAt(messages: object, path: string): string {
  return path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], messages) as string;
}

/** The storefront's and the staff app's texts, each with its namespaces; Russian is the reference. */
const apps = [
  { app: 'storefront', languages: { en, ky, ru }, namespaces },
  { app: 'staff app', languages: { en: staffEn, ky: staffKy, ru: staffRu }, namespaces: staffNamespaces },
];

describe.each(apps)('interface texts of the $app', ({ languages, namespaces }) => {
  const { en, ky, ru } = languages;

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
