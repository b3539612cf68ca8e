// Run in a child process with a small heap and --expose-gc (catalog-import memory test): reads and plans a
// generated 100,000-row CSV exactly as the dry run does, batch by batch, and prints the rows seen,
// the file's size and the peak heap in use, as JSON.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Existing, Reference } from '../../src/modules/catalog-import/catalog-import.repository.js';
import { batchesOf } from '../../src/modules/catalog-import/import-batches.js';
import { modeOfColumns } from '../../src/modules/catalog-import/import-format.js';
import { newFileState, planBatch, stockColumnsOf } from '../../src/modules/catalog-import/import-plan.js';
import { openRows } from '../../src/modules/catalog-import/read-rows.js';
import { writeCatalogueCsv } from './catalogue-csv.js';

const rowsWanted = Number(process.argv[2] ?? 100_000);
const directory = await mkdtemp(join(tmpdir(), 'aruu-import-memory-'));
const file = join(directory, 'catalogue.csv');
const bytes = await writeCatalogueCsv(file, {
  products: Math.ceil(rowsWanted / 2),
  variationsPerProduct: 2,
  brand: 'brand-a',
  category: 'leaf-a',
  properties: 'skin_type=dry',
  prefix: 'mem',
});
const category = {
  id: 2,
  slug: 'leaf-a',
  names: ['Кремы', 'Creams', 'Кремдер'] as [string, string, string],
  leaf: true,
};
const brand = { id: 1, slug: 'brand-a', name: 'Brand A' };
const reference: Reference = {
  brands: new Map([[brand.slug, brand]]),
  brandsById: new Map([[brand.id, brand]]),
  categories: new Map([[category.slug, category]]),
  categoriesById: new Map([[category.id, category]]),
  properties: new Map([['skin_type', new Map([['dry', 1]])]]),
  valuesById: new Map([[1, ['skin_type', 'dry']]]),
};
const nothingYet = (): Existing => ({
  productsBySlug: new Map(),
  variationsBySku: new Map(),
  barcodeOwners: new Map(),
  nextPosition: new Map(),
  slugOfProduct: new Map(),
});

globalThis.gc?.();
const baseline = process.memoryUsage().heapUsed;
let peak = baseline;
let rows = 0;
let created = 0;
// The limits production runs with (config.ts's defaults).
const limits = { maxRows: 300_000, maxUnpackedBytes: 2 * 1024 ** 3 };
const source = await openRows(file, 'csv', limits);
const mode = modeOfColumns(source.columns);
if (mode !== 'full') throw new Error(`unexpected mode ${JSON.stringify(mode)}`);
const state = newFileState();
const context = {
  mode,
  columns: new Set(source.columns),
  reference,
  allowPrivatePhotoHosts: false,
  stockColumns: stockColumnsOf(source.columns, [{ id: 1, code: 'online', sells: true, active: true, isDefault: true }]),
} as const;
for await (const groups of batchesOf(source.rows, mode)) {
  const plan = planBatch(groups, nothingYet(), state, context);
  rows += plan.decisions.length;
  created += plan.decisions.filter((decision) => decision.action === 'create').length;
  peak = Math.max(peak, process.memoryUsage().heapUsed);
}

/** What one parsed row takes when rows are kept: the heap grown by holding a sample of them. */
async function bytesPerKeptRow(sample: number) {
  const kept: unknown[] = [];
  globalThis.gc?.();
  const before = process.memoryUsage().heapUsed;
  for await (const row of (await openRows(file, 'csv', limits)).rows) {
    kept.push(row);
    if (kept.length === sample) break;
  }
  globalThis.gc?.();
  const grown = process.memoryUsage().heapUsed - before;
  return kept.length > 0 ? grown / kept.length : 0;
}
const rowBytes = await bytesPerKeptRow(5000);
await rm(directory, { recursive: true, force: true });
console.log(JSON.stringify({ rows, created, bytes, baseline, peak, rowBytes }));
