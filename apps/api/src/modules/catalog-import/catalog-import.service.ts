import { createWriteStream } from 'node:fs';
import { appendFile, mkdir, rm, stat } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Language } from '@aruu/contract/common';
import { roleMay } from '@aruu/contract/staff-access';
import type { ExchangeMapping } from '@aruu/contract/staff-exchange';
import { stringify } from 'csv-stringify/sync';
import { desc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { catalogImports, type ImportCounts, type ImportRefusal } from '../../db/schema/index.js';
import { AppError, notFound } from '../../http/app-error.js';
import { recordAudit } from '../audit/audit.js';
import type { InventoryService } from '../inventory/inventory.service.js';
import type { JobQueue } from '../jobs/job-queue.js';
import { applyWrites } from './apply-writes.js';
import {
  type Existing,
  findImport,
  type ImportRow,
  listImportsToClear,
  loadExisting,
  loadReference,
  lockImport,
  roleOfUser,
  stockLocations,
  updateImport,
} from './catalog-import.repository.js';
import { commerceMlFilesIn, isCommerceMlName, storeCommerceMlFiles } from './commerceml-files.js';
import type { CommerceMlImports } from './commerceml-imports.js';
import { keysOf } from './import-batches.js';
import { ImportFileError } from './import-file-error.js';
import type { ImportMode } from './import-format.js';
import { problemMessage, refusalMessage } from './import-messages.js';
import { IMPORT_PHOTOS_JOB } from './import-photos.js';
import {
  type BatchPlan,
  newFileState,
  type PlanContext,
  planBatch,
  type RowDecision,
  stockColumnsOf,
} from './import-plan.js';
import { importReportPath, openReport } from './import-report.js';
import { openSource } from './import-source.js';
import type { FileFormat, FileLimits } from './read-rows.js';

export const CHECK_IMPORT_JOB = 'catalog-import.check';
export const APPLY_IMPORT_JOB = 'catalog-import.apply';
/** The daily removal of old imports' files. */
export const REMOVE_OLD_IMPORT_FILES_JOB = 'catalog-import.remove-old-files';
/** The dry run keeps this many refusals to show; the report lists them all. */
const SHOWN_REFUSALS = 1000;
const APPLY_ATTEMPTS = 3;
/** The file has a `cost` column and its uploader (or starter) may not see costs. */
const COST_NOT_ALLOWED = 'cost_not_allowed';

export interface CatalogImportDeps {
  db: Db;
  queue: JobQueue;
  dataDir: string;
  maxUploadBytes: number;
  allowPrivatePhotoHosts: boolean;
  /** The one writer of stock: an import's units per location, each change with its movement. */
  inventory: Pick<InventoryService, 'setImportedStock'>;
  /** Days an import's files are kept after it ended (see `removeOldFiles`). */
  retentionDays: number;
  /** What a file may hold (IMPORT_MAX_ROWS, IMPORT_MAX_UNPACKED_BYTES). */
  limits: FileLimits;
  /** Where an unexpected error goes whole: staff see a stable, translated problem instead. */
  log: FastifyBaseLogger;
  /** The accounting exchange's price types and warehouses, for CommerceML files staff upload. */
  exchangeMapping: () => Promise<ExchangeMapping>;
}

const zeroCounts = (): ImportCounts => ({ create: 0, update: 0, unchanged: 0, refused: 0 });

export type CatalogImportService = ReturnType<typeof createCatalogImportService>;

export function createCatalogImportService(deps: CatalogImportDeps) {
  const { db, queue } = deps;
  const directory = join(deps.dataDir, 'imports');
  // A CommerceML import's files (several XML files) live in a directory of its own.
  const filePath = (row: Pick<ImportRow, 'id' | 'format'>) =>
    join(directory, row.format === 'commerceml' ? String(row.id) : `${row.id}.${row.format}`);
  const reportPath = (id: number) => importReportPath(deps.dataDir, id);

  async function upload(body: Readable, fileName: string, actor: { actorId: number }) {
    const format = formatOfName(fileName);
    const mapping = format === 'commerceml' ? await deps.exchangeMapping() : null;
    const [row] = await db
      .insert(catalogImports)
      .values({ createdBy: actor.actorId, fileName, format, mapping, status: 'checking' })
      .returning();
    // A CommerceML upload (an XML file or a zip) arrives under its own name (import.xml, offers.xml
    // say what it holds), then is unpacked into the import's directory.
    const arrivals = join(directory, `${row!.id}.upload`);
    const received =
      format === 'commerceml' ? join(arrivals, basename(fileName).replace(/[^\w.-]/g, '_')) : filePath(row!);
    await mkdir(format === 'commerceml' ? arrivals : directory, { recursive: true });
    try {
      await pipeline(body, sizeLimit(deps.maxUploadBytes), createWriteStream(received));
    } catch (error) {
      await db.delete(catalogImports).where(eq(catalogImports.id, row!.id));
      await rm(format === 'commerceml' ? arrivals : received, { force: true, recursive: true });
      throw error;
    }
    if (format === 'commerceml') {
      await storeFiles(row!, [received], undefined);
      await rm(arrivals, { force: true, recursive: true });
    }
    // The job is queued only once the file is whole on disk.
    await queue.enqueue(db, CHECK_IMPORT_JOB, { importId: row!.id }, { dedupeKey: `catalog-import-check:${row!.id}` });
    return row!.id;
  }

  /** The dry run: reads the whole file against the catalogue and stores what the real run will do. */
  async function check(importId: number) {
    const row = await findImport(db, importId);
    if (row?.status !== 'checking') return;
    try {
      const source = await openSource(db, fileOf(row), deps.limits);
      const mode = source.mode;
      if (typeof mode !== 'string') {
        await updateImport(db, importId, { status: 'invalid', problem: mode.problem });
        return;
      }
      if (!(await mayWriteColumns(source.columns, row.createdBy))) {
        await updateImport(db, importId, { status: 'invalid', problem: COST_NOT_ALLOWED });
        return;
      }
      const context = await planContext(mode, source.columns);
      const state = newFileState();
      const planned = zeroCounts();
      const refusals: ImportRefusal[] = [];
      const digests: string[] = [];
      let rows = 0;
      for await (const batch of source.batches) {
        const groups = await source.prepare(db, batch);
        const existing = await loadExisting(db, keysOf(groups), false);
        const plan = planBatch(groups, existing, state, context);
        digests.push(plan.digest);
        for (const decision of plan.decisions) {
          planned[decision.action] += 1;
          rows += 1;
          if (decision.refusal && refusals.length < SHOWN_REFUSALS) refusals.push(decision.refusal);
        }
      }
      await updateImport(db, importId, {
        status: 'checked',
        mode,
        planned,
        refusals,
        refusalsTotal: planned.refused,
        batchDigests: digests,
        rowsTotal: rows,
      });
      // An exchange's import runs once checked: no person is there to start it.
      if (row.autoStart) await start(importId, { actorId: row.createdBy });
    } catch (error) {
      await updateImport(db, importId, { status: 'invalid', problem: problemOf(error, importId, 'unreadable') });
    }
  }

  /**
   * The one place an error becomes an import's problem: a file's own (too many rows, a zip bomb)
   * is shown as such; anything else is logged whole and shown as `fallback`, a stable, translated
   * message — never the error's text (an SQL statement, a JavaScript message) to staff.
   */
  function problemOf(error: unknown, importId: number, fallback: 'unreadable' | 'failed'): string {
    if (error instanceof ImportFileError) return error.problem;
    deps.log.error({ err: error, importId }, `catalogue import ${fallback}`);
    return fallback;
  }

  /**
   * Cost prices are for roles holding `reports.view`: a file with a `cost` column from anyone else
   * is refused whole, in the dry run (the uploader) and again in the run (who started it).
   */
  async function mayWriteColumns(columns: string[], userId: number) {
    if (!columns.includes('cost')) return true;
    return roleMay((await roleOfUser(db, userId)) ?? '', 'reports.view');
  }

  async function planContext(mode: ImportMode, columns: string[]): Promise<PlanContext> {
    return {
      mode,
      columns: new Set(columns),
      reference: await loadReference(db),
      allowPrivatePhotoHosts: deps.allowPrivatePhotoHosts,
      stockColumns: stockColumnsOf(columns, await stockLocations(db)),
    };
  }

  async function start(importId: number, actor: { actorId: number }) {
    await db.transaction(async (tx) => {
      const row = await lockImport(tx, importId);
      if (!row) throw notFound('import');
      if (row.status !== 'checked')
        throw new AppError('conflict', 'conflict', `the import is ${row.status}; only a checked import can start`);
      await updateImport(tx, importId, { status: 'queued', startedBy: actor.actorId, startedAt: new Date() });
      await queue.enqueue(
        tx,
        APPLY_IMPORT_JOB,
        { importId },
        {
          dedupeKey: `catalog-import-apply:${importId}`,
          maxAttempts: APPLY_ATTEMPTS,
        },
      );
    });
  }

  /**
   * The real run: the file again, batch by batch, each batch planned anew inside its transaction
   * with its rows locked, and written only when it is what the dry run promised (same digest).
   * Otherwise the import stops as `stale` and says from which row on nothing was written.
   */
  async function apply(importId: number, attempt: number) {
    const row = await findImport(db, importId);
    if (!row || !['queued', 'running'].includes(row.status)) return;
    try {
      await runBatches(row);
    } catch (error) {
      if (attempt < APPLY_ATTEMPTS) throw error;
      await finish(row.id, 'failed', problemOf(error, row.id, 'failed'));
    }
  }

  async function runBatches(row: ImportRow) {
    await updateImport(db, row.id, { status: 'running' });
    const source = await openSource(db, fileOf(row), deps.limits);
    if (!(await mayWriteColumns(source.columns, row.startedBy ?? row.createdBy)))
      return finish(row.id, 'failed', COST_NOT_ALLOWED);
    const context = await planContext(row.mode!, source.columns);
    const state = newFileState();
    const digests = row.batchDigests ?? [];
    const report = reportPath(row.id);
    if (row.batchesDone === 0)
      await appendFile(report, stringify([['row', 'sku', 'result', 'column', 'reason', 'value']]), { flag: 'w' });
    let index = 0;
    for await (const batch of source.batches) {
      if (index < row.batchesDone) {
        // Written by an earlier attempt: planned only to learn the file's SKUs, barcodes and products.
        planBatch(await source.prepare(db, batch), emptyExisting(), state, context);
        index += 1;
        continue;
      }
      const firstRow = batch[0]![0]!.row;
      const plan = await db.transaction(async (tx) => {
        const locked = await lockImport(tx, row.id);
        if (locked?.status !== 'running') return null;
        const groups = await source.prepare(tx, batch);
        const existing = await loadExisting(tx, keysOf(groups), true);
        const batchPlan = planBatch(groups, existing, state, context);
        if (batchPlan.digest !== digests[index]) return 'stale' as const;
        const changes = await applyWrites(
          tx,
          batchPlan.writes,
          context,
          { source: row.source === 'exchange' ? 'exchange' : 'import', changedBy: row.startedBy ?? row.createdBy },
          source.externalIds(groups, batchPlan),
        );
        await source.written(tx, groups, batchPlan);
        await deps.inventory.setImportedStock(tx, changes, row.startedBy ?? row.createdBy, `import ${row.id}`);
        const done = addCounts(locked.done ?? zeroCounts(), batchPlan.decisions);
        await updateImport(tx, row.id, {
          done,
          batchesDone: index + 1,
          rowsDone: Math.min(locked.rowsTotal, locked.rowsDone + batchPlan.decisions.length),
        });
        return batchPlan;
      });
      if (plan === null) return;
      if (plan === 'stale')
        return finish(row.id, 'stale', `catalogue_changed:${firstRow}`, context.columns.has('photos'));
      await appendFile(report, reportLines(plan));
      index += 1;
    }
    await appendFile(report, stringify(source.notes()));
    await finish(row.id, 'done', null, context.columns.has('photos'));
  }

  /**
   * The import's end and its one audit entry, with what was planned and what was done; with
   * `fetchPhotos`, the photo stage (import-photos.ts) is queued for the rows written.
   */
  async function finish(
    importId: number,
    status: 'done' | 'stale' | 'failed',
    problem: string | null,
    fetchPhotos = false,
  ) {
    await db.transaction(async (tx) => {
      const row = await lockImport(tx, importId);
      if (!row || !['queued', 'running'].includes(row.status)) return;
      await updateImport(tx, importId, { status, problem, finishedAt: new Date() });
      if (fetchPhotos)
        await queue.enqueue(tx, IMPORT_PHOTOS_JOB, { importId }, { dedupeKey: `catalog-import-photos:${importId}` });
      await recordAudit(tx, {
        actorId: row.startedBy ?? row.createdBy,
        action: 'catalog.imported',
        objectType: 'catalog_import',
        objectId: importId,
        before: null,
        after: {
          file_name: row.fileName,
          mode: row.mode,
          status,
          planned: row.planned,
          done: row.done ?? zeroCounts(),
        },
      });
    });
  }

  async function list(lang: Language) {
    const rows = await db
      .select()
      .from(catalogImports)
      .orderBy(desc(catalogImports.createdAt), desc(catalogImports.id))
      .limit(50);
    const stopped = await queue.stoppedRuns(
      IMPORT_JOBS,
      'importId',
      rows.map((row) => row.id),
    );
    return { items: rows.map((row) => summaryOf(row, lang, stopped.get(row.id))) };
  }

  async function detail(importId: number, lang: Language) {
    const row = await findImport(db, importId);
    if (!row) throw notFound('import');
    const stopped = await queue.stoppedRuns(IMPORT_JOBS, 'importId', [row.id]);
    return {
      ...summaryOf(row, lang, stopped.get(row.id)),
      refusals: (row.refusals ?? []).map((refusal) => ({
        row: refusal.row,
        column: refusal.column,
        reason: refusal.reason,
        message: refusalMessage(refusal.reason, refusal.value, lang),
      })),
    };
  }

  /** The report of a finished run with each refusal's message in `lang`. */
  async function report(importId: number, lang: Language): Promise<Readable> {
    const row = await findImport(db, importId);
    const path = reportPath(importId);
    if (!row || !(await stat(path).catch(() => null))) throw notFound('report');
    return openReport(path, lang);
  }

  /**
   * Deletes the uploaded file and the report of imports that ended (done, stale, failed, invalid)
   * more than `retentionDays` ago, and of checked imports nobody started in that time, which then
   * cannot start any more (`stale`, problem `expired`). The import stays listed with its counts.
   */
  async function removeOldFiles() {
    for (const { id } of await listImportsToClear(db, deps.retentionDays))
      await db.transaction(async (tx) => {
        // Under the import's lock, so a checked import cannot start while its file goes.
        const row = await lockImport(tx, id);
        if (!row || row.filesRemovedAt || !['done', 'stale', 'failed', 'invalid', 'checked'].includes(row.status))
          return;
        await updateImport(tx, id, {
          filesRemovedAt: new Date(),
          ...(row.status === 'checked' ? { status: 'stale' as const, problem: `expired:${deps.retentionDays}` } : {}),
        });
        await rm(filePath(row), { force: true, recursive: true });
        await rm(reportPath(id), { force: true });
      });
  }

  const fileOf = (row: ImportRow) => ({ path: filePath(row), format: row.format, mapping: row.mapping });

  /** An exchange's (or an upload's) CommerceML files into the import's directory; a bad zip makes the import invalid. */
  async function storeFiles(row: ImportRow, files: string[], picturesFrom: string | undefined) {
    try {
      await storeCommerceMlFiles(files, filePath(row), {
        maxUnpackedBytes: deps.limits.maxUnpackedBytes,
        picturesFrom,
      });
      const stored = await commerceMlFilesIn(filePath(row));
      if (stored.catalogue.length + stored.offers.length === 0) throw new ImportFileError('no_commerceml_files');
    } catch (error) {
      await updateImport(db, row.id, { status: 'invalid', problem: problemOf(error, row.id, 'unreadable') });
    }
  }

  /** The accounting exchange's entry (commerceml-imports.ts): checked, then run without a person. */
  const startCommerceMlImport: CommerceMlImports['startCommerceMlImport'] = async (input) => {
    const fileName = input.files
      .map((file) => basename(file))
      .join(', ')
      .slice(0, 200);
    const [row] = await db
      .insert(catalogImports)
      .values({
        createdBy: input.actorId,
        fileName,
        format: 'commerceml',
        source: input.source,
        mapping: input.mapping,
        autoStart: true,
        status: 'checking',
      })
      .returning();
    await storeFiles(row!, input.files, input.picturesDirectory);
    if ((await findImport(db, row!.id))?.status === 'checking')
      await queue.enqueue(
        db,
        CHECK_IMPORT_JOB,
        { importId: row!.id },
        { dedupeKey: `catalog-import-check:${row!.id}` },
      );
    return { importId: row!.id };
  };

  const importOutcome: CommerceMlImports['importOutcome'] = async (importId) => {
    const row = await findImport(db, importId);
    if (!row) throw notFound('import');
    if (row.status === 'done') return { state: 'succeeded', reason: null };
    if (['invalid', 'stale', 'failed'].includes(row.status))
      return { state: 'failed', reason: problemMessage(row.problem ?? 'failed', 'ru') };
    return { state: 'running', reason: null };
  };

  return {
    upload,
    check,
    start,
    apply,
    list,
    detail,
    report,
    removeOldFiles,
    startCommerceMlImport,
    importOutcome,
  };
}

/** The jobs that work on an import, whose stopped runs staff are told about. */
const IMPORT_JOBS = [CHECK_IMPORT_JOB, APPLY_IMPORT_JOB, IMPORT_PHOTOS_JOB];

function summaryOf(row: ImportRow, lang: Language, workerStoppedAt: Date | undefined) {
  return {
    id: row.id,
    file_name: row.fileName,
    format: row.format,
    source: row.source,
    mode: row.mode,
    status: row.status,
    problem: row.problem ? problemMessage(row.problem, lang) : null,
    planned: row.planned,
    done: row.done,
    rows_total: row.rowsTotal,
    rows_done: row.rowsDone,
    refusals_total: row.refusalsTotal,
    created_at: row.createdAt.toISOString(),
    started_at: row.startedAt?.toISOString() ?? null,
    finished_at: row.finishedAt?.toISOString() ?? null,
    worker_stopped_at: workerStoppedAt?.toISOString() ?? null,
  };
}

function formatOfName(fileName: string): FileFormat | 'commerceml' {
  const lower = fileName.toLowerCase();
  if (lower.endsWith('.csv')) return 'csv';
  if (lower.endsWith('.xlsx')) return 'xlsx';
  if (isCommerceMlName(lower)) return 'commerceml';
  const message = 'only .csv, .xlsx and CommerceML (.xml, .zip) files can be imported';
  throw new AppError('invalid_data', 'unsupported_media_type', message, {
    file_name: { code: 'unsupported_file_type', message },
  });
}

function sizeLimit(maxBytes: number) {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      if (seen > maxBytes)
        done(new AppError('invalid_data', 'payload_too_large', `the file is over ${maxBytes} bytes`));
      else done(null, chunk);
    },
  });
}

function addCounts(counts: ImportCounts, decisions: RowDecision[]): ImportCounts {
  const sum = { ...counts };
  for (const decision of decisions) sum[decision.action] += 1;
  return sum;
}

function reportLines(plan: BatchPlan): string {
  return stringify(
    plan.decisions.map((decision) => [
      decision.row,
      decision.sku,
      decision.action,
      decision.refusal?.column ?? '',
      decision.refusal?.reason ?? '',
      decision.refusal?.value ?? '',
    ]),
  );
}

function emptyExisting(): Existing {
  return {
    productsBySlug: new Map(),
    variationsBySku: new Map(),
    barcodeOwners: new Map(),
    nextPosition: new Map(),
    slugOfProduct: new Map(),
  };
}
