import type { ProductSort } from '@aruu/contract/catalog';
import type { Language } from '@aruu/contract/common';
import { and, asc, count, desc, eq, inArray, like, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import { localized } from '../../db/localized.js';
import { outer } from '../../db/outer-column.js';
import {
  banners,
  bestsellerThreshold,
  brands,
  categories,
  categorySlugHistory,
  discountShare,
  facetCountChanges,
  facetTotals,
  facetValueCounts,
  images,
  productDetails,
  productImages,
  productPropertyValues,
  products,
  properties,
  propertyValues,
  searchPostings,
  searchWords,
  variations,
} from '../../db/schema/index.js';
import {
  inShownTaxonomy,
  isPublished,
  type ProductFilter,
  productConditions,
  type SearchTerm,
  searchMatches,
  searchRank,
  searchTier,
  searchTiers,
} from './product-filter.js';

const categoryName = (lang: Language) =>
  localized({ ru: categories.nameRu, en: categories.nameEn, ky: categories.nameKy }, lang);
const productTitle = (lang: Language) =>
  localized({ ru: products.titleRu, en: products.titleEn, ky: products.titleKy }, lang);

/** Shown brands in the shop's order (`position`); the service orders equal positions by name. */
export function listBrands(db: DbOrTx) {
  return db
    .select({ id: brands.id, name: brands.name, slug: brands.slug, country: brands.country, position: brands.position })
    .from(brands)
    .where(eq(brands.hidden, false));
}

export function listRandomBrands(db: DbOrTx, limit: number) {
  return db
    .select({ id: brands.id, name: brands.name, slug: brands.slug, country: brands.country })
    .from(brands)
    .where(eq(brands.hidden, false))
    .orderBy(sql`random()`)
    .limit(limit);
}

// Qualified in full: Drizzle leaves columns of a one-table select unqualified.
const oldSlugsOf = sql<string[]>`coalesce((select array_agg(h.slug order by h.created_at)
  from category_slug_history h where h.category_id = categories.id), '{}')`;

/** Every category, hidden ones included (the service drops them from the shoppers' tree). */
export function listCategories(db: DbOrTx, lang: Language) {
  return db
    .select({
      id: categories.id,
      parentId: categories.parentId,
      slug: categories.slug,
      name: categoryName(lang),
      hidden: categories.hidden,
      oldSlugs: oldSlugsOf,
    })
    .from(categories)
    .orderBy(asc(categories.position), asc(categories.id));
}

/** The current slug of the category that `slug` was the slug of before a rename. */
export async function currentSlugOf(db: DbOrTx, oldSlug: string): Promise<string | undefined> {
  const [row] = await db
    .select({ slug: categories.slug })
    .from(categorySlugHistory)
    .innerJoin(categories, eq(categories.id, categorySlugHistory.categoryId))
    .where(eq(categorySlugHistory.slug, oldSlug.toLowerCase()));
  return row?.slug;
}

/** Categories whose slug (current or old) or name in any language equals `name`, ignoring case. */
export function findCategoriesByName(db: DbOrTx, name: string) {
  const lowered = name.toLowerCase();
  return db
    .select({ id: categories.id, parentId: categories.parentId })
    .from(categories)
    .where(
      or(
        eq(sql`lower(${categories.slug})`, lowered),
        sql`exists (select 1 from category_slug_history h where h.category_id = categories.id and h.slug = ${lowered})`,
        eq(sql`lower(${categories.nameRu})`, lowered),
        eq(sql`lower(${categories.nameEn})`, lowered),
        eq(sql`lower(${categories.nameKy})`, lowered),
      ),
    );
}

export async function countProductsInCategories(db: DbOrTx, categoryIds: number[]): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(products)
    .where(and(inArray(products.categoryId, categoryIds), isPublished));
  return row?.total ?? 0;
}

export function findPropertyValues(db: DbOrTx, valueIds: number[]) {
  return db
    .select({ id: propertyValues.id, propertyId: propertyValues.propertyId })
    .from(propertyValues)
    .where(inArray(propertyValues.id, valueIds));
}

const firstVariationId = sql<number>`(select v.id from ${variations} v where v.product_id = ${outer(products.id)} order by v.position limit 1)`;

/** A stored image and its alt text in `lang`, as a JSON object (`images` ⨝ `product_images`). */
export type PhotoRow = {
  hash: string;
  width: number;
  height: number;
  widths: number[];
  placeholder: string;
  alt: string;
  variationId: number | null;
};

function photoJson(lang: Language) {
  const alt = localized({ ru: productImages.altRu, en: productImages.altEn, ky: productImages.altKy }, lang);
  return sql`json_build_object('hash', ${images.hash}, 'width', ${images.width}, 'height', ${images.height},
    'widths', ${images.widths}, 'placeholder', ${images.placeholder}, 'alt', ${alt},
    'variationId', ${productImages.variationId})`;
}

/** The product's main photo (position first), or null: one index probe per card. */
function mainPhotoOf(lang: Language) {
  return sql<PhotoRow | null>`(select ${photoJson(lang)} from ${productImages}
    join ${images} on ${images.hash} = ${productImages.imageHash}
    where ${productImages.productId} = ${outer(products.id)}
    order by ${productImages.position}, ${productImages.id} limit 1)`;
}

