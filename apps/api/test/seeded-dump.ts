import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { demoSeed } from '@aruu/demo/seed/demo-seed';
import type { PGlite } from '@electric-sql/pglite';
import { prepareDatabase } from '../src/bootstrap.js';
import { openDatabase } from '../src/db/client.js';
import { contentHash, pruneCache, testCacheDir, touch } from './test-cache.js';
import { TEST_CATALOG_SIZE } from './test-constants.js';

/** What the seeded database is made of: the migrations, the seed and the code they run (this file's too), and the locked packages. */
const inputs = [
  'apps/api/drizzle',
  'apps/api/src',
  'apps/api/test/seeded-dump.ts',
  'apps/demo/src',
  'packages/contract/src',
  'package-lock.json',
];

/**
 * The seeded PGlite data directory as a tar file, made once per state of the code that makes it:
 * the API tests and the browser tests of one `npm test` (and later runs until that code changes)
 * load the same file instead of seeding 3,000 products again. Written under a temporary name and
 * renamed, so a concurrent run never reads half a file.
 */
export async function seededPgliteDump(): Promise<string> {
  const path = join(testCacheDir, `seeded-${contentHash(inputs)}-${TEST_CATALOG_SIZE}.tar`);
  if (existsSync(path)) {
    touch(path);
    return path;
  }
  const database = await openDatabase({ kind: 'pglite' });
  const client = (database.db as unknown as { $client: PGlite }).$client;
  // A checkpoint otherwise renames the WAL segments it no longer needs into spare future ones
  // (16 MB each): four such spares made the dump every test file loads 150.7 MB instead of
  // 83.6 MB, and opening it 728 ms instead of 541 (medians of six). Only the seeding instance
  // runs with this; it is not a setting of the app's.
  await client.exec('set wal_recycle = off');
  await prepareDatabase(database, {
    seed: demoSeed({ products: TEST_CATALOG_SIZE, demoOrders: false, shops: false }),
    log: () => {},
  });
  // Written out of the WAL into the data files first: a copy that opens with nothing to replay
  // opened in 1.1–1.5 s against 1.7–2.5 s (five of each, interleaved), and every test file opens one.
  await client.exec('checkpoint');
  const dump = Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer());
  await database.close();
  mkdirSync(testCacheDir, { recursive: true });
  const partial = `${path}.${process.pid}.partial`;
  writeFileSync(partial, dump);
  renameSync(partial, path);
  pruneCache('seeded-');
  return path;
}
