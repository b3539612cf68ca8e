import { z } from 'zod';
import { IdParam, INT4_MAX, paginationQuery, queryInt } from './common.js';
import { endpoints } from './endpoint.js';
import { fieldError, Id, requiredText, typedText } from './fields.js';

/**
 * The shop's products in the back office (`catalog.edit`): a searchable list with bulk actions
 * and an editor with texts in three languages and variations. Unlike the storefront, which
 * speaks som, prices here are integer tyiyn both ways: the staff app parses what a manager types
 * ("1 250,50") with `parseSomText` (contract/som-text) and never does arithmetic on floats.
 *
 * A variation's cost price (what one unit costs the shop) is seen and sent only by roles holding
 * `reports.view`: answers to others leave `cost` out, and a save from them that carries one is
 * refused (403). Each change is kept with its date and author (`GET /staff/products/:id/cost-history`).
 */

export const translatedLanguages = ['en', 'ky'] as const;
export const TranslatedLanguage = z.enum(translatedLanguages);
export type TranslatedLanguage = z.infer<typeof TranslatedLanguage>;

/** Russian is required (the fallback); an empty English or Kyrgyz text shows the Russian one. */
const texts = (max: number, options: { multiline?: boolean; required?: boolean } = {}) =>
  z.strictObject({
    ru: options.required === false ? typedText(max, options) : requiredText(max, options),
    en: typedText(max, options).default(''),
    ky: typedText(max, options).default(''),
  });
export const ProductTexts = z.strictObject({
  title: texts(200),
  description: texts(10_000, { multiline: true }),
  composition: texts(10_000, { multiline: true }),
  usage: texts(10_000, { multiline: true }),
  seo_title: texts(120, { required: false }),
  seo_description: texts(300, { required: false }),
});
export type ProductTexts = z.infer<typeof ProductTexts>;

/** Integer tyiyn, positive, within PostgreSQL's `integer`. */
export const Tyiyn = z
  .number(fieldError('invalid_value'))
  .int('invalid_value')
  .positive('invalid_value')
  .max(INT4_MAX, 'invalid_value');

