import type { Language } from '@aruu/contract/common';

/** The switcher's labels (spec §1: En / Кр / Ру) and the locale used for numbers and prices. */
export const languageOptions: Array<{ code: Language; label: string; locale: string }> = [
  { code: 'en', label: 'En', locale: 'en-GB' },
  { code: 'ky', label: 'Кр', locale: 'ky-KG' },
  { code: 'ru', label: 'Ру', locale: 'ru-RU' },
];

export const fallbackLanguage: Language = 'ru';
export const LANGUAGE_STORAGE_KEY = 'language';
