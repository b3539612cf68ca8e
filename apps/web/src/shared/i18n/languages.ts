import type { Language } from '@aruu/contract/common';

/** The switcher's labels (spec §1: En / Кр / Ру) and the locale used for numbers, prices and dates. */
export const languageOptions: Array<{ code: Language; label: string; locale: string }> = [
  { code: 'en', label: 'En', locale: 'en-GB' },
  { code: 'ky', label: 'Кр', locale: 'ky-KG' },
  { code: 'ru', label: 'Ру', locale: 'ru-RU' },
];

export const fallbackLanguage: Language = 'ru';

// Kyrgyz browsers sometimes report "kir" or "kg".
const aliases: Record<string, Language> = { en: 'en', ky: 'ky', kir: 'ky', kg: 'ky', ru: 'ru' };

/** A supported language for a tag like `en-US`, `ky` or `KG`, if there is one. */
export function toLanguage(tag: string | null | undefined): Language | undefined {
  const base = (tag ?? '').trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return aliases[base];
}

export function localeOf(language: Language): string {
  return languageOptions.find((option) => option.code === language)?.locale ?? 'ru-RU';
}
