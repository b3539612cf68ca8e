import { createReadStream } from 'node:fs';
import { appendFile } from 'node:fs/promises';
import { parse } from 'csv-parse';
import { stringify } from 'csv-stringify/sync';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { outer } from '../../db/outer-column.js';
import { variationPhotoUrls, variations } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import type { JobQueue } from '../jobs/job-queue.js';
import type { ImportedPhotos } from '../photos/imported-photos.js';
import { picturePathOf, readPicture } from './exchange-pictures.js';
import { type FetchPhotoOptions, fetchPhoto, PhotoFetchError } from './fetch-photo.js';

export const IMPORT_PHOTOS_JOB = 'catalog-import.photos';
/** The report's result for a photo URL that could not be fetched or was not a usable picture. */
export const PHOTO_FAILED = 'photo_failed';
/** Rows looked up at once. */
const ROWS_PER_ROUND = 200;
/** One job runs this long at most, then hands the rest to the next job, so a long photo list is never one long run. */
const JOB_BUDGET_MS = 2 * 60_000;

export interface ImportPhotosDeps {
  db: Db;
  queue: JobQueue;
  photos: ImportedPhotos;
  fetch: Omit<FetchPhotoOptions, 'resolve'>;
  reportPath: (importId: number) => string;
  /** Where a CommerceML import keeps the exchange's pictures (commerceml-files.ts). */
  picturesDirectory: (importId: number) => string;
}

interface RowRef {
  row: number;
  sku: string;
}

interface PhotoTarget {
  productId: number;
  variationId: number;
  urls: string[];
  /** URLs every variation of the product lists: the product's own photos, not one shade's. */
  sharedUrls: Set<string>;
}

/**
 * The import's photo stage, a job of its own queued when the run finishes: the rows the run wrote
 * or found unchanged (read back from its report, so the file is not parsed again), each photo URL
 * of theirs that the product has not taken yet fetched (an exchange's picture read from the
 * import's directory instead), processed and attached — with no
 * transaction open while downloading. A URL that fails adds a `photo_failed` line with the row to
 * the report and does not stop the rest. Payload `fromRow` lets a long stage continue in a new job.
 */
export function createImportPhotos(deps: ImportPhotosDeps) {
  async function run(importId: number, fromRow: number) {
    const started = Date.now();
    const failures = new Map<string, string>();
    let round: RowRef[] = [];
    for await (const ref of writtenRows(deps.reportPath(importId), fromRow)) {
      round.push(ref);
      if (round.length < ROWS_PER_ROUND) continue;
      await fetchRound(importId, round, failures);
      const next = ref.row + 1;
      round = [];
      if (Date.now() - started > JOB_BUDGET_MS) return continueFrom(importId, next);
    }
    if (round.length > 0) await fetchRound(importId, round, failures);
  }

  function continueFrom(importId: number, fromRow: number) {
    return deps.queue.enqueue(
      deps.db,
      IMPORT_PHOTOS_JOB,
      { importId, fromRow },
      { dedupeKey: `catalog-import-photos:${importId}:${fromRow}` },
    );
  }

  async function fetchRound(importId: number, rows: RowRef[], failures: Map<string, string>) {
    const targets = await photoTargets(
      deps.db,
      rows.map((ref) => ref.sku),
    );
    const lines: string[][] = [];
    for (const ref of rows) {
      const target = targets.get(ref.sku);
      if (!target) continue;
      const taken = await deps.photos.takenUrls(target.productId, target.urls);
      for (const url of target.urls) {
        if (taken.has(url)) continue;
        const reason = failures.get(url) ?? (await fetchAndAttach(importId, target, url));
        if (reason) {
          failures.set(url, reason);
          lines.push([String(ref.row), ref.sku, PHOTO_FAILED, 'photos', reason, url]);
        }
        taken.add(url);
      }
    }
    if (lines.length > 0) await appendFile(deps.reportPath(importId), stringify(lines));
  }

  /** Null when attached (or taken meanwhile); otherwise the report's reason. */
  async function fetchAndAttach(importId: number, target: PhotoTarget, url: string): Promise<string | null> {
    try {
      const picture = picturePathOf(url);
      const bytes =
        picture === null
          ? await fetchPhoto(url, deps.fetch)
          : await readPicture(deps.picturesDirectory(importId), picture, deps.fetch.maxBytes);
      const variationId = target.sharedUrls.has(url) ? null : target.variationId;
      await deps.photos.attach({ productId: target.productId, variationId, url, bytes });
      return null;
    } catch (error) {
      if (error instanceof PhotoFetchError)
        return error.problem === 'http_status' ? `photo_http_status:${error.detail}` : `photo_${error.problem}`;
      if (error instanceof AppError) return photoRefusal(error.code);
      throw error;
    }
  }

  return { run };
}

