/**
 * The interface languages and how a language tag names one. Plain data, no zod: the storefront's
 * entry reads it at run time (language detection, before any schema is needed).
 */
export const languages = ['ru', 'en', 'ky'] as const;
export type Language = (typeof languages)[number];
/** Russian is the store's fallback language. */
export const fallbackLanguage: Language = 'ru';

/**
 * Other names browsers give a supported language: Kyrgyz speakers' browsers often say "kir"
 * (ISO 639-2) or "kg" (the country's code) and mean ky.
 */
export const languageAliases: Readonly<Record<string, Language>> = { kir: 'ky', kg: 'ky' };

/** The supported language a tag like `en-US`, `KY`, `kg` or `kir_KG` names, if it names one. */
export function toLanguage(tag: string | null | undefined): Language | undefined {
  const base = (tag ?? '').trim().toLowerCase().split(/[-_]/)[0] ?? '';
  if ((languages as readonly string[]).includes(base)) return base as Language;
  // Own names only: `constructor` or `__proto__` (from ?lang= or a cookie) must not find Object's.
  return Object.hasOwn(languageAliases, base) ? languageAliases[base] : undefined;
}
