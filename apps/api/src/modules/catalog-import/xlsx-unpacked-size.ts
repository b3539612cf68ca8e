import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Duplex, Readable } from 'node:stream';
import { ImportFileError } from './import-file-error.js';

/**
 * The zip reader exceljs streams an XLSX with (unzipper's `Parse`, local headers in file order),
 * resolved as exceljs resolves it: the check below sees exactly the entries, and the bytes, that
 * exceljs will inflate.
 */
const require = createRequire(import.meta.url);
export const unzipper = createRequire(require.resolve('exceljs'))('unzipper') as {
  Parse(options: { forceStream: true }): Duplex;
};

/**
 * An XLSX may unpack to at most this many times its own size. Spreadsheet XML packs 5–20 times;
 * deflate's limit is about 1,000, which only a zip bomb comes near (the ratio is Apache POI's
 * default for the same check).
 */
export const MAX_UNPACK_RATIO = 100;

/**
 * Inflates every entry of the file once, counting, and stops as soon as the total passes
 * `maxBytes` or MAX_UNPACK_RATIO times the file's size — before a byte is parsed, and before
 * exceljs writes a worksheet that comes ahead of its shared strings to a temporary file. A zip
 * bomb costs the time to inflate 100 times its size, not its gigabytes; an honest file costs one
 * extra inflate, which is fast beside parsing.
 */
export async function checkUnpackedSize(path: string, maxBytes: number): Promise<void> {
  const { size } = await stat(path);
  const byRatio = size * MAX_UNPACK_RATIO < maxBytes;
  const allowed = byRatio ? size * MAX_UNPACK_RATIO : maxBytes;
  const file = createReadStream(path);
  const zip = file.pipe(unzipper.Parse({ forceStream: true }));
  let unpacked = 0;
  try {
    for await (const entry of zip as AsyncIterable<Readable>) {
      for await (const chunk of entry as AsyncIterable<Buffer>) {
        unpacked += chunk.length;
        if (unpacked > allowed)
          throw new ImportFileError(byRatio ? 'unpack_ratio' : `unpacked_too_large:${Math.floor(maxBytes / 2 ** 20)}`);
      }
    }
  } finally {
    file.destroy();
    zip.destroy();
  }
}
