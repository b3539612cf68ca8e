import type { Messages } from '@/shared/i18n/messages';
import type { search as ru } from './ru';

export const search: Messages<typeof ru> = {
  title: 'Search',
  label: 'Search products',
  placeholder: 'Cream, brand or category',
  results: 'Matching products',
  suggestions: 'Search suggestions',
  queries: 'Searches',
  categories: 'Categories',
  brands: 'Brands',
  recent: 'Recent searches',
  removeRecent: 'Remove “{{text}}” from recent searches',
  recentHint: 'Press Delete to remove the highlighted search from the recent ones',
  clearRecent: 'Clear all',
  nothingFound: 'Nothing found for “{{text}}”',
  allResults_one: 'Show {{count}} product in the catalog',
  allResults_few: 'Show {{count}} products in the catalog',
  allResults_many: 'Show {{count}} products in the catalog',
  allResults_other: 'Show {{count}} products in the catalog',
  allResultsMore: 'All results for “{{text}}”',
};
