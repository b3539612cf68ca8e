import type { Messages } from '@/shared/i18n/messages';
import type { banners as ru } from './ru';

export const banners: Messages<typeof ru> = {
  carousel: {
    title: 'Offers and collections',
    name: 'carousel',
    slide: 'slide',
    slideOf: '{{index}} of {{count}}',
    previous: 'Previous offers',
    next: 'Next offers',
  },
  page: {
    eyebrow: 'Aruu offer',
    cta: 'Shop the collection',
    toHome: 'Back to the home page',
    more: 'More offers',
  },
  notFound: {
    title: 'Offer not found',
    text: 'It may have ended already. Have a look at the catalogue — there is always something new.',
    toCatalog: 'Go to the catalogue',
  },
};
