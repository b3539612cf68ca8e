import type { Language } from '@aruu/contract/languages';
import { useTextsState, useTextsStore } from './texts-context';

/** The interface language now in use. */
export function useLanguage(): Language {
  return useTextsState().language;
}

/** Switches the interface language once its texts have arrived; remembered for the next visit. */
export function useChangeLanguage(): (language: Language) => Promise<void> {
  return useTextsStore().changeLanguage;
}
