import { useSyncExternalStore } from 'react';

/**
 * The shopper's last submitted searches, kept in this browser only (localStorage) and never sent
 * to the server: newest first, each once (ignoring case and spacing), at most `RECENT_SEARCHES`.
 */
export const RECENT_SEARCHES = 8;
const STORAGE_KEY = 'recent-searches';
const listeners = new Set<() => void>();
const none: readonly string[] = [];
let snapshot: { raw: string | null; list: readonly string[] } = { raw: null, list: none };

/** One spelling for comparing: "  Krem   Lab " and "krem lab" are the same search. */
const sameSearch = (text: string) => text.trim().replace(/\s+/g, ' ').toLocaleLowerCase();

function read(): readonly string[] {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(STORAGE_KEY);
  } catch {
    // Storage refused (a locked-down browser): there is simply nothing remembered.
  }
  if (raw === snapshot.raw) return snapshot.list;
  let list: readonly string[] = none;
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    if (Array.isArray(parsed)) list = parsed.filter((item): item is string => typeof item === 'string');
  } catch {
    // Damaged by hand or by another version: start afresh rather than fail the search box.
  }
  snapshot = { raw, list };
  return list;
}

function write(list: readonly string[]) {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(list));
  } catch {
    // Full or refused storage: the search still works, it is just not remembered.
  }
  for (const listener of listeners) listener();
}

/** Puts a submitted search first; empty or blank text is not a search and is not kept. */
export function rememberSearch(text: string) {
  const query = text.trim().replace(/\s+/g, ' ');
  if (!query) return;
  const key = sameSearch(query);
  write([query, ...read().filter((item) => sameSearch(item) !== key)].slice(0, RECENT_SEARCHES));
}

export function forgetSearch(text: string) {
  const key = sameSearch(text);
  write(read().filter((item) => sameSearch(item) !== key));
}

export function clearRecentSearches() {
  write([]);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab of the shop changed the list.
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useRecentSearches(): readonly string[] {
  return useSyncExternalStore(subscribe, read, () => none);
}
