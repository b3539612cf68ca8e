import type { Language } from '@aruu/contract/languages';

/** The switcher's labels (spec §1: En / Кр / Ру) and the locale used for numbers, prices and dates. */
export const languageOptions: Array<{ code: Language; label: string; locale: string }> = [
  { code: 'en', label: 'En', locale: 'en-GB' },
  { code: 'ky', label: 'Кр', locale: 'ky-KG' },
  { code: 'ru', label: 'Ру', locale: 'ru-RU' },
];

export function localeOf(language: Language): string {
  return languageOptions.find((option) => option.code === language)?.locale ?? 'ru-RU';
}
