// `npm run modules:graph`: which API modules import which (apps/api/src/modules/<module>/), and
// the three things the structure forbids — a cycle between modules, a module importing another
// module's repository (modules talk through services), and the shop's code importing the
// demonstration store (apps/demo imports the API, never the other way). Exits 1 when any is found.
// dependency-cruiser judges files, not folders: a cycle of modules need not be a cycle of files.
// `npm run modules:graph -- --write` also rewrites docs/architecture.md's generated blocks — the
// module list (each module's README.md) and this graph — which apps/api/test/module-graph.test.ts
// compares with the tree, so the map cannot drift (docs/decisions/057).
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
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

/** The report as `npm run modules:graph` prints it. */
export function printGraph(report) {
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
  return lines.join('\n');
}

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const paths = {
  modules: join(root, 'apps', 'api', 'src', 'modules'),
  map: join(root, 'docs', 'architecture.md'),
  decisions: join(root, 'docs', 'decisions'),
};

/** Each module folder with the paragraph of its README.md that says what it holds. */
export function moduleList(modulesDir) {
  const modules = readdirSync(modulesDir, { withFileTypes: true }).filter((entry) => entry.isDirectory());
  return modules
    .map(({ name }) => {
      const readme = join(modulesDir, name, 'README.md');
      if (!existsSync(readme)) {
        throw new Error(`apps/api/src/modules/${name} has no README.md: a title and one paragraph on what it holds`);
      }
      const [, paragraph = ''] = readFileSync(readme, 'utf8').split(/\n\s*\n/);
      return { name, description: paragraph.replace(/\s+/g, ' ').trim() };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** "Decision 025" / "Decisions 009, 051" in a description, each number linked to its record. */
function linkDecisions(text, decisionFiles) {
  return text.replace(/\b([Dd]ecisions? )(\d{3}(?:(?:, | and )\d{3})*)/g, (_, word, numbers) => {
    const linked = numbers.replace(/\d{3}/g, (number) => {
      const file = decisionFiles.find((name) => name.startsWith(`${number}-`));
      return file ? `[${number}](decisions/${file})` : number;
    });
    return word + linked;
  });
}

/** The text of each generated block of docs/architecture.md, by the block's name. */
export function generatedBlocks(modulesDir, decisionsDir) {
  const decisionFiles = readdirSync(decisionsDir);
  const list = moduleList(modulesDir).map(
    ({ name, description }) =>
      `- [\`${name}\`](../apps/api/src/modules/${name}/) — ${linkDecisions(description, decisionFiles)}`,
  );
  return {
    'module-list': list.join('\n'),
    'module-graph': ['```', printGraph(problems(modulesDir)), '```'].join('\n'),
  };
}

/** `markdown` with each `<!-- generated:NAME -->…<!-- /generated -->` block holding `blocks[NAME]`. */
export function withGeneratedBlocks(markdown, blocks) {
  const seen = new Set();
  const result = markdown.replace(
    /(<!-- generated:([\w-]+) -->\n)[\s\S]*?(<!-- \/generated -->)/g,
    (_, open, name, close) => {
      if (!(name in blocks)) throw new Error(`no generator for the block "${name}"`);
      seen.add(name);
      return `${open}${blocks[name]}\n${close}`;
    },
  );
  const missing = Object.keys(blocks).filter((name) => !seen.has(name));
  if (missing.length > 0) throw new Error(`docs/architecture.md has no generated block ${missing.join(', ')}`);
  return result;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const report = problems(paths.modules);
  console.log(printGraph(report));
  // Not part of the map's graph: the shop's code must simply have none.
  const fromShop = demoImports(join(root, 'apps', 'api', 'src'), join(root, 'apps', 'demo'));
  console.log(`imports of the demonstration store (apps/demo): ${fromShop.length}`);
  for (const edge of fromShop) console.log(`  ${edge.file} → ${edge.target}`);
  if (process.argv.includes('--write')) {
    const markdown = readFileSync(paths.map, 'utf8');
    const updated = withGeneratedBlocks(markdown, generatedBlocks(paths.modules, paths.decisions));
    writeFileSync(paths.map, updated);
    console.log(updated === markdown ? '\ndocs/architecture.md: up to date' : '\ndocs/architecture.md: rewritten');
  }
  if (report.cycles.length > 0 || report.repositoryImports.length > 0 || fromShop.length > 0) process.exit(1);
}
