/**
 * Copies a choice kept in localStorage into a cookie, for the server alone: it then sends the
 * page's first paint in the shopper's language and colour mode (apps/api modules/web).
 */
export function mirrorToCookie(name: string, value: string) {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from browsers the shop serves (Firefox, older Safari).
  document.cookie = `${name}=${value}; path=/; max-age=31536000; samesite=lax`;
}
