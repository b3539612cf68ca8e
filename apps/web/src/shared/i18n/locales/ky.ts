import type { Messages } from '../messages';
import type { common as ru } from './ru';

export const common: Messages<typeof ru> = {
  brand: { tagline: 'Бишкекте Корея, Европа жана Американын косметикасы' },
  nav: {
    home: 'Башкы бет',
    catalog: 'Каталог',
    about: 'Биз жөнүндө',
    contacts: 'Байланыш',
    favorites: 'Тандалмалар',
    cart: 'Себет',
    profile: 'Профиль',
  },
  language: { label: 'Тил', en: 'English', ky: 'Кыргызча', ru: 'Русский' },
  theme: { light: 'Жарык режим', dark: 'Караңгы режим' },
  action: {
    close: 'Жабуу',
    cancel: 'Жокко чыгаруу',
    save: 'Сактоо',
    back: 'Артка',
    showAll: 'Баарын көрүү',
  },
  toast: {
    close: 'Билдирүүнү жабуу',
    updated: 'Ийгиликтүү жаңыртылды',
    saved: 'Ийгиликтүү сакталды',
    deleted: 'Ийгиликтүү өчүрүлдү',
    addedToCart: 'Товар себетке кошулду.',
    underDevelopment: 'Бул функция азыр иштелип жатат',
    error: 'Ката',
  },
  pagination: {
    label: 'Барактар',
    previous: 'Мурунку барак',
    next: 'Кийинки барак',
    page: '{{page}}-барак',
  },
  quantity: { label: 'Саны: {{name}}', decrease: 'Санын азайтуу', increase: 'Санын көбөйтүү' },
  price: { now: 'Азыр', was: 'Мурун' },
  footer: {
    hours: 'Күн сайын {{opens}} – {{closes}}',
    legal: {
      'privacy-policy': 'Купуялык саясаты',
      return: 'Товарды кайтаруу',
      'rules-of-offer': 'Буйрутма берүү эрежелери',
      'rules-of-sale': 'Сатуу эрежелери',
      'public-offer': 'Коомдук оферта',
      refund: 'Төлөм жана акчаны кайтаруу',
    },
  },
  state: {
    loading: 'Жүктөлүүдө…',
    error: 'Бир нерсе туура эмес болуп калды',
    errorHint: 'Баракты жаңыртып көрүңүз. Ката кайталанса, бизге жазыңыз — жардам беребиз.',
    retry: 'Кайра аракет кылуу',
    notFound: 'Барак табылган жок',
    notFoundHint: 'Шилтеме эскирип калган же дарекке ката кеткен болушу мүмкүн.',
    toHome: 'Башкы бетке',
  },
};
