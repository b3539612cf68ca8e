import { afterEach, describe, expect, it, vi } from 'vitest';
import { detectLanguage, rememberLanguage } from './detect-language';

function memoryStorage(entries: Record<string, string> = {}): Pick<Storage, 'getItem' | 'setItem'> {
  const stored = new Map(Object.entries(entries));
  return { getItem: (key) => stored.get(key) ?? null, setItem: (key, value) => void stored.set(key, value) };
}

/** A browser at `search`, with `stored` in localStorage, `cookie` and the browser's `languages`. */
function browser({ search = '', stored = {}, cookie = '', languages = [] as string[] }) {
  vi.stubGlobal('window', { location: { search } });
  vi.stubGlobal('localStorage', memoryStorage(stored));
  vi.stubGlobal('document', { cookie });
  vi.stubGlobal('navigator', { languages });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the language detection', () => {
  it('takes ?lang= first', () => {
    browser({ search: '?q=x&lang=en', stored: { language: 'ky' }, cookie: 'language=ru', languages: ['ru'] });
    expect(detectLanguage()).toBe('en');
  });

  it('then the stored choice', () => {
    browser({ stored: { language: 'ky' }, cookie: 'language=en', languages: ['ru'] });
    expect(detectLanguage()).toBe('ky');
  });

  it('then the cookie, read among others', () => {
    browser({ cookie: 'color-mode=dark; language=en; other=1', languages: ['ru'] });
    expect(detectLanguage()).toBe('en');
  });

  it("then the browser's languages, the first the shop speaks", () => {
    browser({ languages: ['de-DE', 'en-US', 'ru'] });
    expect(detectLanguage()).toBe('en');
  });

  it('reads aliases and regions as the contract does (kg, kir, en-US)', () => {
    browser({ search: '?lang=kg' });
    expect(detectLanguage()).toBe('ky');
    browser({ languages: ['kir'] });
    expect(detectLanguage()).toBe('ky');
    // A Kyrgyz browser that says "kg" (the country's code), as Chromium does with that locale.
    browser({ languages: ['kg'] });
    expect(detectLanguage()).toBe('ky');
    browser({ stored: { language: 'EN-us' } });
    expect(detectLanguage()).toBe('en');
  });

  it('passes over what names no language of the shop, and ends with Russian', () => {
    browser({ search: '?lang=xx', stored: { language: 'de' }, cookie: 'language=<b>', languages: ['fr-FR'] });
    expect(detectLanguage()).toBe('ru');
    browser({});
    expect(detectLanguage()).toBe('ru');
    // A browser in a language the shop does not speak, with nothing stored.
    browser({ languages: ['de-DE', 'de'] });
    expect(detectLanguage()).toBe('ru');
  });

  it('remembers the language in localStorage and in the cookie the server reads, for a year', () => {
    browser({});
    rememberLanguage('ky');
    expect(localStorage.getItem('language')).toBe('ky');
    expect(document.cookie).toBe('language=ky; path=/; max-age=31536000; samesite=lax');
    expect(detectLanguage()).toBe('ky');
  });
});
