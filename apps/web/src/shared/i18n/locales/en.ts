import type { Messages } from './messages';

export const common: Messages = {
  brand: { tagline: 'Cosmetics from Korea, Europe and America in Bishkek' },
  nav: {
    home: 'Home',
    catalog: 'Catalog',
    about: 'About',
    contacts: 'Contacts',
    favorites: 'Favorites',
    cart: 'Cart',
    profile: 'Profile',
  },
  language: { label: 'Language', en: 'English', ky: 'Кыргызча', ru: 'Русский' },
  theme: { light: 'Light mode', dark: 'Dark mode' },
  toast: {
    close: 'Close',
    updated: 'Successfully updated',
    saved: 'Successfully saved',
    deleted: 'Successfully deleted',
    addedToCart: 'Product added to cart.',
    underDevelopment: 'This feature is under development',
  },
  footer: {
    hours: 'Daily from {{opens}} to {{closes}}',
    legal: {
      'privacy-policy': 'Privacy policy',
      return: 'Returns',
      'rules-of-offer': 'Ordering rules',
      'rules-of-sale': 'Rules of sale',
      'public-offer': 'Public offer',
      refund: 'Payment and refunds',
    },
  },
  state: { loading: 'Loading…', error: 'Something went wrong', retry: 'Try again', notFound: 'Page not found' },
};
