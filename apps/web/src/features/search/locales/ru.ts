export const search = {
  title: 'Поиск',
  label: 'Поиск товаров',
  placeholder: 'Крем, бренд или категория',
  results: 'Найденные товары',
  nothingFound: 'По запросу «{{text}}» ничего не нашлось',
  allResults_one: 'Показать {{count}} товар в каталоге',
  allResults_few: 'Показать {{count}} товара в каталоге',
  allResults_many: 'Показать {{count}} товаров в каталоге',
  allResults_other: 'Показать {{count}} товара в каталоге',
  allResultsMore: 'Все результаты по запросу «{{text}}»',
};
