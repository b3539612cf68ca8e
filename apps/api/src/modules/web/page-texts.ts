import type { Language } from '@aruu/contract/common';
import type { PageParam, PagesWith } from '@aruu/contract/pages';
import { storeInfo } from '@aruu/contract/store-info';

/**
 * The titles and descriptions search engines and link previews show, in the three interface
 * languages. Titles are bare: the head adds " | Aruu" (except on the home page, which names the
 * shop itself). Legal page titles are the ones the pages themselves show.
 */
export type StaticPageId = TextsId | PagesWith<{ head: 'private-link' }> | 'catalog' | 'auth' | 'account' | 'not-found';

type TextsPage = PagesWith<{ head: 'texts' }>;
/** The pages whose head is their own texts: by page id, or by the value in the path for a list parameter. */
export type TextsId = { [K in TextsPage]: [PageParam<K>] extends [never] ? K : PageParam<K> }[TextsPage];

interface PageText {
  title: string;
  description: string;
}
type Localized<T> = Record<Language, T>;

const { opens, closes } = storeInfo.hours;
const home: Localized<PageText> = {
  ru: {
    title: 'Aruu — оригинальная косметика в Бишкеке',
    description:
      'Оригинальная косметика из Кореи, Европы и Америки: уход за лицом и телом, макияж, парфюмерия. Более 100 брендов, доставка по Бишкеку и самовывоз из трёх магазинов.',
  },
  en: {
    title: 'Aruu — original cosmetics in Bishkek',
    description:
      'Original cosmetics from Korea, Europe and America: face and body care, make-up and perfume. Over 100 brands, delivery across Bishkek and pickup from three shops.',
  },
  ky: {
    title: 'Aruu — Бишкектеги оригиналдуу косметика',
    description:
      'Корея, Европа жана Американын оригиналдуу косметикасы: бет жана дене күтүмү, макияж, атырлар. 100дөн ашык бренд, Бишкек боюнча жеткирүү жана үч дүкөндөн алып кетүү.',
  },
};

