import type { Language } from '@aruu/contract/common';

/** The switcher's labels (spec §1: En / Кр / Ру) and the locale used for numbers, prices and dates. */
export const languageOptions: Array<{ code: Language; label: string; locale: string }> = [
  { code: 'en', label: 'En', locale: 'en-GB' },
  { code: 'ky', label: 'Кр', locale: 'ky-KG' },
  { code: 'ru', label: 'Ру', locale: 'ru-RU' },
];

export const fallbackLanguage: Language = 'ru';
export const LANGUAGE_STORAGE_KEY = 'language';

// Kyrgyz browsers sometimes report "kir" or "kg".
const aliases: Record<string, Language> = { en: 'en', ky: 'ky', kir: 'ky', kg: 'ky', ru: 'ru' };

/** A supported language for a tag like `en-US`, `ky` or `KG`, if there is one. */
export function toLanguage(tag: string | null | undefined): Language | undefined {
  const base = (tag ?? '').trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return aliases[base];
}

/**
 * Spec §1: the stored choice first, then the browser's languages, then Russian. A `?lang=` in
 * the address comes before both, so a shared link (and the server's hreflang alternates) opens
 * in the language it names.
 */
export function detectLanguage(): Language {
  const candidates = [
    new URLSearchParams(window.location.search).get('lang'),
    localStorage.getItem(LANGUAGE_STORAGE_KEY),
    ...navigator.languages,
  ];
  for (const candidate of candidates) {
    const language = toLanguage(candidate);
    if (language) return language;
  }
  return fallbackLanguage;
}

export function localeOf(language: Language): string {
  return languageOptions.find((option) => option.code === language)?.locale ?? 'ru-RU';
}
