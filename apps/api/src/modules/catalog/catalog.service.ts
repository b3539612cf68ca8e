import type {
  Banner,
  Brand,
  CategoryDetail,
  CategoryNode,
  ProductCard,
  ProductDetail,
  ProductFacets,
  ProductListBody,
  ProductListQuery,
  ProductListResponse,
  ProductPage,
  ProductSearchQuery,
  ProductSearchResponse,
  SearchCategory,
} from '@aruu/contract/catalog';
import type { Language } from '@aruu/contract/common';
import { photoFallbackSrc, photoOf, photoThumbnailSrc } from '@aruu/contract/photo-variants';
import type { Db } from '../../db/client.js';
import { AppError, notFound } from '../../http/app-error.js';
import { somToTyiyn, tyiynToSom } from '../../lib/money.js';
import { ratingOf } from '../../lib/rating.js';
import * as repo from './catalog.repository.js';
import type { CatalogReuse } from './catalog-reuse.js';
import { matchingNames, namedBy } from './name-suggestions.js';
import type { ProductFilter, SearchTerm } from './product-filter.js';
import { normalizeForSearch } from './search-text.js';
import { stockState } from './stock-state.js';
import { formsPattern, queryWords } from './word-forms.js';

/** A product counts as new for this long after it arrives in the shop. */
const NEW_PRODUCT_WINDOW_MS = 45 * 24 * 60 * 60 * 1000;
/**
 * From this many letters the trigram index narrows a substring search to its matches, and ranking
 * them all beats reading tier by tier (each tier would repeat the index scan); shorter queries
 * match most of the catalogue, where reading tier by tier in popularity order stops after a page.
 */
const TRIGRAM_LENGTH = 3;
/**
 * Brand names are Latin with accents ("Kräuterwerk"); the database's collation differs between
 * PGlite (C) and a server, so lists a shopper reads are ordered here, the same way everywhere.
 */
const nameOrder = new Intl.Collator('en', { sensitivity: 'base' });
const byName = <T extends { name: string }>(items: T[]) => [...items].sort((a, b) => nameOrder.compare(a.name, b.name));
const somOrNull = (tyiyn: number | null) => (tyiyn === null ? null : tyiynToSom(tyiyn));

/** The home page's ready-made lists: which products each shows, in which order. */
const featuredLists = {
  bestselling: { filter: { propertyGroups: [] }, sort: 'popular' },
  new: { filter: { propertyGroups: [] }, sort: 'new' },
  recommended: { filter: { recommended: true, propertyGroups: [] }, sort: 'recommended' },
} satisfies Record<string, { filter: ProductFilter; sort: repo.ProductOrder }>;
export type FeaturedList = keyof typeof featuredLists;

export type CatalogService = ReturnType<typeof createCatalogService>;

