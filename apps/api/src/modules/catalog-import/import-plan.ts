import { createHash } from 'node:crypto';
import { showUnstorable } from '@aruu/contract/fields';
import type { ImportRefusal } from '../../db/schema/index.js';
import type { Existing, ProductState, Reference, StockLocation, VariationState } from './catalog-import.repository.js';
import { picturePathOf, picturePathProblem } from './exchange-pictures.js';
import {
  type ImportColumn,
  type ImportMode,
  isBarcode,
  isColorHex,
  isSku,
  isSlug,
  type LocationColumn,
  locationCodeOf,
  type ProductTextColumn,
  parseFlag,
  parseProperties,
  parseSomToTyiyn,
  parseStock,
  productColumns,
  productTextColumns,
  type RawRow,
  splitPhotoUrls,
} from './import-format.js';
import { photoUrlProblem } from './photo-urls.js';
import type { FileRow } from './read-rows.js';

export type RowAction = 'create' | 'update' | 'unchanged' | 'refused';

export interface RowDecision {
  row: number;
  sku: string;
  action: RowAction;
  refusal?: ImportRefusal;
}

/** A product as the file wants it: every field whose column the file has. */
export interface ProductFields {
  brandId: number;
  categoryId: number;
  texts: Record<ProductTextColumn, string>;
  published: boolean;
  recommended: boolean;
  propertyValueIds: number[];
}

export interface VariationFields {
  barcode: string | null;
  names: [string, string, string];
  price: number;
  compareAtPrice: number | null;
  /** The cost price (tyiyn) as the row leaves it: the file's when it has the column, else the variation's. */
  cost: number | null;
  /** The free units the row sets, location id → units; locations it leaves out keep theirs. */
  stockAt: Record<number, number>;
  colorHex: string | null;
  /** Off the storefront (migration 0031): shoppers can no longer pick it. */
  hidden: boolean;
  photos: string[];
}

/**
 * A location's free units the batch changes: `variationId` null for a new variation (found by
 * its SKU once inserted). Written through inventory, with their movements; a new variation's go
 * in with it (apply-writes.ts) and inventory writes their movements only.
 */
export interface StockWrite {
  sku: string;
  variationId: number | null;
  locationId: number;
  before: number;
  after: number;
}

/**
 * A variation's cost price the batch changes (`variationId` null for a new variation), written
 * through staff-products' `setCosts`, which keeps its history.
 */
export interface CostWrite {
  sku: string;
  variationId: number | null;
  cost: number | null;
}

/** What one batch writes, in file order: exactly what its digest promises. */
export interface BatchWrites {
  newProducts: Array<{ slug: string; fields: ProductFields }>;
  changedProducts: Array<{ id: number; fields: ProductFields; propertiesChanged: boolean }>;
  newVariations: Array<{ productSlug: string; position: number; sku: string; fields: VariationFields }>;
  changedVariations: Array<{
    id: number;
    sku: string;
    fields: VariationFields;
    photosChanged: boolean;
  }>;
  stock: StockWrite[];
  costs: CostWrite[];
}

export interface BatchPlan {
  decisions: RowDecision[];
  writes: BatchWrites;
  digest: string;
}

/** What the file itself has shown so far: duplicates are found across batches. */
export interface FileState {
  productRows: Map<string, number>;
  skuRows: Map<string, number>;
  barcodeRows: Map<string, number>;
  lastProduct: string | null;
}

export const newFileState = (): FileState => ({
  productRows: new Map(),
  skuRows: new Map(),
  barcodeRows: new Map(),
  lastProduct: null,
});

export interface PlanContext {
  mode: ImportMode;
  columns: Set<string>;
  reference: Reference;
  allowPrivatePhotoHosts: boolean;
  stockColumns: StockColumns;
}

/** The file's stock columns read against the shop's locations. */
export interface StockColumns {
  /** `stock_<code>` columns naming a location, in file order. */
  locations: Array<{ column: LocationColumn; locationId: number }>;
  /** `stock_<code>` columns naming none: a value in one refuses its row (`unknown_location`). */
  unknown: Array<{ column: LocationColumn; code: string }>;
  /** Where `stock` alone puts its units. */
  defaultLocationId: number;
  /** Locations whose free units count in `variations.stock`. */
  selling: Set<number>;
}

