// `npm run bench:web`: builds the storefront and serves it from the real API on a fresh embedded
// catalogue, then measures what a shopper's phone downloads and how the pages score:
//   1. per page type, the HTML, JavaScript and CSS loaded before interaction (gzip) against the budgets
//      of issue 30 (home ≤ 100 KB; catalogue and product ≤ 110 KB; checkout ≤ 150 KB), which the
//      storefront's build also enforces from its chunks (apps/web/bundling/js-budgets.ts),
//      and what that JavaScript is made of, by package or source folder (estimated: each chunk's
//      gzip size shared out by its modules' unminified bytes, from the build's composition file);
//   2. Lighthouse, mobile profile, simulated throttling, in Debian's Chromium: the median of
//      LIGHTHOUSE_RUNS runs (3 unless set) of performance, accessibility, best practices, SEO, LCP,
//      CLS and TBT for home, catalog, product, cart and checkout. Lighthouse (160 packages) is no
//      dependency of the repository, so that `npm ci` does not install it for this one script:
//      `npm exec` fetches the pinned version from the npm registry into npm's cache on first use.
// Exits with 1 when a page is over its JavaScript budget. Not part of `npm test`.
// BENCH_PAGES=home,catalog limits the pages; LIGHTHOUSE_RUNS=0 measures the JavaScript only.
import { execFile, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { buildWeb, ensureChromium, ensureDependencies, root } from './lib.mjs';
import { chromiumFlags, chromiumPath, shopperWithCart, startStore, waitFor } from './local-store.mjs';

// Other work on the machine may run this benchmark too: BENCH_PORT and BENCH_DEBUGGING_PORT move it.
const port = Number(process.env.BENCH_PORT ?? 3202);
const debuggingPort = Number(process.env.BENCH_DEBUGGING_PORT ?? 9333);
const LIGHTHOUSE_RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
/** The version the figures in the decision records were measured with. */
const LIGHTHOUSE_PACKAGE = 'lighthouse@12.8.2';
/** Written by the storefront's build (apps/web/vite.config.ts `bundleComposition`). */
const compositionFile = join(root, 'apps/web/node_modules/.cache/bundle-composition.json');

const kb = (bytes) => (bytes / 1024).toFixed(1);

/** The page's HTML and every script and stylesheet it loads until the network is quiet, with gzip sizes. */
async function assetsLoadedBy(browser, path, tokens) {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, locale: 'ru-RU' });
  if (tokens) {
    await context.addInitScript((pair) => {
      localStorage.setItem('access_token', pair.access_token);
      localStorage.setItem('refresh_token', pair.refresh_token);
    }, tokens);
  }
  const page = await context.newPage();
  const assets = [];
  page.on('response', async (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet' && type !== 'document') return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    assets.push({
      url: new URL(response.url()).pathname,
      type,
      raw: body.length,
      gzip: gzipSync(body, { level: 9 }).length,
    });
  });
  await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' });
  await context.close();
  return assets;
}

function printAssets(title, assets) {
  const js = assets.filter((asset) => asset.type === 'script');
  const css = assets.filter((asset) => asset.type === 'stylesheet');
  const html = assets.filter((asset) => asset.type === 'document');
  const sum = (list, key) => list.reduce((total, asset) => total + asset[key], 0);
  console.log(`\n${title}`);
  for (const asset of [...js, ...css].sort((a, b) => b.gzip - a.gzip)) {
    console.log(`  ${kb(asset.gzip).padStart(6)} KB gz  ${kb(asset.raw).padStart(6)} KB  ${asset.url}`);
  }
  const jsGzip = sum(js, 'gzip');
  console.log(
    `  JS  ${kb(jsGzip)} KB gzip (${js.length} files)   CSS ${kb(sum(css, 'gzip'))} KB gzip (${css.length} files)   HTML ${kb(sum(html, 'gzip'))} KB gzip`,
  );
  printComposition(js);
  return jsGzip;
}

