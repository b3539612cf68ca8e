/**
 * The two tokens live in localStorage as the spec says (§3); docs/areas/accounts.md explains the
 * mitigations (short access lifetime, rotation with reuse detection, strict CSP). Components
 * follow the signed-in state through `subscribe`, including changes made in other tabs. The
 * shopper's and the staff app's sessions are two stores under different keys, so signing out of
 * the back office leaves the same person's shopping session alone, and the other way round.
 */
export interface TokenPair {
  access_token: string;
  refresh_token: string;
}

export interface TokenStore {
  access(): string | null;
  refresh(): string | null;
  save(pair: TokenPair): void;
  clear(): void;
  subscribe(listener: () => void): () => void;
}

/** A token store whose localStorage keys start with `prefix`. */
export function createTokenStore(prefix: string): TokenStore {
  const ACCESS = `${prefix}access_token`;
  const REFRESH = `${prefix}refresh_token`;
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  return {
    access: () => localStorage.getItem(ACCESS),
    refresh: () => localStorage.getItem(REFRESH),
    save(pair) {
      localStorage.setItem(ACCESS, pair.access_token);
      localStorage.setItem(REFRESH, pair.refresh_token);
      notify();
    },
    clear() {
      localStorage.removeItem(ACCESS);
      localStorage.removeItem(REFRESH);
      notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      const onStorage = (event: StorageEvent) => {
        if (event.key === null || event.key === ACCESS || event.key === REFRESH) listener();
      };
      window.addEventListener('storage', onStorage);
      return () => {
        listeners.delete(listener);
        window.removeEventListener('storage', onStorage);
      };
    },
  };
}

/** The shopper's session. */
export const tokens = createTokenStore('');
