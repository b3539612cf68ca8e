import { demoArt } from '@aruu/demo/art/demo-art';
import { sandboxes } from '@aruu/demo/sandbox/sandboxes';
import type { SQL } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { type App, type AppDependencies, buildApp } from '../src/app.js';
import { loadConfig } from '../src/config/config.js';
import type { Database } from '../src/db/client.js';
import { openTestDatabase, type TestDatabase } from './test-database.js';
import { type WorkerApp, workerApp } from './worker-app.js';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789';

/**
 * The store's configuration in tests: quiet, not seeding, with a fixed token secret and cheap
 * password hashing — production-strength argon2 (19 MiB, 2 passes per hash) would make the tests
 * that register hundreds of shoppers CPU-bound. `passwords.test.ts` asserts the production cost.
 */
export function testConfig(env: Record<string, string> = {}) {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    SEED_ON_START: 'false',
    ARGON2_MEMORY_KIB: '64',
    ARGON2_PASSES: '1',
    // A page the test reads rendered must not come back unrendered because the machine is busy;
    // the time limit's own behaviour is render-pool.test.ts's, with its own value.
    SSR_TIMEOUT_MS: '60000',
    ...env,
  });
  return { ...config, JWT_SECRET: TEST_JWT_SECRET };
}

/** What the tests' stores add to the shop, as `npm start` does: the simulators and the generated art (apps/demo). */
export const demoStore = { extensions: [sandboxes], art: demoArt } satisfies Partial<AppDependencies>;

export interface TestContext {
  app: App;
  database: TestDatabase;
}

/**
 * The store for the calling test file, on a private copy of the seeded database dropped after
 * its tests. Catalogue caching is off so every assertion sees the database. A file that sets no
 * configuration of its own borrows the worker's app on PostgreSQL (`worker-app.ts`, decision
 * 054), built once for all such files; otherwise, and on PGlite, the file builds its own and
 * closes it after. A file whose app must be its own alone (races, outages, other processes, the
 * job queue's poller) opens its database and builds its app itself.
 */
export function useTestApp(env: Record<string, string> = {}): TestContext {
  const context = {} as TestContext;
  const borrows = Object.keys(env).length === 0;
  let borrowed: WorkerApp | undefined;
  beforeAll(async () => {
    context.database = await openTestDatabase();
    if (borrows && context.database.kind === 'postgres') {
      borrowed = sharedApp();
      context.app = await borrowed.lend(context.database);
      return;
    }
    context.app = await buildApp({ config: storeConfig(env), database: context.database, ...demoStore });
    await context.app.ready();
  });
  afterAll(async () => {
    if (borrowed) borrowed.release();
    else await context.app?.close();
    await context.database?.close();
  });
  return context;
}

const storeConfig = (env: Record<string, string>) => testConfig({ CATALOG_CACHE_TTL_MS: '0', ...env });

/**
 * The worker's app, built by the first file that asks; it lives as long as the worker. Its staff
 * counts are not cached either: a file must not meet the counts of the copy before it.
 */
let worker: WorkerApp | undefined;
function sharedApp(): WorkerApp {
  worker ??= workerApp({ config: storeConfig({ STAFF_COUNTS_TTL_MS: '0' }), ...demoStore });
  return worker;
}

/** Rows of a raw query, for tests that check the database directly. */
export async function queryRows<T>(database: Database, query: SQL): Promise<T[]> {
  // PGlite and node-postgres both answer with a `rows` array.
  const result = (await database.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
