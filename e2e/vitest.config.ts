import { defineConfig } from 'vitest/config';

/** CI services set CI=true (or 1); a developer's run reports a failure at its first attempt. */
const ci = /^(1|true)$/i.test(process.env.CI ?? '');

/**
 * Browser tests: the built storefront served by the real API on PGlite, driven in headless
 * Debian Chromium through playwright-core. Run by `npm test` after the API suites.
 */
export default defineConfig({
  test: {
    root: new URL('..', import.meta.url).pathname,
    include: ['e2e/**/*.e2e.test.ts'],
    globalSetup: ['e2e/support/global-setup.ts'],
    pool: 'forks',
    // Each worker runs a store and drives the browser; two at once is what two cores carry.
    maxWorkers: 2,
    // A worker imports the API once for all its files, and its files share one store unless a
    // file asks for its own (support/store.ts, `setUpStore({ own })`).
    isolate: false,
    // In CI a failed test runs once more, traced; a failed attempt leaves screenshots and the
    // console (and the retry its trace) under .test-results/chromium/ (support/evidence.ts), and
    // `npm test` counts it.
    retry: ci ? 1 : 0,
    provide: { traceAttempts: ci },
    // Hang guards, not budgets: a wait ends when what it waits for happens. A test fails on what
    // it checks, never because a busy machine took long; none of these is a speed requirement.
    testTimeout: 600_000,
    hookTimeout: 600_000,
    // `expect.poll` gives up after one second by default, which a loaded machine overruns; it
    // keeps Playwright's own guard for a wait (30 s) instead, one rule for every wait.
    expect: { poll: { timeout: 30_000, interval: 100 } },
  },
});
