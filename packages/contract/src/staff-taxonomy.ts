import { z } from 'zod';
import { IdParam } from './common.js';
import { endpoints } from './endpoint.js';
import { fieldError, Id, requiredText } from './fields.js';

/**
 * Brands, categories and the home page's picks in the back office (`catalog.edit`). Categories
 * have two levels and products sit on the second (leaf) level only; the service keeps that.
 */

/** What a catalogue address carries: lower-case Latin letters and digits joined by single dashes. */
export const Slug = z
  .string(fieldError('invalid_value'))
  .trim()
  .min(1, 'required')
  .max(80, 'too_long')
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'invalid_value');

/** ISO 3166-1 alpha-2, upper-case (KR, FR, KG). */
const CountryCode = z
  .string(fieldError('invalid_value'))
  .trim()
  .regex(/^[A-Za-z]{2}$/, 'invalid_value')
  .transform((code) => code.toUpperCase());

/** A complete new order: every id of the list, each once. */
const IdOrder = z
  .array(Id)
  .max(5000, 'invalid_value')
  .refine((ids) => new Set(ids).size === ids.length, 'invalid_value');

// Brands

export const BrandBody = z.strictObject({
  name: requiredText(100),
  slug: Slug,
  country: CountryCode,
});
export type BrandBody = z.input<typeof BrandBody>;

export const StaffBrand = z
  .object({
    id: z.number().int(),
    name: z.string(),
    slug: z.string(),
    country: z.string(),
    position: z.number().int(),
    hidden: z.boolean(),
    /** Products of the brand, drafts included. */
    product_count: z.number().int(),
  })
  .meta({ id: 'StaffBrand' });
export type StaffBrand = z.infer<typeof StaffBrand>;

export const StaffBrandList = z.object({ items: z.array(StaffBrand) });
export type StaffBrandList = z.infer<typeof StaffBrandList>;

export const BrandOrderBody = z.strictObject({ ids: IdOrder });

// Categories

const categoryFields = {
  name_ru: requiredText(100),
  name_en: requiredText(100),
  name_ky: requiredText(100),
  slug: Slug,
  /** null: a top-level category; otherwise the top-level category it sits in. */
  parent_id: Id.nullable(),
};
export const CategoryBody = z.strictObject(categoryFields);
export type CategoryBody = z.input<typeof CategoryBody>;
export type CategoryInput = z.output<typeof CategoryBody>;

const StaffCategoryFields = z.object({
  id: z.number().int(),
  parent_id: z.number().int().nullable(),
  slug: z.string(),
  name_ru: z.string(),
  name_en: z.string(),
  name_ky: z.string(),
  position: z.number().int(),
  hidden: z.boolean(),
  /** Products in it (drafts included); for a top-level category, in its sub-categories. */
  product_count: z.number().int(),
  /** Slugs it had before: their addresses still lead to it. */
  old_slugs: z.array(z.string()),
});
export const StaffCategory = StaffCategoryFields.extend({ children: z.array(StaffCategoryFields) }).meta({
  id: 'StaffCategory',
});
export type StaffCategory = z.infer<typeof StaffCategory>;

export const StaffCategoryTree = z.object({ items: z.array(StaffCategory) });
export type StaffCategoryTree = z.infer<typeof StaffCategoryTree>;

export const CategoryOrderBody = z.strictObject({
  /** The level being ordered: null for the top level. */
  parent_id: Id.nullable(),
  ids: IdOrder,
});

// Home page picks

export const HomePick = z.object({
  product_id: z.number().int(),
  title: z.string(),
  brand: z.string(),
  image: z.string(),
  published: z.boolean(),
  in_stock: z.boolean(),
});
export type HomePick = z.infer<typeof HomePick>;

export const HomePickList = z.object({ items: z.array(HomePick) });
export type HomePickList = z.infer<typeof HomePickList>;

export const HomePicksBody = z.strictObject({
  /** The picks in the order the home page shows them; every product left out is no longer a pick. */
  product_ids: IdOrder.max(200, 'invalid_value'),
});

const HiddenBody = z.strictObject({ hidden: z.boolean(fieldError('invalid_value')) });

export const staffTaxonomyEndpoints = endpoints({
  'GET /staff/brands': {
    summary: 'Every brand, hidden ones included, in the shop’s order',
    response: StaffBrandList,
    errors: [401, 403],
  },
  'POST /staff/brands': {
    summary: 'Create a brand',
    body: BrandBody,
    response: StaffBrand,
    status: 201,
    errors: [400, 401, 403, 409],
  },
  'PUT /staff/brands/:id': {
    summary: 'Rename a brand, change its slug or country',
    params: IdParam,
    body: BrandBody,
    response: StaffBrand,
    errors: [400, 401, 403, 404, 409],
  },
  'PUT /staff/brands/:id/hidden': {
    summary: 'Hide a brand from the storefront (its menus, facets and listings), or show it again',
    params: IdParam,
    body: HiddenBody,
    response: StaffBrand,
    errors: [400, 401, 403, 404],
  },
  'PUT /staff/brands/order': {
    summary: 'Put the brands in a new order (every brand, each once)',
    body: BrandOrderBody,
    response: StaffBrandList,
    errors: [400, 401, 403],
  },
  'DELETE /staff/brands/:id': {
    summary: 'Delete a brand no product refers to (otherwise 409 taxonomy_in_use: hide it)',
    params: IdParam,
    status: 204,
    errors: [400, 401, 403, 404, 409],
  },
  'GET /staff/categories': {
    summary: 'The category tree, hidden categories included, with old slugs and product counts',
    response: StaffCategoryTree,
    errors: [401, 403],
  },
  'POST /staff/categories': {
    summary: 'Create a category at the top level or inside a top-level one',
    body: CategoryBody,
    response: StaffCategory,
    status: 201,
    errors: [400, 401, 403, 409],
  },
  'PUT /staff/categories/:id': {
    summary: 'Rename a category, change its slug (the old one keeps working) or move it between levels',
    params: IdParam,
    body: CategoryBody,
    response: StaffCategory,
    errors: [400, 401, 403, 404, 409],
  },
  'PUT /staff/categories/:id/hidden': {
    summary: 'Hide a category (and what is inside it) from the storefront, or show it again',
    params: IdParam,
    body: HiddenBody,
    response: StaffCategory,
    errors: [400, 401, 403, 404],
  },
  'PUT /staff/categories/order': {
    summary: 'Put one level of categories in a new order (every category of that level, each once)',
    body: CategoryOrderBody,
    response: StaffCategoryTree,
    errors: [400, 401, 403],
  },
  'DELETE /staff/categories/:id': {
    summary: 'Delete a category without products or sub-categories (otherwise 409 taxonomy_in_use: hide it)',
    params: IdParam,
    status: 204,
    errors: [400, 401, 403, 404, 409],
  },
  'GET /staff/home-picks': {
    summary: 'The home page’s recommended products in their order',
    response: HomePickList,
    errors: [401, 403],
  },
  'PUT /staff/home-picks': {
    summary: 'Choose and order the home page’s recommended products',
    body: HomePicksBody,
    response: HomePickList,
    errors: [400, 401, 403],
  },
});
