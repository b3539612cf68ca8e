import { preferenceCookies } from '@aruu/contract/first-paint';
import { fallbackLanguage, type Language, toLanguage } from '@aruu/contract/languages';
import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { addNumberFormat } from './format';
import { addDativeFormat } from './kyrgyz-dative';
import { languageOptions } from './languages';

/** The texts of the part of a language's bundle that holds `namespace` (an app may keep all in one). */
export type LoadBundle = (language: Language, namespace: string) => Promise<Record<string, object>>;

/** Set as initialisation starts, so a page's namespaces can be asked for before it ends. */
let initialised: Promise<typeof i18n> | undefined;

/**
 * Loads namespaces that the app did not load at start (a page's own texts), once the language is
 * known. Where `initI18n` never ran (the server's renders, which hold every text), it does nothing.
 */
export async function loadNamespaces(namespaces: readonly string[]): Promise<void> {
  if (initialised) await (await initialised).loadNamespaces([...namespaces]);
}

/** A year, like the colour mode's cookie (shared/lib/mirror-to-cookie.ts). */
const COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/**
 * Spec §1: `?lang=` (a shared link and the server's hreflang alternates open in the language they
 * name), then the stored choice, then the browser's languages, then Russian. The choice is kept in
 * localStorage and mirrored into the cookie the server reads for the page's first paint
 * (apps/api http/language.ts); the cookie is also read, after localStorage, so a browser whose
 * storage was cleared still agrees with the first paint the server chose.
 */
function languageDetector() {
  const detector = new LanguageDetector();
  // Last in the order, so Russian is what an unsupported browser gets, without a fallback language.
  detector.addDetector({ name: 'shopLanguage', lookup: () => fallbackLanguage });
  return detector;
}

/**
 * The language's texts arrive in chunks (`loadBundle`; the storefront's in two parts, the second with
 * the pages that need it), only for the language in use.
 * Russian is the fallback of the detection, not of each key (`fallbackLng: false`): every language
 * has every key — type-checked and tested — so a shopper never downloads a second language's
 * texts (docs/decisions/003).
 */
export function initI18n(loadBundle: LoadBundle, namespaces: string[]) {
  initialised = startI18n(loadBundle, namespaces);
  return initialised;
}

async function startI18n(loadBundle: LoadBundle, namespaces: string[]) {
  i18n.on('languageChanged', (language) => {
    document.documentElement.lang = language;
  });
  await i18n
    .use(languageDetector())
    .use(
      resourcesToBackend(
        async (language: string, namespace: string) => (await loadBundle(language as Language, namespace))[namespace],
      ),
    )
    .use(initReactI18next)
    .init({
      supportedLngs: languageOptions.map((option) => option.code),
      fallbackLng: false,
      detection: {
        order: ['querystring', 'localStorage', 'cookie', 'navigator', 'shopLanguage'],
        lookupQuerystring: 'lang',
        lookupLocalStorage: 'language',
        lookupCookie: preferenceCookies.language,
        caches: ['localStorage', 'cookie'],
        cookieOptions: { path: '/', sameSite: 'lax', maxAge: COOKIE_MAX_AGE_S },
        // `en-US` → en, and the contract's aliases (`kir`, `kg` → ky), as the server reads them.
        convertDetectedLanguage: (tag) => toLanguage(tag) ?? tag,
      },
      ns: namespaces,
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    });
  addDativeFormat(i18n);
  addNumberFormat(i18n);
  return i18n;
}
