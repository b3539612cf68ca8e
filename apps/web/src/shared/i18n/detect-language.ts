import { preferenceCookies } from '@aruu/contract/first-paint';
import { fallbackLanguage, type Language, toLanguage } from '@aruu/contract/languages';
import { mirrorToCookie } from '@/shared/lib/mirror-to-cookie';

const STORAGE_KEY = 'language';

function cookie(name: string): string | undefined {
  return document.cookie
    .split('; ')
    .find((pair) => pair.startsWith(`${name}=`))
    ?.slice(name.length + 1);
}

/**
 * Spec §1: `?lang=` (a shared link and the server's hreflang alternates open in the language they
 * name), then the stored choice, then the browser's languages, then Russian. The cookie is read
 * after localStorage, so a browser whose storage was cleared still agrees with the first paint the
 * server chose (apps/api http/language.ts reads `?lang=`, the cookie, Accept-Language). Each is read
 * by the contract's `toLanguage`, as the server reads them: `en-US` is en, `kg` and `kir` are ky.
 */
export function detectLanguage(): Language {
  const candidates = [
    new URLSearchParams(window.location.search).get('lang'),
    localStorage.getItem(STORAGE_KEY),
    cookie(preferenceCookies.language),
    ...navigator.languages,
  ];
  return candidates.map((tag) => toLanguage(tag)).find((language) => language !== undefined) ?? fallbackLanguage;
}

/** Kept in localStorage, and mirrored into the cookie the server reads for the page's first paint. */
export function rememberLanguage(language: Language) {
  localStorage.setItem(STORAGE_KEY, language);
  mirrorToCookie(preferenceCookies.language, language);
}
