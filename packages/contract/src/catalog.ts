import { z } from 'zod';
import { IdParam, INT4_MAX, LangQuery, MAX_SOM, pageOf, paginationQuery, queryInt, Som } from './common.js';
import { endpoints } from './endpoint.js';
import { Id, typedText } from './fields.js';
import { Photo } from './photos.js';

/** The footer's categories are the shop's own facts (zod-free, for the storefront's first load). */
export { footerCategorySlugs } from './store-info.js';

export const Brand = z
  .object({
    id: z.number().int(),
    name: z.string(),
    slug: z.string(),
    country: z.string().meta({ description: 'ISO 3166-1 alpha-2 country of origin' }),
  })
  .meta({ id: 'Brand' });
export type Brand = z.infer<typeof Brand>;

export const BrandList = z.array(Brand);

export const RandomBrandsQuery = LangQuery.extend({
  count: queryInt({ min: 1, max: 50 }).default(10),
});

export const CategoryRef = z.object({ id: z.number().int(), name: z.string(), slug: z.string() });
export type CategoryRef = z.infer<typeof CategoryRef>;

/** A category of the tree, with the slugs it had before a rename: addresses with those still lead to it. */
const TreeCategory = CategoryRef.extend({ old_slugs: z.array(z.string()) });

export const CategoryNode = TreeCategory.extend({
  categories: z.array(TreeCategory),
}).meta({ id: 'CategoryNode' });
export type CategoryNode = z.infer<typeof CategoryNode>;

export const CategoryTree = z.array(CategoryNode);

export const CategoryDetail = CategoryNode.extend({
  parent: CategoryRef.nullable(),
  product_count: z.number().int(),
}).meta({ id: 'CategoryDetail' });
export type CategoryDetail = z.infer<typeof CategoryDetail>;

export const CategoryIdParam = z.object({ category_id: IdParam.shape.id });

/** `discount`: biggest percentage off first, then the products that are not on sale. */
export const productSorts = ['popular', 'new', 'price_asc', 'price_desc', 'discount'] as const;
export const ProductSort = z.enum(productSorts);
export type ProductSort = z.infer<typeof ProductSort>;

/** A query value that may be given once (`brand=3`) or repeated (`brand=3&brand=5`). */
export const oneOrManyIds = z
  .union([z.string(), z.array(z.string())])
  .transform((value) => (Array.isArray(value) ? value : value.split(',')))
  .pipe(z.array(queryInt({ min: 1, max: INT4_MAX })).max(100));

/** A query switch: `true`/`1` turns the filter on; `false`/`0` or leaving it out does not filter. */
const queryFlag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/** At most two decimals, so that it is whole tyiyn, and no more tyiyn than an `integer` holds. */
const priceQuery = z
  .string()
  .trim()
  .regex(/^\d+(\.\d{1,2})?$/, 'Must be a non-negative amount in som')
  .transform(Number)
  .pipe(z.number().max(MAX_SOM, `Must be at most ${MAX_SOM} som`));

export const ProductListQuery = LangQuery.extend({
  ...paginationQuery({ defaultPageSize: 20, maxPageSize: 100 }),
  search: typedText(100).optional(),
  categoryName: typedText(100).min(1).optional(),
  category_id: queryInt({ min: 1, max: INT4_MAX }).optional(),
  brand: oneOrManyIds.optional(),
  min_price: priceQuery.optional(),
  max_price: priceQuery.optional(),
  in_stock: queryFlag.optional(),
  /** Only products whose first variation (the card's) has a compare-at price. */
  on_sale: queryFlag.optional(),
  sort: ProductSort.optional(),
}).refine((q) => q.min_price === undefined || q.max_price === undefined || q.min_price <= q.max_price, {
  message: 'min_price must not exceed max_price',
  path: ['min_price'],
});
export type ProductListQuery = z.infer<typeof ProductListQuery>;

