import type { ExchangeMapping } from '@aruu/contract/staff-exchange';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { timestamps, variations } from './catalog.js';
import { users } from './users.js';

/** Row counts of an import: what the dry run promises, then what the real run did. */
export interface ImportCounts {
  create: number;
  update: number;
  unchanged: number;
  refused: number;
}

/** One refused row: where, and why (a reason code the answer translates, with its details). */
export interface ImportRefusal {
  row: number;
  column: string | null;
  reason: string;
  value?: string;
}

/**
 * A catalogue import (modules/catalog-import): the uploaded file lives under DATA_DIR/imports; the
 * row holds the dry run's counts, its first refusals and one digest per batch of what it promised,
 * so the real run can tell when the catalogue changed in between, and the real run's progress.
 */
export const catalogImports = pgTable(
  'catalog_imports',
  {
    id: serial('id').primaryKey(),
    /** Who uploaded the file; for an accounting exchange, the account it logs in with. */
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    fileName: text('file_name').notNull(),
    format: text('format').$type<'csv' | 'xlsx' | 'commerceml'>().notNull(),
    /** A file staff uploaded, or one the accounting system's exchange delivered. */
    source: text('source').$type<'upload' | 'exchange'>().notNull().default('upload'),
    /** CommerceML only: the price types and warehouses the files were read with (`ExchangeMapping`). */
    mapping: jsonb('mapping').$type<ExchangeMapping>(),
    /** Run as soon as the dry run has checked it, without waiting for a person (an exchange's import). */
    autoStart: boolean('auto_start').notNull().default(false),
    /** full (product rows), stock (sku + stock) or price (sku + price columns). */
    mode: text('mode').$type<'full' | 'stock' | 'price'>(),
    status: text('status')
      .$type<'checking' | 'checked' | 'invalid' | 'queued' | 'running' | 'done' | 'stale' | 'failed'>()
      .notNull(),
    /** Why the file cannot be imported at all (no sku column…), or why the real run stopped. */
    problem: text('problem'),
    planned: jsonb('planned').$type<ImportCounts>(),
    /** The first refusals (the report lists them all). */
    refusals: jsonb('refusals').$type<ImportRefusal[]>(),
    refusalsTotal: integer('refusals_total').notNull().default(0),
    batchDigests: jsonb('batch_digests').$type<string[]>(),
    rowsTotal: integer('rows_total').notNull().default(0),
    rowsDone: integer('rows_done').notNull().default(0),
    batchesDone: integer('batches_done').notNull().default(0),
    done: jsonb('done').$type<ImportCounts>(),
    startedBy: integer('started_by').references(() => users.id, { onDelete: 'restrict' }),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** When the uploaded file and the report were deleted, IMPORT_RETENTION_DAYS after the end. */
    filesRemovedAt: timestamp('files_removed_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('catalog_imports_created_idx').on(t.createdAt.desc().nullsFirst()),
    check('catalog_imports_rows_done_bounded', sql`${t.rowsDone} >= 0 and ${t.rowsDone} <= ${t.rowsTotal}`),
  ],
);

/**
 * Photo URLs a file gave for a variation, in the file's order: the export writes them back, and
 * the import's photo job (`catalog-import.photos`) fetches those a product has not taken yet.
 */
export const variationPhotoUrls = pgTable(
  'variation_photo_urls',
  {
    variationId: integer('variation_id')
      .notNull()
      .references(() => variations.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    url: text('url').notNull(),
    ...timestamps,
  },
  (t) => [index('variation_photo_urls_variation_idx').on(t.variationId, t.position)],
);