export const staticPageTexts: Record<StaticPageId, Localized<PageText>> = {
  home,
  catalog: {
    ru: {
      title: 'Каталог косметики — купить в Бишкеке',
      description:
        'Уход за лицом и телом, декоративная косметика и парфюмерия оригинальных брендов. Цены в сомах, доставка по Бишкеку.',
    },
    en: {
      title: 'Cosmetics catalogue — buy in Bishkek',
      description:
        'Face and body care, make-up and perfume from original brands. Prices in som, delivery across Bishkek.',
    },
    ky: {
      title: 'Косметика каталогу — Бишкекте сатып алуу',
      description:
        'Оригиналдуу бренддердин бет жана дене күтүмү, декоративдик косметикасы жана атырлары. Баалар сом менен, Бишкек боюнча жеткирүү.',
    },
  },
  about: {
    ru: {
      title: 'О нас',
      description:
        'Aruu продаёт оригинальную косметику в Бишкеке с 2020 года: более 100 брендов, 3000+ товаров, бесплатные консультации и бонусная программа.',
    },
    en: {
      title: 'About us',
      description:
        'Aruu has sold original cosmetics in Bishkek since 2020: over 100 brands, 3,000+ products, free consultations and a loyalty programme.',
    },
    ky: {
      title: 'Биз жөнүндө',
      description:
        'Aruu 2020-жылдан бери Бишкекте оригиналдуу косметика сатып келет: 100дөн ашык бренд, 3000ден ашык товар, акысыз консультация жана бонус программасы.',
    },
  },
  contacts: {
    ru: {
      title: 'Контакты',
      description: `Три магазина Aruu в Бишкеке: ЦУМ, Asia Mall и ТЦ «Вефа». Ежедневно с ${opens} до ${closes}. Телефон ${storeInfo.phone}, e-mail ${storeInfo.email}.`,
    },
    en: {
      title: 'Contacts',
      description: `Three Aruu shops in Bishkek: TSUM, Asia Mall and Vefa Center. Open daily ${opens}–${closes}. Phone ${storeInfo.phone}, e-mail ${storeInfo.email}.`,
    },
    ky: {
      title: 'Байланыш',
      description: `Бишкектеги үч Aruu дүкөнү: ЦУМ, Asia Mall жана «Вефа» соода борбору. Күн сайын ${opens}дөн ${closes}гө чейин иштейт. Телефон ${storeInfo.phone}, e-mail ${storeInfo.email}.`,
    },
  },
  'privacy-policy': {
    ru: {
      title: 'Политика конфиденциальности',
      description: 'Как интернет-магазин Aruu собирает, хранит и защищает персональные данные покупателей.',
    },
    en: {
      title: 'Privacy Policy',
      description: "How the Aruu online shop collects, stores and protects its customers' personal data.",
    },
    ky: {
      title: 'Купуялык саясаты',
      description: 'Aruu онлайн дүкөнү сатып алуучулардын жеке маалыматтарын кантип чогултат, сактайт жана коргойт.',
    },
  },
  return: {
    ru: {
      title: 'Условия возврата',
      description: 'Как вернуть или обменять товар, купленный в Aruu: сроки, условия и порядок возврата.',
    },
    en: {
      title: 'Return Conditions',
      description: 'How to return or exchange a product bought at Aruu: time limits, conditions and the procedure.',
    },
    ky: {
      title: 'Кайтаруу шарттары',
      description: 'Aruu дүкөнүнөн сатып алынган товарды кайтаруу же алмаштыруу: мөөнөттөрү, шарттары жана тартиби.',
    },
  },
  'rules-of-offer': {
    ru: {
      title: 'Правила оформления заказа',
      description: 'Как оформить заказ в интернет-магазине Aruu: корзина, доставка, оплата и подтверждение.',
    },
    en: {
      title: 'Ordering Rules',
      description: 'How to place an order at the Aruu online shop: cart, delivery, payment and confirmation.',
    },
    ky: {
      title: 'Буйрутма берүү эрежелери',
      description: 'Aruu онлайн дүкөнүнө буйрутма берүү тартиби: себет, жеткирүү, төлөм жана ырастоо.',
    },
  },
  'rules-of-sale': {
    ru: {
      title: 'Правила продажи товаров',
      description: 'Условия продажи товаров в интернет-магазине Aruu: цены, оплата, доставка и права покупателя.',
    },
    en: {
      title: 'Rules of Sale',
      description: "The terms on which Aruu sells its goods: prices, payment, delivery and the buyer's rights.",
    },
    ky: {
      title: 'Товарларды сатуу эрежелери',
      description:
        'Aruu онлайн дүкөнүндө товарларды сатуу шарттары: баалар, төлөм, жеткирүү жана сатып алуучунун укуктары.',
    },
  },
  'public-offer': {
    ru: {
      title: 'Публичная оферта',
      description: 'Публичная оферта интернет-магазина Aruu: договор дистанционной купли-продажи товаров.',
    },
    en: {
      title: 'Public Offer',
      description: "The Aruu online shop's public offer: the contract for buying goods at a distance.",
    },
    ky: {
      title: 'Ачык оферта',
      description: 'Aruu онлайн дүкөнүнүн ачык офертасы: товарларды алыстан сатып алуу-сатуу келишими.',
    },
  },
  refund: {
    ru: {
      title: 'Правила оплаты и возврата денежных средств',
      description: 'Способы оплаты в Aruu и правила возврата денежных средств покупателю.',
    },
    en: {
      title: 'Payment and Refund Rules',
      description: 'How to pay at Aruu and how money is refunded to the buyer.',
    },
    ky: {
      title: 'Төлөө жана акча каражаттарын кайтаруу эрежелери',
      description: 'Aruu дүкөнүндө төлөө ыкмалары жана сатып алуучуга акча каражаттарын кайтаруу эрежелери.',
    },
  },
  auth: {
    ru: {
      title: 'Вход и регистрация',
      description: 'Войдите или зарегистрируйтесь в Aruu, чтобы оформлять заказы, копить бонусы и сохранять избранное.',
    },
    en: {
      title: 'Sign in or register',
      description: 'Sign in or create an Aruu account to place orders, collect bonus points and keep favourites.',
    },
    ky: {
      title: 'Кирүү жана катталуу',
      description: 'Буйрутма берүү, бонус топтоо жана тандалмаларды сактоо үчүн Aruu сайтына кириңиз же катталыңыз.',
    },
  },
  orderChange: {
    ru: { title: 'Изменение заказа', description: home.ru.description },
    en: { title: 'A change to your order', description: home.en.description },
    ky: { title: 'Буйрутмадагы өзгөртүү', description: home.ky.description },
  },
  orderAccess: {
    ru: { title: 'Ваш заказ', description: home.ru.description },
    en: { title: 'Your order', description: home.en.description },
    ky: { title: 'Сиздин буйрутмаңыз', description: home.ky.description },
  },
  account: {
    ru: { title: 'Личный кабинет', description: home.ru.description },
    en: { title: 'My account', description: home.en.description },
    ky: { title: 'Жеке кабинет', description: home.ky.description },
  },
  'not-found': {
    ru: { title: 'Страница не найдена', description: home.ru.description },
    en: { title: 'Page not found', description: home.en.description },
    ky: { title: 'Барак табылган жок', description: home.ky.description },
  },
};