/** The product's gallery in order. */
function photosOf(lang: Language) {
  return sql<
    PhotoRow[]
  >`(select coalesce(json_agg(${photoJson(lang)} order by ${productImages.position}, ${productImages.id}), '[]'::json)
    from ${productImages} join ${images} on ${images.hash} = ${productImages.imageHash}
    where ${productImages.productId} = ${outer(products.id)})`;
}

/**
 * Whether the product sells like a bestseller, against the threshold the sales rebuild stored
 * (catalog's recent-sales.ts): one lookup per query, no ranking per request.
 */
const isBestseller = sql<boolean>`${products.salesCount} >= coalesce((select ${bestsellerThreshold.sales} from ${bestsellerThreshold}), 2147483647)`;

function cardColumns(lang: Language) {
  return {
    id: products.id,
    title: productTitle(lang),
    imageUrl: products.imageUrl,
    photo: mainPhotoOf(lang),
    brandId: products.brandId,
    brandName: brands.name,
    categoryId: products.categoryId,
    variationId: firstVariationId,
    price: products.price,
    compareAtPrice: products.compareAtPrice,
    inStock: products.inStock,
    releasedAt: products.releasedAt,
    isBestseller,
    reviewCount: products.reviewCount,
    ratingSum: products.ratingSum,
  };
}

/** The shopper's sorts, and the staff picks' own order; each is served by an index on `products`. */
export type ProductOrder = ProductSort | 'recommended';

const sortOrders: Record<ProductOrder, SQL[]> = {
  popular: [desc(products.salesCount), asc(products.id)],
  new: [desc(products.releasedAt), asc(products.id)],
  price_asc: [asc(products.price), asc(products.id)],
  price_desc: [desc(products.price), desc(products.id)],
  // Ascending puts nulls (not on sale) last, as products_discount_idx is built.
  discount: [asc(discountShare(products)), asc(products.id)],
  // The staff's order first (all 0 until they order the picks), as products_recommended_idx is built.
  recommended: [asc(products.recommendedPosition), desc(products.inStock), desc(products.salesCount), asc(products.id)],
};

/** The cards of published products by id, in no particular order: one prepared statement per language. */
function cardsByIdsQuery(db: DbOrTx, lang: Language) {
  return db
    .select(cardColumns(lang))
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .where(and(sql`${products.id} = any(${sql.placeholder('ids')}::int[])`, isPublished))
    .prepare(`cards_by_ids_${lang}`);
}
export type ProductCardRow = Awaited<ReturnType<ReturnType<typeof cardsByIdsQuery>['execute']>>[number];

const preparedCardQueries = new WeakMap<DbOrTx, Map<Language, ReturnType<typeof cardsByIdsQuery>>>();

/**
 * Cards of the given products in the given order (unpublished ones left out). The statement is
 * prepared once per connection and language: planning the card columns' subqueries cost more
 * than running them (0.6 against 0.4 ms at 3,000 products, several times that on a busy server).
 */
