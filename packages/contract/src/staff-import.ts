import { z } from 'zod';
import { IdParam, LangQuery } from './common.js';
import { endpoints } from './endpoint.js';
import { typedText } from './fields.js';

/** Rows of an import by what happens to them: the dry run's promise, then the real run's deed. */
export const ImportCounts = z.object({
  create: z.number().int(),
  update: z.number().int(),
  unchanged: z.number().int(),
  refused: z.number().int(),
});
export type ImportCounts = z.infer<typeof ImportCounts>;

export const importStatuses = [
  'checking',
  'checked',
  'invalid',
  'queued',
  'running',
  'done',
  'stale',
  'failed',
] as const;
export const ImportStatus = z.enum(importStatuses);
export type ImportStatus = z.infer<typeof ImportStatus>;

export const ImportSummary = z
  .object({
    id: z.number().int(),
    file_name: z.string(),
    /** `commerceml`: an accounting system's import.xml/offers.xml (docs/catalog-import.md, "CommerceML"). */
    format: z.enum(['csv', 'xlsx', 'commerceml']),
    /** Uploaded by staff, or delivered by the accounting system's exchange. */
    source: z.enum(['upload', 'exchange']),
    /** What the file updates: everything (full), stock only, or prices only; null until checked. */
    mode: z.enum(['full', 'stock', 'price']).nullable(),
    status: ImportStatus,
    /** Why the file cannot be imported, or why the run stopped, in the reader's language. */
    problem: z.string().nullable(),
    planned: ImportCounts.nullable(),
    done: ImportCounts.nullable(),
    rows_total: z.number().int(),
    rows_done: z.number().int(),
    refusals_total: z.number().int(),
    created_at: z.iso.datetime(),
    started_at: z.iso.datetime().nullable(),
    finished_at: z.iso.datetime().nullable(),
    /**
     * The worker running it stopped (a restart or a crash) at this time: another takes it up once
     * that run's lease ends, within a minute, and nothing is done twice. Null while all is well.
     */
    worker_stopped_at: z.iso.datetime().nullable(),
  })
  .meta({ id: 'ImportSummary' });
export type ImportSummary = z.infer<typeof ImportSummary>;

export const ImportRefusal = z.object({
  /** The row as a spreadsheet numbers it (the header is row 1). */
  row: z.number().int(),
  column: z.string().nullable(),
  reason: z.string(),
  message: z.string(),
});
export type ImportRefusal = z.infer<typeof ImportRefusal>;

export const ImportDetail = ImportSummary.extend({
  /** The first 1,000 refusals; the report lists them all. */
  refusals: z.array(ImportRefusal),
}).meta({ id: 'ImportDetail' });
export type ImportDetail = z.infer<typeof ImportDetail>;

export const ImportList = z.object({ items: z.array(ImportSummary) });
export type ImportList = z.infer<typeof ImportList>;

export const ImportUploadQuery = LangQuery.extend({
  /** The uploaded file's name; its ending (.csv or .xlsx) tells the format. */
  file_name: typedText(200),
});

export const FileFormatQuery = z.strictObject({ format: z.enum(['csv', 'xlsx']).default('csv') });

export const staffImportEndpoints = endpoints({
  'POST /staff/catalog-imports': {
    summary:
      'Upload a CSV or XLSX file (the raw bytes as the body, Content-Type text/csv or the XLSX type) and start its dry run',
    query: ImportUploadQuery,
    response: ImportSummary,
    status: 201,
    errors: [400, 401, 403, 415],
  },
  'GET /staff/catalog-imports': {
    summary: 'Past imports, newest first (the last 50)',
    query: LangQuery,
    response: ImportList,
    errors: [400, 401, 403],
  },
  'GET /staff/catalog-imports/:id': {
    summary: 'An import: its dry run (counts and refusals with row, column and reason), its progress',
    params: IdParam,
    query: LangQuery,
    response: ImportDetail,
    errors: [400, 401, 403, 404],
  },
  'POST /staff/catalog-imports/:id/start': {
    summary: 'Run a checked import in the background: it writes exactly what its dry run promised',
    params: IdParam,
    response: ImportSummary,
    errors: [400, 401, 403, 404, 409],
  },
  'GET /staff/catalog-imports/:id/report': {
    summary: 'The report of a run as CSV: every row with its result and, for a refusal, why',
    params: IdParam,
    query: LangQuery,
    errors: [400, 401, 403, 404],
  },
  'GET /staff/catalog-export': {
    summary: 'The whole catalogue in the import format (CSV or XLSX), streamed',
    query: FileFormatQuery,
    errors: [400, 401, 403],
  },
  'GET /staff/catalog-import-template': {
    summary: 'The import format: its header and one example row (CSV or XLSX)',
    query: FileFormatQuery,
    errors: [400, 401, 403],
  },
});