export function createCatalogService(deps: { db: Db; reuse: Pick<CatalogReuse, 'part'> }) {
  const { db } = deps;
  /** Reused by the answers computed at one catalogue version (catalog-reuse.ts). */
  const cached = deps.reuse.part;

  /** `now` decides whether the product is still new. */
  function toCard(row: repo.ProductCardRow, now: number): ProductCard {
    const photo = row.photo ? photoOf(row.photo, row.photo.alt || row.title) : null;
    return {
      id: row.id,
      title: row.title,
      image: photo ? photoThumbnailSrc(photo) : row.imageUrl,
      photo,
      brand: { id: row.brandId, name: row.brandName },
      category_id: row.categoryId,
      variation_id: row.variationId,
      price: tyiynToSom(row.price),
      old_price: somOrNull(row.compareAtPrice),
      in_stock: row.inStock,
      is_new: now - row.releasedAt.getTime() < NEW_PRODUCT_WINDOW_MS,
      is_bestseller: row.isBestseller,
      rating: ratingOf(row.ratingSum, row.reviewCount),
    };
  }

  async function categoryTree(lang: Language): Promise<CategoryNode[]> {
    return cached(`categories:${lang}`, async () => {
      // A hidden category is gone from the tree, and so is everything inside a hidden top level.
      const rows = (await repo.listCategories(db, lang)).filter((row) => !row.hidden);
      const node = ({ id, name, slug, oldSlugs }: (typeof rows)[number]) => ({ id, name, slug, old_slugs: oldSlugs });
      return rows
        .filter((row) => row.parentId === null)
        .map((top) => ({ ...node(top), categories: rows.filter((row) => row.parentId === top.id).map(node) }));
    });
  }

  /** A top-level category stands for all its sub-categories; products sit in the leaves. */
  async function leafCategoryIds(categoryIds: number[]): Promise<number[]> {
    const tree = await categoryTree('ru');
    return categoryIds.flatMap((id) => {
      const top = tree.find((node) => node.id === id);
      return top ? top.categories.map((leaf) => leaf.id) : [id];
    });
  }

  async function resolveCategoryFilter(query: ProductListQuery): Promise<number[] | undefined> {
    if (query.category_id === undefined && query.categoryName === undefined) return undefined;
    const requested: number[] = [];
    if (query.category_id !== undefined) requested.push(query.category_id);
    if (query.categoryName !== undefined) {
      const named = await repo.findCategoriesByName(db, query.categoryName);
      // Both given: the product must be in both, so keep only what they agree on.
      if (query.category_id !== undefined) {
        const byId = await leafCategoryIds(requested);
        const byName = new Set(await leafCategoryIds(named.map((c) => c.id)));
        return byId.filter((id) => byName.has(id));
      }
      requested.push(...named.map((category) => category.id));
    }
    return leafCategoryIds(requested);
  }

  async function groupPropertyValues(valueIds: number[]): Promise<ProductFilter['propertyGroups']> {
    const unique = [...new Set(valueIds)];
    if (unique.length === 0) return [];
    const found = await repo.findPropertyValues(db, unique);
    const unknown = unique.filter((id) => !found.some((value) => value.id === id));
    if (unknown.length > 0) {
      throw new AppError('invalid_data', 'validation_failed', 'Invalid data', {
        properties: { code: 'unknown_property_value', message: `Unknown property values: ${unknown.join(', ')}` },
      });
    }
    const groups = new Map<number, number[]>();
    for (const value of found) groups.set(value.propertyId, [...(groups.get(value.propertyId) ?? []), value.id]);
    return [...groups].map(([propertyId, ids]) => ({ propertyId, valueIds: ids.sort((a, b) => a - b) }));
  }

  /**
   * The search as it is run: the text where it occurs in some product; else the text with its
   * typos corrected against the catalogue's words, where that occurs ("kreem" is searched as
   * "krem", read tier by tier like any word); else a similarity match over every product text.
   */
  async function searchTerm(raw: string | undefined): Promise<SearchTerm | undefined> {
    const text = raw ? normalizeForSearch(raw) : '';
    if (!text) return undefined;
    const occurs = (candidate: string) => cached(`contains:${candidate}`, () => repo.anyProductContains(db, candidate));
    const forms = await wordForms(raw!);
    if (forms) return { text, fuzzy: false, forms };
    if (await occurs(text)) return { text, fuzzy: false };
    const corrected = await cached(`corrected:${text}`, () => repo.correctedSearchText(db, text));
    if (corrected !== text && (await occurs(corrected))) return { text: corrected, fuzzy: false };
    return { text, fuzzy: true };
  }

  /**
   * Other forms of the query's Russian words found in the catalogue, when they match some product
   * the text as typed does not ("кремы" → "krem", "kremi"; `word-forms.ts`).
   */
  async function wordForms(raw: string): Promise<SearchTerm['forms']> {
    const words = queryWords(raw);
    const stems = words.flatMap((word) => (word.stem === undefined ? [] : [word.stem]));
    if (stems.length === 0) return undefined;
    const candidates = await cached(`forms:${stems.join(' ')}`, () => repo.wordsStartingWith(db, stems));
    const forms = formsPattern(words, candidates);
    if (!forms) return undefined;
    // One word's forms are the catalogue's words; several must also stand together in a product.
    const together =
      words.length === 1 ||
      (await cached(`matches:${forms.anywhere}`, () => repo.anyProductMatches(db, forms.anywhere)));
    return together ? forms : undefined;
  }

  async function buildFilter(query: ProductListQuery, body: ProductListBody): Promise<ProductFilter> {
    return {
      categoryIds: await resolveCategoryFilter(query),
      brandIds: query.brand,
      minPrice: query.min_price === undefined ? undefined : somToTyiyn(query.min_price),
      maxPrice: query.max_price === undefined ? undefined : somToTyiyn(query.max_price),
      inStock: query.in_stock,
      onSale: query.on_sale,
      search: await searchTerm(query.search),
      propertyGroups: await groupPropertyValues(body.properties),
    };
  }

  /**
   * The total and the facets of a filter, in one statement. A search counts every part over its
   * matches found once. Otherwise each part (facets drop their own selection) is read in the
   * precounted tables when they answer it and counted live beside them when not (a price range, a
   * chosen value's other values); while a catalogue write leaves the tables behind, every part is
   * counted live.
   */
  async function counts(filter: ProductFilter, lang: Language): Promise<Counts> {
    const selected = filter.propertyGroups.map((group) => group.propertyId);
    const withoutOwnSelection = (propertyId: number) => ({
      ...filter,
      propertyGroups: filter.propertyGroups.filter((group) => group.propertyId !== propertyId),
    });
    const parts: CountParts = {
      total: filter,
      brands: { ...filter, brandIds: undefined },
      price: { ...filter, minPrice: undefined, maxPrice: undefined },
      values: [filter, ...selected.map(withoutOwnSelection)],
    };
    const result = filter.search
      ? await repo.countsOverMatches(db, filter, lang)
      : ((await repo.countsInOneStatement(db, countSources(parts, precountedSource), lang)) ??
          (await repo.countsInOneStatement(db, countSources(parts, liveSource), lang)))!;
    const [allValues = [], ...ownSelections] = result.values;
    const rows = [
      ...allValues.filter((row) => !selected.includes(row.propertyId)),
      ...ownSelections.flat().filter((row) => selected.includes(row.propertyId)),
    ];
    return { total: result.total, facets: facetsOf(result.brands, rows, result.price) };
  }

  /**
   * The page and the counts are cached apart: paging or re-sorting a filtered list reuses the
   * total and the facets.
   */
  async function listProducts(query: ProductListQuery, body: ProductListBody): Promise<ProductListResponse> {
    const lang = query.lang ?? 'ru';
    const { page, page_size, sort, lang: _lang, ...filterQuery } = query;
    const filterKey = JSON.stringify([filterQuery, body.properties]);
    const filter = await cached(`filter:${filterKey}`, () => buildFilter(query, body));
    const offset = (page - 1) * page_size;
    const [rows, { total, facets: facetCounts }] = await Promise.all([
      repo.listProductCards(db, { filter, sort, lang, limit: page_size, offset }),
      cached(`counts:${filterKey}:${lang}`, () => counts(filter, lang)),
    ]);
    const now = Date.now();
    return { items: rows.map((row) => toCard(row, now)), page, page_size, total, facets: facetCounts };
  }

  async function featuredPage(options: {
    list: FeaturedList;
    page: number;
    pageSize: number;
    lang: Language;
  }): Promise<ProductPage> {
    const { list, page, pageSize, lang } = options;
    const { filter, sort } = featuredLists[list];
    const [rows, total] = await Promise.all([
      repo.listProductCards(db, { filter, sort, lang, limit: pageSize, offset: (page - 1) * pageSize }),
      cached(`total:${JSON.stringify(filter)}`, () => repo.countProducts(db, filter)),
    ]);
    const now = Date.now();
    return { items: rows.map((row) => toCard(row, now)), page, page_size: pageSize, total };
  }

  /** By the shop's order, then by name (a stable sort keeps the names' order within a position). */
  async function shopBrands(): Promise<Brand[]> {
    return byName(await repo.listBrands(db))
      .sort((a, b) => a.position - b.position)
      .map(({ position: _position, ...brand }) => brand);
  }

  /** The shown categories (in `lang`) and brands, named for matching, in the shop's order. */
  function suggestableNames(lang: Language) {
    return cached(`suggestable:${lang}`, async () => {
      const categories = (await categoryTree(lang)).flatMap((top): SearchCategory[] => [
        { id: top.id, name: top.name, slug: top.slug, parent_name: null },
        ...top.categories.map(({ id, name, slug }) => ({ id, name, slug, parent_name: top.name })),
      ]);
      const brands = (await shopBrands()).map(({ id, name, slug }) => ({ id, name, slug }));
      return { categories: namedBy(categories, (c) => c.name), brands: namedBy(brands, (b) => b.name) };
    });
  }

  /** Search as you type: one page of the best matches; `has_more` instead of a costly total. */
  async function search(query: ProductSearchQuery): Promise<ProductSearchResponse> {
    const lang = query.lang ?? 'ru';
    const { page, page_size } = query;
    const [names, search] = await Promise.all([suggestableNames(lang), searchTerm(query.search)]);
    const text = search?.text ?? '';
    const suggested = {
      categories: matchingNames(names.categories, text),
      brands: matchingNames(names.brands, text),
    };
    if (!search) return { items: [], page, page_size, has_more: false, ...suggested };
    const filter = { search, propertyGroups: [] };
    const wanted = { limit: page_size + 1, offset: (page - 1) * page_size };
    // The listing reads a one-word search of 3+ letters from the postings (`listProductIds`).
    const rows =
      search.fuzzy || search.text.length >= TRIGRAM_LENGTH
        ? await repo.listProductCards(db, { filter, lang, ...wanted })
        : await repo.cardsByIds(db, await repo.searchPageIds(db, filter, wanted), lang);
    const now = Date.now();
    const items = rows.slice(0, page_size).map((row) => {
      const { id, title, image, brand, variation_id, price, in_stock } = toCard(row, now);
      return { id, title, image, brand, variation_id, price, in_stock };
    });
    return { items, page, page_size, has_more: rows.length > page_size, ...suggested };
  }

  async function productDetail(id: number, lang: Language): Promise<ProductDetail> {
    const row = await repo.findProduct(db, id, lang);
    if (!row) throw notFound('Product');
    const variationsOut = row.variations.map((v) => ({
      id: v.id,
      name: v.name,
      price: tyiynToSom(v.price),
      old_price: somOrNull(v.compareAtPrice),
      in_stock: v.stock > 0,
      stock_state: stockState(v.stock),
      color_hex: v.colorHex,
      image: v.colorHex && !row.photo ? `${row.imageUrl}?variation=${v.id}` : null,
    }));
    return {
      ...toCard(row, Date.now()),
      brand: { id: row.brandId, name: row.brandName, slug: row.brandSlug, country: row.brandCountry },
      description: row.description,
      composition: row.composition,
      method_of_use: row.usage,
      availability: variationsOut.some((v) => v.in_stock)
        ? variationsOut.some((v) => v.stock_state === 'in_stock')
          ? 'in_stock'
          : 'low_stock'
        : 'out_of_stock',
      category_path: row.categoryPath ?? [],
      variations: variationsOut,
      properties: groupProductProperties(row.properties),
      seo_title: row.seoTitle || null,
      seo_description: row.seoDescription || null,
      photos: row.photos.map((photo) => ({
        ...photoOf(photo, photo.alt || row.title),
        variation_id: photo.variationId,
      })),
    };
  }

  async function categoryDetail(id: number, lang: Language): Promise<CategoryDetail> {
    const tree = await categoryTree(lang);
    const top = tree.find((node) => node.id === id);
    const parent = top ? undefined : tree.find((node) => node.categories.some((leaf) => leaf.id === id));
    const leaf = parent?.categories.find((c) => c.id === id);
    if (!top && !(parent && leaf)) throw notFound('Category');
    const productCount = await cached(`category-count:${id}`, () =>
      repo.countProductsInCategories(db, top ? top.categories.map((c) => c.id) : [id]),
    );
    if (top) return { ...top, parent: null, product_count: productCount };
    return {
      ...(leaf as NonNullable<typeof leaf>),
      categories: [],
      parent: refOf(parent as CategoryNode),
      product_count: productCount,
    };
  }

  /** Cards for the given products, in the given order (a favourites list, a cart). */
  async function cardsByIds(ids: number[], lang: Language): Promise<ProductCard[]> {
    const now = Date.now();
    return (await repo.cardsByIds(db, ids, lang)).map((row) => toCard(row, now));
  }

  return {
    cardsByIds,
    brands: shopBrands,
    /** The current slug of a category renamed since `slug` was its slug, for redirecting old addresses. */
    renamedCategorySlug: (slug: string) => cached(`renamed:${slug}`, () => repo.currentSlugOf(db, slug)),
    randomBrands: (count: number): Promise<Brand[]> => repo.listRandomBrands(db, count),
    categoryTree,
    categoryDetail,
    listProducts,
    featuredPage,
    search,
    productDetail,
    banners: async (lang: Language): Promise<Banner[]> => (await repo.listBanners(db, lang)).map(toBanner),
    banner: async (id: number, lang: Language): Promise<Banner> => {
      const banner = await repo.findBanner(db, id, lang);
      if (!banner) throw notFound('Banner');
      return toBanner(banner);
    },
    /** Recounts the precounted facets if a catalogue write left them behind; answers whether it did. */
    refreshFacetCounts: async (): Promise<boolean> => {
      if (await repo.precountedFacetsAreCurrent(db)) return false;
      await repo.refreshFacetCounts(db);
      return true;
    },
  };
}