export const VariationInput = z
  .strictObject({
    /** Absent for a new variation. */
    id: Id.optional(),
    sku: requiredText(64).regex(/^[\p{L}\p{N}._/-]+$/u, 'invalid_value'),
    /** EAN/UPC digits, or empty for none. */
    barcode: typedText(32)
      .regex(/^\d{0,32}$/, 'invalid_value')
      .transform((value) => value || null)
      .nullish(),
    name: texts(100),
    price: Tyiyn,
    compare_at_price: Tyiyn.nullish(),
    /**
     * The cost price in tyiyn (0 allowed); null clears it; left out, it stays as it is. Only a
     * role holding `reports.view` may send it (403 otherwise).
     */
    cost: z
      .number(fieldError('invalid_value'))
      .int('invalid_value')
      .min(0, 'invalid_value')
      .max(INT4_MAX, 'invalid_value')
      .nullable()
      .optional(),
    color_hex: z
      .string(fieldError('invalid_value'))
      .trim()
      .toLowerCase()
      .regex(/^#[0-9a-f]{6}$/, 'invalid_value')
      .nullish(),
    /** Archived: kept for past orders, not sold (off the product page, refused in the cart and at checkout). */
    hidden: z.boolean().default(false),
  })
  .refine((v) => v.compare_at_price == null || v.compare_at_price > v.price, {
    path: ['compare_at_price'],
    message: 'invalid_value',
  });
export type VariationInput = z.input<typeof VariationInput>;

export const ProductInput = z.strictObject({
  texts: ProductTexts,
  brand_id: Id,
  /** A leaf (second-level) category. */
  category_id: Id,
  property_value_ids: z.array(Id).max(100).default([]),
  released_at: z.iso.datetime({ offset: true, error: 'invalid_value' }),
  is_recommended: z.boolean().default(false),
  /** The first variation is the one cards show; at least one, SKUs and barcodes unique. */
  variations: z.array(VariationInput).min(1, 'required').max(100, 'invalid_value'),
});
export type ProductInput = z.input<typeof ProductInput>;

export const CreateProductBody = ProductInput.extend({
  /** New products are drafts unless published here. */
  published: z.boolean().default(false),
});
export type CreateProductBody = z.input<typeof CreateProductBody>;

export const UpdateProductBody = ProductInput.extend({
  /** The `version` the editor was opened with: a save over someone else's change is refused. */
  version: z.number(fieldError('invalid_value')).int('invalid_value').min(0, 'invalid_value'),
});
export type UpdateProductBody = z.input<typeof UpdateProductBody>;

export const StaffVariation = z.object({
  id: z.number().int(),
  sku: z.string(),
  barcode: z.string().nullable(),
  name: z.object({ ru: z.string(), en: z.string(), ky: z.string() }),
  price: z.number().int(),
  compare_at_price: z.number().int().nullable(),
  /** The cost price (tyiyn), null while none is entered; present only for roles holding `reports.view`. */
  cost: z.number().int().nullable().optional(),
  color_hex: z.string().nullable(),
  /** Read-only here: stock changes are movements (the stock pages). */
  stock: z.number().int(),
  /** Appears in orders: cannot be deleted, only hidden. */
  ordered: z.boolean(),
  hidden: z.boolean(),
});
export type StaffVariation = z.infer<typeof StaffVariation>;

export const StaffProduct = z
  .object({
    id: z.number().int(),
    texts: z.object({
      title: z.object({ ru: z.string(), en: z.string(), ky: z.string() }),
      description: z.object({ ru: z.string(), en: z.string(), ky: z.string() }),
      composition: z.object({ ru: z.string(), en: z.string(), ky: z.string() }),
      usage: z.object({ ru: z.string(), en: z.string(), ky: z.string() }),
      seo_title: z.object({ ru: z.string(), en: z.string(), ky: z.string() }),
      seo_description: z.object({ ru: z.string(), en: z.string(), ky: z.string() }),
    }),
    brand_id: z.number().int(),
    category_id: z.number().int(),
    property_value_ids: z.array(z.number().int()),
    released_at: z.iso.datetime(),
    is_recommended: z.boolean(),
    published: z.boolean(),
    image: z.string(),
    /** Languages with an empty title, description, composition, usage or variation name (shown in Russian). */
    missing_languages: z.array(TranslatedLanguage),
    variations: z.array(StaffVariation),
    /** Goes up with every staff edit; sent back with a save. */
    version: z.number().int(),
    updated_at: z.iso.datetime(),
  })
  .meta({ id: 'StaffProduct' });
export type StaffProduct = z.infer<typeof StaffProduct>;

export const staffProductSorts = ['updated_desc', 'title', 'price_asc', 'price_desc', 'stock_asc', 'newest'] as const;
export const StaffProductSort = z.enum(staffProductSorts);
export type StaffProductSort = z.infer<typeof StaffProductSort>;

const flag = z.enum(['true', 'false']).optional();
export const StaffProductListQuery = z.object({
  /** A SKU, a barcode or words of a title in any language. */
  q: typedText(100).optional(),
  brand: queryInt({ min: 1, max: INT4_MAX }).optional(),
  /** A leaf or a top-level category (all its leaves). */
  category: queryInt({ min: 1, max: INT4_MAX }).optional(),
  published: flag,
  in_stock: flag,
  /** Products with some text empty in this language. */
  missing_translation: TranslatedLanguage.optional(),
  /** Products without an uploaded photo (cards show the generated picture). */
  no_photo: flag,
  sort: StaffProductSort.default('updated_desc'),
  ...paginationQuery({ defaultPageSize: 25, maxPageSize: 100 }),
});
export type StaffProductListQuery = z.input<typeof StaffProductListQuery>;
export type StaffProductListFilters = z.output<typeof StaffProductListQuery>;

export const StaffProductRow = z.object({
  id: z.number().int(),
  title: z.string(),
  image: z.string(),
  brand: z.object({ id: z.number().int(), name: z.string() }),
  category: z.object({ id: z.number().int(), name: z.string() }),
  /** The first variation's price, tyiyn. */
  price: z.number().int(),
  published: z.boolean(),
  in_stock: z.boolean(),
  stock: z.number().int(),
  variation_count: z.number().int(),
  skus: z.array(z.string()),
  missing_languages: z.array(TranslatedLanguage),
  updated_at: z.iso.datetime(),
});
export type StaffProductRow = z.infer<typeof StaffProductRow>;

export const StaffProductList = z.object({
  items: z.array(StaffProductRow),
  page: z.number().int(),
  page_size: z.number().int(),
  total: z.number().int(),
});
export type StaffProductList = z.infer<typeof StaffProductList>;

const ProductIds = z.array(Id).min(1, 'required').max(500, 'invalid_value');
/**
 * Bulk actions on selected products. A price change by percent applies to every variation:
 * new price = old × (100 + percent) / 100, rounded half up to whole som; a compare-at price that
 * would no longer be above the new price is cleared; a price that would fall to 0 refuses the
 * whole action (`invalid_value` on `percent`).
 */
export const BulkProductAction = z.discriminatedUnion('action', [
  z.strictObject({ action: z.literal('publish'), product_ids: ProductIds }),
  z.strictObject({ action: z.literal('unpublish'), product_ids: ProductIds }),
  z.strictObject({ action: z.literal('move_category'), product_ids: ProductIds, category_id: Id }),
  z.strictObject({
    action: z.literal('change_price'),
    product_ids: ProductIds,
    percent: z
      .number(fieldError('invalid_value'))
      .min(-99, 'invalid_value')
      .max(1000, 'invalid_value')
      .multipleOf(0.01, 'invalid_value')
      .refine((value) => value !== 0, 'invalid_value'),
  }),
]);
export type BulkProductAction = z.input<typeof BulkProductAction>;

export const BulkProductResult = z.object({ updated: z.number().int() });

/** What the editor's pickers offer: brands, leaf categories, filter properties with values. */
export const StaffProductOptions = z.object({
  brands: z.array(z.object({ id: z.number().int(), name: z.string() })),
  categories: z.array(z.object({ id: z.number().int(), name: z.string(), parent_name: z.string(), leaf: z.boolean() })),
  properties: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      values: z.array(z.object({ id: z.number().int(), name: z.string() })),
    }),
  ),
});
export type StaffProductOptions = z.infer<typeof StaffProductOptions>;

