import { mkdirSync, writeFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Page } from 'playwright-core';
import type { RunnerTestCase } from 'vitest';

declare module 'vitest' {
  interface TaskMeta {
    /** Attempts of this test that failed; with a pass after them, `npm test` counts a flake. */
    failedAttempts?: number;
    /** Where each failed attempt's evidence is, from the repository root. */
    evidence?: string[];
  }
}

const root = fileURLToPath(new URL('../..', import.meta.url));
const evidenceRoot = join(root, '.test-results', 'chromium');

/** A page the test opened, with everything its console and the page said, kept for a failure. */
export interface WatchedPage {
  page: Page;
  log: string[];
}

/** A browser context the test opened; `tracing` when it records a Playwright trace (in CI, on a retry). */
export interface WatchedContext {
  context: BrowserContext;
  tracing: boolean;
  pages: WatchedPage[];
}

/** Starts keeping a page's console and errors, cheap enough for every page of every test. */
export function watchPage(page: Page): WatchedPage {
  const watched: WatchedPage = { page, log: [] };
  const note = (line: string) => watched.log.push(`${new Date().toISOString()} ${line}`);
  page.on('console', (message) => note(`console.${message.type()}: ${message.text()}`));
  page.on('pageerror', (error) => note(`page error: ${error.stack ?? error.message}`));
  page.on('requestfailed', (request) => note(`request failed: ${request.url()} ${request.failure()?.errorText}`));
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) note(`navigated to ${frame.url()}`);
  });
  return watched;
}

const slug = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[^\w.-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);

/**
 * Keeps what a failed attempt saw under .test-results/chromium/<file>/<test>-attempt-<n>/: each
 * context's trace (`npx playwright-core show-trace <zip>`), each open page's screenshot and its
 * console, and the errors; and notes the attempt in the test's meta for `npm test`'s totals.
 * Nothing here may fail the test a second time: what cannot be saved is noted instead.
 */
export async function keepEvidence(test: Readonly<RunnerTestCase>, contexts: WatchedContext[], problems: string[]) {
  const attempt = (test.meta.failedAttempts ?? 0) + 1;
  const dir = join(evidenceRoot, slug(basename(test.file.name)), `${slug(test.name)}-attempt-${attempt}`);
  mkdirSync(dir, { recursive: true });
  const notes = [
    // A timeout's stack is the runner's own; its message says what ran out.
    ...(test.result?.errors ?? []).map((error) => `${error.message}\n${error.stack ?? ''}`),
    ...problems.map((problem) => `errors in the page: ${problem}`),
  ];
  for (const [contextIndex, { context, tracing, pages }] of contexts.entries()) {
    const name = `context-${contextIndex + 1}`;
    if (tracing) {
      await context.tracing
        .stop({ path: join(dir, `${name}.trace.zip`) })
        .catch((error: Error) => notes.push(`${name}: no trace (${error.message})`));
    }
    for (const [pageIndex, { page, log }] of pages.entries()) {
      const file = `${name}-page-${pageIndex + 1}`;
      writeFileSync(join(dir, `${file}.log`), [`at ${page.url()}`, ...log].join('\n'));
      if (page.isClosed()) continue;
      await page
        .screenshot({ path: join(dir, `${file}.png`), fullPage: true })
        .catch((error: Error) => notes.push(`${file}: no screenshot (${error.message})`));
    }
  }
  writeFileSync(join(dir, 'errors.txt'), notes.join('\n\n'));
  test.meta.failedAttempts = attempt;
  test.meta.evidence = [...(test.meta.evidence ?? []), relative(root, dir)];
}
