import { RECENTLY_VIEWED_LIMIT } from '@aruu/contract/recently-viewed-limit';

/**
 * A guest's recently viewed products, kept in this browser (ids only, the newest first) until
 * they sign in and the list is merged into their account's.
 */
const STORAGE_KEY = 'recently_viewed';

export function deviceRecentIds(): number[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id) => Number.isInteger(id) && id > 0) : [];
  } catch {
    // A damaged value is dropped rather than breaking the page.
    return [];
  }
}

export function rememberOnDevice(productId: number): number[] {
  const ids = [productId, ...deviceRecentIds().filter((id) => id !== productId)].slice(0, RECENTLY_VIEWED_LIMIT);
  localStorage.setItem(STORAGE_KEY, JSON.stringify(ids));
  return ids;
}

export function forgetDeviceList() {
  localStorage.removeItem(STORAGE_KEY);
}