export async function cardsByIds(db: DbOrTx, ids: number[], lang: Language): Promise<ProductCardRow[]> {
  if (ids.length === 0) return [];
  const byLanguage = preparedCardQueries.get(db) ?? new Map<Language, ReturnType<typeof cardsByIdsQuery>>();
  preparedCardQueries.set(db, byLanguage);
  const query = byLanguage.get(lang) ?? cardsByIdsQuery(db, lang);
  byLanguage.set(lang, query);
  const rows = await query.execute({ ids });
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The ids of one page of a listing, in its order. */
async function listProductIds(
  db: DbOrTx,
  options: { filter: ProductFilter; sort?: ProductOrder; limit: number; offset: number },
): Promise<number[]> {
  const { filter, sort } = options;
  if (!sort && filter.search && answeredByPostings(filter.search) && isSearchOnly(filter))
    return postingPageIds(db, filter.search, options);
  return rankedProductIds(db, options);
}

/** The ids of one page of a listing, every match ranked in its order (relevance first for a search). */
export async function rankedProductIds(
  db: DbOrTx,
  options: { filter: ProductFilter; sort?: ProductOrder; limit: number; offset: number },
): Promise<number[]> {
  const { filter, sort } = options;
  const order = sort
    ? sortOrders[sort]
    : filter.search
      ? [...searchRank(filter.search), ...sortOrders.popular]
      : sortOrders.popular;
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(productConditions(filter))
    .orderBy(...order)
    .limit(options.limit)
    .offset(options.offset);
  return rows.map((row) => row.id);
}

/**
 * One page of a listing as cards: the page's ids first, then their cards by the prepared
 * statement. Two round trips, but one statement joining the page to the cards took the planner
 * 4.9 ms and ran 3.5 ms at 100,000 products, against 1.3 ms and 0.9 ms for the two.
 */
export async function listProductCards(
  db: DbOrTx,
  options: { filter: ProductFilter; sort?: ProductOrder; lang: Language; limit: number; offset: number },
): Promise<ProductCardRow[]> {
  if (isUnnarrowed(options.filter)) return wholeCataloguePage(db, { ...options, sort: options.sort ?? 'popular' });
  return cardsByIds(db, await listProductIds(db, options), options.lang);
}

/** A filter that narrows by the search text alone. */
function isSearchOnly(filter: ProductFilter): boolean {
  const { search: _search, ...others } = filter;
  return isUnnarrowed(others);
}

/** A filter that lets every product shoppers see through: the catalogue's own listing. */
function isUnnarrowed(filter: ProductFilter): boolean {
  const { propertyGroups, ...others } = filter;
  return propertyGroups.length === 0 && Object.values(others).every((value) => value === undefined || value === false);
}

/**
 * One page of the whole catalogue in a sort, as cards: the page's ids (in a CTE, numbered in the
 * sort's order) joined to their cards, prepared once per connection, sort and language. Its text
 * is fixed (only the page's limit and offset vary), so it is neither parsed nor planned per
 * request, and the page is one round trip instead of two (issue 30, item 5).
 */
function wholeCataloguePageQuery(db: DbOrTx, sort: ProductOrder, lang: Language) {
  const order = sql.join(sortOrders[sort], sql`, `);
  const page = db.$with('page').as(
    db
      .select({
        pageId: sql<number>`${products.id}`.as('page_id'),
        n: sql<number>`row_number() over (order by ${order})`.as('n'),
      })
      .from(products)
      .where(productConditions({ propertyGroups: [] }))
      .orderBy(...sortOrders[sort])
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset')),
  );
  return db
    .with(page)
    .select(cardColumns(lang))
    .from(page)
    .innerJoin(products, eq(products.id, page.pageId))
    .innerJoin(brands, eq(brands.id, products.brandId))
    .orderBy(page.n)
    .prepare(`catalogue_page_${sort}_${lang}`);
}

const preparedPageQueries = new WeakMap<DbOrTx, Map<string, ReturnType<typeof wholeCataloguePageQuery>>>();

async function wholeCataloguePage(
  db: DbOrTx,
  options: { sort: ProductOrder; lang: Language; limit: number; offset: number },
): Promise<ProductCardRow[]> {
  const { sort, lang, limit, offset } = options;
  const byKey = preparedPageQueries.get(db) ?? new Map<string, ReturnType<typeof wholeCataloguePageQuery>>();
  preparedPageQueries.set(db, byKey);
  const key = `${sort}:${lang}`;
  const query = byKey.get(key) ?? wholeCataloguePageQuery(db, sort, lang);
  byKey.set(key, query);
  return query.execute({ limit, offset });
}

/**
 * The ids of one page of substring matches in relevance order (tier, then popularity). Each tier
 * is read in products_popular_idx order and stops once the page is full, so a one-letter prefix
 * matching tens of thousands of products reads a few dozen rows instead of ranking them all.
 */
export async function searchPageIds(
  db: DbOrTx,
  filter: ProductFilter & { search: SearchTerm },
  options: { limit: number; offset: number },
): Promise<number[]> {
  const wanted = options.offset + options.limit;
  const ids: number[] = [];
  const tier = searchTier(filter.search);
  for (let n = 0; n < searchTiers(filter.search) && ids.length < wanted; n++) {
    const rows = await db
      .select({ id: products.id })
      .from(products)
      .where(and(productConditions(filter), sql`${tier} = ${n}`))
      .orderBy(...sortOrders.popular)
      .limit(wanted - ids.length);
    ids.push(...rows.map((row) => row.id));
  }
  return ids.slice(options.offset);
}

/** The longest prefix stored as a term of `search_postings` (migration "search_postings_triggers"). */
export const SEARCH_POSTING_PREFIX = 8;
/** The shortest term of `search_postings`: shorter queries are read tier by tier (`searchPageIds`). */
export const SEARCH_POSTING_MIN = 3;

/** Whether `postingPageIds` answers this search: one word of 3+ letters found as typed (not a typo). */
export function answeredByPostings(search: SearchTerm): boolean {
  return (
    !search.fuzzy &&
    search.text.length >= SEARCH_POSTING_MIN &&
    !search.text.includes(' ') &&
    (search.forms?.stems ?? []).every((stem) => stem.length >= SEARCH_POSTING_MIN)
  );
}

/**
 * One tier of a term's postings in popularity order, the first `limit`: prepared once per
 * connection, as planning it (the hidden-taxonomy anti-joins) cost more than running it.
 */
function postingTierQuery(db: DbOrTx) {
  return db
    .select({ id: products.id })
    .from(searchPostings)
    .innerJoin(products, eq(products.id, searchPostings.productId))
    .where(
      and(
        sql`${searchPostings.term} = ${sql.placeholder('term')}`,
        sql`${searchPostings.tier} = ${sql.placeholder('tier')}`,
        isPublished,
        inShownTaxonomy,
      ),
    )
    .orderBy(desc(searchPostings.bucket), ...sortOrders.popular)
    .limit(sql.placeholder('limit'))
    .prepare('search_posting_tier');
}

const preparedPostingQueries = new WeakMap<DbOrTx, ReturnType<typeof postingTierQuery>>();

/**
 * The ids of one page of a one-word search in relevance order (tier, then popularity), read from
 * `search_postings` tier by tier until the page is full. Tiers 0–2 of a query of up to
 * `SEARCH_POSTING_PREFIX` letters are its own postings, read in popularity-bucket order with the
 * exact order inside a bucket taken from `products` (an incremental sort that stops with the page);
 * a longer query's are the postings of the whole words starting with it, each product at its
 * best tier. Tiers 3–5 (a match inside a word, other forms of a Russian word) take their
 * candidates from the postings of the catalogue words that can hold them (`search_words`) and
 * rank them with `searchTier`, the same expression the full ranking uses: the candidates hold
 * every product of the tier, and the expression keeps exactly the tier's.
 */
async function postingPageIds(
  db: DbOrTx,
  search: SearchTerm,
  options: { limit: number; offset: number },
): Promise<number[]> {
  const wanted = options.offset + options.limit;
  const { text } = search;
  const ids: number[] = [];
  const filter: ProductFilter = { search, propertyGroups: [] };
  const tier = searchTier(search);
  for (let n = 0; n < searchTiers(search) && ids.length < wanted; n++) {
    const limit = wanted - ids.length;
    if (n <= 2 && text.length <= SEARCH_POSTING_PREFIX) {
      const query = preparedPostingQueries.get(db) ?? postingTierQuery(db);
      preparedPostingQueries.set(db, query);
      const rows = await query.execute({ term: text, tier: n, limit });
      ids.push(...rows.map((row) => row.id));
      continue;
    }
    if (n === 0) {
      // Longer than any stored prefix: the postings of the whole words starting with it, each
      // product at its best tier among them ("sivorotka": sivorotka, sivorotkalar, …), tiers 0–2
      // in one statement.
      const rows = await db.execute(sql`
        select ${products.id} as id from (
          select ${searchPostings.productId} as id, min(${searchPostings.tier}) as tier, max(${searchPostings.bucket}) as bucket
          from ${searchPostings}
          where ${searchPostings.term} in (select ${searchWords.word} from ${searchWords} where ${searchWords.word} like ${`${text}%`})
          group by ${searchPostings.productId}
          -- Sorted here, the products are joined until the page is full, not for every match.
          order by 2, 3 desc
        ) x join ${products} on ${products.id} = x.id
        where ${isPublished} and ${inShownTaxonomy}
        order by x.tier, x.bucket desc, ${products.salesCount} desc, ${products.id}
        limit ${limit}`);
      ids.push(...(rows as unknown as { rows: Array<{ id: number }> }).rows.map((row) => row.id));
      n = 2;
      continue;
    }
    // The catalogue words a product of tier n holds: the query inside (3), starting with a stem
    // (4–5, its other forms).
    const words =
      n === 3
        ? sql`${searchWords.word} like ${`%${text}%`} and ${searchWords.word} not like ${`${text}%`}`
        : or(...search.forms!.stems.map((stem) => sql`${searchWords.word} like ${`${stem}%`}`));
    const candidates = db.$with('candidates').as(
      db
        .selectDistinct({ candidate: sql<number>`${searchPostings.productId}`.as('candidate') })
        .from(searchPostings)
        .where(sql`${searchPostings.term} in (select ${searchWords.word} from ${searchWords} where ${words})`),
    );
    const rows = await db
      .with(candidates)
      .select({ id: products.id })
      .from(candidates)
      .innerJoin(products, eq(products.id, candidates.candidate))
      .where(and(productConditions(filter), sql`${tier} = ${n}`))
      .orderBy(...sortOrders.popular)
      .limit(limit);
    ids.push(...rows.map((row) => row.id));
  }
  return ids.slice(options.offset);
}

/**
 * Whether the query occurs as a substring anywhere; decides between prefix and typo search. A
 * query of one word occurs in a product's text exactly when it occurs in one of its words, so it
 * is looked up in the few thousand words of `search_words` rather than in every product (where a
 * query found nowhere read the whole table).
 */
export async function anyProductContains(db: DbOrTx, text: string): Promise<boolean> {
  if (!text.includes(' ')) {
    const found = await db
      .select({ word: searchWords.word })
      .from(searchWords)
      .where(like(searchWords.word, `%${text}%`))
      .limit(1);
    return found.length > 0;
  }
  const term: SearchTerm = { text, fuzzy: false };
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(searchMatches(term), isPublished))
    .limit(1);
  return rows.length > 0;
}