/** The pipeline's refusal codes (`image_corrupt`, …) as report reasons. */
function photoRefusal(code: string): string {
  const known = [
    'image_type_unsupported',
    'image_too_large',
    'image_too_many_pixels',
    'image_too_elongated',
    'image_corrupt',
  ];
  return known.includes(code) ? `photo_${code.slice('image_'.length)}` : 'photo_corrupt';
}

/** Rows of the report the run wrote or left unchanged (refused rows and photo lines are skipped). */
async function* writtenRows(reportPath: string, fromRow: number): AsyncGenerator<RowRef> {
  const records = createReadStream(reportPath).pipe(parse({ from_line: 2, relax_column_count: true }));
  for await (const record of records as AsyncIterable<string[]>) {
    const [row, sku, result] = record;
    if (!['create', 'update', 'unchanged'].includes(result ?? '')) continue;
    if (Number(row) >= fromRow && sku) yield { row: Number(row), sku };
  }
}

/** Each SKU's product, variation and photo URLs (in the file's order), for SKUs with photo URLs. */
async function photoTargets(db: Db, skus: string[]): Promise<Map<string, PhotoTarget>> {
  const rows = await db
    .select({
      sku: variations.sku,
      variationId: variations.id,
      productId: variations.productId,
      url: variationPhotoUrls.url,
    })
    .from(variationPhotoUrls)
    .innerJoin(variations, eq(variations.id, variationPhotoUrls.variationId))
    .where(inArray(variations.sku, skus))
    .orderBy(asc(variationPhotoUrls.variationId), asc(variationPhotoUrls.position));
  const targets = new Map<string, PhotoTarget>();
  for (const row of rows) {
    const target = targets.get(row.sku) ?? {
      productId: row.productId,
      variationId: row.variationId,
      urls: [],
      sharedUrls: new Set<string>(),
    };
    target.urls.push(row.url);
    targets.set(row.sku, target);
  }
  const shared = await sharedUrlsOf(db, [...new Set(rows.map((row) => row.productId))]);
  for (const target of targets.values()) target.sharedUrls = shared.get(target.productId) ?? new Set();
  return targets;
}

/** Per product, the URLs listed by every one of its variations (all of them, for a single variation). */
async function sharedUrlsOf(db: Db, productIds: number[]): Promise<Map<number, Set<string>>> {
  const shared = new Map<number, Set<string>>();
  if (productIds.length === 0) return shared;
  const rows = await db
    .select({ productId: variations.productId, url: variationPhotoUrls.url })
    .from(variationPhotoUrls)
    .innerJoin(variations, eq(variations.id, variationPhotoUrls.variationId))
    .where(inArray(variations.productId, productIds))
    .groupBy(variations.productId, variationPhotoUrls.url)
    .having(
      sql`count(distinct ${variations.id}) = (select count(*) from ${variations} v where v.product_id = ${outer(variations.productId)})`,
    );
  for (const row of rows) shared.set(row.productId, (shared.get(row.productId) ?? new Set()).add(row.url));
  return shared;
}
