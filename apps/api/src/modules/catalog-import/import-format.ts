import { showUnstorable } from '@aruu/contract/fields';

/**
 * The import/export file format (docs/catalog-import.md): one row per variation, rows of one
 * product together and keyed by `product` (the product's slug). Export writes exactly these
 * columns, so export → edit → import round-trips.
 */
export const productTextColumns = [
  'title_ru',
  'title_en',
  'title_ky',
  'description_ru',
  'description_en',
  'description_ky',
  'composition_ru',
  'composition_en',
  'composition_ky',
  'usage_ru',
  'usage_en',
  'usage_ky',
] as const;

export const productColumns = [
  'product',
  ...productTextColumns,
  'brand',
  'category',
  'published',
  'recommended',
  'properties',
] as const;

export const variationColumns = [
  'sku',
  'barcode',
  'name_ru',
  'name_en',
  'name_ky',
  'price',
  'compare_at_price',
  'cost',
  'stock',
  'color_hex',
  'hidden',
  'photos',
] as const;

export const importColumns = [...productColumns, ...variationColumns] as const;
export type ImportColumn = (typeof importColumns)[number];
export type ProductTextColumn = (typeof productTextColumns)[number];

/**
 * `stock_<code>`: the free units at the location with that code (locations.code's format, see
 * schema/locations.ts). Export writes one per location; which codes exist is the plan's business.
 */
export type LocationColumn = `stock_${string}`;
const locationColumn = /^stock_([a-z0-9][a-z0-9-]{0,31})$/;
export const locationCodeOf = (column: string): string | undefined => locationColumn.exec(column)?.[1];
export const locationColumnOf = (code: string): LocationColumn => `stock_${code}`;

/** A file's row as read: column → trimmed text ('' for an empty cell). */
export type RawRow = Partial<Record<ImportColumn | LocationColumn, string>>;

export type ImportMode = 'full' | 'stock' | 'price';

/**
 * What a file updates, by its columns: with `product` everything it has; without it only the
 * variations' stock (`sku` + `stock` and/or `stock_<code>`) or prices (`sku` + `price`,
 * `compare_at_price`, `cost`).
 */
export function modeOfColumns(columns: readonly string[]): ImportMode | { problem: string } {
  const known = new Set<string>(importColumns);
  const unknown = columns.filter(
    (column) => column !== '' && !known.has(column) && locationCodeOf(column) === undefined,
  );
  if (unknown.length > 0) return { problem: `unknown_columns:${listed(unknown)}` };
  const has = (column: ImportColumn) => columns.includes(column);
  if (!has('sku')) return { problem: 'missing_column:sku' };
  if (has('product')) {
    const missing = (['title_ru', 'brand', 'category', 'price'] as const).filter((column) => !has(column));
    return missing.length > 0 ? { problem: `missing_column:${missing.join(',')}` } : 'full';
  }
  const rest = columns.filter((column) => column !== 'sku' && column !== '');
  if (rest.length > 0 && rest.every((column) => column === 'stock' || locationCodeOf(column) !== undefined))
    return 'stock';
  if (rest.length > 0 && rest.every((column) => priceColumns.has(column))) return 'price';
  return { problem: 'missing_column:product' };
}

const priceColumns = new Set<string>(['price', 'compare_at_price', 'cost']);

/** Column names quoted back to staff: a few, as text the database can store. */
function listed(names: string[]): string {
  const shown = names.slice(0, 10).map((name) => showUnstorable(name.slice(0, 60)));
  return names.length > shown.length ? `${shown.join(',')},…` : shown.join(',');
}

const MAX_TYIYN = 2_147_483_647;

/**
 * Som as a person types it — `1250.50`, `1 250,50`, `1250`, `1 250,5 сом` — to integer tyiyn,
 * by text, without floating point. Null when it is not such an amount (`1,250.50` is ambiguous
 * and refused).
 */
export function parseSomToTyiyn(text: string): number | null {
  const compact = text
    .replace(/\s*(сом|som)\.?$/i, '')
    .replace(/[\s\u00a0\u202f]/g, '')
    .replace(',', '.');
  const match = /^(\d{1,8})(?:\.(\d{1,2}))?$/.exec(compact);
  if (!match) return null;
  const tyiyn = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return tyiyn <= MAX_TYIYN ? tyiyn : null;
}

/** Tyiyn as export writes it: `1250.50`, which `parseSomToTyiyn` reads back exactly. */
export function formatTyiyn(tyiyn: number): string {
  return `${Math.trunc(tyiyn / 100)}.${String(tyiyn % 100).padStart(2, '0')}`;
}

export function parseStock(text: string): number | null {
  return /^\d{1,9}$/.test(text) ? Number(text) : null;
}

const yes = new Set(['yes', 'true', '1', 'да', 'ооба']);
const no = new Set(['no', 'false', '0', 'нет', 'жок']);

export function parseFlag(text: string): boolean | null {
  const lower = text.toLowerCase();
  if (yes.has(lower)) return true;
  if (no.has(lower)) return false;
  return null;
}

export const formatFlag = (value: boolean) => (value ? 'yes' : 'no');

/** `skin_type=dry|oily; finish=matte` → property slug → value slugs (sorted, for comparison). */
export function parseProperties(text: string): Map<string, string[]> | null {
  const properties = new Map<string, string[]>();
  for (const part of text.split(';')) {
    if (part.trim() === '') continue;
    const [property, values, ...extra] = part.split('=').map((piece) => piece.trim());
    if (!property || !values || extra.length > 0) return null;
    properties.set(property, [...new Set(values.split('|').map((value) => value.trim()))].filter(Boolean).sort());
  }
  return properties;
}

export function formatProperties(properties: Map<string, string[]>): string {
  return [...properties.keys()]
    .sort()
    .map((property) => `${property}=${properties.get(property)!.join('|')}`)
    .join('; ');
}

export const isSlug = (text: string) => /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(text) && text.length <= 120;
export const isColorHex = (text: string) => /^#[0-9a-f]{6}$/.test(text);
export const isBarcode = (text: string) => /^[0-9A-Za-z-]{4,32}$/.test(text);
export const isSku = (text: string) => /^[\w.\-/]{1,64}$/.test(text);

/** Photo URLs are separated by spaces or `|`. */
export function splitPhotoUrls(text: string): string[] {
  return text.split(/[\s|]+/).filter(Boolean);
}