/** Whether some published product's search text matches the POSIX regular expression. */
export async function anyProductMatches(db: DbOrTx, pattern: string): Promise<boolean> {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(sql`${products.searchText} ~ ${pattern}`, isPublished))
    .limit(1);
  return rows.length > 0;
}

/** The catalogue's words that start with each of the stems (the candidates for their forms). */
export async function wordsStartingWith(db: DbOrTx, stems: string[]): Promise<Array<{ stem: string; word: string }>> {
  const result = await db.execute(sql`
    select q.stem, s.word from unnest(string_to_array(${stems.join(' ')}, ' ')) q(stem)
    join ${searchWords} s on s.word like q.stem || '%'`);
  return (result as unknown as { rows: Array<{ stem: string; word: string }> }).rows;
}

/** Words shorter than this are left as typed: a trigram similarity says little about them. */
const CORRECTED_WORD_LENGTH = 3;

/**
 * The query with each word found in no product word replaced by the catalogue's most similar word
 * (trigram similarity, then the word more products hold), e.g. "kreem" → "krem"; a word with no
 * similar word stays. One statement over `search_words`.
 */
export async function correctedSearchText(db: DbOrTx, text: string): Promise<string> {
  const result = await db.execute(sql`
    select coalesce(
      (select q.w where length(q.w) < ${CORRECTED_WORD_LENGTH}
         or exists (select 1 from ${searchWords} s where s.word like '%' || q.w || '%')),
      (select s.word from ${searchWords} s where s.word % q.w
         order by similarity(s.word, q.w) desc, s.products desc, s.word limit 1),
      q.w) as word
    from unnest(string_to_array(${text}, ' ')) with ordinality q(w, n)
    order by q.n`);
  return (result as unknown as { rows: Array<{ word: string }> }).rows.map((row) => row.word).join(' ');
}

