import { expect, it } from 'vitest';
import { runMemoryProbe } from '../../../test/support/memory-probe.js';

it('reads and plans a 100,000-row file in bounded memory, far below what keeping its rows would take', async () => {
  // A 128 MB heap: keeping every parsed row (about 1.1 kB each) would not even fit.
  const result = await runMemoryProbe<{
    rows: number;
    created: number;
    bytes: number;
    baseline: number;
    peak: number;
    rowBytes: number;
  }>('import-memory-probe', 100_000);
  expect(result.rows).toBe(100_000);
  expect(result.created).toBe(100_000);
  const keptRows = result.rows * result.rowBytes;
  expect(keptRows).toBeGreaterThan(80 * 1024 * 1024);
  // What grows is the file's SKUs, barcodes and product keys (for duplicates), not its rows.
  expect(result.peak - result.baseline).toBeLessThan(keptRows / 2);
});
