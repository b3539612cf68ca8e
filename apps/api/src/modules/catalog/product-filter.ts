import { and, gte, inArray, isNotNull, lte, type SQL, sql } from 'drizzle-orm';
import { outer } from '../../db/outer-column.js';
import { productPropertyValues, products } from '../../db/schema/index.js';
import { SEARCH_PART_SEPARATOR, SEARCH_TITLE_PARTS } from './search-text.js';
import type { WordForms } from './word-forms.js';

/** A listing filter after the service has resolved names to ids and som to tyiyn. */
export interface ProductFilter {
  /** Only these products (a favourites list); an empty list matches nothing. */
  productIds?: number[];
  /** Leaf category ids; an empty list matches nothing (an unknown category was asked for). */
  categoryIds?: number[];
  brandIds?: number[];
  minPrice?: number;
  maxPrice?: number;
  inStock?: boolean;
  /** Only products whose first variation has a compare-at price. */
  onSale?: boolean;
  /** Only staff picks. */
  recommended?: boolean;
  search?: SearchTerm;
  /** Selected property value ids grouped by property: OR inside a group, AND across groups. */
  propertyGroups: Array<{ propertyId: number; valueIds: number[] }>;
}

/**
 * A query normalised with `normalizeForSearch`. `fuzzy` is chosen by the service: a query that
 * appears in some product text matches as a substring (a shopper typing a prefix); one that
 * appears nowhere is taken for a typo and matched by trigram similarity instead. `forms`, when
 * the query has Russian words with endings, also matches other forms of those words ("кремы"
 * finds "Крем …"), ranked below every match of the text as typed (`word-forms.ts`).
 */
export interface SearchTerm {
  text: string;
  fuzzy: boolean;
  forms?: WordForms;
}

/** Facets are counted without their own selection, so a shopper still sees the alternatives. */
export type FilterPart = 'brand' | 'price' | { propertyId: number };

/** Shoppers see published products only: every storefront read goes through this condition. */
export const isPublished = sql`${products.published}`;
/**
 * Products of a hidden brand or of a hidden category (or one inside a hidden top-level category)
 * are left out of listings, search, facets, counts and the home lists. Hiding is about navigation:
 * the product page still opens from a link, an order or a favourites list (docs/decisions/028-taxonomy-hiding-slugs-promo-rules.md).
 * Anti-joins against two small tables, which the planner hashes once per query.
 */
export const inShownTaxonomy = sql`not exists (select 1 from brands hb where hb.id = products.brand_id and hb.hidden)
  and not exists (select 1 from categories hc left join categories hp on hp.id = hc.parent_id
    where hc.id = products.category_id and (hc.hidden or coalesce(hp.hidden, false)))`;

export function productConditions(filter: ProductFilter, without?: FilterPart): SQL | undefined {
  const conditions: Array<SQL | undefined> = [isPublished];
  if (filter.productIds) conditions.push(inArray(products.id, filter.productIds.length ? filter.productIds : [-1]));
  if (filter.categoryIds)
    conditions.push(inArray(products.categoryId, filter.categoryIds.length ? filter.categoryIds : [-1]));
  if (filter.brandIds?.length && without !== 'brand') conditions.push(inArray(products.brandId, filter.brandIds));
  if (without !== 'price') {
    if (filter.minPrice !== undefined) conditions.push(gte(products.price, filter.minPrice));
    if (filter.maxPrice !== undefined) conditions.push(lte(products.price, filter.maxPrice));
  }
  if (filter.inStock) conditions.push(sql`${products.inStock}`);
  if (filter.onSale) conditions.push(isNotNull(products.compareAtPrice));
  if (filter.recommended) conditions.push(sql`${products.isRecommended}`);
  if (filter.search) conditions.push(searchMatches(filter.search));
  // A list of chosen products (favourites) shows them all.
  if (!filter.productIds) conditions.push(inShownTaxonomy);
  for (const group of filter.propertyGroups) {
    if (typeof without === 'object' && without.propertyId === group.propertyId) continue;
    conditions.push(
      sql`exists (select 1 from ${productPropertyValues} ppv where ppv.product_id = ${outer(products.id)} and ppv.property_value_id in ${group.valueIds})`,
    );
  }
  return and(...conditions);
}

/** Served by the GIN trigram index on search_text in both modes. */
export function searchMatches({ text, fuzzy, forms }: SearchTerm): SQL {
  if (fuzzy) return sql`${text} <% ${products.searchText}`;
  const typed = sql`${products.searchText} like ${`%${text}%`}`;
  if (!forms) return typed;
  // The stems narrow by LIKE first: a regular expression tried on every product cost 2–3 times the search.
  const stems = forms.stems.map((stem) => sql`${products.searchText} like ${`%${stem}%`}`);
  return sql`(${typed} or (${sql.join(stems, sql` and `)} and ${products.searchText} ~ ${forms.anywhere}))`;
}

const part = (n: number) => sql`split_part(${products.searchText}, ${SEARCH_PART_SEPARATOR}, ${n})`;

/** How many relevance tiers a substring match falls into (see `searchTier`), and with other forms. */
export const searchTiers = (term: SearchTerm) => (term.forms ? 6 : 4);

/**
 * A substring match's relevance tier, best first: a title starts with the query; the brand does;
 * some word does; the query is inside a word. Then, only matching other forms of its words, a
 * title starts with them; they are elsewhere. Tiers use split_part, LIKE and a regular expression
 * rather than a similarity score, which costs ten times more per candidate when a short prefix
 * matches thousands.
 */
export function searchTier({ text, forms }: SearchTerm): SQL {
  const prefix = `${text}%`;
  const titleStarts = Array.from({ length: SEARCH_TITLE_PARTS }, (_, i) => sql`${part(i + 1)} like ${prefix}`);
  const typed = sql`when ${sql.join(titleStarts, sql` or `)} then 0
             when ${part(SEARCH_TITLE_PARTS + 1)} like ${prefix} then 1
             when (' ' || ${products.searchText}) like ${`% ${text}%`} then 2`;
  if (!forms) return sql`case ${typed} else 3 end`;
  const formStarts = Array.from({ length: SEARCH_TITLE_PARTS }, (_, i) => sql`${part(i + 1)} ~ ${forms.titleStart}`);
  return sql`case ${typed} when ${products.searchText} like ${`%${text}%`} then 3
             when ${sql.join(formStarts, sql` or `)} then 4 else 5 end`;
}

/** Relevance, best first: by tier for substring matches, by similarity for fuzzy ones; then what sells. */
export function searchRank(term: SearchTerm): SQL[] {
  if (term.fuzzy) return [sql`word_similarity(${term.text}, ${products.searchText}) desc`];
  return [searchTier(term)];
}
