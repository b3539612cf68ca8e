import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import {
  demoImports,
  generatedBlocks,
  moduleList,
  paths,
  problems,
  withGeneratedBlocks,
} from '../../../scripts/module-graph.mjs';

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

describe('docs/architecture.md', () => {
  it('lists the modules and draws the graph the tree has', () => {
    const map = readFileSync(paths.map, 'utf8');
    const current = withGeneratedBlocks(map, generatedBlocks(paths.modules, paths.decisions));
    expect(map, 'the map has drifted from the code: run `npm run modules:graph -- --write`').toBe(current);
  });

  it('rewrites its generated blocks and nothing else, and refuses a block it cannot fill', () => {
    const map = [
      'Hand-written.',
      '<!-- generated:a -->',
      'old a',
      '<!-- /generated -->',
      'Between.',
      '<!-- generated:b -->',
      '<!-- /generated -->',
    ].join('\n');
    expect(withGeneratedBlocks(map, { a: 'new a', b: 'new b' })).toBe(
      [
        'Hand-written.',
        '<!-- generated:a -->',
        'new a',
        '<!-- /generated -->',
        'Between.',
        '<!-- generated:b -->',
        'new b',
        '<!-- /generated -->',
      ].join('\n'),
    );
    expect(() => withGeneratedBlocks(map, { a: 'new a' })).toThrow('no generator for the block "b"');
    expect(() => withGeneratedBlocks(map, { a: '', b: '', c: '' })).toThrow('no generated block c');
  });

  it('describes each module by its README, and refuses a module without one', () => {
    const probe = mkdtempSync(join(tmpdir(), 'module-list-'));
    try {
      mkdirSync(join(probe, 'described'));
      writeFileSync(join(probe, 'described', 'README.md'), '# described\n\nWhat it\nholds.\n\nMore.\n');
      expect(moduleList(probe)).toEqual([{ name: 'described', description: 'What it holds.' }]);
      mkdirSync(join(probe, 'silent'));
      expect(() => moduleList(probe)).toThrow('apps/api/src/modules/silent has no README.md');
    } finally {
      rmSync(probe, { recursive: true, force: true });
    }
  });
});
