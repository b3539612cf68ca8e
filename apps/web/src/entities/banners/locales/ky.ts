import type { Messages } from '@/shared/i18n/messages';
import type { banners as ru } from './ru';

export const banners: Messages<typeof ru> = {
  carousel: {
    title: 'Акциялар жана тандоолор',
    name: 'карусель',
    slide: 'слайд',
    slideOf: '{{count}} ичинен {{index}}',
    previous: 'Мурунку акциялар',
    next: 'Кийинки акциялар',
  },
  page: {
    eyebrow: 'Aruu акциясы',
    cta: 'Товарларды көрүү',
    toHome: 'Башкы бетке',
    more: 'Башка акциялар',
  },
  notFound: {
    title: 'Акция табылган жок',
    text: 'Балким, ал бүтүп калгандыр. Каталогду карап көрүңүз — анда дайыма жаңы нерселер бар.',
    toCatalog: 'Каталогго өтүү',
  },
};
