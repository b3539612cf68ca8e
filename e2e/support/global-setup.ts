import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import type { TestProject } from 'vitest/node';
import prepareSeededDatabase from '../../apps/api/test/global-setup.js';
import { contentHash, pruneCache, testCacheDir, touch } from '../../apps/api/test/test-cache.js';
import { HEADLESS_SHELL_PATH, launchBrowserServer } from './browser.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The storefront built for production from the code as it is now (read-only, shared by runs). */
    webDistDir: string;
    /** The run's one Chromium, which every test file connects to for its own contexts. */
    browserWsEndpoint: string;
    /** Whether each browser context records a Playwright trace, kept when an attempt fails (in CI). */
    traceAttempts: boolean;
  }
}

const webRoot = fileURLToPath(new URL('../../apps/web', import.meta.url));
/** What the storefront's build is made of. */
const buildInputs = [
  'apps/web/bundling',
  'apps/web/index.html',
  'apps/web/package.json',
  'apps/web/public',
  'apps/web/src',
  'apps/web/tsconfig.json',
  'apps/web/vite.config.ts',
  'packages/contract/src',
  'package-lock.json',
];

/**
 * The same build shoppers get, made once per state of the storefront's code and kept in the test
 * cache: rebuilding (two bundles, the prerender, brotli at quality 11) is the slowest part of the
 * setup. Built into a temporary folder and renamed, so no run ever serves half a build.
 */
async function productionBuild(): Promise<string> {
  const outDir = join(testCacheDir, `web-${contentHash(buildInputs)}`);
  if (existsSync(outDir)) {
    touch(outDir);
    return outDir;
  }
  const partial = `${outDir}.${process.pid}.partial`;
  // Vitest runs with NODE_ENV=test, which would otherwise make Vite bundle React's development
  // build (twice the size, effects run twice).
  const testEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    mkdirSync(testCacheDir, { recursive: true });
    await build({ root: webRoot, mode: 'production', logLevel: 'warn', build: { outDir: partial, emptyOutDir: true } });
  } finally {
    process.env.NODE_ENV = testEnv;
  }
  if (existsSync(outDir))
    rmSync(partial, { recursive: true, force: true }); // a concurrent run was first
  else renameSync(partial, outDir);
  pruneCache('web-');
  return outDir;
}

/**
 * Builds the storefront (or finds it built), seeds the database every test file copies and starts
 * the browser, all at once: the two cores share work that used to run one after another.
 */
export default async function setup(project: TestProject) {
  if (!existsSync(HEADLESS_SHELL_PATH)) {
    throw new Error(
      `Chromium's headless shell is missing at ${HEADLESS_SHELL_PATH}: apt-get install -y chromium-headless-shell (npm test does it for you)`,
    );
  }
  const [webDistDir, dropDatabase, browser] = await Promise.all([
    productionBuild(),
    prepareSeededDatabase(project),
    launchBrowserServer(),
  ]);
  project.provide('webDistDir', webDistDir);
  project.provide('browserWsEndpoint', browser.wsEndpoint());
  return async () => {
    await browser.close();
    await dropDatabase?.();
  };
}
