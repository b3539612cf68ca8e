import type { NamedOption, NamedVariants } from './catalogue-types.js';

/** A numbered shade, named the way a Bishkek shop labels it in each language. */
const shade = (code: string, en: string, ru: string, ky: string): NamedOption => ({
  name: { en: `${code} ${en}`, ru: `${code} ${ru}`, ky: `${code} ${ky}` },
});

const named = (options: NamedOption[]): NamedVariants => ({ kind: 'named', options });

export const foundationShades = named([
  shade('01', 'Ivory', 'Слоновая кость', 'Пил сөөгү'),
  shade('02', 'Porcelain', 'Фарфор', 'Фарфор'),
  shade('03', 'Light Beige', 'Светлый беж', 'Ачык беж'),
  shade('04', 'Natural Beige', 'Натуральный беж', 'Табигый беж'),
  shade('05', 'Sand', 'Песочный', 'Кум түсү'),
  shade('06', 'Honey', 'Медовый', 'Бал түсү'),
  shade('07', 'Caramel', 'Карамель', 'Карамель'),
  shade('08', 'Tan', 'Смуглый', 'Кара тору'),
]);

export const powderShades = named([
  shade('00', 'Translucent', 'Прозрачный', 'Тунук'),
  shade('01', 'Light', 'Светлый', 'Ачык'),
  shade('02', 'Medium', 'Средний', 'Орточо'),
  shade('03', 'Warm Beige', 'Тёплый беж', 'Жылуу беж'),
]);

export const blushShades = named([
  shade('01', 'Peach', 'Персиковый', 'Шабдаалы'),
  shade('02', 'Soft Pink', 'Нежно-розовый', 'Назик кызгылт'),
  shade('03', 'Coral', 'Коралловый', 'Коралл'),
  shade('04', 'Berry', 'Ягодный', 'Мөмө'),
]);

export const lipShades = named([
  shade('01', 'Nude Rose', 'Нюдовая роза', 'Табигый роза'),
  shade('02', 'Coral', 'Коралловый', 'Коралл'),
  shade('03', 'Cherry', 'Вишнёвый', 'Чие'),
  shade('04', 'Classic Red', 'Классический красный', 'Классикалык кызыл'),
  shade('05', 'Berry', 'Ягодный', 'Мөмө'),
  shade('06', 'Mocha', 'Мокко', 'Мокко'),
  shade('07', 'Plum', 'Сливовый', 'Кара өрүк'),
  shade('08', 'Peach', 'Персиковый', 'Шабдаалы'),
]);

export const eyeshadowShades = named([
  shade('01', 'Nude', 'Нюд', 'Табигый'),
  shade('02', 'Smoky', 'Смоки', 'Түтүндүү'),
  shade('03', 'Sunset', 'Закат', 'Күн батыш'),
  shade('04', 'Rose Gold', 'Розовое золото', 'Кызгылт алтын'),
  shade('05', 'Bronze', 'Бронза', 'Коло'),
  shade('06', 'Emerald', 'Изумруд', 'Зумурут'),
]);

export const mascaraShades = named([
  shade('01', 'Black', 'Чёрный', 'Кара'),
  shade('02', 'Brown', 'Коричневый', 'Күрөң'),
  shade('03', 'Navy', 'Тёмно-синий', 'Кочкул көк'),
]);

export const browShades = named([
  shade('01', 'Light Brown', 'Светло-коричневый', 'Ачык күрөң'),
  shade('02', 'Ash Brown', 'Пепельно-коричневый', 'Боз күрөң'),
  shade('03', 'Brown', 'Коричневый', 'Күрөң'),
  shade('04', 'Dark Brown', 'Тёмно-коричневый', 'Кочкул күрөң'),
  shade('05', 'Graphite', 'Графит', 'Графит'),
]);

export const lashStyles = named([
  shade('01', 'Natural', 'Натуральный эффект', 'Табигый эффект'),
  shade('02', 'Volume', 'Объём', 'Көлөм'),
  shade('03', 'Cat Eye', 'Кошачий взгляд', 'Мышык көз'),
  shade('04', 'Doll Eye', 'Кукольный взгляд', 'Куурчак көз'),
  shade('05', 'Wispy', 'Пушистые', 'Үлпүлдөк'),
]);

export const perfumeSetContents = named([
  { name: { en: '3 × 10 ml', ru: '3 × 10 мл', ky: '3 × 10 мл' } },
  { name: { en: '5 × 10 ml', ru: '5 × 10 мл', ky: '5 × 10 мл' }, priceFactor: 1.5 },
  { name: { en: '50 ml + 10 ml', ru: '50 мл + 10 мл', ky: '50 мл + 10 мл' }, priceFactor: 2 },
  {
    name: {
      en: '50 ml + body lotion 100 ml',
      ru: '50 мл + лосьон для тела 100 мл',
      ky: '50 мл + дене лосьону 100 мл',
    },
    priceFactor: 2.3,
  },
]);