/** The page's JavaScript by package or source folder: each chunk's gzip bytes shared out by its modules' bytes. */
function printComposition(js) {
  const composition = JSON.parse(readFileSync(compositionFile, 'utf8'));
  const shares = new Map();
  for (const asset of js) {
    const owners = composition[asset.url.replace(/^\//, '')] ?? { [asset.url]: 1 };
    const total = Object.values(owners).reduce((a, b) => a + b, 0) || 1;
    for (const [owner, bytes] of Object.entries(owners)) {
      shares.set(owner, (shares.get(owner) ?? 0) + (asset.gzip * bytes) / total);
    }
  }
  const top = [...shares].sort((a, b) => b[1] - a[1]).filter(([, bytes]) => bytes >= 512);
  console.log(`  by package or folder (≈ KB gzip): ${top.map(([owner, bytes]) => `${owner} ${kb(bytes)}`).join(', ')}`);
}

/** Debian Chromium with a DevTools port for Lighthouse, on a throwaway profile. */
async function startDebuggableChromium(profileDir) {
  const child = spawn(
    chromiumPath,
    [
      ...chromiumFlags,
      '--headless=new',
      `--remote-debugging-port=${debuggingPort}`,
      `--user-data-dir=${profileDir}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  await waitFor(`http://127.0.0.1:${debuggingPort}/json/version`);
  return child;
}

/**
 * Puts the shopper's tokens into the profile's localStorage, then empties the HTTP cache, so a
 * signed-in page is measured on a cold cache like the signed-out ones.
 */
async function signInBrowser(tokens) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${debuggingPort}`);
  const page = await browser.contexts()[0].newPage();
  await page.goto(`${origin}/`);
  await page.evaluate((pair) => {
    localStorage.setItem('access_token', pair.access_token);
    localStorage.setItem('refresh_token', pair.refresh_token);
  }, tokens);
  const session = await page.context().newCDPSession(page);
  await session.send('Network.clearBrowserCache');
  await page.close();
  await browser.close();
}

/** Lighthouse's JSON report on `url`; it also exits 1 with a report when the page could not be measured. */
async function lighthouseReport(url, flags) {
  const npmArgs = ['exec', '--yes', `--package=${LIGHTHOUSE_PACKAGE}`, '--', 'lighthouse', url, ...flags];
  try {
    const { stdout } = await promisify(execFile)('npm', npmArgs, { maxBuffer: 256 * 1024 * 1024 });
    return JSON.parse(stdout);
  } catch (error) {
    if (!error.stdout?.startsWith('{')) throw error;
    // A run cut short on a loaded machine leaves half a report: counted as a failed run.
    try {
      return JSON.parse(error.stdout);
    } catch {
      return { runtimeError: { code: 'TRUNCATED_REPORT' }, categories: {}, audits: {} };
    }
  }
}

/** Signed-out pages run with Lighthouse's own storage reset; signed-in ones keep the tokens. */
async function lighthouseRun(url, signedIn) {
  const flags = [
    `--port=${debuggingPort}`,
    '--output=json',
    '--output-path=stdout',
    '--quiet',
    '--only-categories=performance,accessibility,best-practices,seo',
    ...(signedIn ? ['--disable-storage-reset'] : []),
  ];
  const lhr = await lighthouseReport(url, flags);

  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    // A run Lighthouse could not finish (no paint within its limits on a busy machine) scores 0.
    failed: Boolean(lhr.runtimeError),
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(audit('largest-contentful-paint')),
    cls: audit('cumulative-layout-shift'),
    tbtMs: Math.round(audit('total-blocking-time')),
    failing: Object.values(lhr.audits)
      .filter(
        (a) =>
          a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'manual',
      )
      .map((a) => a.id),
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The median of each figure over the runs that finished of LIGHTHOUSE_RUNS, and the audits below 0.9 in any run. */
async function lighthouseScores(url, signedIn, tokens) {
  const runs = [];
  for (let run = 0; run < LIGHTHOUSE_RUNS; run++) {
    if (signedIn) await signInBrowser(tokens);
    runs.push(await lighthouseRun(url, signedIn));
  }
  const figures = ['performance', 'accessibility', 'bestPractices', 'seo', 'lcpMs', 'cls', 'tbtMs'];
  const finished = runs.filter((run) => !run.failed);
  return {
    ...Object.fromEntries(
      figures.map((figure) => [figure, finished.length ? median(finished.map((run) => run[figure])) : Number.NaN]),
    ),
    runs: runs.map((run) => (run.failed ? 'failed' : run.performance)),
    failing: [...new Set(runs.flatMap((run) => run.failing))],
  };
}

await ensureDependencies();
ensureChromium();
await buildWeb();
const dataDir = mkdtempSync(join(tmpdir(), 'aruu-bench-web-'));
const profileDir = mkdtempSync(join(tmpdir(), 'aruu-bench-chromium-'));
console.log('• starting the store on a fresh catalogue (seeding takes a little while)…');
const store = await startStore({ port, dataDir });
const { origin } = store;
let debuggable;
try {
  const { tokens, productId } = await shopperWithCart(origin, 'Bench');

  const pages = {
    home: { path: '/', signedIn: false, budgetKb: 100 },
    catalog: { path: '/catalog?categoryName=face-masks', signedIn: false, budgetKb: 110 },
    product: { path: `/product/${productId}`, signedIn: false, budgetKb: 110 },
    cart: { path: '/basket', signedIn: true },
    checkout: { path: '/complete-purchase', signedIn: true, budgetKb: 150 },
  };
  const wanted = (process.env.BENCH_PAGES ?? Object.keys(pages).join(',')).split(',');

  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  const jsPerPage = {};
  for (const name of wanted) {
    const { path, signedIn } = pages[name];
    const title = `${name} ${path} (phone, ${signedIn ? 'signed in' : 'signed out'}): loaded before interaction`;
    jsPerPage[name] = printAssets(title, await assetsLoadedBy(browser, path, signedIn ? tokens : undefined));
  }
  await browser.close();
  console.log('\nJavaScript before interaction, gzip, against the budgets');
  for (const name of wanted) {
    const { budgetKb } = pages[name];
    const over = budgetKb !== undefined && jsPerPage[name] > budgetKb * 1024;
    if (over) process.exitCode = 1;
    const verdict = budgetKb === undefined ? 'no budget' : `budget ${budgetKb} KB: ${over ? 'OVER' : 'within'}`;
    console.log(`  ${name.padEnd(9)} ${kb(jsPerPage[name]).padStart(6)} KB   ${verdict}`);
  }

  if (LIGHTHOUSE_RUNS > 0) {
    console.log(`\n• ${LIGHTHOUSE_PACKAGE} runs through \`npm exec\`: fetched from the npm registry on first use`);
    debuggable = await startDebuggableChromium(profileDir);
    console.log(
      `\nLighthouse (mobile profile, simulated throttling, median of ${LIGHTHOUSE_RUNS}; targets: performance ≥ 95, accessibility 100, CLS ≤ 0.05, LCP ≤ 2000 ms)`,
    );
    // Lighthouse times the page's work on this CPU: other work on the machine lowers the scores.
    console.log(`  load average ${loadavg()[0].toFixed(1)} on ${cpus().length} cores at the start`);
    console.log(
      '  page       perf (runs)        a11y  best  seo    LCP ms  CLS     TBT ms  audits below 0.9 in any run',
    );
    for (const name of wanted) {
      const { path, signedIn } = pages[name];
      const result = await lighthouseScores(`${origin}${path}`, signedIn, tokens);
      console.log(
        `  ${name.padEnd(9)}  ${String(result.performance).padStart(4)} ${`(${result.runs.join(' ')})`.padEnd(13)}  ${String(result.accessibility).padStart(4)}  ${String(result.bestPractices).padStart(4)}  ${String(result.seo).padStart(3)}  ${String(result.lcpMs).padStart(8)}  ${result.cls.toFixed(3).padStart(5)}  ${String(result.tbtMs).padStart(7)}  ${result.failing.join(', ')}`,
      );
    }
  }
} finally {
  debuggable?.kill();
  store.stop();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(profileDir, { recursive: true, force: true });
}