export async function countProducts(db: DbOrTx, filter: ProductFilter): Promise<number> {
  const [row] = await db.select({ total: count() }).from(products).where(productConditions(filter));
  return row?.total ?? 0;
}

/**
 * What the precounted facet tables answer: a category scope, a brand scope, in-stock-or-not, and
 * for totals and brand counts one chosen property value; nothing that narrows by price, search,
 * several values or a list of products.
 */
export interface PrecountedScope {
  categoryIds?: number[];
  brandIds?: number[];
  inStockOnly: boolean;
  valueId?: number;
}

/** Whether the precounted facets are current: no catalogue write since the last refresh. */
export async function precountedFacetsAreCurrent(db: DbOrTx): Promise<boolean> {
  const pending = await db.select({ id: facetCountChanges.id }).from(facetCountChanges).limit(1);
  return pending.length === 0;
}

/** Rebuilds the precounted facets when a catalogue write left them behind (migration "facet_counts"). */
export async function refreshFacetCounts(db: DbOrTx): Promise<void> {
  await db.execute(sql`select refresh_facet_counts()`);
}

/**
 * The rows of one scope; 0 is the "all categories" and "all brands" row of the precounted tables.
 * `byBrand: false` keeps every brand's own row, for counts per brand.
 */
function inScope(table: typeof facetTotals | typeof facetValueCounts, scope: PrecountedScope, byBrand = true) {
  return and(
    eq(table.inStockOnly, scope.inStockOnly),
    scope.categoryIds ? inArray(table.categoryId, scope.categoryIds) : eq(table.categoryId, 0),
    byBrand ? (scope.brandIds?.length ? inArray(table.brandId, scope.brandIds) : eq(table.brandId, 0)) : undefined,
    'propertyValueId' in table && scope.valueId !== undefined ? eq(table.propertyValueId, scope.valueId) : undefined,
  );
}

/** With a chosen value, counted from the value table (products holding it). */
const countTable = (scope: PrecountedScope) => (scope.valueId === undefined ? facetTotals : facetValueCounts);

/** One property value's count in a listing's facets, in the order the facets show them. */
export interface ValueCountRow {
  propertyId: number;
  propertySlug: string;
  propertyName: string;
  valueId: number;
  valueName: string;
  count: number;
}

export interface PrecountedCounts {
  total: number;
  brands: Array<{ id: number; name: string; count: number }>;
  price: { min: number; max: number } | null;
  values: ValueCountRow[][];
}

/**
 * Where one part of a listing's counts comes from: the precounted tables (`scope`, which for the
 * price range and the value counts has no chosen value), or a live count over the products that
 * `live` lets through (the part's own selection already dropped).
 */
export type CountSource = { scope: PrecountedScope } | { live: ProductFilter };

export interface CountSources {
  total: CountSource;
  brands: CountSource;
  price: CountSource;
  values: CountSource[];
}

/**
 * Every part of a listing's counts in one statement, each part from its source: what the
 * precounted tables answer from them, the rest counted live beside them. While a catalogue write
 * is pending a statement with a precounted part answers undefined (counts are never stale: the
 * caller asks again with every part live). One round trip and one connection per listing, where
 * counting part by part took six trips at once on as many pooled connections (issue 30: a filter
 * by brand and property value — its price range and value counts are live — ran at 25 req/s with
 * p99 2.8 s at 100,000 products).
 */
