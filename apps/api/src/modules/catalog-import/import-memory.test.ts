import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';

const probe = fileURLToPath(new URL('../../../test/support/import-memory-probe.ts', import.meta.url));
const apiRoot = fileURLToPath(new URL('../../../', import.meta.url));

it('reads and plans a 100,000-row file in bounded memory, far below what keeping its rows would take', async () => {
  // A 128 MB heap: keeping every parsed row (about 1.1 kB each) would not even fit.
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--expose-gc', '--max-old-space-size=128', '--import', 'tsx', probe, '100000'],
    { cwd: apiRoot, timeout: 110_000 },
  );
  const result = JSON.parse(stdout.trim().split('\n').at(-1)!) as {
    rows: number;
    created: number;
    bytes: number;
    baseline: number;
    peak: number;
    rowBytes: number;
  };
  expect(result.rows).toBe(100_000);
  expect(result.created).toBe(100_000);
  const keptRows = result.rows * result.rowBytes;
  expect(keptRows).toBeGreaterThan(80 * 1024 * 1024);
  // What grows is the file's SKUs, barcodes and product keys (for duplicates), not its rows.
  expect(result.peak - result.baseline).toBeLessThan(keptRows / 2);
}, 120_000);