type Counts = Pick<ProductListResponse, 'total' | 'facets'>;
/** The filter each part of a listing's counts is counted under: facets drop their own selection. */
type CountParts = { total: ProductFilter; brands: ProductFilter; price: ProductFilter; values: ProductFilter[] };
type ValueCountRow = repo.ValueCountRow;

/** Brand counts, value counts (in property order) and the price range, as the listing answers them. */
function facetsOf(
  brandCounts: Array<{ id: number; name: string; count: number }>,
  valueCounts: ValueCountRow[],
  price: { min: number; max: number } | null,
): ProductFacets {
  const byProperty = new Map<number, ProductFacets['properties'][number]>();
  for (const row of valueCounts) {
    const property = byProperty.get(row.propertyId) ?? {
      id: row.propertyId,
      slug: row.propertySlug,
      name: row.propertyName,
      values: [],
    };
    property.values.push({ id: row.valueId, name: row.valueName, count: row.count });
    byProperty.set(row.propertyId, property);
  }
  return {
    brands: byName(brandCounts),
    properties: [...byProperty.values()],
    price: price && { min: tyiynToSom(price.min), max: tyiynToSom(price.max) },
  };
}

/** A scope with a chosen value answers totals and brand counts only. */
const withoutValue = (scope: repo.PrecountedScope | undefined) => (scope?.valueId === undefined ? scope : undefined);

