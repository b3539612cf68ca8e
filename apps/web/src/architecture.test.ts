import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const web = join(dirname(fileURLToPath(import.meta.url)), '..');
const probe = 'lint-probe';

/**
 * Files that break the layer rule in every way it forbids, in both spellings (`@/` and relative)
 * and as a type-only import, beside imports it allows, which must not be reported.
 */
const probes: Record<string, string> = {
  [`src/shared/${probe}.ts`]: [
    "import '@/features/home/routes/home-page';",
    "import '../app/router';",
    "import '@/entities/cart/api/cart-api';",
    "import './paths';",
  ].join('\n'),
  [`src/entities/cart/${probe}.ts`]: [
    "import '../orders/api/orders-api';",
    "import type { ProductCard } from '@/widgets/product-card/product-card';",
    "import './api/cart-api';",
    "import '@/shared/paths';",
    `import './${probe}-loop';`,
  ].join('\n'),
  [`src/entities/cart/${probe}-loop.ts`]: `import './${probe}';`,
  [`src/widgets/product-card/${probe}.ts`]: [
    "import '@/features/catalog/routes/catalog-page';",
    "import '@/entities/cart/api/cart-api';",
  ].join('\n'),
  [`src/features/home/${probe}.ts`]: [
    "import '../catalog/category-lookup';",
    "import '@/features/cart/routes/cart-page';",
    "import '@/app/router';",
    "import './routes/home-page';",
    "import '@/widgets/product-card/product-card';",
    "import '@/entities/catalog/api/products';",
  ].join('\n'),
  [`src/app/${probe}.ts`]: [
    "import '../main';",
    "import '@/features/home/routes/home-page';",
    "import type { StaffPage } from '@/staff/app/pages';",
  ].join('\n'),
  [`src/staff/shared/${probe}.ts`]: [
    "import '@/entities/cart/api/cart-api';",
    "import '../features/team/routes/team-page';",
    "import '@/shared/paths';",
    "import './paths';",
  ].join('\n'),
  [`src/staff/features/team/${probe}.ts`]: [
    "import '../audit/routes/audit-page';",
    "import '@/staff/app/router';",
    "import '@/features/home/routes/home-page';",
    "import '@/staff/shared/paths';",
    "import './routes/team-page';",
    "import '@/shared/ui/button';",
  ].join('\n'),
  [`src/staff/app/${probe}.ts`]: ["import '../main';", "import '@/app/router';", "import './router';"].join('\n'),
};

const expected = [
  [`src/shared/${probe}.ts`, 'src/features/home/routes/home-page.tsx', 'shared-not-upward'],
  [`src/shared/${probe}.ts`, 'src/app/router.tsx', 'shared-not-upward'],
  [`src/shared/${probe}.ts`, 'src/entities/cart/api/cart-api.ts', 'shared-not-upward'],
  [`src/entities/cart/${probe}.ts`, 'src/entities/orders/api/orders-api.ts', 'entities-not-sideways'],
  [`src/entities/cart/${probe}.ts`, 'src/widgets/product-card/product-card.tsx', 'entities-not-upward'],
  [`src/entities/cart/${probe}-loop.ts`, `src/entities/cart/${probe}.ts`, 'no-circular'],
  [`src/widgets/product-card/${probe}.ts`, 'src/features/catalog/routes/catalog-page.tsx', 'widgets-not-upward'],
  [`src/features/home/${probe}.ts`, 'src/features/catalog/category-lookup.ts', 'features-not-sideways'],
  [`src/features/home/${probe}.ts`, 'src/features/cart/routes/cart-page.tsx', 'features-not-sideways'],
  [`src/features/home/${probe}.ts`, 'src/app/router.tsx', 'features-not-upward'],
  [`src/app/${probe}.ts`, 'src/main.tsx', 'app-not-entry'],
  [`src/app/${probe}.ts`, 'src/staff/app/pages.ts', 'storefront-not-staff'],
  [`src/staff/shared/${probe}.ts`, 'src/entities/cart/api/cart-api.ts', 'staff-only-shared'],
  [`src/staff/shared/${probe}.ts`, 'src/staff/features/team/routes/team-page.tsx', 'staff/shared-not-upward'],
  [
    `src/staff/features/team/${probe}.ts`,
    'src/staff/features/audit/routes/audit-page.tsx',
    'staff/features-not-sideways',
  ],
  [`src/staff/features/team/${probe}.ts`, 'src/staff/app/router.tsx', 'staff/features-not-upward'],
  [`src/staff/features/team/${probe}.ts`, 'src/features/home/routes/home-page.tsx', 'staff-only-shared'],
  [`src/staff/app/${probe}.ts`, 'src/staff/main.tsx', 'staff/app-not-entry'],
  [`src/staff/app/${probe}.ts`, 'src/app/router.tsx', 'staff-only-shared'],
];

/**
 * A copy of the storefront's layout holding only the probes and, as empty files named like the
 * real ones, what they import — so the rule is tried without writing into apps/web/src.
 */
function probeTree(): string {
  const tree = mkdtempSync(join(tmpdir(), 'web-layers-'));
  const write = (file: string, text: string) => {
    mkdirSync(dirname(join(tree, file)), { recursive: true });
    writeFileSync(join(tree, file), text);
  };
  write('tsconfig.json', JSON.stringify({ compilerOptions: { paths: { '@/*': ['./src/*'] } } }));
  for (const [file, text] of Object.entries(probes)) {
    write(file, `${text}\n`);
    for (const [, specifier = ''] of text.matchAll(/import (?:type .* from )?'([^']+)'/g)) {
      const target = importedFile(file, specifier);
      if (!(target in probes)) write(target, '');
    }
  }
  return tree;
}

/** The file an import of the probe `from` names (`@/` is src/): another probe, or a real file. */
function importedFile(from: string, specifier: string): string {
  const base = specifier.startsWith('@/') ? `src/${specifier.slice(2)}` : posix.join(posix.dirname(from), specifier);
  if (`${base}.ts` in probes) return `${base}.ts`;
  const file = ['.ts', '.tsx'].map((extension) => base + extension).find((name) => existsSync(join(web, name)));
  if (!file) throw new Error(`${from} imports ${specifier}, which apps/web has no longer: give the probe a real file`);
  return file;
}

/** `npm run lint:layers`'s check (depcruise with apps/web's rules) in `tree`: did it fail, and on what. */
function lintLayers(tree: string): Promise<{ failed: boolean; violations: string[][] }> {
  const depcruise = join(web, '..', '..', 'node_modules', '.bin', 'depcruise');
  const rules = join(web, '.dependency-cruiser.cjs');
  return new Promise((resolve) => {
    execFile(depcruise, ['src', '--config', rules], { cwd: tree }, (error, stdout) => {
      // One per violation: `error <rule>: <from> → <to>`, a cycle going on over the next lines.
      const violations = [...stdout.matchAll(/^\s*error (\S+): (\S+) →\s+(\S+)/gm)].map(([, rule, from, to]) => [
        from ?? '',
        to ?? '',
        rule ?? '',
      ]);
      resolve({ failed: error !== null, violations });
    });
  });
}

describe('the storefront layer rule (npm run lint)', () => {
  const tree = probeTree();
  afterAll(() => rmSync(tree, { recursive: true, force: true }));

  it('fails on every upward and sideways import and on a cycle, and only on those', async () => {
    const { failed, violations } = await lintLayers(tree);
    expect(failed).toBe(true);
    // Exactly the probes' forbidden imports, none of those they may make.
    expect(violations).toEqual(expect.arrayContaining(expected));
    expect(violations).toHaveLength(expected.length);
  });
});
