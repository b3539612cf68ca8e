import type { ImportMode } from './import-format.js';
import type { FileRow } from './read-rows.js';

/** Rows of one batch: one transaction in the real run, one round of lookups in the dry run. */
export const BATCH_ROWS = 1000;
/** A product with more rows than this is split, and its second part refused as "rows apart". */
const MAX_GROUP_ROWS = 200;

/**
 * Groups consecutive rows of one product (full mode; each row alone otherwise) and packs whole
 * groups into batches of about BATCH_ROWS rows, so a product is always planned and written at once.
 */
export async function* batchesOf(rows: AsyncIterable<FileRow>, mode: ImportMode): AsyncGenerator<FileRow[][]> {
  let batch: FileRow[][] = [];
  let batchRows = 0;
  let group: FileRow[] = [];
  const closeGroup = () => {
    if (group.length === 0) return;
    batch.push(group);
    batchRows += group.length;
    group = [];
  };
  for await (const row of rows) {
    const sameProduct =
      mode === 'full' &&
      group.length > 0 &&
      group.length < MAX_GROUP_ROWS &&
      group[0]!.values.product === row.values.product;
    if (!sameProduct) closeGroup();
    if (!sameProduct && batchRows >= BATCH_ROWS) {
      yield batch;
      batch = [];
      batchRows = 0;
    }
    group.push(row);
  }
  closeGroup();
  if (batch.length > 0) yield batch;
}

/**
 * What `items` yields, the next one asked for as soon as one is handed over: the file's next batch
 * is read and parsed while the caller's statements for this one run in the database. An error
 * reading ahead surfaces where the caller asks for that batch, as without reading ahead.
 */
export async function* readAhead<T>(items: AsyncIterable<T>): AsyncGenerator<T> {
  const iterator = items[Symbol.asyncIterator]();
  let next = iterator.next();
  try {
    while (true) {
      const result = await next;
      if (result.done) return;
      next = iterator.next();
      // Awaited on the next turn; until then a failure must not count as unhandled.
      next.catch(() => {});
      yield result.value;
    }
  } finally {
    // A caller that stops early (a stale batch) closes the file once the batch being read is in.
    await next.catch(() => {});
    await iterator.return?.();
  }
}

export function keysOf(groups: FileRow[][]) {
  const slugs = new Set<string>();
  const skus = new Set<string>();
  const barcodes = new Set<string>();
  for (const group of groups)
    for (const { values, unstorable } of group) {
      // A row the plan refuses for its text: nothing of it goes into a query.
      if (unstorable) continue;
      if (values.product) slugs.add(values.product);
      if (values.sku) skus.add(values.sku);
      if (values.barcode) barcodes.add(values.barcode);
    }
  return { slugs: [...slugs], skus: [...skus], barcodes: [...barcodes] };
}