export function stockColumnsOf(columns: Iterable<string>, locations: StockLocation[]): StockColumns {
  const byCode = new Map(locations.map((location) => [location.code, location]));
  const found: StockColumns = {
    locations: [],
    unknown: [],
    defaultLocationId: locations.find((location) => location.isDefault)?.id ?? 0,
    selling: new Set(locations.filter((location) => location.sells).map((location) => location.id)),
  };
  for (const column of columns) {
    const code = locationCodeOf(column);
    if (code === undefined) continue;
    const location = byCode.get(code);
    if (location) found.locations.push({ column: column as LocationColumn, locationId: location.id });
    else found.unknown.push({ column: column as LocationColumn, code });
  }
  return found;
}

class Refused extends Error {
  constructor(readonly refusal: Omit<ImportRefusal, 'row'>) {
    super(refusal.reason);
  }
}

const refuse = (column: string | null, reason: string, value?: string): never => {
  throw new Refused({ column, reason, ...(value === undefined ? {} : { value }) });
};

const MAX_TEXT = 20_000;

/** A row with a text PostgreSQL cannot store, or refused as it was read, is refused before anything else reads it. */
function refuseUnstorable(row: FileRow) {
  if (row.unstorable) refuse(row.unstorable, 'unstorable_text', showUnstorable(row.values[row.unstorable] ?? ''));
  if (row.refused) refuse(row.refused.column, row.refused.reason, row.refused.value);
}

/** Plans one batch of product groups (full mode) or single rows (stock and price modes). */
export function planBatch(groups: FileRow[][], existing: Existing, state: FileState, context: PlanContext): BatchPlan {
  const decisions: RowDecision[] = [];
  const writes: BatchWrites = {
    newProducts: [],
    changedProducts: [],
    newVariations: [],
    changedVariations: [],
    stock: [],
    costs: [],
  };
  for (const group of groups) {
    if (context.mode === 'full') planProduct(group, existing, state, context, decisions, writes);
    else for (const row of group) planPartialRow(row, existing, state, context, decisions, writes);
  }
  // What the rows were is part of the promise: a row someone changed in between makes the real run stop.
  const before = {
    products: [...existing.productsBySlug.values()].sort((a, b) => a.id - b.id),
    variations: [...existing.variationsBySku.values()].sort((a, b) => a.id - b.id),
    barcodes: [...existing.barcodeOwners].sort(),
  };
  const digest = createHash('sha256').update(JSON.stringify({ decisions, writes, before })).digest('base64url');
  return { decisions, writes, digest };
}

function planProduct(
  group: FileRow[],
  existing: Existing,
  state: FileState,
  context: PlanContext,
  decisions: RowDecision[],
  writes: BatchWrites,
) {
  const [first] = group as [FileRow, ...FileRow[]];
  const key = first.values.product ?? '';
  let product: { state: ProductState | undefined; fields: ProductFields; changed: boolean; propertiesChanged: boolean };
  try {
    product = productOf(first, existing, state, context);
  } catch (error) {
    if (!(error instanceof Refused)) throw error;
    decisions.push(refusedDecision(first, error.refusal));
    for (const row of group.slice(1))
      decisions.push(refusedDecision(row, { column: 'product', reason: 'product_refused', value: String(first.row) }));
    return;
  }
  let nextPosition = product.state ? (existing.nextPosition.get(product.state.id) ?? 0) : 0;
  let productWritten = false;
  for (const row of group) {
    try {
      if (row !== first) {
        refuseUnstorable(row);
        sameProductColumns(first.values, row.values);
      }
      const sku = skuOf(row, state);
      const current = existing.variationsBySku.get(sku);
      if (current && (!product.state || current.productId !== product.state.id))
        refuse('sku', 'sku_other_product', existing.slugOfProduct.get(current.productId) ?? String(current.productId));
      const fields = variationFieldsOf(row.values, current, context, existing, state, sku);
      const variationChanged = current ? !sameVariation(current, fields) : true;
      const writesProduct = product.changed && !productWritten;
      if (writesProduct) {
        productWritten = true;
        if (product.state)
          writes.changedProducts.push({
            id: product.state.id,
            fields: product.fields,
            propertiesChanged: product.propertiesChanged,
          });
        else writes.newProducts.push({ slug: key, fields: product.fields });
      }
      if (!current) {
        writes.newVariations.push({ productSlug: key, position: nextPosition, sku, fields });
        nextPosition += 1;
      } else if (variationChanged && !sameVariationRow(current, fields)) {
        writes.changedVariations.push({
          id: current.id,
          sku,
          fields,
          photosChanged: !sameList(current.photos, fields.photos),
        });
      }
      writes.stock.push(...stockWrites(sku, current, fields));
      writes.costs.push(...costWrites(sku, current, fields));
      const action: RowAction = !current ? 'create' : variationChanged || writesProduct ? 'update' : 'unchanged';
      decisions.push({ row: row.row, sku, action });
    } catch (error) {
      if (!(error instanceof Refused)) throw error;
      decisions.push(refusedDecision(row, error.refusal));
    }
  }
  // A new product whose every row was refused is not created.
}