/** The body may be absent: a POST without one lists everything. */
export const ProductListBody = z
  .object({
    /** Selected property value ids; values of one property widen, different properties narrow. */
    properties: z.array(Id).max(100).default([]),
  })
  .nullish()
  .transform((body) => body ?? { properties: [] });
export type ProductListBody = z.infer<typeof ProductListBody>;

export const ProductCard = z
  .object({
    id: z.number().int(),
    title: z.string(),
    /** The main photo's smallest JPEG (for thumbnails), or the generated SVG of a product without photos. */
    image: z.string(),
    brand: Brand.pick({ id: true, name: true }),
    category_id: z.number().int(),
    /** The first variation, the one a card adds to the cart. */
    variation_id: z.number().int(),
    price: Som,
    /** The compare-at price (before the discount) when on sale, otherwise null. */
    old_price: Som.nullable(),
    in_stock: z.boolean(),
    is_new: z.boolean(),
    is_bestseller: z.boolean(),
    /** Present for a signed-in user only. */
    is_favorite: z.boolean().optional(),
    /** The published reviews' average (one decimal) and count; null while there are none. */
    rating: z.object({ average: z.number(), count: z.number().int() }).nullable(),
    /** The main photo with its variants; null for a product without photos (`image` is its SVG). */
    photo: Photo.nullable(),
  })
  .meta({ id: 'ProductCard' });
export type ProductCard = z.infer<typeof ProductCard>;

export const FacetValue = z.object({ id: z.number().int(), name: z.string(), count: z.number().int() });

export const ProductFacets = z.object({
  brands: z.array(FacetValue),
  properties: z.array(
    z.object({ id: z.number().int(), slug: z.string(), name: z.string(), values: z.array(FacetValue) }),
  ),
  price: z.object({ min: Som, max: Som }).nullable(),
});
export type ProductFacets = z.infer<typeof ProductFacets>;

export const ProductListResponse = pageOf(ProductCard)
  .extend({ facets: ProductFacets })
  .meta({ id: 'ProductListResponse' });
export type ProductListResponse = z.infer<typeof ProductListResponse>;

export const ProductPageQuery = LangQuery.extend(paginationQuery({ defaultPageSize: 20, maxPageSize: 100 }));
export const ProductPage = pageOf(ProductCard);
export type ProductPage = z.infer<typeof ProductPage>;

export const stockStates = ['in_stock', 'low_stock', 'out_of_stock'] as const;
export const StockState = z.enum(stockStates);

export const Variation = z
  .object({
    id: z.number().int(),
    name: z.string(),
    price: Som,
    /** The compare-at price (before the discount) when on sale, otherwise null. */
    old_price: Som.nullable(),
    stock_state: StockState,
    in_stock: z.boolean(),
    /** A make-up shade's colour (`#rrggbb`) for its swatch; null for sizes and other variations. */
    color_hex: z.string().nullable(),
    /** The generated picture in this shade, for a product without photos; null otherwise. */
    image: z.string().nullable(),
  })
  .meta({ id: 'Variation' });
export type Variation = z.infer<typeof Variation>;

export const ProductProperty = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  values: z.array(z.object({ id: z.number().int(), name: z.string() })),
});

export const ProductDetail = ProductCard.extend({
  description: z.string(),
  composition: z.string(),
  method_of_use: z.string(),
  availability: StockState,
  brand: Brand,
  category_path: z.array(CategoryRef),
  variations: z.array(Variation),
  properties: z.array(ProductProperty),
  /** The search-engine title and description staff wrote; null: the page head is generated. */
  seo_title: z.string().nullable(),
  seo_description: z.string().nullable(),
  /**
   * The gallery in order (the first is `photo`). A photo with a `variation_id` shows that shade
   * or volume: the page switches to it when the shopper chooses the variation.
   */
  photos: z.array(Photo.extend({ variation_id: z.number().int().nullable() })),
}).meta({ id: 'ProductDetail' });
export type ProductDetail = z.infer<typeof ProductDetail>;

