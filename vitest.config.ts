import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The web app's `@/` imports, from apps/web/tsconfig.json's `paths`.
  resolve: { tsconfigPaths: true },
  test: {
    include: ['apps/api/**/*.test.ts', 'apps/web/src/**/*.test.ts', 'packages/**/*.test.ts'],
    globalSetup: ['apps/api/test/global-setup.ts'],
    pool: 'forks',
    // Two cores: more workers only make PGlite files fight for CPU.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
