// `npm run modules:graph`: which API modules import which (apps/api/src/modules/<module>/), and
// the three things the structure forbids — a cycle between modules, a module importing another
// module's repository (modules talk through services), and the shop's code importing the
// demonstration store (apps/demo imports the API, never the other way). Exits 1 when any is found.
// dependency-cruiser judges files, not folders: a cycle of modules need not be a cycle of files.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/** What ships: apps/api/tsconfig.json leaves out tests and their helpers. */
const isSource = (name) => name.endsWith('.ts') && !/(\.test|\.d|-test-support|-test-server)\.ts$/.test(name);

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return isSource(entry.name) ? [path] : [];
  });
}

/** What a module-relative path is: the kind of file another module may or may not import. */
function kindOf(path) {
  if (path.endsWith('.repository.ts')) return 'repository';
  if (path.endsWith('.service.ts')) return 'service';
  return 'other';
}

/**
 * Every import (static, type-only, re-export, dynamic) of the non-test files under `modulesDir`
 * that lands in another module: `{ from, to, file, target, kind }`, paths relative to modulesDir.
 */
export function crossModuleImports(modulesDir) {
  const moduleOf = (path) => relative(modulesDir, path).split(sep)[0];
  const edges = [];
  for (const file of sourceFiles(modulesDir)) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    for (const { fileName } of importedFiles) {
      if (!fileName.startsWith('.')) continue;
      const target = resolve(dirname(file), fileName).replace(/\.js$/, '.ts');
      if (relative(modulesDir, target).startsWith('..')) continue;
      const [from, to] = [moduleOf(file), moduleOf(target)];
      if (from === to) continue;
      const rel = (path) => relative(modulesDir, path).split(sep).join('/');
      edges.push({ from, to, file: rel(file), target: rel(target), kind: kindOf(target) });
    }
  }
  return edges;
}

const DEMO_PACKAGE = '@aruu/demo';

/**
 * Every import (static, type-only, re-export, dynamic) of the demonstration store by a shipped
 * file under `srcDir`, by package name or by a path into `demoDir`: `{ file, target }`.
 */
export function demoImports(srcDir, demoDir) {
  const intoDemo = (file, specifier) =>
    specifier === DEMO_PACKAGE ||
    specifier.startsWith(`${DEMO_PACKAGE}/`) ||
    (specifier.startsWith('.') && !relative(demoDir, resolve(dirname(file), specifier)).startsWith('..'));
  return sourceFiles(srcDir).flatMap((file) =>
    ts
      .preProcessFile(readFileSync(file, 'utf8'), true, true)
      .importedFiles.filter(({ fileName }) => intoDemo(file, fileName))
      .map(({ fileName }) => ({ file: relative(srcDir, file).split(sep).join('/'), target: fileName })),
  );
}

/** Module → the modules it imports, each with the kinds of files it reaches there. */
export function moduleGraph(edges) {
  const graph = new Map();
  for (const { from, to, kind } of edges) {
    if (!graph.has(from)) graph.set(from, new Map());
    const targets = graph.get(from);
    if (!targets.has(to)) targets.set(to, new Set());
    targets.get(to).add(kind);
  }
  return graph;
}

/** Every elementary cycle's modules, each once, starting from its alphabetically first module. */
export function cycles(graph) {
  const found = new Map();
  const walk = (start, path) => {
    for (const next of graph.get(path.at(-1))?.keys() ?? []) {
      if (next === start) {
        found.set(path.join(' → '), path);
      } else if (next > start && !path.includes(next)) {
        walk(start, [...path, next]);
      }
    }
  };
  for (const start of [...graph.keys()].sort()) walk(start, [start]);
  return [...found.values()];
}

export function problems(modulesDir) {
  const edges = crossModuleImports(modulesDir);
  return {
    edges,
    graph: moduleGraph(edges),
    cycles: cycles(moduleGraph(edges)),
    repositoryImports: edges.filter((edge) => edge.kind === 'repository'),
  };
}

function print(report) {
  const lines = [];
  const modules = [...report.graph.keys()].sort();
  const width = Math.max(...modules.map((name) => name.length));
  for (const from of modules) {
    const targets = [...report.graph.get(from)]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([to, kinds]) => {
        const marks = ['service', 'repository'].filter((kind) => kinds.has(kind)).map((kind) => kind[0]);
        return marks.length > 0 ? `${to} (${marks.join(',')})` : to;
      });
    lines.push(`${from.padEnd(width)} → ${targets.join(', ')}`);
  }
  lines.push('', `(s) imports its service, (r) its repository`);
  lines.push(`cycles: ${report.cycles.length}`);
  for (const cycle of report.cycles) lines.push(`  ${[...cycle, cycle[0]].join(' → ')}`);
  lines.push(`cross-module repository imports: ${report.repositoryImports.length}`);
  for (const edge of report.repositoryImports) lines.push(`  ${edge.file} → ${edge.target}`);
  lines.push(`imports of the demonstration store (apps/demo): ${report.demoImports.length}`);
  for (const edge of report.demoImports) lines.push(`  ${edge.file} → ${edge.target}`);
  return lines.join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const apps = join(dirname(fileURLToPath(import.meta.url)), '..', 'apps');
  const report = {
    ...problems(join(apps, 'api', 'src', 'modules')),
    demoImports: demoImports(join(apps, 'api', 'src'), join(apps, 'demo')),
  };
  console.log(print(report));
  if (report.cycles.length > 0 || report.repositoryImports.length > 0 || report.demoImports.length > 0) process.exit(1);
}
