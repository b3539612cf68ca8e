import type { Messages } from './messages';

export const common: Messages = {
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
  toast: {
    close: 'Жабуу',
    updated: 'Ийгиликтүү жаңыртылды',
    saved: 'Ийгиликтүү сакталды',
    deleted: 'Ийгиликтүү өчүрүлдү',
    addedToCart: 'Товар себетке кошулду.',
    underDevelopment: 'Бул функция иштелип чыгууда',
  },
  footer: {
    hours: 'Күн сайын {{opens}}дөн {{closes}}гө чейин',
    legal: {
      'privacy-policy': 'Купуялык саясаты',
      return: 'Товарды кайтаруу',
      'rules-of-offer': 'Буйрутма берүү эрежелери',
      'rules-of-sale': 'Сатуу эрежелери',
      'public-offer': 'Коомдук оферта',
      refund: 'Төлөө жана акчаны кайтаруу',
    },
  },
  state: {
    loading: 'Жүктөлүүдө…',
    error: 'Бир нерсе туура эмес болуп калды',
    retry: 'Кайра аракет кылуу',
    notFound: 'Барак табылган жок',
  },
};
