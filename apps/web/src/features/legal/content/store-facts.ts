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

/** The three pickup shops, written in the given language. */
export function shopAddresses(lang: LegalLanguage): string[] {
  return storeInfo.shops.map((shop) => shop.address[lang]);
}
