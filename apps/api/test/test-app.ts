import { demoArt } from '@aruu/demo/art/demo-art';
import { sandboxes } from '@aruu/demo/sandbox/sandboxes';
import type { SQL } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { type App, type AppDependencies, buildApp } from '../src/app.js';
import { loadConfig } from '../src/config/config.js';
import type { Database } from '../src/db/client.js';
import { openTestDatabase } from './test-database.js';

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
    ...env,
  });
  return { ...config, JWT_SECRET: TEST_JWT_SECRET };
}

/** What the tests' stores add to the shop, as `npm start` does: the simulators and the generated art (apps/demo). */
export const demoStore = { extensions: [sandboxes], art: demoArt } satisfies Partial<AppDependencies>;

export interface TestContext {
  app: App;
  database: Database;
}

/**
 * A fresh store on a private copy of the seeded database for the calling test file, closed
 * after its tests. Catalogue caching is off so every assertion sees the database.
 */
export function useTestApp(env: Record<string, string> = {}): TestContext {
  const context = {} as TestContext;
  beforeAll(async () => {
    context.database = await openTestDatabase();
    const config = testConfig({ CATALOG_CACHE_TTL_MS: '0', ...env });
    context.app = await buildApp({ config, database: context.database, ...demoStore });
    await context.app.ready();
  });
  afterAll(async () => {
    await context.app?.close();
    await context.database?.close();
  });
  return context;
}

/** Rows of a raw query, for tests that check the database directly. */
export async function queryRows<T>(database: Database, query: SQL): Promise<T[]> {
  // PGlite and node-postgres both answer with a `rows` array.
  const result = (await database.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
