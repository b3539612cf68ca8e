import { and, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import { productPropertyValues, products } from '../../db/schema.js';
import { SEARCH_TITLE_PARTS } from './search-text.js';

/** A listing filter after the service has resolved names to ids and som to tyiyn. */
export interface ProductFilter {
  /** Leaf category ids; an empty list matches nothing (an unknown category was asked for). */
  categoryIds?: number[];
  brandIds?: number[];
  minPrice?: number;
  maxPrice?: number;
  inStock?: boolean;
  /** Already normalised with `normalizeForSearch`. */
  search?: string;
  /** Selected property value ids grouped by property: OR inside a group, AND across groups. */
  propertyGroups: Array<{ propertyId: number; valueIds: number[] }>;
}

/** Facets are counted without their own selection, so a shopper still sees the alternatives. */
export type FilterPart = 'brand' | 'price' | { propertyId: number };

export function productConditions(filter: ProductFilter, without?: FilterPart): SQL | undefined {
  const conditions: Array<SQL | undefined> = [];
  if (filter.categoryIds)
    conditions.push(inArray(products.categoryId, filter.categoryIds.length ? filter.categoryIds : [-1]));
  if (filter.brandIds?.length && without !== 'brand') conditions.push(inArray(products.brandId, filter.brandIds));
  if (without !== 'price') {
    if (filter.minPrice !== undefined) conditions.push(gte(products.price, filter.minPrice));
    if (filter.maxPrice !== undefined) conditions.push(lte(products.price, filter.maxPrice));
  }
  if (filter.inStock) conditions.push(sql`${products.inStock}`);
  if (filter.search) conditions.push(searchMatches(filter.search));
  for (const group of filter.propertyGroups) {
    if (typeof without === 'object' && without.propertyId === group.propertyId) continue;
    conditions.push(
      sql`exists (select 1 from ${productPropertyValues} ppv where ppv.product_id = ${products.id} and ppv.property_value_id in ${group.valueIds})`,
    );
  }
  return and(...conditions);
}

/**
 * A product matches when its search text contains the query (prefix typing: "kre") or when a
 * word of it is trigram-similar to the query (a typo: "kren"). Both are served by the GIN
 * trigram index on search_text.
 */
export function searchMatches(query: string): SQL {
  return sql`(${products.searchText} like ${`%${query}%`} or ${query} <% ${products.searchText})`;
}

/**
 * Relevance tiers, best first: a title starts with the query; the brand does; some word does;
 * it only matches fuzzily. Inside a tier, closer trigram matches come first. The query is
 * normalised (letters, digits, spaces), so it is safe inside the regular expressions.
 */
export function searchRank(query: string): SQL[] {
  const startsTitle = `^([^|]*\\| ){0,${SEARCH_TITLE_PARTS - 1}}${query}`;
  const startsBrand = `^([^|]*\\| ){${SEARCH_TITLE_PARTS}}${query}`;
  return [
    sql`case when ${products.searchText} ~ ${startsTitle} then 0
             when ${products.searchText} ~ ${startsBrand} then 1
             when (' ' || ${products.searchText}) like ${`% ${query}%`} then 2
             else 3 end`,
    sql`word_similarity(${query}, ${products.searchText}) desc`,
  ];
}
