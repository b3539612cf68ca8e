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