function refusedDecision(row: FileRow, refusal: Omit<ImportRefusal, 'row'>): RowDecision {
  const sku = showUnstorable(row.values.sku ?? '');
  return { row: row.row, sku, action: 'refused', refusal: { row: row.row, ...refusal } };
}

function productOf(first: FileRow, existing: Existing, state: FileState, context: PlanContext) {
  refuseUnstorable(first);
  const values = first.values;
  const key = values.product ?? '';
  if (key === '') refuse('product', 'missing_value');
  if (!isSlug(key)) refuse('product', 'bad_slug', key);
  const seenAt = state.productRows.get(key);
  if (seenAt !== undefined) refuse('product', 'product_rows_apart', String(seenAt));
  state.productRows.set(key, first.row);
  const current = existing.productsBySlug.get(key);
  // A cell a row leaves undefined (a CommerceML row, for a field the site owns) keeps what is there.
  const has = (column: string) => context.columns.has(column) && values[column as ImportColumn] !== undefined;

  const texts = { ...(current?.texts ?? emptyTexts()) };
  for (const column of productTextColumns) {
    if (!has(column)) continue;
    const text = values[column] ?? '';
    if (text.length > MAX_TEXT) refuse(column, 'too_long');
    texts[column] = text;
  }
  if (texts.title_ru === '') refuse('title_ru', 'missing_value');
  const brandId = referenceId(
    values.brand,
    current?.brandId,
    'brand',
    (slug) => context.reference.brands.get(slug)?.id,
  );
  const categoryId = referenceId(values.category, current?.categoryId, 'category', (slug) => {
    const category = context.reference.categories.get(slug);
    if (category && !category.leaf) refuse('category', 'category_not_leaf', slug);
    return category?.id;
  });
  const published = flagOf(values, 'published', has, current?.published ?? false);
  const recommended = flagOf(values, 'recommended', has, current?.recommended ?? false);
  const propertyValueIds = has('properties')
    ? propertyValueIdsOf(values.properties ?? '', context.reference)
    : (current?.propertyValueIds ?? []);
  const fields: ProductFields = { brandId, categoryId, texts, published, recommended, propertyValueIds };
  const propertiesChanged = !sameList(current?.propertyValueIds ?? [], propertyValueIds);
  const changed =
    !current ||
    propertiesChanged ||
    current.brandId !== brandId ||
    current.categoryId !== categoryId ||
    current.published !== published ||
    current.recommended !== recommended ||
    productTextColumns.some((column) => current.texts[column] !== texts[column]);
  return { state: current, fields, changed, propertiesChanged };
}

function emptyTexts(): Record<ProductTextColumn, string> {
  return Object.fromEntries(productTextColumns.map((column) => [column, ''])) as Record<ProductTextColumn, string>;
}

function referenceId(
  text: string | undefined,
  current: number | undefined,
  column: 'brand' | 'category',
  find: (slug: string) => number | undefined,
): number {
  if (text === undefined && current !== undefined) return current;
  if (!text) return refuse(column, 'missing_value');
  return find(text) ?? refuse(column, column === 'brand' ? 'unknown_brand' : 'unknown_category', text);
}

function flagOf(values: RawRow, column: 'published' | 'recommended', has: (c: string) => boolean, current: boolean) {
  const text = values[column] ?? '';
  if (!has(column) || text === '') return current;
  return parseFlag(text) ?? refuse(column, 'bad_flag', text);
}

function propertyValueIdsOf(text: string, reference: Reference): number[] {
  const parsed = parseProperties(text) ?? refuse('properties', 'bad_properties', text);
  const ids: number[] = [];
  for (const [property, values] of parsed) {
    const known = reference.properties.get(property) ?? refuse('properties', 'unknown_property', property);
    for (const value of values)
      ids.push(known.get(value) ?? refuse('properties', 'unknown_property_value', `${property}=${value}`));
  }
  return ids.sort((a, b) => a - b);
}

/** Later rows of a product may leave its columns empty; what they do fill must match the first row. */
function sameProductColumns(first: RawRow, row: RawRow) {
  for (const column of productColumns) {
    const text = row[column];
    if (text !== undefined && text !== '' && text !== first[column]) refuse(column, 'product_columns_differ', text);
  }
}

