import type { ExchangeMapping } from '@aruu/contract/staff-exchange';
import type { DbOrTx } from '../../db/client.js';
import { commerceMlFilesIn } from './commerceml-files.js';
import {
  type ExternalIds,
  externalIdsOf,
  loadCommerceMlReference,
  newResolveState,
  recordExternalIds,
  resolveBatch,
} from './commerceml-resolve.js';
import { type CommerceMlRow, commerceMlColumns, commerceMlRows } from './commerceml-rows.js';
import { pictureUrlOf } from './exchange-pictures.js';
import { batchesOf, readAhead } from './import-batches.js';
import { ImportFileError } from './import-file-error.js';
import { type ImportMode, modeOfColumns } from './import-format.js';
import { PHOTO_FAILED } from './import-photos.js';
import type { BatchPlan } from './import-plan.js';
import { type FileFormat, type FileLimits, type FileRow, openRows } from './read-rows.js';

/**
 * An import's rows in batches, whatever the file: a spreadsheet's rows as they are, or an
 * accounting system's CommerceML goods and offers given the shop's keys batch by batch. The
 * dry run and the real run read both the same way (catalog-import.service).
 */
export interface ImportSource {
  columns: string[];
  mode: ImportMode | { problem: string };
  batches: AsyncIterable<FileRow[][]>;
  /** The batch's rows as the plan reads them (CommerceML: matched to the catalogue), in `db`'s view. */
  prepare(db: DbOrTx, groups: FileRow[][]): Promise<FileRow[][]>;
  /** The accounting system's ids what the batch creates takes as it is inserted (CommerceML); none for a spreadsheet. */
  externalIds(groups: FileRow[][], plan: BatchPlan): ExternalIds | null;
  /** After a batch is written, in its transaction (CommerceML: the ids of what it matched recorded). */
  written(tx: DbOrTx, groups: FileRow[][], plan: BatchPlan): Promise<void>;
  /** Report lines (row, sku, result, column, reason, value) about what was passed over, once all is read. */
  notes(): string[][];
}

export async function openSource(
  db: DbOrTx,
  file: { path: string; format: FileFormat | 'commerceml'; mapping: ExchangeMapping | null },
  limits: FileLimits,
): Promise<ImportSource> {
  if (file.format !== 'commerceml') {
    const source = await openRows(file.path, file.format, limits);
    const mode = modeOfColumns(source.columns);
    return {
      columns: source.columns,
      mode,
      batches: readAhead(batchesOf(source.rows, typeof mode === 'string' ? mode : 'full')),
      prepare: async (_db, groups) => groups,
      externalIds: () => null,
      written: async () => {},
      notes: () => [],
    };
  }
  return openCommerceMl(db, file.path, file.mapping!, limits);
}

async function openCommerceMl(
  db: DbOrTx,
  directory: string,
  mapping: ExchangeMapping,
  limits: FileLimits,
): Promise<ImportSource> {
  const files = await commerceMlFilesIn(directory);
  const { rows, notes } = await commerceMlRows(files, mapping);
  const reference = await loadCommerceMlReference(db);
  const context = { reference, mapping, state: newResolveState() };
  async function* limited(): AsyncGenerator<CommerceMlRow> {
    for await (const row of rows) {
      if (row.row > limits.maxRows) throw new ImportFileError(`too_many_rows:${limits.maxRows}`);
      yield row;
    }
  }
  return {
    columns: commerceMlColumns(files, mapping),
    mode: 'full',
    batches: readAhead(batchesOf(limited(), 'full')),
    prepare: (batchDb, groups) => resolveBatch(batchDb, groups as CommerceMlRow[][], context),
    externalIds: (groups, plan) => externalIdsOf(groups as CommerceMlRow[][], refusedRowsOf(plan)),
    written: (tx, groups, plan) =>
      recordExternalIds(tx, groups as CommerceMlRow[][], refusedRowsOf(plan), createdBy(plan), reference),
    notes: () => [
      ...[...notes.unmappedWarehouses].map(([warehouse, count]) => [
        '',
        '',
        'ignored',
        'warehouse',
        'unmapped_warehouse',
        `${warehouse} (${count})`,
      ]),
      ...notes.refusedPictures.map(([row, path]) => [
        String(row),
        '',
        PHOTO_FAILED,
        'photos',
        'photo_outside_directory',
        pictureUrlOf(path),
      ]),
    ],
  };
}

const createdBy = (plan: BatchPlan) => ({
  slugs: new Set(plan.writes.newProducts.map((product) => product.slug)),
  skus: new Set(plan.writes.newVariations.map((variation) => variation.sku)),
});

const refusedRowsOf = (plan: BatchPlan) =>
  new Set(plan.decisions.filter((decision) => decision.action === 'refused').map((decision) => decision.row));
