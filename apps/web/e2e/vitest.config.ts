import { defineConfig } from 'vitest/config';

/**
 * Browser tests: the built storefront served by the real API on PGlite, driven in headless
 * Debian Chromium through playwright-core. Run by `npm test` after the API suites.
 */
export default defineConfig({
  test: {
    root: new URL('../../..', import.meta.url).pathname,
    include: ['apps/web/e2e/**/*.e2e.test.ts'],
    globalSetup: ['apps/web/e2e/support/global-setup.ts'],
    pool: 'forks',
    // Each file runs a server and drives the browser; two at once is what two cores carry.
    maxWorkers: 2,
    // A worker imports the API once for all its files; each file still starts its own store.
    isolate: false,
    // Generous, for a machine that other work keeps busy: a test fails on what it checks, not on time.
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
