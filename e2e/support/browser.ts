import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type Browser, type BrowserServer, chromium, type Page } from 'playwright-core';
import { chromiumFlags, debianChromium } from '../../scripts/chromium.mjs';

/**
 * Debian's headless shell of Chromium (package chromium-headless-shell, the same build as
 * /usr/bin/chromium), which Playwright also runs for headless tests by default. The whole browser
 * in its headless mode opens a window with the browser's own interface for every context — two
 * renderers of the address bar's pop-up among it —, 1.45 s of CPU per context against 0.24 s
 * (decision 091); the benchmarks keep the whole browser (scripts/chromium.mjs).
 */
export const HEADLESS_SHELL_PATH = debianChromium.headlessShell.path;

/**
 * Chromium, headless, quiet on a closed network; Playwright gives it a fresh profile.
 * One per run: test files connect to it (`connectBrowser`) and each test opens its own contexts,
 * which share no storage, so nobody pays for starting a browser per file.
 */
export function launchBrowserServer(): Promise<BrowserServer> {
  return chromium.launchServer({
    executablePath: HEADLESS_SHELL_PATH,
    args: chromiumFlags,
  });
}

export function connectBrowser(wsEndpoint: string): Promise<Browser> {
  return chromium.connect(wsEndpoint);
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: string[]; failureSummary?: string }>;
}

/**
 * Runs axe-core (WCAG 2 A/AA rules) on the page as it is now and answers the serious and
 * critical violations. Evaluated through DevTools, so the page's CSP does not get in the way.
 */
export async function seriousAxeViolations(page: Page): Promise<AxeViolation[]> {
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    });
    return result.violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      nodes: nodes.slice(0, 5).map(({ target, failureSummary }) => ({ target, failureSummary })),
    }));
  });
  return violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
}
