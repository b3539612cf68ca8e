import { expect, it } from 'vitest';
import { runMemoryProbe } from '../../../test/support/memory-probe.js';

it('reads a 100,000-goods exchange into rows in bounded memory: never the XML, a few cells per offer', async () => {
  // A 128 MB heap; the files are over 200 MB of XML, so holding them (or a DOM of them) cannot fit.
  const result = await runMemoryProbe<{
    rows: number;
    bytes: number;
    baseline: number;
    peak: number;
  }>('commerceml-memory-probe', 100_000);
  expect(result.rows).toBe(100_000);
  expect(result.bytes).toBeGreaterThan(200 * 1024 * 1024 * 0.9);
  // The offers wait as cells for their goods (about 500 bytes each); the goods stream by.
  expect(result.peak - result.baseline).toBeLessThan(100 * 1024 * 1024);
});
