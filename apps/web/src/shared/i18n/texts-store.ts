import type { Language } from '@aruu/contract/languages';
import type { Texts } from './text-keys';

/** The texts of the part of a language's bundle that holds `namespace` (an app may keep all in one). */
export type LoadBundle = (language: Language, namespace: string) => Promise<Record<string, object>>;

/** What the components render from. Replaced whole on each change, so React sees every change. */
export interface TextsState {
  language: Language;
  texts: Texts;
}

/** The language and texts of one app in the browser, or of one render on the server. */
export interface TextsStore {
  get: () => TextsState;
  subscribe: (listener: () => void) => () => void;
  /** Loads the namespaces not there yet, in the current language. */
  load: (namespaces: readonly string[]) => Promise<void>;
  /** Loads the namespaces in use in `language`, then switches to it. */
  changeLanguage: (language: Language) => Promise<void>;
}

/** Every text given at once (the server's renders): nothing to load, the language fixed. */
export function givenTexts(language: Language, texts: Texts): TextsStore {
  const state = { language, texts };
  return {
    get: () => state,
    subscribe: () => () => undefined,
    load: async () => undefined,
    changeLanguage: async () => undefined,
  };
}

/**
 * Texts downloaded as they are needed, in the one language in use: a shopper never downloads a
 * second language's texts (docs/decisions/003). `onLanguage` hears of each language switched to.
 */
export function loadedTexts(
  loadBundle: LoadBundle,
  language: Language,
  onLanguage: (language: Language) => void,
): TextsStore {
  let state: TextsState = { language, texts: {} };
  let wanted = language;
  const listeners = new Set<() => void>();
  const set = (next: TextsState) => {
    state = next;
    for (const listener of listeners) listener();
  };
  const fetchParts = (language: Language, namespaces: readonly string[]) =>
    Promise.all(namespaces.map((namespace) => loadBundle(language, namespace)));

  const load = async (namespaces: readonly string[]): Promise<void> => {
    const { language } = state;
    const missing = namespaces.filter((namespace) => !state.texts[namespace]);
    if (missing.length === 0) return;
    const parts = await fetchParts(language, missing);
    // Switched meanwhile: the new language's texts are the ones wanted.
    if (state.language !== language) return load(namespaces);
    set({ language, texts: Object.assign({}, state.texts, ...parts) });
  };

  const changeLanguage = async (language: Language): Promise<void> => {
    wanted = language;
    const inUse = Object.keys(state.texts);
    const parts = await fetchParts(language, inUse);
    // A later switch (two taps in a row) wins, whichever language arrives first.
    if (wanted !== language) return;
    // A page's texts arrived meanwhile, in the old language: those are needed in the new one too.
    if (Object.keys(state.texts).length > inUse.length) return changeLanguage(language);
    set({ language, texts: Object.assign({}, ...parts) });
    onLanguage(language);
  };

  return {
    get: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    load,
    changeLanguage,
  };
}