/** A part counted live. */
const liveSource = (filter: ProductFilter): repo.CountSource => ({ live: filter });

/**
 * A part from the precounted tables when they hold it (the price range and the value counts only
 * without a chosen value), else live.
 */
function precountedSource(filter: ProductFilter, part: 'total' | 'brands' | 'price' | 'values'): repo.CountSource {
  const found = precountedScope(filter);
  const scope = part === 'price' || part === 'values' ? withoutValue(found) : found;
  return scope ? { scope } : { live: filter };
}

function countSources(
  parts: CountParts,
  source: (filter: ProductFilter, part: 'total' | 'brands' | 'price' | 'values') => repo.CountSource,
): repo.CountSources {
  return {
    total: source(parts.total, 'total'),
    brands: source(parts.brands, 'brands'),
    price: source(parts.price, 'price'),
    values: parts.values.map((part) => source(part, 'values')),
  };
}

/**
 * The precounted tables hold counts by category, brand, stock and single property values; any
 * other narrowing (price, several values, search, sale, picks, a list of products) is counted live.
 */
function precountedScope(filter: ProductFilter): repo.PrecountedScope | undefined {
  const { categoryIds, brandIds, inStock, propertyGroups, ...others } = filter;
  const narrowed = Object.values(others).some((value) => value !== undefined && value !== false);
  const [group, ...moreGroups] = propertyGroups;
  if (narrowed || moreGroups.length > 0 || (group && group.valueIds.length !== 1) || categoryIds?.length === 0)
    return undefined;
  return { categoryIds, brandIds, inStockOnly: inStock === true, valueId: group?.valueIds[0] };
}

/** An uploaded banner picture replaces the generated SVG, `image` included (link previews use it). */
function toBanner(row: repo.BannerRow): Banner {
  const photo = row.photo ? photoOf(row.photo, row.title) : null;
  return { ...row, image: photo ? photoFallbackSrc(photo) : row.image, photo };
}

function refOf(node: CategoryNode) {
  return { id: node.id, name: node.name, slug: node.slug };
}

function groupProductProperties(rows: repo.ProductPropertyValueRow[]) {
  const grouped = new Map<number, ProductDetail['properties'][number]>();
  for (const row of rows) {
    const property = grouped.get(row.propertyId) ?? {
      id: row.propertyId,
      slug: row.propertySlug,
      name: row.propertyName,
      values: [],
    };
    property.values.push({ id: row.valueId, name: row.valueName });
    grouped.set(row.propertyId, property);
  }
  return [...grouped.values()];
}
