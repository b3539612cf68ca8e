import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { xlsxFile } from '../../../test/support/zip-file.js';
import { ImportFileError } from './import-file-error.js';
import { checkUnpackedSize } from './xlsx-unpacked-size.js';

const dir = mkdtempSync(join(tmpdir(), 'aruu-unpacked-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const MB = 1024 * 1024;

function written(name: string, bytes: Buffer) {
  const path = join(dir, name);
  writeFileSync(path, bytes);
  return path;
}

const problemOf = (check: Promise<void>) =>
  check.then(
    () => 'none',
    (error: unknown) => (error instanceof ImportFileError ? error.problem : String(error)),
  );

describe('the unpacked size of an XLSX', () => {
  it('passes a workbook within both bounds', async () => {
    const path = written(
      'small.xlsx',
      xlsxFile([['sku', 'stock'], ...Array.from({ length: 200 }, () => ['A-1', '5'])]),
    );
    expect(await problemOf(checkUnpackedSize(path, MB))).toBe('none');
  });

  it('stops at IMPORT_MAX_UNPACKED_BYTES, for a file that packs like any spreadsheet', async () => {
    // Random text packs about 2:1, far from a bomb; it unpacks to 3 MB against a 1 MB bound.
    const path = written('large.xlsx', xlsxFile([['sku'], [randomBytes(1.5 * MB).toString('hex')]]));
    expect(await problemOf(checkUnpackedSize(path, MB))).toBe('unpacked_too_large:1');
    expect(await problemOf(checkUnpackedSize(path, 4 * MB))).toBe('none');
  });

  it('stops a zip bomb at 100 times its size, whatever the bound in bytes', async () => {
    const path = written('bomb.xlsx', xlsxFile([['sku']], 64 * MB));
    expect(await problemOf(checkUnpackedSize(path, 1024 * MB))).toBe('unpack_ratio');
  });

  it('refuses what is not a zip file at all', async () => {
    const path = written('text.xlsx', Buffer.from('sku,stock\nA-1,5\n'));
    expect(await problemOf(checkUnpackedSize(path, MB))).not.toBe('none');
  });
});
