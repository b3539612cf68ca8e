import type { Language } from '@aruu/contract/languages';
import { detectLanguage, rememberLanguage } from './detect-language';
import { type LoadBundle, loadedTexts, type TextsStore } from './texts-store';

/** Set as initialisation starts, so a page's namespaces can be asked for before it ends. */
let browserTexts: Promise<TextsStore> | undefined;

/**
 * Loads namespaces that the app did not load at start (a page's own texts), once the language is
 * known. Where `initI18n` never ran (the server's renders, which hold every text), it does nothing.
 */
export async function loadNamespaces(namespaces: readonly string[]): Promise<void> {
  if (browserTexts) await (await browserTexts).load(namespaces);
}

function applyLanguage(language: Language) {
  rememberLanguage(language);
  document.documentElement.lang = language;
}

/**
 * The browser's texts: the detected language's `namespaces`, from the chunks `loadBundle` gives
 * (the storefront's in two parts, the second with the pages that need it). Russian is the fallback
 * of the detection, not of each key: every language has every key, type-checked and tested.
 */
export function initI18n(loadBundle: LoadBundle, namespaces: readonly string[]): Promise<TextsStore> {
  browserTexts = startI18n(loadBundle, namespaces);
  return browserTexts;
}

async function startI18n(loadBundle: LoadBundle, namespaces: readonly string[]) {
  const language = detectLanguage();
  const texts = loadedTexts(loadBundle, language, applyLanguage);
  applyLanguage(language);
  await texts.load(namespaces);
  return texts;
}
