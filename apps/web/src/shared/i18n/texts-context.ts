import { createContext, use, useSyncExternalStore } from 'react';
import type { TextsState, TextsStore } from './texts-store';

/**
 * The texts of the app (main.tsx, staff/main.tsx) or of one server render (prerender.tsx), so
 * each render on the server has its own language.
 */
export const TextsContext = createContext<TextsStore | null>(null);

export function useTextsStore(): TextsStore {
  const store = use(TextsContext);
  if (!store) throw new Error('useTextsStore needs a TextsContext above it');
  return store;
}

/** The language and texts now in use; the component renders again when either changes. */
export function useTextsState(): TextsState {
  const store = useTextsStore();
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
