import type { Language } from '@aruu/contract/common';
import { preferenceCookies } from '@aruu/contract/first-paint';
import i18n, { type BackendModule, type ReadCallback, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { mirrorToCookie } from '@/shared/lib/mirror-to-cookie';
import { detectLanguage, LANGUAGE_STORAGE_KEY, languageOptions } from './languages';

export type LoadBundle = (language: Language) => Promise<Record<string, object>>;

/** Texts arrive one language at a time: the bundle of the language in use is its own chunk. */
function lazyBundles(loadBundle: LoadBundle): BackendModule {
  return {
    type: 'backend',
    callbackApi: true,
    init() {},
    read(language: string, namespace: string, callback: ReadCallback) {
      loadBundle(language as Language).then(
        (bundle) => callback(null, bundle[namespace] as ResourceKey),
        (error: Error) => callback(error, false),
      );
    },
  };
}

/**
 * Languages per spec §1: `?lang=`, then localStorage, then the browser, then Russian; the choice
 * is kept in localStorage and `<html lang>` follows it. Russian is the fallback of that choice;
 * a key-level fallback is not needed (every language has every key — type-checked and tested),
 * so a shopper never downloads a second language's texts.
 */
export async function initI18n(loadBundle: LoadBundle, namespaces: string[]) {
  const followLanguage = (language: string) => {
    document.documentElement.lang = language;
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
    mirrorToCookie(preferenceCookies.language, language);
  };
  i18n.on('languageChanged', followLanguage);
  await i18n
    .use(lazyBundles(loadBundle))
    .use(initReactI18next)
    .init({
      lng: detectLanguage(),
      supportedLngs: languageOptions.map((option) => option.code),
      fallbackLng: false,
      ns: namespaces,
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    });
  return i18n;
}
