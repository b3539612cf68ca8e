import type { AuthTokens, RegisterBody } from '@aruu/contract/auth';
import { seedUdsSandbox } from '@aruu/demo/sandbox/uds/uds-sandbox-seed';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject, TestRunner } from 'vitest';
import { type App, buildApp } from '../../apps/api/src/app.js';
// Brings the `app.jobs` augmentation of Fastify's types, which the app's declarations do not carry.
import type {} from '../../apps/api/src/modules/jobs/job-queue.plugin.js';
import { registerShopper, uniqueIp } from '../../apps/api/test/accounts.js';
import { freePort } from '../../apps/api/test/free-port.js';
import { demoStore, testConfig } from '../../apps/api/test/test-app.js';
import { openTestDatabase, type TestDatabase } from '../../apps/api/test/test-database.js';
import { connectBrowser } from './browser.js';
import { keepEvidence, type WatchedContext, watchPage } from './evidence.js';

export interface PageOptions {
  /** 375 × 812 (a phone) or 1440 × 900 (a desktop); desktop by default. */
  viewport?: 'phone' | 'desktop';
  /** The browser's language; the store detects it when nothing is stored. English by default. */
  locale?: string;
  /** Signs the page in with these tokens before anything loads. */
  signedInAs?: AuthTokens;
}

export interface Store {
  app: App;
  database: TestDatabase;
  origin: string;
  url(path: string): string;
  /** A new browser context and page; page errors, CSP violations and hydration mismatches fail the test. */
  newPage(options?: PageOptions): Promise<Page>;
  /** A shopper created through the API (not the UI), for tests about something else. */
  registerShopper(overrides?: Partial<RegisterBody>): Promise<AuthTokens>;
}

const viewports = { phone: { width: 375, height: 812 }, desktop: { width: 1440, height: 900 } };

/** A store's server side: its database, the API listening on a port, its address. */
type Running = Pick<Store, 'app' | 'database' | 'origin'>;

/**
 * A private copy of the seeded database, the real API with its provider sandboxes listening on a
 * port and the built storefront. Every browser context gets its own client address
 * (X-Forwarded-For through a trusted loopback proxy), so the per-address rate limits of one test
 * never trip another.
 */
async function startStore(env: Record<string, string>): Promise<Running> {
  const database = await openTestDatabase();
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const config = testConfig({
    CATALOG_CACHE_TTL_MS: '0',
    PORT: String(port),
    PUBLIC_URL: origin,
    TRUST_PROXY: '127.0.0.1',
    SANDBOX: 'true',
    WEB_DIST_DIR: inject('webDistDir'),
    ...env,
  });
  const app = await buildApp({ config, database, ...demoStore });
  await app.listen({ port, host: '127.0.0.1' });
  await seedUdsSandbox(database.db);
  return { app, database, origin };
}

/**
 * The store the test files of this worker share, started by the first of them: starting one
 * (copying the seeded database, building the app, warming its renderer) cost ~2.2 s of CPU per
 * file. It lives as long as the worker (a process of its own, `pool: 'forks'`), and dies with it.
 */
let workerStore: Promise<Running> | undefined;

function theWorkersStore(): Promise<Running> {
  workerStore ??= startStore({});
  return workerStore;
}

export interface StoreOptions {
  /**
   * Why this file needs a store of its own instead of its worker's: settings of its own (`env`),
   * or a change that would surprise a later file (a category renamed, the first paint's cards).
   */
  own?: string;
  /** Settings for the file's own store (a photo folder, a mail server): implies `own`. */
  env?: Record<string, string>;
}

/**
 * The whole store for one test file: the real API with its provider sandboxes on a copy of the
 * seeded database, the built storefront, and the run's Chromium. Files share their worker's store
 * unless they need their own (`StoreOptions`): each file runs after the last one of its worker has
 * finished, and what a test reads it makes or finds at that moment (takeProducts, registered
 * shoppers, catalogTruth), never a number the seed happened to have.
 */
export function setUpStore({ own, env }: StoreOptions = {}): Store {
  let browser: Browser;
  const contexts: WatchedContext[] = [];
  const problems: string[] = [];
  const store = {} as Store;
  const ownStore = Boolean(own || env);

  beforeAll(async () => {
    const { app, database, origin } = await (ownStore ? startStore(env ?? {}) : theWorkersStore());
    browser = await connectBrowser(inject('browserWsEndpoint'));
    Object.assign(store, {
      app,
      database,
      origin,
      url: (path: string) => `${origin}${path}`,
      registerShopper: (overrides: Partial<RegisterBody> = {}) => registerShopper(app, overrides),
      newPage: async ({ viewport = 'desktop', locale = 'en-GB', signedInAs }: PageOptions = {}) => {
        const context = await browser.newContext({
          viewport: viewports[viewport],
          locale,
          extraHTTPHeaders: { 'x-forwarded-for': uniqueIp() },
          reducedMotion: 'reduce',
        });
        const watched: WatchedContext = { context, tracing: tracesThisAttempt(), pages: [] };
        contexts.push(watched);
        context.on('page', (page) => watched.pages.push(watchPage(page)));
        if (watched.tracing) await context.tracing.start({ snapshots: true, screenshots: true });
        // A violation that the page's code catches (a probe for eval, say) reaches no console on
        // its own; reported here, it fails the test like any other.
        await context.addInitScript(() => {
          document.addEventListener('securitypolicyviolation', (event) =>
            console.error(
              `Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI} in ${event.sourceFile}:${event.lineNumber}`,
            ),
          );
        });
        if (signedInAs) {
          await context.addInitScript(
            (pair) => {
              if (!sessionStorage.getItem('e2e-signed-in')) {
                localStorage.setItem('access_token', pair.access);
                localStorage.setItem('refresh_token', pair.refresh);
                sessionStorage.setItem('e2e-signed-in', '1');
              }
            },
            { access: signedInAs.access_token, refresh: signedInAs.refresh_token },
          );
        }
        const page = await context.newPage();
        page.on('pageerror', (error) => problems.push(`page error at ${page.url()}: ${error.message}`));
        page.on('console', (message) => {
          if (message.type() !== 'error') return;
          if (/Content Security Policy/i.test(message.text())) problems.push(`CSP: ${message.text()}`);
          // The server's first paint must be what the app renders first (React warns otherwise).
          if (/hydrat/i.test(message.text())) problems.push(`hydration: ${message.text()}`);
        });
        return page;
      },
    });
  });

  afterEach(async ({ task }) => {
    const found = problems.splice(0);
    const opened = contexts.splice(0);
    if (task.result?.state === 'fail' || found.length) await keepEvidence(task, opened, found);
    for (const { context } of opened) await context.close();
    expect(found, 'errors in the page').toEqual([]);
  });

  afterAll(async () => {
    // Disconnects, closing this file's contexts; the browser itself lives until the run ends.
    await browser?.close();
    if (!ownStore) return;
    await store.app?.close();
    await store.database?.close();
  });

  return store;
}

/**
 * In CI, a retried test's second attempt records a Playwright trace (as Playwright's own
 * `on-first-retry`): tracing every attempt cost a quarter of the browser tier's time (favourites:
 * 42.8 s of tests traced against 34.3 s untraced), and the first failed attempt already leaves
 * its screenshots, console and errors.
 */
function tracesThisAttempt() {
  return inject('traceAttempts') && (TestRunner.getCurrentTest()?.meta.failedAttempts ?? 0) > 0;
}