function skuOf(row: FileRow, state: FileState): string {
  const sku = row.values.sku ?? '';
  if (sku === '') refuse('sku', 'missing_value');
  if (!isSku(sku)) refuse('sku', 'bad_sku', sku);
  const seenAt = state.skuRows.get(sku);
  if (seenAt !== undefined) refuse('sku', 'duplicate_sku', String(seenAt));
  state.skuRows.set(sku, row.row);
  return sku;
}

function variationFieldsOf(
  values: RawRow,
  current: VariationState | undefined,
  context: PlanContext,
  existing: Existing,
  state: FileState,
  sku: string,
): VariationFields {
  const has = (column: string) => context.columns.has(column) && values[column as ImportColumn] !== undefined;
  const names: [string, string, string] = current ? [...current.names] : ['', '', ''];
  (['name_ru', 'name_en', 'name_ky'] as const).forEach((column, index) => {
    if (!has(column)) return;
    const text = values[column] ?? '';
    if (text.length > 200) refuse(column, 'too_long');
    names[index] = text;
  });
  const price = priceOf(values, has, current);
  const compareAtPrice = has('compare_at_price')
    ? values.compare_at_price
      ? (parseSomToTyiyn(values.compare_at_price) ?? refuse('compare_at_price', 'bad_price', values.compare_at_price))
      : null
    : (current?.compareAtPrice ?? null);
  if (compareAtPrice !== null && compareAtPrice <= price)
    refuse('compare_at_price', 'compare_at_not_above_price', values.compare_at_price);
  const cost = has('cost')
    ? values.cost
      ? (parseSomToTyiyn(values.cost) ?? refuse('cost', 'bad_cost', values.cost))
      : null
    : (current?.cost ?? null);
  const stockAt = stockOf(values, current, context);
  const barcode = has('barcode') ? barcodeOf(values.barcode ?? '', sku, existing, state) : (current?.barcode ?? null);
  const colorHex = has('color_hex')
    ? values.color_hex
      ? isColorHex(values.color_hex.toLowerCase())
        ? values.color_hex.toLowerCase()
        : refuse('color_hex', 'bad_color', values.color_hex)
      : null
    : (current?.colorHex ?? null);
  const hidden =
    has('hidden') && values.hidden
      ? (parseFlag(values.hidden) ?? refuse('hidden', 'bad_flag', values.hidden))
      : (current?.hidden ?? false);
  const photos = has('photos') ? photosOf(values.photos ?? '', context) : (current?.photos ?? []);
  return { barcode, names, price, compareAtPrice, cost, stockAt, colorHex, hidden, photos };
}

/**
 * The free units a row sets (docs/catalog-import.md, "Stock per location"): each non-empty
 * `stock_<code>` cell sets that location's; without such columns, `stock` sets the default
 * location's, as it did before there were locations. Beside location columns `stock` is the total
 * export wrote, read-only: left as exported, emptied or made the new total it is ignored; any
 * other figure refuses the row (`stock_read_only`), so an edit there is never silently lost.
 */
function stockOf(values: RawRow, current: VariationState | undefined, context: PlanContext): Record<number, number> {
  const columns = context.stockColumns;
  for (const { column, code } of columns.unknown) if (values[column]) refuse(column, 'unknown_location', code);
  const stockAt: Record<number, number> = {};
  const stockText = context.columns.has('stock') ? (values.stock ?? '') : '';
  if (columns.locations.length === 0) {
    if (stockText !== '')
      stockAt[columns.defaultLocationId] = parseStock(stockText) ?? refuse('stock', 'bad_stock', stockText);
    return stockAt;
  }
  for (const { column, locationId } of columns.locations) {
    const text = values[column] ?? '';
    if (text !== '') stockAt[locationId] = parseStock(text) ?? refuse(column, 'bad_stock', text);
  }
  if (stockText !== '') {
    const total = parseStock(stockText) ?? refuse('stock', 'bad_stock', stockText);
    if (total !== (current?.stock ?? 0) && total !== sellingTotal(current, stockAt, columns.selling))
      refuse('stock', 'stock_read_only', stockText);
  }
  return stockAt;
}

/** Free units over the selling locations once `stockAt` is set over what the variation has. */
export function sellingTotal(
  current: VariationState | undefined,
  stockAt: Record<number, number>,
  selling: Set<number>,
) {
  const units: Record<number, number> = { ...current?.stockAt, ...stockAt };
  return Object.entries(units).reduce((sum, [id, count]) => (selling.has(Number(id)) ? sum + count : sum), 0);
}

