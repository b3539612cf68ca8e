import type { Messages } from '@/shared/i18n/messages';
import type { home as ru } from './ru';

export const home: Messages<typeof ru> = {
  pageTitle: 'Aruu — original cosmetics in Bishkek',
  hero: {
    eyebrow: 'Original cosmetics in Bishkek since 2020',
    title: '100+ original brands from Korea, Europe and America',
    lead: 'Skin care, make-up, perfume and body care, only from official suppliers. Our consultants will help you choose for free, in the shop or online.',
    cta: 'Shop the catalogue',
    offers: 'See the deals',
    brands: 'Brands at Aruu',
    allBrands: 'All brands',
  },
  hotOffers: {
    title: 'Hot offers and discounts',
    text: 'The biggest discounts first',
    empty: 'No discounts right now — come back soon.',
  },
  tabs: {
    title: 'New in and best-loved',
    text: 'What has just arrived, what sells most and what we recommend',
    new: 'New',
    bestselling: 'Bestsellers',
    recommended: 'Recommended',
    empty: 'Nothing here yet — have a look at the catalogue.',
  },
  faceMasks: {
    title: 'Face masks',
    text: 'Sheet, sleeping and cream masks for every evening of the week',
    empty: 'Masks will be back on the shelf soon.',
  },
  shelf: { toCatalog: 'Go to the catalogue' },
  about: {
    eyebrow: 'About us',
    title: 'Cosmetics we trust ourselves',
    text: 'Aruu began in 2020 as a small shop in Bishkek. Today we have three shops, more than 100 brands and a team of consultants who will help you find care that suits your skin.',
    link: 'Our story',
  },
  topSellers: {
    title: 'Top sellers of the month',
    text: 'What Aruu shoppers bought most in the last 30 days',
    rank: 'No. {{rank}}:',
  },
  follow: {
    title: 'Follow us',
    text: 'New arrivals, swatches and skincare tips every day on Instagram. Ask a consultant or place an order on WhatsApp and Telegram.',
  },
};
