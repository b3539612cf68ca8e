import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/**
 * Sorts the Vitest files into the suite's projects by reading their imports, so a new test file
 * lands in the right one without anybody listing it:
 * - `database`: the file reaches the test database harness (`test-database.ts`), directly or
 *   through another module of apps/api/test. Only these run a second time on PostgreSQL.
 * - `unit`: everything else, which no database changes.
 * A database file that opens with the marker comment `// @pglite-compatibility: <why>` is also in
 * `pgliteCompatibility`: the set that runs on embedded PGlite as well, because it exercises what
 * PGlite does its own way (migrations, pg_trgm search, facets, triggers, LISTEN/NOTIFY and the job
 * queue, the embedded start). Every other database file runs on PostgreSQL only (decision 020).
 * - `components`: the web app's component tests (`*.test.tsx` under apps/web/src), which render
 *   real components in a simulated DOM against a fake of the API (apps/web/src/testing).
 * A file that replaces a module with `vi.mock` goes to the `isolated` variant of its project:
 * the others share one module graph per worker, where a mock would miss the copy an earlier
 * file already loaded.
 */
export interface TestProjectFiles {
  unit: string[];
  unitIsolated: string[];
  database: string[];
  databaseIsolated: string[];
  /** Database files (of either variant) that also run on PGlite. */
  pgliteCompatibility: string[];
  components: string[];
}

const testRoots = ['apps/api', 'apps/demo', 'apps/web/src', 'apps/web/bundling', 'packages'];
const harness = 'apps/api/test/test-database.ts';
/** The file-level marker, at the start of a line: `// @pglite-compatibility: migrations`. */
export const pgliteCompatibilityMarker = /^\/\/ @pglite-compatibility: \S/m;
const relativeImport = /(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g;

export function testProjectFiles(root: string): TestProjectFiles {
  const files: TestProjectFiles = {
    unit: [],
    unitIsolated: [],
    database: [],
    databaseIsolated: [],
    pgliteCompatibility: [],
    components: [],
  };
  const reachesHarness = harnessReach(root);
  for (const file of testRoots.flatMap((dir) => testFilesUnder(root, dir))) {
    if (file.endsWith('.test.tsx')) {
      files.components.push(file);
      continue;
    }
    const source = readFileSync(join(root, file), 'utf8');
    const database = reachesHarness(file);
    const isolated = /\bvi\.mock\(/.test(source);
    const project = database ? (isolated ? 'databaseIsolated' : 'database') : isolated ? 'unitIsolated' : 'unit';
    files[project].push(file);
    if (database && pgliteCompatibilityMarker.test(source)) files.pgliteCompatibility.push(file);
  }
  return files;
}

function testFilesUnder(root: string, dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : testFilesUnder(root, path);
    return /\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Whether a file (repository-relative) imports the harness, following imports inside apps/api/test. */
function harnessReach(root: string): (file: string) => boolean {
  const known = new Map<string, boolean>();
  const reaches = (file: string): boolean => {
    if (file === harness) return true;
    const cached = known.get(file);
    if (cached !== undefined) return cached;
    known.set(file, false);
    const source = readFileSync(join(root, file), 'utf8');
    const found = [...source.matchAll(relativeImport)].some(([, specifier]) => {
      const target = relative(root, resolve(root, dirname(file), specifier!)).replace(/\.js$/, '.ts');
      // A quoted import inside a test's own fixture text (module-graph.test.ts) names no real file.
      return (
        target === harness || (target.startsWith('apps/api/test/') && existsSync(join(root, target)) && reaches(target))
      );
    });
    known.set(file, found);
    return found;
  };
  return reaches;
}
