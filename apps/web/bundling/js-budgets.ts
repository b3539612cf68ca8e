import { gzipSync } from 'node:zlib';
import type { Plugin, Rollup } from 'vite';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

/** A budgeted page: its route's module and what it may load before a shopper can use it. */
interface BudgetedPage {
  page: string;
  budgetKb: number;
  /** Whether the page needs the second part of the texts (app/router.tsx `lazyPage`). */
  laterTexts?: boolean;
}

/**
 * Issue 30's budgets, in KB of gzip: JavaScript a phone loads before the page can be used.
 * `npm run bench:web` measures the same pages in a browser (scripts/bench-web.mjs).
 */
export const JS_BUDGETS: Record<string, BudgetedPage> = {
  home: { page: 'src/features/home/routes/home-page.tsx', budgetKb: 100 },
  catalog: { page: 'src/features/catalog/routes/catalog-page.tsx', budgetKb: 110 },
  product: { page: 'src/features/catalog/routes/product-page.tsx', budgetKb: 110 },
  checkout: { page: 'src/features/checkout/routes/checkout-page.tsx', budgetKb: 150, laterTexts: true },
};

const textChunks = { first: /\/app\/locales\/(ru|en|ky)-first\.ts$/, later: /\/app\/locales\/(ru|en|ky)-later\.ts$/ };

/** `names` and every chunk they import statically: what the browser fetches to run them. */
function withImports(chunks: Map<string, OutputChunk>, names: string[]): Set<string> {
  const seen = new Set<string>();
  const pending = [...names];
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    const chunk = chunks.get(name);
    if (seen.has(name) || !chunk) continue;
    seen.add(name);
    pending.push(...chunk.imports);
  }
  return seen;
}

/**
 * The JavaScript `page` loads before interaction, in gzip bytes, as main.tsx loads it: the entry
 * and the page's chunk (preloaded before hydrating), what they import, and the texts of the
 * largest language. Chunks a page imports later, on a tap or once it is idle, do not count.
 */
export function jsBeforeInteraction(bundle: OutputBundle, page: BudgetedPage): number {
  const chunks = new Map(
    Object.values(bundle).flatMap((chunk) => (chunk.type === 'chunk' ? [[chunk.fileName, chunk] as const] : [])),
  );
  const all = [...chunks.values()];
  const gzip = (name: string) => gzipSync(chunks.get(name)?.code ?? '', { level: 9 }).length;
  const sum = (names: Iterable<string>) => [...names].reduce((total, name) => total + gzip(name), 0);
  const named = (test: (id: string) => boolean) =>
    all.filter((chunk) => chunk.facadeModuleId && test(chunk.facadeModuleId)).map((chunk) => chunk.fileName);

  const pageChunks = named((id) => id.endsWith(`/${page.page}`));
  if (pageChunks.length === 0) throw new Error(`no chunk holds the page ${page.page}`);
  const code = withImports(chunks, [...all.filter((chunk) => chunk.isEntry).map((c) => c.fileName), ...pageChunks]);
  // One language's texts: the largest, so no language's shopper is over.
  const largestLanguage = (part: RegExp) =>
    Math.max(
      0,
      ...named((id) => part.test(id)).map((name) => sum([...withImports(chunks, [name])].filter((n) => !code.has(n)))),
    );
  const texts = page.laterTexts ? [textChunks.first, textChunks.later] : [textChunks.first];
  return sum(code) + texts.reduce((total, part) => total + largestLanguage(part), 0);
}

/** Fails the storefront's build naming each page over its budget (issue 30). */
export function jsBudgets(budgets: Record<string, BudgetedPage> = JS_BUDGETS): Plugin {
  return {
    name: 'aruu-js-budgets',
    apply: 'build',
    generateBundle(_options, bundle) {
      const over = Object.entries(budgets).flatMap(([name, page]) => {
        const bytes = jsBeforeInteraction(bundle, page);
        const kb = (bytes / 1024).toFixed(1);
        this.info(`${name}: ${kb} KB gzip of JavaScript before interaction (budget ${page.budgetKb} KB)`);
        return bytes > page.budgetKb * 1024 ? [`${name} loads ${kb} KB gzip (budget ${page.budgetKb} KB)`] : [];
      });
      if (over.length > 0) this.error(`JavaScript before interaction over budget: ${over.join('; ')}`);
    },
  };
}
