import { fallbackLanguage, toLanguage } from '@aruu/contract/languages';
import { type LegalPageId, legalPageIds } from '@aruu/contract/store-info';
import type { LegalPage } from './legal-page';
import type { LegalLanguage } from './store-facts';

export type { LegalPage, LegalSection } from './legal-page';
export { type LegalLanguage, legalLanguages } from './store-facts';

export function isLegalPageId(value: string): value is LegalPageId {
  return (legalPageIds as readonly string[]).includes(value);
}

type PageModule = { page: LegalPage };
type Loader = () => Promise<PageModule>;

// Every import path is spelled out so the bundler makes one small chunk per page and language.
const loaders: Record<LegalLanguage, Record<LegalPageId, Loader>> = {
  ru: {
    'privacy-policy': () => import('./ru/privacy-policy'),
    return: () => import('./ru/return'),
    'rules-of-offer': () => import('./ru/rules-of-offer'),
    'rules-of-sale': () => import('./ru/rules-of-sale'),
    'public-offer': () => import('./ru/public-offer'),
    refund: () => import('./ru/refund'),
  },
  en: {
    'privacy-policy': () => import('./en/privacy-policy'),
    return: () => import('./en/return'),
    'rules-of-offer': () => import('./en/rules-of-offer'),
    'rules-of-sale': () => import('./en/rules-of-sale'),
    'public-offer': () => import('./en/public-offer'),
    refund: () => import('./en/refund'),
  },
  ky: {
    'privacy-policy': () => import('./ky/privacy-policy'),
    return: () => import('./ky/return'),
    'rules-of-offer': () => import('./ky/rules-of-offer'),
    'rules-of-sale': () => import('./ky/rules-of-sale'),
    'public-offer': () => import('./ky/public-offer'),
    refund: () => import('./ky/refund'),
  },
};

/** Maps any language tag (`en`, `en-US`, `KY`, `de`…) to a language the pages exist in; `ru` otherwise. */
export function resolveLegalLanguage(lang: string | null | undefined): LegalLanguage {
  return toLanguage(lang) ?? fallbackLanguage;
}

/** Loads one legal page in the requested language, falling back to Russian for unknown languages. */
export async function loadLegalPage(id: LegalPageId, lang: string): Promise<LegalPage> {
  const { page } = await loaders[resolveLegalLanguage(lang)][id]();
  return page;
}
