import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import type { TestProject } from 'vitest/node';
import prepareSeededDatabase from '../../../api/test/global-setup.js';
import { CHROMIUM_PATH } from './browser.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The storefront built for this run (a private folder, so parallel runs never share one). */
    webDistDir: string;
  }
}

const webRoot = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The same build shoppers get: Vitest runs with NODE_ENV=test, which would otherwise make Vite
 * bundle React's development build (twice the size, effects run twice).
 */
async function buildForProduction(outDir: string) {
  const testEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ root: webRoot, mode: 'production', logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  } finally {
    process.env.NODE_ENV = testEnv;
  }
}

/** Builds the storefront once per run and seeds the database every test file copies. */
export default async function setup(project: TestProject) {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`Chromium is missing at ${CHROMIUM_PATH}: apt-get install -y chromium (npm test does it for you)`);
  }
  const outDir = mkdtempSync(join(tmpdir(), 'aruu-web-'));
  await buildForProduction(outDir);
  project.provide('webDistDir', outDir);
  const dropDatabase = await prepareSeededDatabase(project);
  return async () => {
    await dropDatabase?.();
    rmSync(outDir, { recursive: true, force: true });
  };
}
