import type { Language } from '@aruu/contract/common';
import type { LoadBundle } from '@/shared/i18n/texts-store';

// Spelled out so the bundler makes exactly one chunk per language.
const bundles: Record<Language, () => Promise<{ messages: object }>> = {
  ru: () => import('./ru'),
  en: () => import('./en'),
  ky: () => import('./ky'),
};

export const loadMessages: LoadBundle = async (language) =>
  (await bundles[language]()).messages as Record<string, object>;
