import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, rmSync, statSync, utimesSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * What test runs make once and reuse until their inputs change (the seeded database, the built
 * storefront), each under a name carrying the hash of those inputs. Inside node_modules, so every
 * worktree and clone keeps its own.
 */
const root = fileURLToPath(new URL('../../..', import.meta.url));
export const testCacheDir = join(root, 'node_modules', '.cache', 'aruu-tests');

/** A hash of the content of these repository paths (files, or folders walked whole), test files left out. */
export function contentHash(paths: string[]): string {
  const hash = createHash('sha256');
  for (const file of paths.flatMap(filesUnder)) {
    // Component tests (*.test.tsx) sit beside the storefront's code but are no part of its build.
    if (/\.test\.tsx?$/.test(file)) continue;
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(join(root, file)))
      .update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

function filesUnder(path: string): string[] {
  if (!statSync(join(root, path)).isDirectory()) return [path];
  return readdirSync(join(root, path))
    .filter((name) => name !== 'node_modules')
    .sort()
    .flatMap((name) => filesUnder(join(path, name)));
}

/** Marks a cached entry as just used, so pruning keeps it. */
export function touch(path: string) {
  const now = new Date();
  utimesSync(path, now, now);
}

/**
 * Keeps the three most recently used entries whose names start with `prefix`: enough that a run
 * still reading an older one (another branch checked out meanwhile) is not robbed of it.
 */
export function pruneCache(prefix: string) {
  const entries = readdirSync(testCacheDir)
    .filter((name) => name.startsWith(prefix) && !name.includes('.partial'))
    .map((name) => ({ name, used: statSync(join(testCacheDir, name)).mtimeMs }))
    .sort((a, b) => b.used - a.used);
  for (const { name } of entries.slice(3)) rmSync(join(testCacheDir, name), { recursive: true, force: true });
}
