import type { NamedOption, NamedVariants } from './catalogue-types.js';

/** A numbered shade, named the way a Bishkek shop labels it in each language, with its colour. */
const shade = (code: string, en: string, ru: string, ky: string, colorHex: string): NamedOption => ({
  name: { en: `${code} ${en}`, ru: `${code} ${ru}`, ky: `${code} ${ky}` },
  colorHex,
});

/** A numbered style (lash shapes): named like a shade, but not a colour. */
const style = (code: string, en: string, ru: string, ky: string): NamedOption => ({
  name: { en: `${code} ${en}`, ru: `${code} ${ru}`, ky: `${code} ${ky}` },
});

const named = (options: NamedOption[]): NamedVariants => ({ kind: 'named', options });

export const foundationShades = named([
  shade('01', 'Ivory', 'Слоновая кость', 'Пил сөөгү', '#f3e1c7'),
  shade('02', 'Porcelain', 'Фарфор', 'Фарфор', '#f1d9c4'),
  shade('03', 'Light Beige', 'Светлый беж', 'Ачык беж', '#e8c9a6'),
  shade('04', 'Natural Beige', 'Натуральный беж', 'Табигый беж', '#d9b48c'),
  shade('05', 'Sand', 'Песочный', 'Кум түсү', '#cfa67a'),
  shade('06', 'Honey', 'Медовый', 'Бал түсү', '#c08a56'),
  shade('07', 'Caramel', 'Карамель', 'Карамель', '#a86e3e'),
  shade('08', 'Tan', 'Смуглый', 'Кара тору', '#8a5a36'),
]);

export const powderShades = named([
  shade('00', 'Translucent', 'Прозрачный', 'Тунук', '#f4ece4'),
  shade('01', 'Light', 'Светлый', 'Ачык', '#efd6bd'),
  shade('02', 'Medium', 'Средний', 'Орточо', '#d6ab82'),
  shade('03', 'Warm Beige', 'Тёплый беж', 'Жылуу беж', '#c89668'),
]);

export const blushShades = named([
  shade('01', 'Peach', 'Персиковый', 'Шабдаалы', '#f4a582'),
  shade('02', 'Soft Pink', 'Нежно-розовый', 'Назик кызгылт', '#f2a7b8'),
  shade('03', 'Coral', 'Коралловый', 'Коралл', '#f27f6b'),
  shade('04', 'Berry', 'Ягодный', 'Мөмө', '#a8324f'),
]);

export const lipShades = named([
  shade('01', 'Nude Rose', 'Нюдовая роза', 'Табигый роза', '#c98a7e'),
  shade('02', 'Coral', 'Коралловый', 'Коралл', '#f07a5e'),
  shade('03', 'Cherry', 'Вишнёвый', 'Чие', '#8e1b32'),
  shade('04', 'Classic Red', 'Классический красный', 'Классикалык кызыл', '#c41e2a'),
  shade('05', 'Berry', 'Ягодный', 'Мөмө', '#8b2346'),
  shade('06', 'Mocha', 'Мокко', 'Мокко', '#7b4b3a'),
  shade('07', 'Plum', 'Сливовый', 'Кара өрүк', '#6b2145'),
  shade('08', 'Peach', 'Персиковый', 'Шабдаалы', '#f3a07f'),
]);

export const eyeshadowShades = named([
  shade('01', 'Nude', 'Нюд', 'Табигый', '#d8b49a'),
  shade('02', 'Smoky', 'Смоки', 'Түтүндүү', '#5b5660'),
  shade('03', 'Sunset', 'Закат', 'Күн батыш', '#e0793f'),
  shade('04', 'Rose Gold', 'Розовое золото', 'Кызгылт алтын', '#d9a093'),
  shade('05', 'Bronze', 'Бронза', 'Коло', '#a86b3c'),
  shade('06', 'Emerald', 'Изумруд', 'Зумурут', '#2f7a5a'),
]);

export const mascaraShades = named([
  shade('01', 'Black', 'Чёрный', 'Кара', '#1a1a1a'),
  shade('02', 'Brown', 'Коричневый', 'Күрөң', '#4a2e1f'),
  shade('03', 'Navy', 'Тёмно-синий', 'Кочкул көк', '#1f2a4d'),
]);

export const browShades = named([
  shade('01', 'Light Brown', 'Светло-коричневый', 'Ачык күрөң', '#a07a5a'),
  shade('02', 'Ash Brown', 'Пепельно-коричневый', 'Боз күрөң', '#7d6a5c'),
  shade('03', 'Brown', 'Коричневый', 'Күрөң', '#6b4a32'),
  shade('04', 'Dark Brown', 'Тёмно-коричневый', 'Кочкул күрөң', '#4a3020'),
  shade('05', 'Graphite', 'Графит', 'Графит', '#4b4b4f'),
]);

export const lashStyles = named([
  style('01', 'Natural', 'Натуральный эффект', 'Табигый эффект'),
  style('02', 'Volume', 'Объём', 'Көлөм'),
  style('03', 'Cat Eye', 'Кошачий взгляд', 'Мышык көз'),
  style('04', 'Doll Eye', 'Кукольный взгляд', 'Куурчак көз'),
  style('05', 'Wispy', 'Пушистые', 'Үлпүлдөк'),
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
