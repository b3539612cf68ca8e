/**
 * The shop's own facts, in one place for the storefront (header, footer, contacts) and the API
 * (pickup points, emails). Addresses are given in every interface language.
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
  shops: [
    {
      id: 'tsum',
      address: {
        ru: 'Бишкек, пр. Чуй, 155, ЦУМ, 2 этаж',
        en: 'Bishkek, 155 Chui Avenue, TSUM, 2nd floor',
        ky: 'Бишкек, Чүй пр., 155, ЦУМ, 2-кабат',
      },
    },
    {
      id: 'asia-mall',
      address: {
        ru: 'Бишкек, пр. Чуй, 3/1, Asia Mall, 1 этаж',
        en: 'Bishkek, 3/1 Chui Avenue, Asia Mall, 1st floor',
        ky: 'Бишкек, Чүй пр., 3/1, Asia Mall, 1-кабат',
      },
    },
    {
      id: 'vefa',
      address: {
        ru: 'Бишкек, ул. Горького, 27/1, ТЦ «Вефа», 1 этаж',
        en: 'Bishkek, 27/1 Gorky Street, Vefa Center, 1st floor',
        ky: 'Бишкек, Горький көч., 27/1, «Вефа» соода борбору, 1-кабат',
      },
    },
  ],
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

export const shopIds = storeInfo.shops.map((shop) => shop.id) as ['tsum', 'asia-mall', 'vefa'];
export type ShopId = (typeof shopIds)[number];
