import { storeInfo } from '@aruu/contract/store-info';

/** Languages the legal pages are written in; Russian is the fallback. */
export const legalLanguages = ['ru', 'en', 'ky'] as const;
export type LegalLanguage = (typeof legalLanguages)[number];

/** Date of the current revision of every legal page. */
export const legalUpdated = '2026-11-01';

export const shopEmail = storeInfo.email;
export const shopPhone = storeInfo.phone;
export const shopOpens = storeInfo.hours.opens;
export const shopCloses = storeInfo.hours.closes;

// The shops themselves (addresses in the page's language) come from the API's locations, which
// staff keep: a section with `shops: true` lists them where the page is shown (legal-page.tsx).