export const ProductSearchQuery = LangQuery.extend({
  search: typedText(100).min(1, 'Enter something to search for'),
  ...paginationQuery({ defaultPageSize: 50, maxPageSize: 100 }),
});
export type ProductSearchQuery = z.infer<typeof ProductSearchQuery>;

export const SearchResult = ProductCard.pick({
  id: true,
  title: true,
  image: true,
  brand: true,
  variation_id: true,
  price: true,
  in_stock: true,
  is_favorite: true,
}).meta({ id: 'SearchResult' });
export type SearchResult = z.infer<typeof SearchResult>;

/** A category whose name matches the search, with its parent's name to tell "Creams" of face and body apart. */
export const SearchCategory = CategoryRef.extend({ parent_name: z.string().nullable() }).meta({ id: 'SearchCategory' });
export type SearchCategory = z.infer<typeof SearchCategory>;

export const ProductSearchResponse = z
  .object({
    items: z.array(SearchResult),
    page: z.number().int(),
    page_size: z.number().int(),
    has_more: z.boolean(),
    /** Shown categories whose name in the asked language has a word starting with the search (a few; the same on every page). */
    categories: z.array(SearchCategory),
    /** Shown brands whose name has a word starting with the search (a few; the same on every page). */
    brands: z.array(Brand.pick({ id: true, name: true, slug: true })),
  })
  .meta({ id: 'ProductSearchResponse' });
export type ProductSearchResponse = z.infer<typeof ProductSearchResponse>;

export const Banner = z
  .object({
    id: z.number().int(),
    title: z.string(),
    subtitle: z.string(),
    body: z.string(),
    image: z.string(),
    /** The uploaded picture for the language asked for; null: `image` is the generated SVG. */
    photo: Photo.nullable(),
    link: z.string(),
  })
  .meta({ id: 'Banner' });
export type Banner = z.infer<typeof Banner>;
export const BannerList = z.array(Banner);
export const BannerIdParam = z.object({ banners_id: IdParam.shape.id });

/** The ready-made lists of the home page's tabs answer alike. */
/*#__NO_SIDE_EFFECTS__*/
function featuredList(summary: string) {
  return { summary, query: ProductPageQuery, response: ProductPage, errors: [400] } as const;
}

export const catalogEndpoints = endpoints({
  'GET /brands': { summary: 'All brands, by name', response: BrandList, errors: [] },
  'GET /brands/random_list': {
    summary: 'Random brands for the home page',
    query: RandomBrandsQuery,
    response: BrandList,
    errors: [400],
  },
  'GET /categories': {
    summary: 'The two-level category tree',
    query: LangQuery,
    response: CategoryTree,
    errors: [400],
  },
  'GET /categories/:category_id': {
    summary: 'One category with its sub-categories',
    params: CategoryIdParam,
    query: LangQuery,
    response: CategoryDetail,
    errors: [400, 404],
  },
  'POST /products': {
    summary: 'Filtered, sorted, paginated products with facet counts',
    query: ProductListQuery,
    body: ProductListBody,
    response: ProductListResponse,
    errors: [400],
  },
  'GET /products/search': {
    summary: 'Search as you type: matching products, and the categories and brands whose names match',
    query: ProductSearchQuery,
    response: ProductSearchResponse,
    errors: [400],
  },
  'GET /products/bestselling': featuredList('Bestsellers, most sold first'),
  'GET /products/new': featuredList('Newest arrivals first'),
  'GET /products/recommended': featuredList('Staff picks: those in stock first, then by sales'),
  'GET /products/:id': {
    summary: 'A product with its variations and properties (and is_favorite when signed in)',
    params: IdParam,
    query: LangQuery,
    response: ProductDetail,
    errors: [400, 404],
  },
  'GET /banners': { summary: 'Active banners in display order', query: LangQuery, response: BannerList, errors: [400] },
  'GET /banners/:banners_id': {
    summary: 'One banner',
    params: BannerIdParam,
    query: LangQuery,
    response: Banner,
    errors: [400, 404],
  },
});
