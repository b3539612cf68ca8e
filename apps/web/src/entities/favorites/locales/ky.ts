import type { Messages } from '@/shared/i18n/messages';
import type { favorites as ru } from './ru';

export const favorites: Messages<typeof ru> = {
  title: 'Тандалмалар',
  add: 'Тандалмаларга кошуу',
  remove: 'Тандалмалардан алып салуу',
  addFailed: 'Товарды тандалмаларга кошуу мүмкүн болгон жок',
  removeFailed: 'Товарды тандалмалардан алып салуу мүмкүн болгон жок',
  count_one: '{{count}} товар',
  count_few: '{{count}} товар',
  count_many: '{{count}} товар',
  count_other: '{{count}} товар',
  listTitle: 'Сакталган товарлар',
  item: {
    moveToCart: 'Себетке которуу',
    moveToCartLabel: 'Себетке которуу: «{{title}}»',
    outOfStock: 'Азыр жок',
    remove: 'Алып салуу',
    removeLabel: '«{{title}}» товарын тандалмалардан алып салуу',
  },
  moved: 'Товар себетке которулду',
  soldOut: 'Бул товар түгөндү — ал тандалмаларыңызда калат',
  moveFailed: 'Товарды себетке которуу мүмкүн болгон жок',
  empty: {
    title: 'Тандалмаларыңыз азырынча бош',
    text: 'Товардын карточкасындагы жүрөкчөнү басыңыз — ал кийин кайра кайрылышыңыз үчүн ушул жерде сакталат.',
    action: 'Каталогго өтүү',
  },
};