export async function countsInOneStatement(
  db: DbOrTx,
  sources: CountSources,
  lang: Language,
): Promise<PrecountedCounts | undefined> {
  const propertyName = localized({ ru: properties.nameRu, en: properties.nameEn, ky: properties.nameKy }, lang);
  const valueName = localized(
    { ru: propertyValues.valueRu, en: propertyValues.valueEn, ky: propertyValues.valueKy },
    lang,
  );
  const total = (source: CountSource) => {
    if ('live' in source) return sql`(select count(*)::int from ${products} where ${productConditions(source.live)})`;
    const table = countTable(source.scope);
    return sql`(select coalesce(sum(${table.products}), 0)::int from ${table} where ${inScope(table, source.scope)})`;
  };
  const brandCounts = (source: CountSource) => {
    const counted =
      'live' in source
        ? sql`select ${products.brandId} as brand_id, count(*)::int as n
            from ${products} where ${productConditions(source.live)} group by ${products.brandId}`
        : sql`select ${countTable(source.scope).brandId} as brand_id, sum(${countTable(source.scope).products})::int as n
            from ${countTable(source.scope)} where ${inScope(countTable(source.scope), source.scope, false)}
            group by ${countTable(source.scope).brandId}`;
    return sql`(select coalesce(json_agg(json_build_object('id', ${brands.id}, 'name', ${brands.name}, 'count', counted.n)), '[]'::json)
      from (${counted}) counted join ${brands} on ${brands.id} = counted.brand_id)`;
  };
  const priceRangeOf = (source: CountSource) =>
    'live' in source
      ? sql`(select case when min(${products.price}) is null then null
            else json_build_object('min', min(${products.price}), 'max', max(${products.price})) end
          from ${products} where ${productConditions(source.live)})`
      : sql`(select case when count(*) = 0 then null
            else json_build_object('min', min(${facetTotals.minPrice}), 'max', max(${facetTotals.maxPrice})) end
          from ${facetTotals} where ${inScope(facetTotals, source.scope)})`;
  const valueCounts = (source: CountSource) => {
    const counted =
      'live' in source
        ? sql`select ppv.property_value_id as value_id, count(*)::int as n
            from ${products} join ${productPropertyValues} ppv on ppv.product_id = ${products.id}
            where ${productConditions(source.live)} group by ppv.property_value_id`
        : sql`select ${facetValueCounts.propertyValueId} as value_id, sum(${facetValueCounts.products})::int as n
            from ${facetValueCounts} where ${inScope(facetValueCounts, source.scope)}
            group by ${facetValueCounts.propertyValueId}`;
    return sql`(
      select coalesce(json_agg(json_build_object('propertyId', ${properties.id}, 'propertySlug', ${properties.slug},
          'propertyName', ${propertyName}, 'valueId', ${propertyValues.id}, 'valueName', ${valueName}, 'count', counted.n)
        order by ${properties.position}, ${properties.id}, ${propertyValues.position}, ${propertyValues.id}), '[]'::json)
      from (${counted}) counted
      join ${propertyValues} on ${propertyValues.id} = counted.value_id
      join ${properties} on ${properties.id} = ${propertyValues.propertyId})`;
  };
  const answer = sql`json_build_object('total', ${total(sources.total)}, 'brands', ${brandCounts(sources.brands)},
    'price', ${priceRangeOf(sources.price)},
    'values', json_build_array(${sql.join(sources.values.map(valueCounts), sql`, `)}))`;
  const all = [sources.total, sources.brands, sources.price, ...sources.values];
  const counts = all.some((source) => 'scope' in source)
    ? sql`case when exists (select 1 from ${facetCountChanges}) then null else ${answer} end`
    : answer;
  const result = await db.execute(sql`select ${counts} as counts`);
  return (result as unknown as { rows: Array<{ counts: PrecountedCounts | null }> }).rows[0]?.counts ?? undefined;
}

/**
 * Every part of a searching listing's counts in one statement: the search's matches are found
 * once — with the brand and price each part narrows by, and whether each chosen property group
 * holds — and the parts are counted over them (the total; brands without the brand selection;
 * the price range without the price bounds; value counts with every group, then without each
 * group in turn). Matching text is the costly step (a trigram scan or a typo's similarity), and
 * counting part by part repeated it five or more times per results page.
 */
