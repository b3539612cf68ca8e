import { createHash } from 'node:crypto';
import type { ExchangeField, ExchangeMapping } from '@aruu/contract/staff-exchange';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import type { ImportRefusal } from '../../db/schema/index.js';
import { slugify } from '../../lib/slugify.js';
import { cyrillicToLatin } from '../catalog/search-text.js';
import type { CommerceMlRow } from './commerceml-rows.js';
import { formatProperties, type ImportColumn, isSku, locationCodeOf, type RawRow } from './import-format.js';

/** The shop's names for what the accounting system names: read once per run. */
export interface CommerceMlReference {
  /** group `Ид` → leaf category slug, for categories that have taken a group. */
  categoryByGroup: Map<string, string>;
  /** Russian name (lower case) → slugs of leaf categories that have not taken a group yet. */
  categoriesByName: Map<string, string[]>;
  /** Brand name or slug (lower case) → slug. */
  brands: Map<string, string>;
  /** Property Russian name (lower case) → its slug and its values (Russian name, lower case → slug). */
  properties: Map<string, { slug: string; values: Map<string, string> }>;
}

const rowsOf = async <T>(db: DbOrTx, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

export async function loadCommerceMlReference(db: DbOrTx): Promise<CommerceMlReference> {
  const categories = await rowsOf<{ slug: string; name: string; external_id: string | null }>(
    db,
    sql`select slug, name_ru as name, external_id from categories where parent_id is not null order by position, id`,
  );
  const brands = await rowsOf<{ slug: string; name: string }>(db, sql`select slug, name from brands order by id`);
  const values = await rowsOf<{ property: string; name: string; value: string | null; value_name: string | null }>(
    db,
    sql`select p.slug as property, p.name_ru as name, v.slug as value, v.value_ru as value_name
        from properties p left join property_values v on v.property_id = p.id order by p.id, v.id`,
  );
  const reference: CommerceMlReference = {
    categoryByGroup: new Map(),
    categoriesByName: new Map(),
    brands: new Map(),
    properties: new Map(),
  };
  for (const category of categories) {
    if (category.external_id !== null) reference.categoryByGroup.set(category.external_id, category.slug);
    else {
      const name = category.name.trim().toLowerCase();
      reference.categoriesByName.set(name, [...(reference.categoriesByName.get(name) ?? []), category.slug]);
    }
  }
  for (const brand of brands) {
    reference.brands.set(brand.slug, brand.slug);
    reference.brands.set(brand.name.trim().toLowerCase(), brand.slug);
  }
  for (const row of values) {
    const name = row.name.trim().toLowerCase();
    const property = reference.properties.get(name) ?? { slug: row.property, values: new Map() };
    if (row.value !== null && row.value_name !== null)
      property.values.set(row.value_name.trim().toLowerCase(), row.value);
    reference.properties.set(name, property);
  }
  return reference;
}

/** The slugs one run has handed out so far: a new product's is unique across the file. */
export interface ResolveState {
  slugs: Set<string>;
}
export const newResolveState = (): ResolveState => ({ slugs: new Set() });

/** What the file's ids met in the catalogue: one statement per batch. */
interface Found {
  productsByGood: Map<string, string>;
  variationsByOffer: Map<string, { sku: string; slug: string }>;
  /** SKU → its variation's product slug and offer id (null until an exchange named it). */
  variationsBySku: Map<string, { sku: string; slug: string; offer: string | null }>;
  /** product slug → its first variation's SKU */
  firstSkuOfProduct: Map<string, string>;
  /** slugs taken by products: the candidates for new products and their numbered forms */
  takenSlugs: Set<string>;
  /** slugs of the matched products that have no photo */
  photoless: Set<string>;
}

/** The SKU a new variation takes: its `Артикул` (commerceml-rows.ts numbers it for characteristics). */
function candidateSku(row: CommerceMlRow): string {
  const { article, offer } = row.cml;
  if (article !== '' && isSku(article)) return article;
  // No usable article: a stable code from the offer's id (the accounting system's ids are GUIDs).
  return `cml-${createHash('sha256').update(offer).digest('hex').slice(0, 12)}`;
}

/** A product slug from the Russian name, transliterated: `Крем для лица` → `krem-dlya-litsa`. */
export function slugOfTitle(title: string): string {
  const latin = [...title.toLowerCase()].map((letter) => cyrillicToLatin[letter] ?? letter).join('');
  const slug = slugify(latin).slice(0, 100).replace(/-$/, '');
  return slug === '' ? 'product' : slug;
}

async function findExisting(db: DbOrTx, groups: CommerceMlRow[][], candidates: string[][]): Promise<Found> {
  const goods = groups.map((group) => group[0]!.cml.good);
  const offers = groups.flatMap((group) => group.map((row) => row.cml.offer));
  const skus = groups.flatMap((group) => group.map(candidateSku));
  const slugs = candidates.flat();
  const [row] = await rowsOf<{
    products: Array<[string, string]>;
    variations: Array<[string, string | null, string]>;
    firsts: Array<[string, string]>;
    slugs: string[];
    photoless: string[];
  }>(
    db,
    sql`with found_products as (
          select id, slug, external_id from products where external_id = any(${sql.param(goods)}::text[])),
        found_variations as (
          select v.sku, v.external_id, p.slug from variations v join products p on p.id = v.product_id
          where v.external_id = any(${sql.param(offers)}::text[]) or v.sku = any(${sql.param(skus)}::text[]))
        select
          (select coalesce(json_agg(json_build_array(external_id, slug)), '[]') from found_products) as products,
          (select coalesce(json_agg(json_build_array(sku, external_id, slug)), '[]') from found_variations) as variations,
          (select coalesce(json_agg(json_build_array(p.slug, v.sku)), '[]') from found_products p
           join lateral (select sku from variations where product_id = p.id order by position, id limit 1) v on true) as firsts,
          (select coalesce(json_agg(slug), '[]') from products where slug = any(${sql.param(slugs)}::text[])) as slugs,
          (select coalesce(json_agg(p.slug), '[]') from products p
           where p.slug in (select slug from found_products union select slug from found_variations)
             and not exists (select 1 from product_images i where i.product_id = p.id)) as photoless`,
  );
  const found: Found = {
    productsByGood: new Map(row!.products),
    variationsByOffer: new Map(),
    variationsBySku: new Map(),
    firstSkuOfProduct: new Map(row!.firsts),
    takenSlugs: new Set(row!.slugs),
    photoless: new Set(row!.photoless),
  };
  for (const [sku, offer, slug] of row!.variations) {
    found.variationsBySku.set(sku, { sku, slug, offer });
    if (offer !== null) found.variationsByOffer.set(offer, { sku, slug });
  }
  return found;
}

const productFields: Array<[ExchangeField, ImportColumn[]]> = [
  ['title_ru', ['title_ru']],
  ['description_ru', ['description_ru']],
  ['category', ['category']],
  ['brand', ['brand']],
  ['properties', ['properties']],
];
const variationFields: Array<[ExchangeField, ImportColumn[]]> = [
  ['title_ru', ['name_ru']],
  ['barcode', ['barcode']],
  ['price', ['price']],
  ['compare_at_price', ['compare_at_price']],
  ['cost', ['cost']],
];

class Refusal extends Error {
  constructor(readonly refusal: Omit<ImportRefusal, 'row'>) {
    super(refusal.reason);
  }
}
const refuse = (column: string | null, reason: string, value?: string): never => {
  throw new Refusal({ column, reason, ...(value === undefined ? {} : { value }) });
};

/**
 * Gives a batch's rows the shop's keys (product slug, SKU) and names (category, brand, property
 * slugs): a good is matched by its `Ид` first, then by its variations' SKUs (`Артикул`); a new one
 * gets a slug from its Russian name. Cells of fields the site owns are dropped for what exists
 * already (the plan keeps what is there). Rows it cannot match are refused with the reason.
 */
export async function resolveBatch(
  db: DbOrTx,
  groups: CommerceMlRow[][],
  context: { reference: CommerceMlReference; mapping: ExchangeMapping; state: ResolveState },
): Promise<CommerceMlRow[][]> {
  // A new product's slug candidates, worked out once: looked up here, chosen from in newSlug.
  const candidates = groups.map((group) => slugCandidates(group[0]!));
  const found = await findExisting(db, groups, candidates);
  return groups.map((group, index) => resolveGood(group, found, candidates[index]!, context));
}

function resolveGood(
  group: CommerceMlRow[],
  found: Found,
  slugs: string[],
  context: { reference: CommerceMlReference; mapping: ExchangeMapping; state: ResolveState },
): CommerceMlRow[] {
  const first = group[0]!;
  const owners = context.mapping.field_owners;
  const siteOwns = (field: ExchangeField) => owners[field] === 'site';
  const matched = group.map((row) => found.variationsByOffer.get(row.cml.offer));
  const bySku = group.map((row) => {
    const candidate = found.variationsBySku.get(candidateSku(row));
    return candidate && candidate.offer === null ? candidate : undefined;
  });
  const existingSlug =
    found.productsByGood.get(first.cml.good) ?? matched.find(Boolean)?.slug ?? bySku.find(Boolean)?.slug;
  try {
    if (existingSlug === undefined && first.cml.offersOnly) refuse(null, 'unknown_good', first.cml.good);
    const slug = existingSlug ?? newSlug(slugs, found, context.state);
    const productCells: RawRow = { ...first.values, product: slug };
    if (existingSlug !== undefined)
      for (const [field, columns] of productFields)
        if (siteOwns(field)) for (const column of columns) delete productCells[column];
    Object.assign(productCells, referenceCells(first, existingSlug !== undefined, context.reference, owners));
    // Photos owned by the site: the exchange's pictures go to new goods and to products with no photo only.
    const keepPhotos =
      existingSlug !== undefined &&
      siteOwns('photos') &&
      (!found.photoless.has(existingSlug) || (first.values.photos ?? '') === '');
    return group.map((row, index) => {
      const values: RawRow = index === 0 ? productCells : { ...row.values, product: slug };
      if (keepPhotos) delete values.photos;
      const variation = matched[index] ?? bySku[index];
      let sku = variation?.sku;
      let productOnly = false;
      if (!sku && row.cml.withoutOffers && existingSlug !== undefined) {
        // The good came without offers: its product's fields change, no variation's.
        sku = found.firstSkuOfProduct.get(existingSlug);
        productOnly = sku !== undefined;
        for (const column of ['name_ru', 'barcode', 'price', 'compare_at_price', 'cost'] as const)
          delete values[column];
      }
      // A new variation takes its article; one another good's variation has is refused by the plan (sku_other_product).
      values.sku = sku ?? candidateSku(row);
      if (variation) dropSiteOwnedVariationCells(values, siteOwns);
      return { ...row, values, cml: { ...row.cml, productOnly } };
    });
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    return group.map((row, index) => ({
      ...row,
      values: { ...row.values, product: `cml-${first.row}`, sku: row.values.sku ?? '' },
      refused: index === 0 ? error.refusal : { column: 'product', reason: 'product_refused', value: String(first.row) },
    }));
  }
}

function dropSiteOwnedVariationCells(values: RawRow, siteOwns: (field: ExchangeField) => boolean) {
  for (const [field, columns] of variationFields)
    if (siteOwns(field)) for (const column of columns) delete values[column];
  if (siteOwns('stock'))
    for (const column of Object.keys(values))
      if (column === 'stock' || locationCodeOf(column) !== undefined) delete values[column as ImportColumn];
}

/** Category, brand and filter properties as the shop's slugs; an unknown group or brand refuses the good. */
function referenceCells(
  row: CommerceMlRow,
  exists: boolean,
  reference: CommerceMlReference,
  owners: ExchangeMapping['field_owners'],
): RawRow {
  const cells: RawRow = {};
  const keep = (field: ExchangeField) => exists && owners[field] === 'site';
  const { group, brand, properties } = row.cml;
  if (row.cml.offersOnly) return cells;
  if (group && !keep('category')) {
    const byName = reference.categoriesByName.get(group.name.trim().toLowerCase()) ?? [];
    cells.category =
      reference.categoryByGroup.get(group.id) ??
      (byName.length === 1 ? byName[0] : refuse('category', 'unknown_category', group.name));
  }
  if (brand !== '' && !keep('brand'))
    cells.brand = reference.brands.get(brand.trim().toLowerCase()) ?? refuse('brand', 'unknown_brand', brand);
  if (!keep('properties')) {
    const chosen = new Map<string, string[]>();
    for (const [name, value] of properties) {
      // A property the shop does not filter by is not read; a value it lacks refuses the good.
      const property = reference.properties.get(name.trim().toLowerCase());
      if (!property || value.trim() === '') continue;
      const slug =
        property.values.get(value.trim().toLowerCase()) ??
        refuse('properties', 'unknown_property_value', `${name}=${value}`);
      chosen.set(property.slug, [...new Set([...(chosen.get(property.slug) ?? []), slug])].sort());
    }
    cells.properties = formatProperties(chosen);
  }
  return cells;
}

/**
 * The slugs a new product may take, in order: its name's, then that with a short code from the
 * good's id (two goods of one name), then a longer one. Looked up by equality, batch by batch.
 */
function slugCandidates(first: CommerceMlRow): string[] {
  const base = slugOfTitle(first.values.title_ru ?? '');
  const code = createHash('sha256').update(first.cml.good).digest('hex');
  return [base, `${base}-${code.slice(0, 6)}`, `${base}-${code.slice(0, 16)}`];
}

function newSlug(candidates: string[], found: Found, state: ResolveState): string {
  const slug = candidates.find((slug) => !found.takenSlugs.has(slug) && !state.slugs.has(slug)) ?? candidates.at(-1)!;
  state.slugs.add(slug);
  return slug;
}

/** The accounting system's ids a batch's products (by slug) and variations (by SKU) take. */
export interface ExternalIds {
  products: Map<string, string>;
  variations: Map<string, string>;
}

/** The ids of what a batch writes or matches: its goods' and offers', but none of a refused row's. */
export function externalIdsOf(groups: CommerceMlRow[][], refusedRows: Set<number>): ExternalIds {
  const ids: ExternalIds = { products: new Map(), variations: new Map() };
  for (const group of groups) {
    const first = group[0]!;
    if (refusedRows.has(first.row) || first.refused) continue;
    ids.products.set(first.values.product!, first.cml.good);
    for (const row of group)
      if (!refusedRows.has(row.row) && !row.cml.productOnly) ids.variations.set(row.values.sku!, row.cml.offer);
  }
  return ids;
}

/**
 * Records the accounting system's ids on what a batch matched (by SKU), inside the batch's
 * transaction: the next exchange matches them by id. What the batch created (`created`: product
 * slugs, variation SKUs) took its ids as it was inserted (apply-writes.ts) and is not looked at
 * again. Groups taken by a category by its name are recorded on the category too.
 */
export async function recordExternalIds(
  tx: DbOrTx,
  groups: CommerceMlRow[][],
  refusedRows: Set<number>,
  created: { slugs: Set<string>; skus: Set<string> },
  reference: CommerceMlReference,
) {
  const ids = externalIdsOf(groups, refusedRows);
  for (const slug of created.slugs) ids.products.delete(slug);
  for (const sku of created.skus) ids.variations.delete(sku);
  const categories: Array<[string, string]> = [];
  for (const group of groups) {
    const first = group[0]!;
    if (refusedRows.has(first.row) || first.refused) continue;
    const category = first.values.category;
    if (first.cml.group && category && !reference.categoryByGroup.has(first.cml.group.id)) {
      categories.push([category, first.cml.group.id]);
      reference.categoryByGroup.set(first.cml.group.id, category);
    }
  }
  const pairs = (items: Map<string, string> | Array<[string, string]>) => {
    const list = [...items];
    return sql`unnest(${sql.param(list.map(([key]) => key))}::text[], ${sql.param(list.map(([, id]) => id))}::text[]) as t(key, id)`;
  };
  if (ids.products.size > 0)
    await tx.execute(sql`update products p set external_id = t.id from ${pairs(ids.products)}
      where p.slug = t.key and p.external_id is distinct from t.id`);
  if (ids.variations.size > 0)
    await tx.execute(sql`update variations v set external_id = t.id from ${pairs(ids.variations)}
      where v.sku = t.key and v.external_id is distinct from t.id`);
  if (categories.length > 0)
    await tx.execute(sql`update categories c set external_id = t.id from ${pairs(categories)}
      where c.slug = t.key and c.external_id is null`);
}
