// Run in a child process with a small heap and --expose-gc (CommerceML memory test): reads a
// generated exchange of N goods (import.xml and offers.xml, 4 warehouses) into the import's rows
// exactly as the dry run does, and prints the rows seen, the files' size and the peak heap, as JSON.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultExchangeMapping } from '@aruu/contract/staff-exchange';
import { commerceMlRows } from '../../src/modules/catalog-import/commerceml-rows.js';
import { writeCatalogueCommerceMl } from './catalogue-commerceml.js';

const goods = Number(process.argv[2] ?? 100_000);
const directory = await mkdtemp(join(tmpdir(), 'aruu-commerceml-memory-'));
const paths = { catalogue: join(directory, 'import.xml'), offers: join(directory, 'offers.xml') };
const warehouses = ['w-online', 'w-tsum', 'w-asia-mall', 'w-vefa'];
const bytes = await writeCatalogueCommerceMl(paths, {
  goods,
  groupId: 'g',
  brand: 'Brand A',
  warehouses,
  prefix: 'mem',
});
const mapping = {
  ...defaultExchangeMapping,
  warehouses: Object.fromEntries(warehouses.map((id) => [id, id.slice(2)])),
};

globalThis.gc?.();
const baseline = process.memoryUsage().heapUsed;
let peak = baseline;
let rows = 0;
const source = await commerceMlRows({ catalogue: [paths.catalogue], offers: [paths.offers] }, mapping);
for await (const _row of source.rows) {
  rows += 1;
  if (rows % 500 === 0) peak = Math.max(peak, process.memoryUsage().heapUsed);
}
await rm(directory, { recursive: true, force: true });
console.log(JSON.stringify({ rows, bytes, baseline, peak }));
