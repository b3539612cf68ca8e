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
  state: { loading: 'Loading…', error: 'Something went wrong', retry: 'Try again', notFound: 'Page not found' },
};
