import type { Messages } from '../messages';
import type { common as ru } from './ru';

export const common: Messages<typeof ru> = {
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
  action: {
    close: 'Close',
    cancel: 'Cancel',
    save: 'Save',
    back: 'Back',
    showAll: 'See all',
  },
  toast: {
    close: 'Close notification',
    updated: 'Successfully updated',
    saved: 'Successfully saved',
    deleted: 'Successfully deleted',
    addedToCart: 'Product added to cart.',
    underDevelopment: 'This feature is under development',
    error: 'Error',
  },
  pagination: {
    label: 'Pages',
    previous: 'Previous page',
    next: 'Next page',
    page: 'Page {{page}}',
  },
  quantity: { label: 'Quantity: {{name}}', decrease: 'Decrease quantity', increase: 'Increase quantity' },
  price: { now: 'Now', was: 'Was' },
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
  state: {
    loading: 'Loading…',
    error: 'Something went wrong',
    errorHint: 'Try reloading the page. If it happens again, write to us and we will help.',
    retry: 'Try again',
    notFound: 'Page not found',
    notFoundHint: 'The link may be out of date, or the address has a typo.',
    toHome: 'Go to the home page',
  },
};
