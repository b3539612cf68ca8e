import { fileURLToPath } from 'node:url';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { testProjectFiles } from './apps/api/test/test-projects.js';

const root = fileURLToPath(new URL('.', import.meta.url));
const files = testProjectFiles(root);
const databaseSetup = ['apps/api/test/global-setup.ts'];

/**
 * `npm test` runs the database files once, on PostgreSQL; its PGlite phase sets
 * `TEST_DATABASE_FILES=pglite-compatibility` to run only the files marked as exercising what
 * PGlite does its own way. Without it (a developer naming files) every database file is there.
 */
const compatibilityOnly = process.env.TEST_DATABASE_FILES === 'pglite-compatibility';
const databaseFiles = (list: string[]) =>
  compatibilityOnly ? list.filter((file) => files.pgliteCompatibility.includes(file)) : list;

/**
 * A worker runs its files one after another in one module graph (`isolate: false`): the app is
 * imported once per worker instead of once per file, which was a third of the run's CPU. Each
 * database file still has its own copy of the database (apps/api/test/worker-app.ts).
 */
function project(name: string, include: string[], options: { database: boolean; isolate: boolean }) {
  return {
    extends: true,
    test: {
      name,
      include,
      isolate: options.isolate,
      globalSetup: options.database ? databaseSetup : [],
    },
  } satisfies TestProjectInlineConfiguration;
}

/**
 * The web app's component tier (docs/decisions/055): real components rendered with Testing
 * Library in jsdom, against the fake API of apps/web/src/testing. React's JSX goes through
 * Vite's own transform; no database, no server, no browser.
 */
const components = {
  extends: true,
  test: {
    name: 'components',
    include: files.components,
    environment: 'jsdom',
    // One module graph per worker, as the unit project: React, the router and jsdom load once
    // (146 s → 89 s for the first 30 tests). Each test still renders into a cleaned document
    // with empty storage (testing/setup.ts) and installs its own fake API.
    isolate: false,
    setupFiles: ['apps/web/src/testing/setup.ts'],
  },
} satisfies TestProjectInlineConfiguration;

export default defineConfig({
  // The web app's `@/` imports, from apps/web/tsconfig.json's `paths`.
  resolve: { tsconfigPaths: true },
  test: {
    // `npm test` runs the unit projects and the PGlite compatibility set on PGlite, then
    // `--project 'database*'` on PostgreSQL.
    projects: [
      project('unit', files.unit, { database: false, isolate: false }),
      project('unit (isolated)', files.unitIsolated, { database: false, isolate: true }),
      project('database', databaseFiles(files.database), { database: true, isolate: false }),
      project('database (isolated)', databaseFiles(files.databaseIsolated), { database: true, isolate: true }),
      components,
    ],
    pool: 'forks',
    // Two cores: more workers only make PGlite files fight for CPU.
    maxWorkers: 2,
    // Hang guards, not budgets: a test fails on what it checks, never on time. A minute was too
    // little for the import's export round-trips with the machine's cores three times over-booked
    // (load 12 on 2 cores: they took 60–130 s and timed out, and the next tests tripped over the
    // timed-out one still running); ten minutes still ends a test that hangs.
    testTimeout: 600_000,
    hookTimeout: 600_000,
  },
});