/** The locations whose units the row changes, with what they had. */
function stockWrites(sku: string, current: VariationState | undefined, fields: VariationFields): StockWrite[] {
  return Object.entries(fields.stockAt).flatMap(([id, after]) => {
    const locationId = Number(id);
    const before = current?.stockAt[locationId] ?? 0;
    return before === after ? [] : [{ sku, variationId: current?.id ?? null, locationId, before, after }];
  });
}

/** The cost the row sets, when it is not the variation's already (a new variation has none). */
function costWrites(sku: string, current: VariationState | undefined, fields: VariationFields): CostWrite[] {
  return fields.cost === (current?.cost ?? null) ? [] : [{ sku, variationId: current?.id ?? null, cost: fields.cost }];
}

function priceOf(values: RawRow, has: (c: string) => boolean, current: VariationState | undefined): number {
  if (!has('price')) return current?.price ?? refuse('price', 'missing_value');
  const text = values.price ?? '';
  if (text === '') return refuse('price', 'missing_value');
  const price = parseSomToTyiyn(text);
  return price !== null && price > 0 ? price : refuse('price', 'bad_price', text);
}

function barcodeOf(text: string, sku: string, existing: Existing, state: FileState): string | null {
  if (text === '') return null;
  if (!isBarcode(text)) refuse('barcode', 'bad_barcode', text);
  const owner = existing.barcodeOwners.get(text);
  if (owner !== undefined && owner !== sku) refuse('barcode', 'barcode_other_product', owner);
  const seenAt = state.barcodeRows.get(text);
  if (seenAt !== undefined) refuse('barcode', 'duplicate_barcode', String(seenAt));
  // skuOf has noted the row of this SKU: the barcode is first seen in that row.
  state.barcodeRows.set(text, state.skuRows.get(sku) as number);
  return text;
}

function photosOf(text: string, context: PlanContext): string[] {
  const urls = splitPhotoUrls(text);
  if (urls.length > 10) refuse('photos', 'too_many_photos');
  for (const url of urls) {
    // An exchange's picture (exchange-pictures.ts), also as an export writes it back.
    const picture = picturePathOf(url);
    const problem =
      picture === null ? photoUrlProblem(url, context.allowPrivatePhotoHosts) : picturePathProblem(picture);
    if (problem) refuse('photos', `bad_photo_url:${problem}`, url);
  }
  return urls;
}

/** A stock-only or price-only row: the SKU must exist; nothing else changes. */
function planPartialRow(
  row: FileRow,
  existing: Existing,
  state: FileState,
  context: PlanContext,
  decisions: RowDecision[],
  writes: BatchWrites,
) {
  try {
    refuseUnstorable(row);
    const sku = skuOf(row, state);
    const current = existing.variationsBySku.get(sku) ?? refuse('sku', 'unknown_sku', sku);
    const fields = variationFieldsOf(row.values, current, context, existing, state, sku);
    const changed = !sameVariation(current, fields);
    if (changed && !sameVariationRow(current, fields))
      writes.changedVariations.push({ id: current.id, sku, fields, photosChanged: false });
    writes.stock.push(...stockWrites(sku, current, fields));
    writes.costs.push(...costWrites(sku, current, fields));
    decisions.push({ row: row.row, sku, action: changed ? 'update' : 'unchanged' });
  } catch (error) {
    if (!(error instanceof Refused)) throw error;
    decisions.push(refusedDecision(row, error.refusal));
  }
}

function sameVariation(current: VariationState, fields: VariationFields): boolean {
  return (
    sameVariationRow(current, fields) &&
    current.cost === fields.cost &&
    Object.entries(fields.stockAt).every(([id, units]) => (current.stockAt[Number(id)] ?? 0) === units)
  );
}

/**
 * The variation's own row as the file wants it: everything but its stock, which inventory writes,
 * and its cost, which `setCosts` writes.
 */
function sameVariationRow(current: VariationState, fields: VariationFields): boolean {
  return (
    current.barcode === fields.barcode &&
    current.names.every((name, index) => name === fields.names[index]) &&
    current.price === fields.price &&
    current.compareAtPrice === fields.compareAtPrice &&
    current.colorHex === fields.colorHex &&
    current.hidden === fields.hidden &&
    sameList(current.photos, fields.photos)
  );
}

function sameList<T>(a: readonly T[], b: readonly T[]): boolean {
  return a.length === b.length && a.every((item, index) => item === b[index]);
}
