import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { fallbackLanguage, LANGUAGE_STORAGE_KEY, languageOptions } from './languages';
import { common as en } from './locales/en';
import { common as ky } from './locales/ky';
import { common as ru } from './locales/ru';

/**
 * Languages per spec §1: detected from localStorage, then the browser; the choice is cached in
 * localStorage; Russian is the fallback. `<html lang>` follows the language.
 */
export async function initI18n() {
  await i18n
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      resources: { en: { common: en }, ky: { common: ky }, ru: { common: ru } },
      defaultNS: 'common',
      supportedLngs: languageOptions.map((option) => option.code),
      nonExplicitSupportedLngs: true,
      fallbackLng: fallbackLanguage,
      detection: {
        order: ['localStorage', 'navigator'],
        caches: ['localStorage'],
        lookupLocalStorage: LANGUAGE_STORAGE_KEY,
      },
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  const syncHtmlLang = (language: string) => {
    document.documentElement.lang = language;
  };
  syncHtmlLang(i18n.resolvedLanguage ?? fallbackLanguage);
  i18n.on('languageChanged', syncHtmlLang);
  return i18n;
}
