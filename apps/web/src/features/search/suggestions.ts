import type { ProductSearchResponse, SearchCategory, SearchResult } from '@aruu/contract/catalog';
import { paths } from '@/shared/paths';
import { phrasesFor } from './completion';

/** One option of the search box's list: a search to run, or a place to open. */
export type Suggestion =
  | { kind: 'recent' | 'query'; text: string }
  | { kind: 'category'; category: SearchCategory }
  | { kind: 'brand'; brand: ProductSearchResponse['brands'][number] }
  | { kind: 'product'; product: SearchResult };

export type SuggestionGroupKey = 'recent' | 'queries' | 'categories' | 'brands' | 'results';
export interface SuggestionGroup {
  key: SuggestionGroupKey;
  options: Suggestion[];
}

/**
 * The list under the box, group by group in the order the arrow keys walk it: with no text, the
 * recent searches; with text, phrases completing it, then the categories and brands the API
 * matched, then the products shown (the phrases come from all the titles found). Empty groups are left out.
 */
export function suggestionGroups(
  text: string,
  recent: readonly string[],
  answer: Pick<ProductSearchResponse, 'categories' | 'brands'> | undefined,
  found: { titles: readonly string[]; shown: readonly SearchResult[] },
): SuggestionGroup[] {
  const groups: SuggestionGroup[] =
    text.trim() === ''
      ? [{ key: 'recent', options: recent.map((item) => ({ kind: 'recent', text: item })) }]
      : [
          {
            key: 'queries',
            options: phrasesFor(text, found.titles).map((phrase) => ({ kind: 'query', text: phrase })),
          },
          {
            key: 'categories',
            options: (answer?.categories ?? []).map((category) => ({ kind: 'category', category })),
          },
          { key: 'brands', options: (answer?.brands ?? []).map((brand) => ({ kind: 'brand', brand })) },
          { key: 'results', options: found.shown.map((product) => ({ kind: 'product', product })) },
        ];
  return groups.filter((group) => group.options.length > 0);
}

/** Where choosing a suggestion leads. */
export function suggestionPath(suggestion: Suggestion): string {
  switch (suggestion.kind) {
    case 'recent':
    case 'query':
      return paths.catalogOf({ search: suggestion.text });
    case 'category':
      return paths.catalogOf({ categoryName: suggestion.category.slug });
    case 'brand':
      return paths.catalogOf({ brand: suggestion.brand.id });
    case 'product':
      return paths.product(suggestion.product.id);
  }
}