export async function countsOverMatches(db: DbOrTx, filter: ProductFilter, lang: Language): Promise<PrecountedCounts> {
  const { brandIds, minPrice, maxPrice, propertyGroups } = filter;
  const shared = productConditions({
    ...filter,
    brandIds: undefined,
    minPrice: undefined,
    maxPrice: undefined,
    propertyGroups: [],
  });
  const groupHolds = propertyGroups.map(
    (group, i) =>
      sql`exists (select 1 from ${productPropertyValues} ppv where ppv.product_id = ${outer(products.id)}
        and ppv.property_value_id in ${group.valueIds}) as ${sql.raw(`g${i}`)}`,
  );
  const brandOk = brandIds?.length ? sql`m.brand_id in ${brandIds}` : sql`true`;
  const priceOk = sql.join(
    [
      sql`true`,
      ...(minPrice === undefined ? [] : [sql`m.price >= ${minPrice}`]),
      ...(maxPrice === undefined ? [] : [sql`m.price <= ${maxPrice}`]),
    ],
    sql` and `,
  );
  const groupsOk = (except?: number) =>
    sql.join([sql`true`, ...propertyGroups.flatMap((_, i) => (i === except ? [] : [sql.raw(`m.g${i}`)]))], sql` and `);
  const propertyName = localized({ ru: properties.nameRu, en: properties.nameEn, ky: properties.nameKy }, lang);
  const valueName = localized(
    { ru: propertyValues.valueRu, en: propertyValues.valueEn, ky: propertyValues.valueKy },
    lang,
  );
  const valuesWithout = (except?: number) => sql`(
    select coalesce(json_agg(json_build_object('propertyId', ${properties.id}, 'propertySlug', ${properties.slug},
        'propertyName', ${propertyName}, 'valueId', ${propertyValues.id}, 'valueName', ${valueName}, 'count', counted.n)
      order by ${properties.position}, ${properties.id}, ${propertyValues.position}, ${propertyValues.id}), '[]'::json)
    from (select ppv.property_value_id as value_id, count(*)::int as n
          from m join ${productPropertyValues} ppv on ppv.product_id = m.id
          where ${brandOk} and ${priceOk} and ${groupsOk(except)}
          group by ppv.property_value_id) counted
    join ${propertyValues} on ${propertyValues.id} = counted.value_id
    join ${properties} on ${properties.id} = ${propertyValues.propertyId})`;
  const result = await db.execute(sql`
    with m as materialized (
      select ${products.id} as id, ${products.brandId} as brand_id, ${products.price} as price
        ${groupHolds.length ? sql`, ${sql.join(groupHolds, sql`, `)}` : sql``}
      from ${products} where ${shared}
    )
    select json_build_object(
      'total', (select count(*)::int from m where ${brandOk} and ${priceOk} and ${groupsOk()}),
      'brands', (select coalesce(json_agg(json_build_object('id', ${brands.id}, 'name', ${brands.name}, 'count', counted.n)), '[]'::json)
        from (select m.brand_id, count(*)::int as n from m where ${priceOk} and ${groupsOk()} group by m.brand_id) counted
        join ${brands} on ${brands.id} = counted.brand_id),
      'price', (select case when count(*) = 0 then null else json_build_object('min', min(m.price), 'max', max(m.price)) end
        from m where ${brandOk} and ${groupsOk()}),
      'values', json_build_array(${sql.join([valuesWithout(), ...propertyGroups.map((_, i) => valuesWithout(i))], sql`, `)})
    ) as counts`);
  return (result as unknown as { rows: Array<{ counts: PrecountedCounts }> }).rows[0]!.counts;
}

/** The product's variations on sale (not hidden) in order, as one JSON value, so a product page is one round trip. */
function variationsOf(lang: Language) {
  const name = localized({ ru: variations.nameRu, en: variations.nameEn, ky: variations.nameKy }, lang);
  return sql<
    Array<{
      id: number;
      name: string;
      price: number;
      compareAtPrice: number | null;
      stock: number;
      colorHex: string | null;
    }>
  >`(
    select coalesce(json_agg(json_build_object('id', ${variations.id}, 'name', ${name}, 'price', ${variations.price},
      'compareAtPrice', ${variations.compareAtPrice}, 'stock', ${variations.stock},
      'colorHex', ${variations.colorHex}) order by ${variations.position}),
      '[]'::json)
    from ${variations} where ${variations.productId} = ${outer(products.id)} and not ${variations.hidden})`;
}

export type ProductPropertyValueRow = {
  propertyId: number;
  propertySlug: string;
  propertyName: string;
  valueId: number;
  valueName: string;
};

function propertyValuesOf(lang: Language) {
  const propertyName = localized({ ru: properties.nameRu, en: properties.nameEn, ky: properties.nameKy }, lang);
  const valueName = localized(
    { ru: propertyValues.valueRu, en: propertyValues.valueEn, ky: propertyValues.valueKy },
    lang,
  );
  return sql<ProductPropertyValueRow[]>`(
    select coalesce(json_agg(json_build_object('propertyId', ${properties.id}, 'propertySlug', ${properties.slug},
      'propertyName', ${propertyName}, 'valueId', ${propertyValues.id}, 'valueName', ${valueName})
      order by ${properties.position}, ${properties.id}, ${propertyValues.position}), '[]'::json)
    from ${productPropertyValues}
    join ${propertyValues} on ${propertyValues.id} = ${productPropertyValues.propertyValueId}
    join ${properties} on ${properties.id} = ${propertyValues.propertyId}
    where ${productPropertyValues.productId} = ${outer(products.id)})`;
}

const leafCategory = alias(categories, 'leaf');
const parentCategory = alias(categories, 'parent');

/**
 * The product's place in the shoppers' category tree (top level, then its leaf), or null when
 * either is hidden or the category has no parent: read with the product, not from the whole tree.
 */
function categoryPathOf(lang: Language) {
  const ref = (table: typeof leafCategory | typeof parentCategory) =>
    sql`json_build_object('id', ${table.id}, 'name', ${localized({ ru: table.nameRu, en: table.nameEn, ky: table.nameKy }, lang)}, 'slug', ${table.slug})`;
  return sql<Array<{ id: number; name: string; slug: string }> | null>`(
    select json_build_array(${ref(parentCategory)}, ${ref(leafCategory)})
    from ${categories} ${leafCategory} join ${categories} ${parentCategory} on ${parentCategory.id} = ${leafCategory.parentId}
    where ${leafCategory.id} = ${outer(products.categoryId)} and not ${leafCategory.hidden} and not ${parentCategory.hidden})`;
}

