/**
 * The two tokens live in localStorage as the spec says (§3); docs/architecture.md explains the
 * mitigations (short access lifetime, rotation with reuse detection, strict CSP). Components
 * follow the signed-in state through `subscribeToTokens`, including changes made in other tabs.
 */
const ACCESS = 'access_token';
const REFRESH = 'refresh_token';

export interface TokenPair {
  access_token: string;
  refresh_token: string;
}

const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

export const tokens = {
  access: () => localStorage.getItem(ACCESS),
  refresh: () => localStorage.getItem(REFRESH),
  save(pair: TokenPair) {
    localStorage.setItem(ACCESS, pair.access_token);
    localStorage.setItem(REFRESH, pair.refresh_token);
    notify();
  },
  clear() {
    localStorage.removeItem(ACCESS);
    localStorage.removeItem(REFRESH);
    notify();
  },
};

export function subscribeToTokens(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === ACCESS || event.key === REFRESH) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
