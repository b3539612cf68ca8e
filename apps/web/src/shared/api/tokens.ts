/**
 * The two tokens live in localStorage as the spec says (§3); docs/architecture.md explains the
 * mitigations (short access lifetime, rotation with reuse detection, strict CSP).
 */
const ACCESS = 'access_token';
const REFRESH = 'refresh_token';

export interface TokenPair {
  access_token: string;
  refresh_token: string;
}

export const tokens = {
  access: () => localStorage.getItem(ACCESS),
  refresh: () => localStorage.getItem(REFRESH),
  save(pair: TokenPair) {
    localStorage.setItem(ACCESS, pair.access_token);
    localStorage.setItem(REFRESH, pair.refresh_token);
  },
  clear() {
    localStorage.removeItem(ACCESS);
    localStorage.removeItem(REFRESH);
  },
};