export const costChangeSources = ['staff', 'import', 'exchange'] as const;
export const CostChangeSource = z.enum(costChangeSources);
export type CostChangeSource = z.infer<typeof CostChangeSource>;

/** One change of a variation's cost: by an employee in the editor, by an import, or by the accounting exchange. */
export const VariationCostChange = z.object({
  id: z.number().int(),
  variation_id: z.number().int(),
  sku: z.string(),
  /** Tyiyn; null: the cost was cleared. */
  cost: z.number().int().nullable(),
  previous_cost: z.number().int().nullable(),
  source: CostChangeSource,
  /** The employee (who edited, or who started the import); null for the accounting exchange. */
  changed_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  created_at: z.iso.datetime(),
});
export type VariationCostChange = z.infer<typeof VariationCostChange>;

export const VariationCostHistory = z.object({
  /** The product's variations' cost changes, newest first (the last 200). */
  items: z.array(VariationCostChange),
});
export type VariationCostHistory = z.infer<typeof VariationCostHistory>;

export const staffProductEndpoints = endpoints({
  'GET /staff/products': {
    summary: 'Products: search by SKU, barcode or title; filter, sort, page',
    query: StaffProductListQuery,
    response: StaffProductList,
    errors: [400, 401, 403],
  },
  'GET /staff/products/options': {
    summary: "The product editor's brands, categories and filter properties (names in Russian)",
    response: StaffProductOptions,
    errors: [401, 403],
  },
  'GET /staff/products/:id': {
    summary: 'A product with its texts in three languages and its variations',
    params: IdParam,
    response: StaffProduct,
    errors: [400, 401, 403, 404],
  },
  'POST /staff/products': {
    summary: 'Create a product (a draft unless published)',
    body: CreateProductBody,
    response: StaffProduct,
    status: 201,
    errors: [400, 401, 403, 409, 422],
  },
  'PUT /staff/products/:id': {
    summary: 'Save a product and its variations; refused (409 edited_elsewhere) when someone saved first',
    params: IdParam,
    body: UpdateProductBody,
    response: StaffProduct,
    errors: [400, 401, 403, 404, 409, 422],
  },
  'GET /staff/products/:id/cost-history': {
    summary: "The changes of the product's variations' cost prices, newest first (`reports.view`)",
    params: IdParam,
    response: VariationCostHistory,
    errors: [400, 401, 403, 404],
  },
  'POST /staff/products/bulk': {
    summary: 'Publish, unpublish, move to a category or change the price by percent, for selected products',
    body: BulkProductAction,
    response: BulkProductResult,
    errors: [400, 401, 403, 404, 422],
  },
});
