import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ['apps/web/src/**/*.test.tsx'],
    setupFiles: ['apps/web/src/testing/setup.ts'],
    testTimeout: 60_000,
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({ launchOptions: { executablePath: '/usr/bin/chromium' } }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
