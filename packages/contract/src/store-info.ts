/**
 * The shop's own facts, in one place for the storefront (header, footer, contacts) and the API
 * (emails). Its shops and their addresses are the `locations` records (decision 058).
 */
export const storeInfo = {
  name: 'Aruu',
  email: 'hello@aruu.kg',
  phone: '+996 555 123 456',
  hours: { opens: '10:00', closes: '21:00', days: 'daily' },
  /** The shop's calendar: "today" in the back office and the days of its charts. */
  timeZone: 'Asia/Bishkek',
  social: {
    instagram: 'https://instagram.com/aruu.kg',
    whatsapp: 'https://wa.me/996555123456',
    telegram: 'https://t.me/aruu_kg',
  },
} as const;

/** The categories the storefront footer links to as `/catalog?categoryName=<slug>` (spec §2). */
export const footerCategorySlugs = [
  'makeup-primer',
  'lashes',
  'cleansers',
  'sunscreen',
  'body-creams',
  'shower-gels',
  'perfume-sets',
] as const;

/** The shop's six legal pages (spec §2), each at `/{id}`. */
export const legalPageIds = [
  'privacy-policy',
  'return',
  'rules-of-offer',
  'rules-of-sale',
  'public-offer',
  'refund',
] as const;
export type LegalPageId = (typeof legalPageIds)[number];
