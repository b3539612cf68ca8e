import type { Language } from '@aruu/contract/common';
import type { LoadBundle } from '@/shared/i18n/texts-store';
import { type LaterNamespace, laterNamespaces } from './namespaces';

type Bundles = Record<Language, () => Promise<{ messages: object }>>;

// Spelled out so the bundler makes exactly two chunks per language.
const first: Bundles = {
  ru: () => import('./ru-first'),
  en: () => import('./en-first'),
  ky: () => import('./ky-first'),
};
const later: Bundles = {
  ru: () => import('./ru-later'),
  en: () => import('./en-later'),
  ky: () => import('./ky-later'),
};

/** The part of the language's texts that holds `namespace`. */
export const loadMessages: LoadBundle = async (language, namespace) => {
  const part = laterNamespaces.includes(namespace as LaterNamespace) ? later : first;
  return (await part[language]()).messages as Record<string, object>;
};
