import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';

const probe = fileURLToPath(new URL('../../../test/support/commerceml-memory-probe.ts', import.meta.url));
const apiRoot = fileURLToPath(new URL('../../../', import.meta.url));

it('reads a 100,000-goods exchange into rows in bounded memory: never the XML, a few cells per offer', async () => {
  // A 128 MB heap; the files are over 200 MB of XML, so holding them (or a DOM of them) cannot fit.
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--expose-gc', '--max-old-space-size=128', '--import', 'tsx', probe, '100000'],
    { cwd: apiRoot, timeout: 110_000 },
  );
  const result = JSON.parse(stdout.trim().split('\n').at(-1)!) as {
    rows: number;
    bytes: number;
    baseline: number;
    peak: number;
  };
  expect(result.rows).toBe(100_000);
  expect(result.bytes).toBeGreaterThan(200 * 1024 * 1024 * 0.9);
  // The offers wait as cells for their goods (about 500 bytes each); the goods stream by.
  expect(result.peak - result.baseline).toBeLessThan(100 * 1024 * 1024);
}, 120_000);
