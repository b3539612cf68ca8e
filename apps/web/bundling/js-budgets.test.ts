import { randomBytes } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { jsBeforeInteraction, jsBudgets } from './js-budgets';

/** Code that gzip cannot shrink, so each chunk's share of the total is plain to see. */
const code = (bytes: number) => randomBytes(bytes).toString('base64');
const gzipped = (text: string) => gzipSync(text, { level: 9 }).length;

function chunk(fileName: string, source: string, options: Partial<Rollup.OutputChunk> = {}): Rollup.OutputChunk {
  return {
    type: 'chunk',
    fileName,
    code: source,
    imports: [],
    facadeModuleId: null,
    isEntry: false,
    ...options,
  } as Rollup.OutputChunk;
}

const web = '/repo/apps/web/src';
const sources = {
  entry: code(3000),
  shared: code(2000),
  page: code(1500),
  ruFirst: code(900),
  enFirst: code(600),
  ruLater: code(700),
  lazy: code(4000),
  otherPage: code(5000),
};
const bundle: Rollup.OutputBundle = Object.fromEntries(
  [
    chunk('index.js', sources.entry, { isEntry: true, imports: ['shared.js'], facadeModuleId: `${web}/main.tsx` }),
    chunk('shared.js', sources.shared),
    chunk('home-page.js', sources.page, {
      imports: ['shared.js'],
      facadeModuleId: `${web}/features/home/routes/home-page.tsx`,
    }),
    chunk('ru-first.js', sources.ruFirst, { facadeModuleId: `${web}/app/locales/ru-first.ts` }),
    chunk('en-first.js', sources.enFirst, { facadeModuleId: `${web}/app/locales/en-first.ts` }),
    chunk('ru-later.js', sources.ruLater, { facadeModuleId: `${web}/app/locales/ru-later.ts` }),
    // Imported on a tap, and another page: neither is loaded before the home page is usable.
    chunk('lazy.js', sources.lazy, { facadeModuleId: `${web}/features/home/components/later.tsx` }),
    chunk('catalog-page.js', sources.otherPage, {
      imports: ['shared.js'],
      facadeModuleId: `${web}/features/catalog/routes/catalog-page.tsx`,
    }),
  ].map((item) => [item.fileName, item]),
);
const home = { page: 'src/features/home/routes/home-page.tsx', budgetKb: 100 };

describe('JavaScript before interaction', () => {
  it("counts the entry, the page, what they import once, and the largest language's first texts", () => {
    const expected = [sources.entry, sources.shared, sources.page, sources.ruFirst].map(gzipped);
    expect(jsBeforeInteraction(bundle, home)).toBe(expected.reduce((a, b) => a + b, 0));
  });

  it('adds the later texts for a page that needs them', () => {
    const withoutLater = jsBeforeInteraction(bundle, home);
    expect(jsBeforeInteraction(bundle, { ...home, laterTexts: true })).toBe(withoutLater + gzipped(sources.ruLater));
  });

  it('fails the build naming the page over its budget, and only that page', () => {
    const kb = jsBeforeInteraction(bundle, home) / 1024;
    const budgets = {
      home: { ...home, budgetKb: Math.floor(kb) },
      catalog: { page: 'src/features/catalog/routes/catalog-page.tsx', budgetKb: 100 },
    };
    const errors: string[] = [];
    const context = { info: () => undefined, error: (message: string) => void errors.push(message) };
    const generateBundle = jsBudgets(budgets).generateBundle as unknown as (
      this: typeof context,
      options: unknown,
      bundle: Rollup.OutputBundle,
    ) => void;
    generateBundle.call(context, {}, bundle);
    expect(errors).toEqual([
      `JavaScript before interaction over budget: home loads ${kb.toFixed(1)} KB gzip (budget ${Math.floor(kb)} KB)`,
    ]);
  });

  it('refuses a budget for a page the build does not have', () => {
    expect(() => jsBeforeInteraction(bundle, { page: 'src/features/gone/routes/gone-page.tsx', budgetKb: 1 })).toThrow(
      /no chunk holds the page/,
    );
  });
});
