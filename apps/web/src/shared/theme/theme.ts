import { preferenceCookies } from '@aruu/contract/first-paint';
import { mirrorToCookie } from '@/shared/lib/mirror-to-cookie';

/** Light or dark, kept in localStorage; starts light and ignores the system setting (spec §1). */
export type ColorMode = 'light' | 'dark';
const STORAGE_KEY = 'color-mode';
const listeners = new Set<() => void>();

export function storedColorMode(): ColorMode {
  return localStorage.getItem(STORAGE_KEY) === 'dark' ? 'dark' : 'light';
}

export function applyColorMode(mode: ColorMode) {
  localStorage.setItem(STORAGE_KEY, mode);
  mirrorToCookie(preferenceCookies.colorMode, mode);
  document.documentElement.classList.toggle('dark', mode === 'dark');
  for (const listener of listeners) listener();
}

export function subscribeToColorMode(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
