import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { demoImports, problems } from '../../../scripts/module-graph.mjs';

const srcDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'src');
const modulesDir = join(srcDir, 'modules');

describe('the API modules', () => {
  it('form no cycle and import no other module’s repository', () => {
    const report = problems(modulesDir);
    expect(report.cycles).toEqual([]);
    expect(report.repositoryImports.map((edge) => `${edge.file} → ${edge.target}`)).toEqual([]);
  });

  it('never import the demonstration store, which imports them', () => {
    expect(demoImports(srcDir, join(srcDir, '..', '..', 'demo'))).toEqual([]);
  });
});

describe('the module graph', () => {
  const probe = mkdtempSync(join(tmpdir(), 'module-graph-'));
  afterAll(() => rmSync(probe, { recursive: true, force: true }));

  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(probe, path)), { recursive: true });
    writeFileSync(join(probe, path), text);
  };

  it('reports a cycle through type-only and dynamic imports, and a cross-module repository import', () => {
    write('a/a.service.ts', "import type { B } from '../b/b.service.js';\nexport const a = 1;\n");
    write('b/b.service.ts', "export const load = () => import('../c/c.js');\n");
    write('c/c.ts', "export { a } from '../a/a.service.js';\n");
    write('d/d.ts', "import * as repo from '../b/b.repository.js';\n");
    write('b/b.repository.ts', '');
    // Imports within a module and from its tests are the module's own business.
    write('b/b.routes.ts', "import * as repo from './b.repository.js';\n");
    write('a/a.test.ts', "import * as repo from '../b/b.repository.js';\n");

    const report = problems(probe);
    expect(report.cycles).toEqual([['a', 'b', 'c']]);
    expect(report.repositoryImports.map((edge) => `${edge.file} → ${edge.target}`)).toEqual([
      'd/d.ts → b/b.repository.ts',
    ]);
  });

  it('reports shipped code importing the demonstration store, by package or by path, and not its tests', () => {
    write('src/app.ts', "import { sandboxes } from '@aruu/demo/sandbox/sandboxes';\n");
    write('src/art.ts', "export const art = () => import('../demo/src/art/demo-art.js');\n");
    write('src/app.test.ts', "import { demoArt } from '@aruu/demo/art/demo-art';\n");
    write('src/demo-like.ts', "import { x } from '@aruu/demonstration';\n");

    expect(demoImports(join(probe, 'src'), join(probe, 'demo'))).toEqual([
      { file: 'app.ts', target: '@aruu/demo/sandbox/sandboxes' },
      { file: 'art.ts', target: '../demo/src/art/demo-art.js' },
    ]);
  });
});
