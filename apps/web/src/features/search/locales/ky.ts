import type { Messages } from '@/shared/i18n/messages';
import type { search as ru } from './ru';

export const search: Messages<typeof ru> = {
  title: 'Издөө',
  label: 'Товарларды издөө',
  placeholder: 'Крем, бренд же категория',
  results: 'Табылган товарлар',
  suggestions: 'Издөө боюнча сунуштар',
  queries: 'Издөө сурамдары',
  categories: 'Категориялар',
  brands: 'Брендлер',
  recent: 'Акыркы издөөлөр',
  removeRecent: '«{{text}}» акыркы издөөлөрдөн өчүрүү',
  recentHint: 'Белгиленген издөөнү акыркылардан өчүрүү үчүн Delete баскычын басыңыз',
  clearRecent: 'Баарын тазалоо',
  nothingFound: '«{{text}}» боюнча эч нерсе табылган жок',
  allResults_one: 'Каталогдон {{count}} товарды көрсөтүү',
  allResults_few: 'Каталогдон {{count}} товарды көрсөтүү',
  allResults_many: 'Каталогдон {{count}} товарды көрсөтүү',
  allResults_other: 'Каталогдон {{count}} товарды көрсөтүү',
  allResultsMore: '«{{text}}» боюнча бардык натыйжалар',
};