/** Texts built around catalogue data (a category's or a product's name). */
export const dynamicTexts: Localized<{
  categoryTitle: (name: string) => string;
  categoryDescription: (name: string) => string;
  pageSuffix: (page: number) => string;
  searchTitle: (query: string) => string;
  productDescription: (title: string, brand: string) => string;
}> = {
  ru: {
    categoryTitle: (name) => `${name} — купить в Бишкеке`,
    categoryDescription: (name) =>
      `${name} в Aruu: оригинальная косметика корейских, европейских и американских брендов. Цены в сомах, доставка по Бишкеку.`,
    pageSuffix: (page) => `, страница ${page}`,
    searchTitle: (query) => `Поиск: «${query}»`,
    productDescription: (title, brand) => `${title} (${brand}) — купить в Бишкеке в интернет-магазине Aruu.`,
  },
  en: {
    categoryTitle: (name) => `${name} — buy in Bishkek`,
    categoryDescription: (name) =>
      `${name} at Aruu: original cosmetics from Korean, European and American brands. Prices in som, delivery across Bishkek.`,
    pageSuffix: (page) => `, page ${page}`,
    searchTitle: (query) => `Search: “${query}”`,
    productDescription: (title, brand) => `${title} by ${brand} — buy in Bishkek at the Aruu online shop.`,
  },
  ky: {
    categoryTitle: (name) => `${name} — Бишкекте сатып алуу`,
    categoryDescription: (name) =>
      `${name} Aruu дүкөнүндө: Корея, Европа жана Америка бренддеринин оригиналдуу косметикасы. Баалар сом менен, Бишкек боюнча жеткирүү.`,
    pageSuffix: (page) => `, ${page}-бет`,
    searchTitle: (query) => `Издөө: «${query}»`,
    productDescription: (title, brand) => `${title} (${brand}) — Aruu онлайн дүкөнүнөн Бишкекте сатып алыңыз.`,
  },
};

/** The second line of the shop's own share image (the first is the home page's title). */
export const shareImageSubtitle: Localized<string> = {
  ru: 'Более 100 брендов из Кореи, Европы и Америки · доставка по Бишкеку',
  en: 'Over 100 brands from Korea, Europe and America · delivery across Bishkek',
  ky: 'Корея, Европа жана Американын 100дөн ашык бренди · Бишкек боюнча жеткирүү',
};

/** Open Graph locales (language_TERRITORY). */
export const ogLocales: Localized<string> = { ru: 'ru_RU', en: 'en_US', ky: 'ky_KG' };