function productQuery(db: DbOrTx, lang: Language) {
  return db
    .select({
      ...cardColumns(lang),
      brandSlug: brands.slug,
      brandCountry: brands.country,
      description: localized(
        { ru: productDetails.descriptionRu, en: productDetails.descriptionEn, ky: productDetails.descriptionKy },
        lang,
      ),
      composition: localized(
        { ru: productDetails.compositionRu, en: productDetails.compositionEn, ky: productDetails.compositionKy },
        lang,
      ),
      usage: localized({ ru: productDetails.usageRu, en: productDetails.usageEn, ky: productDetails.usageKy }, lang),
      seoTitle: localized(
        { ru: productDetails.seoTitleRu, en: productDetails.seoTitleEn, ky: productDetails.seoTitleKy },
        lang,
      ),
      seoDescription: localized(
        {
          ru: productDetails.seoDescriptionRu,
          en: productDetails.seoDescriptionEn,
          ky: productDetails.seoDescriptionKy,
        },
        lang,
      ),
      variations: variationsOf(lang),
      properties: propertyValuesOf(lang),
      photos: photosOf(lang),
      categoryPath: categoryPathOf(lang),
    })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .innerJoin(productDetails, eq(productDetails.productId, products.id))
    .where(and(eq(products.id, sql.placeholder('id')), isPublished))
    .prepare(`find_product_${lang}`);
}

/**
 * The product page is the most requested uncacheable read (one per product), so its query is
 * prepared once per database and language: building it costs more than running it.
 */
const preparedProductQueries = new WeakMap<DbOrTx, Map<Language, ReturnType<typeof productQuery>>>();

export async function findProduct(db: DbOrTx, id: number, lang: Language) {
  const byLanguage = preparedProductQueries.get(db) ?? new Map<Language, ReturnType<typeof productQuery>>();
  preparedProductQueries.set(db, byLanguage);
  const query = byLanguage.get(lang) ?? productQuery(db, lang);
  byLanguage.set(lang, query);
  const [row] = await query.execute({ id });
  return row;
}

function bannerColumns(lang: Language) {
  return {
    id: banners.id,
    title: localized({ ru: banners.titleRu, en: banners.titleEn, ky: banners.titleKy }, lang),
    subtitle: localized({ ru: banners.subtitleRu, en: banners.subtitleEn, ky: banners.subtitleKy }, lang),
    body: localized({ ru: banners.bodyRu, en: banners.bodyEn, ky: banners.bodyKy }, lang),
    image: banners.imageUrl,
    photo: bannerPhotoOf(lang),
    link: banners.link,
  };
}

const bannerImageHash = { ru: banners.imageHashRu, en: banners.imageHashEn, ky: banners.imageHashKy };

/** The picture uploaded for `lang`, else the Russian one; null when neither was uploaded. */
function bannerPhotoOf(lang: Language) {
  return sql<Omit<PhotoRow, 'alt' | 'variationId'> | null>`(select json_build_object('hash', ${images.hash},
    'width', ${images.width}, 'height', ${images.height}, 'widths', ${images.widths}, 'placeholder', ${images.placeholder})
    from ${images} where ${images.hash} = coalesce(${outer(bannerImageHash[lang])}, ${outer(banners.imageHashRu)}))`;
}

/** Active, and within its schedule at the database's clock. */
const bannerShownNow = sql`${banners.active}
  and (${banners.startsAt} is null or ${banners.startsAt} <= now())
  and (${banners.endsAt} is null or ${banners.endsAt} > now())`;

export type BannerRow = Awaited<ReturnType<typeof listBanners>>[number];

export function listBanners(db: DbOrTx, lang: Language) {
  return db
    .select(bannerColumns(lang))
    .from(banners)
    .where(bannerShownNow)
    .orderBy(asc(banners.position), asc(banners.id));
}

export async function findBanner(db: DbOrTx, id: number, lang: Language) {
  const [row] = await db
    .select(bannerColumns(lang))
    .from(banners)
    .where(sql`${banners.id} = ${id} and ${bannerShownNow}`);
  return row;
}

/** What the image renderer needs to draw a product. */
export async function findProductImageFacts(db: DbOrTx, id: number, variationId?: number) {
  const [row] = await db
    .select({
      id: products.id,
      brandName: brands.name,
      categorySlug: categories.slug,
      label: products.titleEn,
      shadeHex: variationId === undefined ? sql<null>`null` : variations.colorHex,
    })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(variations, and(eq(variations.productId, products.id), eq(variations.id, variationId ?? -1)))
    .where(and(eq(products.id, id), variationId === undefined ? undefined : eq(variations.id, variationId)));
  return row;
}

export async function findBannerImageFacts(db: DbOrTx, id: number, lang: Language) {
  const [row] = await db
    .select({ id: banners.id, title: bannerColumns(lang).title, subtitle: bannerColumns(lang).subtitle })
    .from(banners)
    .where(eq(banners.id, id));
  return row;
}
